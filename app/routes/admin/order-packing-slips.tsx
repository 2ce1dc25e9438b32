/**
 * /admin/objednavky/dodacie-listy?id=1&id=2…: the packing slips of the orders selected on the order list, one per
 * printed page (decision 0099), outside the back-office frame like the single slip (decision 0072). At most 100 ids;
 * unknown ids are left out.
 */
import type { Route } from './+types/order-packing-slips';
import { ORDER_BULK_MAX } from '@/domain/orders/admin-order-bulk-schema';
import { loadPackingSlip } from '@/domain/orders/admin-order-packing-slip';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { PackingSlipSheet } from '~/components/admin/packing-slip-sheet';
import { adminNotFound, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';
// registers the back office's texts in the browser too (this page is outside the admin layout that does it)
import '@/i18n/admin';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const ids = [
    ...new Set(
      new URL(request.url).searchParams
        .getAll('id')
        .filter((v) => /^[1-9]\d{0,8}$/.test(v))
        .map(Number),
    ),
  ].slice(0, ORDER_BULK_MAX);
  const slips = [];
  for (const id of ids) {
    const slip = await loadPackingSlip(context.services.db, id);
    if (slip) slips.push(slip);
  }
  if (slips.length === 0) return adminNotFound(context);
  return { slips };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export const meta: Route.MetaFunction = () => [{ title: 'Dodacie listy' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function OrderPackingSlips({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto max-w-3xl bg-white p-6 text-ink print:max-w-none print:p-0">
      <h1 className="sr-only">{t('admin.bulk.slips_title')}</h1>
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <button type="button" className={adminPrimaryButton} onClick={() => window.print()}>
          {t('admin.packing_slip.print')}
        </button>
        <a href="/admin/objednavky" className={adminSecondaryButton}>
          {t('admin.packing_slip.back')}
        </a>
      </div>
      {loaderData.slips.map((slip) => (
        <article key={slip.summary.id} className="mb-10 break-after-page" data-testid="packing-slip">
          <PackingSlipSheet slip={slip} level={2} />
        </article>
      ))}
    </main>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
