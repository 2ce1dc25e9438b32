/** The shopper's requests of one order with their state (decision 0102), on the order page. */
import type { ReturnRequestView } from '@/domain/returns/return-views';
import { linkClass } from '~/components/forms/styles';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { ReturnStateBadge } from './return-badges';

export function ReturnRequestList({
  requests,
  photoHref,
}: {
  requests: readonly ReturnRequestView[];
  photoHref?: (requestId: number, photoId: number) => string;
}) {
  const t = useT();
  const { locale } = useRootData();
  if (requests.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-ink">{t('returns.list_title')}</h3>
      <ul className="flex flex-col gap-3">
        {requests.map((r) => (
          <li key={r.id} className="rounded-lg border border-line p-4" data-testid="return-request">
            <div className="flex flex-wrap items-center gap-3">
              <strong className="text-ink">{t('returns.request_title', { kind: t(`returns.kind.${r.kind}`), number: r.number })}</strong>
              <ReturnStateBadge state={r.state} />
              <span className="text-sm text-muted">
                {t('returns.filed_at', {
                  date: new Date(r.createdAt).toLocaleDateString(locale === 'cs' ? 'cs-CZ' : 'sk-SK', { timeZone: 'Europe/Bratislava' }),
                })}
              </span>
            </div>
            <ul className="mt-2 list-disc pl-5 text-sm">
              {r.items.map((item) => (
                <li key={item.orderItemId}>
                  {item.quantity} × {item.name}
                </li>
              ))}
            </ul>
            {r.resolution ? <p className="mt-2 text-sm">{t(`returns.resolution.${r.resolution}`)}</p> : null}
            {r.rejectReason ? <p className="mt-2 text-sm">{t('returns.reason', { reason: r.rejectReason })}</p> : null}
            {r.creditNoteId ? <p className="mt-2 text-sm">{t('returns.credit_note')}</p> : null}
            {photoHref && r.photoIds.length > 0 ? (
              <p className="mt-2 flex flex-wrap gap-3 text-sm">
                {r.photoIds.map((photoId, i) => (
                  <a key={photoId} href={photoHref(r.id, photoId)} className={linkClass}>
                    {t('returns.photo_link', { n: i + 1 })}
                  </a>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
