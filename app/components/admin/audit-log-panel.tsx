/**
 * The audit log of one entity on its detail page: when, who, what, and the changes as "field: from → to".
 * Load the entries in the loader with `listAudit(db, 'orders', id)` (src/domain/admin/audit-log.ts) and render
 * <AuditLogPanel entries={loaderData.audit} />.
 */
import type { AuditEntry } from '@/domain/admin/audit-log';
import { isMessageKey } from '@/i18n';
import { shopDateTimeFormat } from '@/lib/shop-time';
import { useT } from '~/lib/use-root-data';
import { AdminSection } from './page-header';

export function formatAdminDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  return shopDateTimeFormat('sk-SK', { dateStyle: 'short', timeStyle: 'medium' }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function ChangeList({ changes }: { changes: unknown }) {
  if (!changes || typeof changes !== 'object') return null;
  const entries = Object.entries(changes as Record<string, unknown>);
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map(([field, change]) => {
        const pair =
          change && typeof change === 'object' && ('from' in change || 'to' in change)
            ? (change as { from?: unknown; to?: unknown })
            : null;
        return (
          <li key={field} className="break-words">
            <span className="font-semibold">{field}</span>:{' '}
            {pair ? (
              <>
                <span className="text-muted line-through decoration-1">{show(pair.from)}</span> <span aria-hidden="true">→</span>
                <span className="sr-only">na</span> <span>{show(pair.to)}</span>
              </>
            ) : (
              show(change)
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function AuditLogPanel({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useT();
  const actionLabel = (action: string) => {
    const key = `admin.audit.action.${action}`;
    return isMessageKey(key) ? t(key) : action;
  };
  return (
    <AdminSection title={t('admin.audit.title')} id="audit-log">
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.audit.empty')}</p>
      ) : (
        // scrolls sideways on a phone: focusable so the keyboard can scroll it too
        <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={t('admin.audit.title')}>
          <table className="w-full min-w-[32rem] text-sm" data-audit-log>
            <thead>
              <tr className="border-b border-line text-left">
                <th scope="col" className="py-1 pr-3">
                  {t('admin.audit.when')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('admin.audit.who')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('admin.audit.what')}
                </th>
                <th scope="col" className="py-1">
                  {t('admin.audit.changes')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-line align-top last:border-b-0">
                  <td className="py-1 pr-3 whitespace-nowrap">
                    <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>
                  </td>
                  <td className="py-1 pr-3">{entry.userName ? `${entry.userName} (${entry.userEmail})` : t('admin.audit.system')}</td>
                  <td className="py-1 pr-3">{actionLabel(entry.action)}</td>
                  <td className="py-1">
                    <ChangeList changes={entry.changes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
