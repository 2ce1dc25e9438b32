import type { OrderState } from '@/db/schema';

/** An order state as a coloured pill (text always present, colour only a hint). */
const BADGE: Record<OrderState, string> = {
  waiting_for_payment: 'border-orange bg-orange-light',
  paid: 'border-teal bg-teal-light',
  processing: 'border-brand-dark bg-brand-light',
  shipped: 'border-brand-dark bg-brand-light',
  ready_for_pickup: 'border-brand-dark bg-brand-light',
  completed: 'border-success bg-surface',
  cancelled: 'border-pink bg-pink-light',
};

export function StateBadge({ state, label }: { state: OrderState; label: string }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink ${BADGE[state]}`}>
      {label}
    </span>
  );
}
