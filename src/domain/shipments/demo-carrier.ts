/**
 * The demo carrier (decision 0105): in demo mode (SHOP_MODE=demo) a carrier without credentials is answered in the
 * process, so `npm start` can create shipments and print labels without an account at Packeta or a courier. Numbers
 * are in a series no carrier uses ("DEMO…"), the label says it is not a parcel, and nothing leaves the machine.
 */
import { randomInt } from 'node:crypto';
import { CarrierError, type CarrierAdapter } from './carrier-adapter';
import { drawParcelLabel } from './parcel-label-pdf';

export function createDemoCarrier(carrier: 'packeta' | 'courier'): CarrierAdapter {
  const title = carrier === 'packeta' ? 'Packeta (demo)' : 'Kuriér (demo)';
  return {
    async createShipment(request) {
      if (carrier === 'packeta' && !request.pickupPointId) throw new CarrierError('invalid', 'addressId: no pickup point');
      const digits = String(randomInt(1_000_000_000, 10_000_000_000));
      const id = `${carrier === 'packeta' ? 'P' : 'C'}${digits}`;
      return { trackingNumber: `DEMO ${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`, carrierShipmentId: id };
    },
    async labelPdf(shipment) {
      return drawParcelLabel({
        carrier: title,
        trackingNumber: shipment.trackingNumber,
        lines: [`Objednávka ${shipment.orderNumber}`, `ID zásielky ${shipment.carrierShipmentId}`],
        footer: 'DEMO – nie je to skutočná zásielka',
      });
    },
  };
}
