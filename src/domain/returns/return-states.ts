/**
 * The workflow of a return request (decision 0102) in one place: which state may follow which, per kind, and the legal
 * deadlines shown in the back office. Browser-safe (the detail page offers exactly these buttons; the server checks the
 * same table under the request's row lock).
 *
 *   withdrawal: received → accepted | rejected;  accepted → refunded
 *   complaint:  received → accepted | rejected;  accepted → resolved (repair, replacement or refund) | rejected
 *   rejected, refunded, resolved → nothing
 */
import type { ReturnKind, ReturnState } from '../../lib/return-enums';

const NEXT: Record<ReturnKind, Record<ReturnState, readonly ReturnState[]>> = {
  withdrawal: { received: ['accepted', 'rejected'], accepted: ['refunded'], rejected: [], refunded: [], resolved: [] },
  complaint: { received: ['accepted', 'rejected'], accepted: ['resolved', 'rejected'], rejected: [], refunded: [], resolved: [] },
};

/** The states a request of `kind` in `state` may move to, in the order the buttons show. */
export function allowedReturnTransitions(kind: ReturnKind, state: ReturnState): readonly ReturnState[] {
  return NEXT[kind][state];
}

export function isAllowedReturnTransition(kind: ReturnKind, from: ReturnState, to: ReturnState): boolean {
  return NEXT[kind][from].includes(to);
}

/** A request in a state nothing follows is closed: its deadline no longer runs. */
export function isReturnClosed(kind: ReturnKind, state: ReturnState): boolean {
  return NEXT[kind][state].length === 0;
}

const DAY_MS = 86_400_000;
/** Withdrawal: 14 days from delivery to withdraw (zákon č. 108/2024 Z. z. o ochrane spotrebiteľa). */
const WITHDRAWAL_DAYS = 14;
/** Withdrawal: the shop refunds within 14 days of receiving the withdrawal. */
const WITHDRAWAL_REFUND_DAYS = 14;
/** Complaint: settled within 30 days of filing (the consumer protection act). */
const COMPLAINT_SETTLE_DAYS = 30;
/** Complaint: the goods' legal guarantee, 24 months from delivery. */
const COMPLAINT_WINDOW_DAYS = 730;

/** The legal deadline of a request filed at `createdAt` (ISO), and whether it has passed at `now` while still open. */
export function returnDeadline(
  kind: ReturnKind,
  state: ReturnState,
  createdAt: string,
  now: Date,
): { dueAt: string; overdue: boolean; closed: boolean } {
  const days = kind === 'withdrawal' ? WITHDRAWAL_REFUND_DAYS : COMPLAINT_SETTLE_DAYS;
  const dueAt = new Date(new Date(createdAt).getTime() + days * DAY_MS);
  const closed = isReturnClosed(kind, state);
  return { dueAt: dueAt.toISOString(), overdue: !closed && now.getTime() > dueAt.getTime(), closed };
}

/** Whether a withdrawal may still be filed for goods delivered at `deliveredAt`. */
export function withdrawalOpen(deliveredAt: Date, now: Date): boolean {
  return now.getTime() <= deliveredAt.getTime() + WITHDRAWAL_DAYS * DAY_MS;
}

export function complaintOpen(deliveredAt: Date, now: Date): boolean {
  return now.getTime() <= deliveredAt.getTime() + COMPLAINT_WINDOW_DAYS * DAY_MS;
}
