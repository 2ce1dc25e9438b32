/**
 * The frame of the account screens: a heading, the account navigation (orders, invoice data, delivery addresses,
 * the influencer page labelled by the group name for group 2, videos, personal data) and the page body. One column at 390 px (the
 * navigation scrolls sideways), navigation beside the content from 1024 px.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useRootData, useT } from '~/lib/root/use-root-data';

/** SPEC §6: group 2 is the influencer group (src/domain/accounts/influencer.ts INFLUENCER_GROUP_ID). */
const INFLUENCER_GROUP_ID = 2;

/** Whether a navigation link is the current page: /ucet covers the order list and the order details. */
function isCurrent(to: string, pathname: string): boolean {
  if (to === '/ucet') return pathname === '/ucet' || pathname.startsWith('/ucet/objednavka/');
  if (to === '/account/videos') return pathname === '/account/videos' || pathname.startsWith('/account/video/');
  return pathname === to;
}

function AccountNav() {
  const t = useT();
  const { user } = useRootData();
  const { pathname } = useLocation();
  const links: Array<{ to: string; label: string }> = [
    { to: '/ucet', label: t('frame.account_orders') },
    { to: '/ucet/fakturacni-udaje', label: t('frame.account_invoice_data') },
    { to: '/account/addresses', label: t('frame.account_addresses') },
  ];
  if (user?.group?.id === INFLUENCER_GROUP_ID) links.push({ to: '/account/influencer', label: user.group.name });
  links.push({ to: '/account/videos', label: t('account.nav_videos') });
  links.push({ to: '/ucet/osobne-udaje', label: t('account.nav_personal_data') });
  return (
    <nav aria-label={t('account.nav_label')} className="-mx-4 overflow-x-auto px-4 pb-1 desktop:mx-0 desktop:px-0">
      <ul className="flex gap-2 desktop:flex-col desktop:gap-1">
        {links.map((link) => {
          const current = isCurrent(link.to, pathname.replace(/\/+$/, '') || '/');
          return (
            <li key={link.to} className="shrink-0">
              <Link
                to={link.to}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-full border-2 px-4 py-2 font-semibold whitespace-nowrap desktop:rounded-md desktop:border-0 desktop:border-l-4 ${
                  current
                    ? 'border-brand-dark bg-brand-light text-ink'
                    : 'border-line text-ink hover:border-brand-dark hover:text-brand-dark'
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
        {user?.staff ? (
          <li className="shrink-0">
            <a
              href="/admin"
              className="block rounded-full border-2 border-brand-dark px-4 py-2 font-semibold whitespace-nowrap text-brand-dark hover:bg-brand-light desktop:rounded-md desktop:border-0 desktop:border-l-4"
            >
              {t('frame.admin')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function AccountLayout({
  title,
  intro,
  children,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="shop-container py-6 desktop:py-10">
      <div className="grid gap-6 desktop:grid-cols-[14rem_1fr] desktop:gap-10">
        <AccountNav />
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h1 className="text-2xl font-extrabold text-ink desktop:text-3xl">{title}</h1>
              {intro ? <p className="text-muted">{intro}</p> : null}
            </div>
            {actions}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
