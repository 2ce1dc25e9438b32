/**
 * /admin/objednavky/{id}/dodaci-list: the order's packing slip to print (decision 0072), outside the back-office
 * frame so the printout holds only the slip: shop, customer, delivery address / branch / Packeta point, the lines
 * with product codes and quantities, and the customer's note. The buttons do not print.
 */
import type { Route } from './+types/order-packing-slip';
import { loadPackingSlip } from '@/domain/orders/admin-order-packing-slip';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { PackingSlipSheet } from '~/components/admin/packing-slip-sheet';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';
// registers the back office's texts in the browser too (this page is outside the admin layout that does it)
import '@/i18n/admin';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const slip = await loadPackingSlip(context.services.db, id);
  if (!slip) return adminNotFound(context);
  return { slip };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Dodací list ${data.slip.summary.number}` : 'Dodací list' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function OrderPackingSlip({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { summary } = loaderData.slip;
  return (
    <main className="mx-auto max-w-3xl bg-white p-6 text-ink print:max-w-none print:p-0" data-testid="packing-slip">
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <button type="button" className={adminPrimaryButton} onClick={() => window.print()}>
          {t('admin.packing_slip.print')}
        </button>
        <a href={`/admin/objednavky/${summary.id}`} className={adminSecondaryButton}>
          {t('admin.packing_slip.back')}
        </a>
      </div>
      <PackingSlipSheet slip={loaderData.slip} level={1} />
    </main>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
