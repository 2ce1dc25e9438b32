/**
 * Which adapter answers for a carrier (decision 0105): the real API when its credentials are configured; in demo
 * mode without them the in-process demo carrier; in production without them none (the back office shows the action
 * disabled with the reason).
 */
import type { AppConfig } from '../../config';
import type { CarrierAdapter } from './carrier-adapter';
import { createCourierAdapter } from './courier-adapter';
import { createDemoCarrier } from './demo-carrier';
import { createPacketaAdapter } from './packeta-adapter';

export type ShippingCarrier = 'packeta' | 'courier';

export type CarrierChoice = { adapter: CarrierAdapter; demo: boolean } | { adapter: null; demo: false };

export function carrierAdapter(config: Pick<AppConfig, 'shipments' | 'mode'>, carrier: ShippingCarrier): CarrierChoice {
  const { shipments } = config;
  if (carrier === 'packeta' && shipments.packeta)
    return { adapter: createPacketaAdapter(shipments.packeta, shipments.timeoutMs), demo: false };
  if (carrier === 'courier' && shipments.courier)
    return { adapter: createCourierAdapter(shipments.courier, shipments.timeoutMs), demo: false };
  if (config.mode === 'demo') return { adapter: createDemoCarrier(carrier), demo: true };
  return { adapter: null, demo: false };
}
