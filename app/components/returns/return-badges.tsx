/** A return request's state and its legal deadline (decision 0102), for the back office and the customer's order page. */
import type { ReturnState } from '@/lib/return-enums';
import { useT } from '~/lib/root/use-root-data';

const TONE: Record<ReturnState, string> = {
  received: 'border-orange bg-orange-light',
  accepted: 'border-brand-dark bg-brand-light',
  rejected: 'border-danger bg-white',
  refunded: 'border-teal bg-teal-light',
  resolved: 'border-teal bg-teal-light',
};

export function ReturnStateBadge({ state }: { state: ReturnState }) {
  const t = useT();
  return (
    <span
      data-testid="return-state"
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink ${TONE[state]}`}
    >
      {t(`returns.state.${state}`)}
    </span>
  );
}

/** The date by which the shop must act; past it (still open) in red with the word "po lehote". */
export function ReturnDeadline({ deadline }: { deadline: { dueAt: string; overdue: boolean; closed: boolean } }) {
  const t = useT();
  const date = new Date(deadline.dueAt).toLocaleDateString('sk-SK', { timeZone: 'Europe/Bratislava' });
  if (deadline.closed) return <span className="text-muted">{t('admin.returns.closed')}</span>;
  return (
    <span
      data-testid="return-deadline"
      data-overdue={deadline.overdue ? 'true' : undefined}
      className={deadline.overdue ? 'font-bold text-danger' : undefined}
    >
      <time dateTime={deadline.dueAt}>{date}</time>
      {deadline.overdue ? ` – ${t('admin.returns.overdue')}` : ''}
    </span>
  );
}
