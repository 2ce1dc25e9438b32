/**
 * /admin/objednavky/{id}/dodaci-list: the order's packing slip to print (decision 0072), outside the back-office
 * frame so the printout holds only the slip: shop, customer, delivery address / branch / Packeta point, the lines
 * with product codes and quantities, and the customer's note. The buttons do not print.
 */
import type { Route } from './+types/order-packing-slip';
import { loadPackingSlip } from '@/domain/orders/admin-order-packing-slip';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
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

export default function OrderPackingSlip({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { summary, shop, phone } = loaderData.slip;
  const { delivery, invoice } = summary;
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
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4 border-b border-ink pb-4">
        <h1 className="text-2xl font-extrabold">{t('admin.packing_slip.title', { number: summary.number })}</h1>
        <p className="text-sm">
          {t('admin.packing_slip.date')}: {formatAdminDateTime(summary.createdAt)}
        </p>
      </header>
      <div className="mb-6 grid grid-cols-3 gap-6 text-sm">
        <section>
          <h2 className="mb-1 font-bold">{t('admin.packing_slip.supplier')}</h2>
          <Lines
            lines={[
              shop.company,
              shop.street,
              `${shop.zip} ${shop.city}`,
              shop.ico ? `${t('order.ico')}: ${shop.ico}` : null,
              shop.phone,
              shop.email,
            ]}
          />
        </section>
        <section>
          <h2 className="mb-1 font-bold">{t('admin.packing_slip.customer')}</h2>
          <Lines lines={[invoice.company, invoice.name, invoice.street, `${invoice.zip} ${invoice.city}`, phone, summary.email]} />
        </section>
        <section>
          <h2 className="mb-1 font-bold">{t('admin.packing_slip.delivery')}</h2>
          <Lines lines={[delivery.carrierName]} />
          {delivery.pickupStore ? (
            <Lines
              lines={[
                delivery.pickupStore.name,
                delivery.pickupStore.street,
                `${delivery.pickupStore.zip ?? ''} ${delivery.pickupStore.town ?? ''}`,
              ]}
            />
          ) : null}
          {delivery.packetaPoint ? (
            <Lines
              lines={[
                `${t('order.packeta_point')}: ${delivery.packetaPoint.name ?? delivery.packetaPoint.id}`,
                delivery.packetaPoint.name ? `ID ${delivery.packetaPoint.id}` : null,
              ]}
            />
          ) : null}
          {delivery.address ? (
            <Lines
              lines={[
                delivery.address.name,
                delivery.address.company,
                delivery.address.street,
                `${delivery.address.zip} ${delivery.address.city}`,
              ]}
            />
          ) : null}
          {delivery.tracking ? <Lines lines={[`${t('order.tracking_number')}: ${delivery.tracking.number}`]} /> : null}
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
            <th scope="col" className="py-2 pr-3 text-right">
              {t('admin.packing_slip.quantity')}
            </th>
            <th scope="col" className="py-2 text-center">
              {t('admin.packing_slip.packed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.items.map((item) => (
            <tr key={item.id} className="break-inside-avoid border-b border-line align-top" data-testid="packing-slip-line">
              <td className="py-2 pr-3 font-mono whitespace-nowrap">{item.code ?? '—'}</td>
              <th scope="row" className={`py-2 pr-3 font-normal ${item.parentId ? 'pl-4' : ''}`}>
                <span className="font-semibold">{item.name}</span>
                {item.isGift ? <span> ({t('order.item_gift')})</span> : null}
                {item.variantName ? <span className="block">{`${t('order.item_variant')}: ${item.variantName}`}</span> : null}
              </th>
              <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap">{t('order.quantity_pcs', { count: item.quantity })}</td>
              <td className="py-2 text-center">
                <span aria-hidden="true" className="inline-block size-4 border border-ink" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.note ? (
        <section className="mt-6 border border-ink p-3 text-sm">
          <h2 className="mb-1 font-bold">{t('admin.packing_slip.note')}</h2>
          <p className="whitespace-pre-line">{summary.note}</p>
        </section>
      ) : null}
    </main>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
