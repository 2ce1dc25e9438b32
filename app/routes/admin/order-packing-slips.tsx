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
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
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

function Lines({ lines }: { lines: (string | null | undefined)[] }) {
  return (
    <p className="leading-snug">
      {lines
        .filter((l): l is string => Boolean(l?.trim()))
        .map((l, i) => (
          <span key={i} className="block">
            {l}
          </span>
        ))}
    </p>
  );
}

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
      {loaderData.slips.map(({ summary, shop, phone }) => {
        const { delivery, invoice } = summary;
        return (
          <article key={summary.id} className="mb-10 break-after-page" data-testid="packing-slip">
            <header className="mb-4 flex flex-wrap items-start justify-between gap-4 border-b border-ink pb-3">
              <h2 className="text-xl font-extrabold">{t('admin.packing_slip.title', { number: summary.number })}</h2>
              <p className="text-sm">
                {t('admin.packing_slip.date')}: {formatAdminDateTime(summary.createdAt)}
              </p>
            </header>
            <div className="mb-4 grid grid-cols-3 gap-6 text-sm">
              <section>
                <h3 className="mb-1 font-bold">{t('admin.packing_slip.supplier')}</h3>
                <Lines lines={[shop.company, shop.street, `${shop.zip} ${shop.city}`, shop.phone, shop.email]} />
              </section>
              <section>
                <h3 className="mb-1 font-bold">{t('admin.packing_slip.customer')}</h3>
                <Lines lines={[invoice.company, invoice.name, invoice.street, `${invoice.zip} ${invoice.city}`, phone, summary.email]} />
              </section>
              <section>
                <h3 className="mb-1 font-bold">{t('admin.packing_slip.delivery')}</h3>
                <Lines
                  lines={[
                    delivery.carrierName,
                    delivery.pickupStore?.name,
                    delivery.packetaPoint ? `${t('order.packeta_point')}: ${delivery.packetaPoint.name ?? delivery.packetaPoint.id}` : null,
                    delivery.address?.name,
                    delivery.address?.company,
                    delivery.address?.street,
                    delivery.address ? `${delivery.address.zip} ${delivery.address.city}` : null,
                  ]}
                />
              </section>
            </div>
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b-2 border-ink">
                  <th scope="col" className="py-2 pr-3">
                    {t('admin.order.item_code')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('admin.packing_slip.item')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('admin.packing_slip.quantity')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.items.map((item) => (
                  <tr key={item.id} className="break-inside-avoid border-b border-line align-top">
                    <td className="py-2 pr-3 font-mono whitespace-nowrap">{item.code ?? '—'}</td>
                    <th scope="row" className={`py-2 pr-3 font-normal ${item.parentId ? 'pl-4' : ''}`}>
                      <span className="font-semibold">{item.name}</span>
                      {item.variantName ? <span className="block">{`${t('order.item_variant')}: ${item.variantName}`}</span> : null}
                    </th>
                    <td className="py-2 text-right font-semibold whitespace-nowrap">{t('order.quantity_pcs', { count: item.quantity })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {summary.note ? (
              <section className="mt-4 border border-ink p-3 text-sm">
                <h3 className="mb-1 font-bold">{t('admin.packing_slip.note')}</h3>
                <p className="whitespace-pre-line">{summary.note}</p>
              </section>
            ) : null}
          </article>
        );
      })}
    </main>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
