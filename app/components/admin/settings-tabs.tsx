/** The sub-navigation of the settings pages (general, menus, banners, delivery and payment, invoicing, newsletter subscribers). */
import { Link } from 'react-router';
import type { MessageKey } from '@/i18n';
import { useT } from '~/lib/root/use-root-data';

const TABS: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/admin/nastavenia', label: 'admin.settings.tab.general' },
  { to: '/admin/nastavenia/menu', label: 'admin.settings.tab.menus' },
  { to: '/admin/nastavenia/bannery', label: 'admin.settings.tab.banners' },
  { to: '/admin/nastavenia/doprava-a-platba', label: 'admin.settings.tab.delivery' },
  { to: '/admin/nastavenia/fakturacia', label: 'admin.settings.tab.invoicing' },
  { to: '/admin/odberatelia', label: 'admin.settings.tab.subscribers' },
];

export function SettingsTabs({ current }: { current: string }) {
  const t = useT();
  return (
    <nav aria-label={t('admin.settings.tab.label')} className="mb-6 border-b border-line">
      <ul className="flex flex-wrap gap-1">
        {TABS.map((tab) => {
          const active = tab.to === current;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-t-md px-4 text-sm font-semibold ${active ? 'border border-b-0 border-line bg-white text-ink' : 'text-brand-dark underline-offset-2 hover:underline'}`}
              >
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
