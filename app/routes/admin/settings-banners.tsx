/**
 * /admin/nastavenia/bannery: the banners: top promo strip and the intro popup (one banner for desktop and phones,
 * decision 0088, linked from the header), active or not, with their validity windows; each links to its edit page.
 */
import { Link } from 'react-router';
import type { Route } from './+types/settings-banners';
import { listAdminBanners, type AdminBanner } from '@/domain/settings/admin-settings';
import type { MessageKey } from '@/i18n';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { DataTable } from '~/components/admin/data-table';
import { UrlFlash } from '~/components/admin/flash-message';
import { AdminPageHeader } from '~/components/admin/page-header';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  return { banners: await listAdminBanners(context.services.db) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.settings.banners.title');

export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const popup = loaderData.banners.find((b) => b.key === 'banner.popup');
  return (
    <>
      <AdminPageHeader
        title={t('admin.settings.banners.title')}
        intro={t('admin.settings.banners.intro')}
        actions={
          <>
            {popup ? (
              <Link to={`/admin/nastavenia/bannery/${popup.id}`} className={adminSecondaryButton}>
                {t('admin.settings.banners.popup_link')}
              </Link>
            ) : null}
            <Link to="/admin/nastavenia/bannery/novy" className={adminPrimaryButton}>
              {t('admin.settings.banners.new')}
            </Link>
          </>
        }
      />
      <SettingsTabs current="/admin/nastavenia/bannery" />
      <UrlFlash />
      <DataTable<AdminBanner>
        caption={t('admin.settings.banners.title')}
        rows={loaderData.banners}
        rowKey={(b) => b.id}
        columns={[
          {
            key: 'title',
            label: t('admin.settings.banners.banner'),
            render: (b) => (
              <Link to={`/admin/nastavenia/bannery/${b.id}`} className={adminLinkClass}>
                {b.title || b.image || `#${b.id}`}
              </Link>
            ),
          },
          { key: 'key', label: t('admin.settings.banners.key'), render: (b) => t(`admin.settings.banners.key.${b.key}` as MessageKey) },
          {
            key: 'window',
            label: t('admin.vouchers.validity'),
            render: (b) => (
              <span className="text-xs">
                {b.activeFrom ? formatAdminDateTime(b.activeFrom) : '…'} – {b.activeTo ? formatAdminDateTime(b.activeTo) : '…'}
              </span>
            ),
          },
          { key: 'position', label: t('admin.settings.rows.order'), align: 'right', render: (b) => b.position },
          {
            key: 'active',
            label: t('admin.vouchers.state'),
            render: (b) =>
              b.isActive ? (
                <span className="font-semibold text-success">{t('admin.vouchers.active')}</span>
              ) : (
                <span className="text-muted">{t('admin.vouchers.inactive')}</span>
              ),
          },
        ]}
      />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
