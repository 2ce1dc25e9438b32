/**
 * One packing slip (decisions 0072, 0099): shop, customer, delivery (branch, Packeta point or address, tracking
 * number), the lines with product codes, quantities and a box to tick, and the customer's note. The single slip
 * page and the page of the selected orders both print it; `level` is the level of its title.
 */
import type { PackingSlip } from '@/domain/orders/admin-order-packing-slip';
import { useT } from '~/lib/root/use-root-data';
import { formatAdminDateTime } from './audit-log-panel';

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

export function PackingSlipSheet({ slip, level }: { slip: PackingSlip; level: 1 | 2 }) {
  const t = useT();
  const { summary, shop, phone } = slip;
  const { delivery, invoice } = summary;
  const Title = level === 1 ? 'h1' : 'h2';
  const Part = level === 1 ? 'h2' : 'h3';
  return (
    <>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4 border-b border-ink pb-4">
        <Title className="text-2xl font-extrabold">{t('admin.packing_slip.title', { number: summary.number })}</Title>
        <p className="text-sm">
          {t('admin.packing_slip.date')}: {formatAdminDateTime(summary.createdAt)}
        </p>
      </header>
      <div className="mb-6 grid grid-cols-3 gap-6 text-sm">
        <section>
          <Part className="mb-1 font-bold">{t('admin.packing_slip.supplier')}</Part>
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
          <Part className="mb-1 font-bold">{t('admin.packing_slip.customer')}</Part>
          <Lines lines={[invoice.company, invoice.name, invoice.street, `${invoice.zip} ${invoice.city}`, phone, summary.email]} />
        </section>
        <section>
          <Part className="mb-1 font-bold">{t('admin.packing_slip.delivery')}</Part>
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
          <Part className="mb-1 font-bold">{t('admin.packing_slip.note')}</Part>
          <p className="whitespace-pre-line">{summary.note}</p>
        </section>
      ) : null}
    </>
  );
}
