/**
 * The order detail's "Zásielka" section (decision 0104): the carrier's parcel with its number and "Tlačiť štítok"
 * (the carrier's label PDF in a new tab), or "Vytvoriť zásielku" (posts intent=create-shipment to the detail's
 * action), disabled with the reason when the carrier is not connected or the order is not to be sent. In demo mode a
 * note says the parcels are not real (decision 0105).
 */
import { Form, useNavigation } from 'react-router';
import type { OrderShipmentPanel as Panel } from '@/domain/shipments/shipments';
import { adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { AdminSection } from '~/components/admin/page-header';
import { useT } from '~/lib/root/use-root-data';

export function OrderShipmentPanel({ orderId, panel }: { orderId: number; panel: Panel }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { shipment } = panel;
  return (
    <AdminSection title={t('admin.shipment.title')} id="order-shipment">
      {panel.carrier === null ? (
        <p className="text-sm text-muted">{t('admin.shipment.pickup')}</p>
      ) : shipment?.state === 'created' ? (
        <div className="flex flex-col gap-3 text-sm" data-testid="order-shipment">
          <dl className="flex flex-col gap-1">
            <div>
              <dt className="inline text-muted">{t('admin.shipment.carrier')}: </dt>
              <dd className="inline">{panel.carrierName}</dd>
            </div>
            <div>
              <dt className="inline text-muted">{t('admin.shipment.tracking')}: </dt>
              <dd className="inline font-semibold" data-testid="shipment-tracking">
                {shipment.trackingNumber}
              </dd>
            </div>
          </dl>
          <p className="text-muted">{t('admin.shipment.created_at', { date: formatAdminDateTime(shipment.createdAt) })}</p>
          <p>
            <a href={`/admin/objednavky/${orderId}/stitok`} className={adminSecondaryButton} target="_blank" rel="noopener">
              {t('admin.shipment.print_label')}
            </a>
          </p>
        </div>
      ) : shipment?.state === 'pending' ? (
        <p className="text-sm">{t('admin.shipment.pending')}</p>
      ) : (
        <Form method="post" className="flex flex-col gap-3 text-sm">
          <p className="text-muted">{t('admin.shipment.none', { carrier: panel.carrierName })}</p>
          {panel.disabledReason ? (
            <p id="shipment-disabled-reason" className="rounded-md border-l-4 border-orange bg-white px-3 py-2">
              {panel.disabledReason}
            </p>
          ) : null}
          <div>
            <button
              type="submit"
              name="intent"
              value="create-shipment"
              className={adminPrimaryButton}
              disabled={busy || panel.disabledReason !== null}
              aria-describedby={panel.disabledReason ? 'shipment-disabled-reason' : undefined}
            >
              {t('admin.shipment.create')}
            </button>
          </div>
        </Form>
      )}
      {panel.demo && panel.carrier !== null ? <p className="mt-3 text-xs text-muted">{t('admin.shipment.demo')}</p> : null}
    </AdminSection>
  );
}
