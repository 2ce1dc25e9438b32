/**
 * Which order states the back office may move an order to (SPEC §4, decision 0030). Browser-safe (the
 * detail page offers exactly these buttons; the server checks the same table under the order's row lock).
 *
 *   waiting_for_payment → paid | cancelled
 *   processing (cash on delivery, or a paid order being packed) → shipped | ready_for_pickup | cancelled
 *   paid → processing | shipped | ready_for_pickup | cancelled
 *   shipped → completed
 *   ready_for_pickup → completed | cancelled (not collected)
 *   completed, cancelled → nothing
 *
 * shipped is for courier / Packeta orders, ready_for_pickup for personal pickups only.
 */
import type { CarrierCode, OrderState } from '../../db/schema';

export const ORDER_STATE_VALUES = [
  'waiting_for_payment',
  'paid',
  'processing',
  'shipped',
  'ready_for_pickup',
  'completed',
  'cancelled',
] as const satisfies readonly OrderState[];

const NEXT: Record<OrderState, readonly OrderState[]> = {
  waiting_for_payment: ['paid', 'cancelled'],
  paid: ['processing', 'shipped', 'ready_for_pickup', 'cancelled'],
  processing: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['completed'],
  ready_for_pickup: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The states an order in `state` delivered by `carrier` may move to, in the order the buttons show. */
export function allowedNextStates(state: OrderState, carrier: CarrierCode): OrderState[] {
  return NEXT[state].filter((to) => (to === 'shipped' ? carrier !== 'pickup' : to === 'ready_for_pickup' ? carrier === 'pickup' : true));
}

export function isAllowedTransition(from: OrderState, to: OrderState, carrier: CarrierCode): boolean {
  return allowedNextStates(from, carrier).includes(to);
}

/**
 * The states in which an order may be edited: not yet shipped (nor ready for pickup), not completed, not cancelled.
 * Once the parcel left (or waits at the branch), its contents and addresses are what they are (decision 0083).
 */
const EDITABLE_STATES: readonly OrderState[] = ['waiting_for_payment', 'paid', 'processing'];

export function isOrderEditable(state: OrderState): boolean {
  return EDITABLE_STATES.includes(state);
}
