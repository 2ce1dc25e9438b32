/**
 * The audit log of one entity on its detail page: when, who, what, and the changes as "label: from → to" in the
 * owner's words (formatAuditChanges, decision 0090).
 * Load the entries in the loader with `listAudit(db, 'orders', id)` (src/domain/back-office/audit-log.ts) and render
 * <AuditLogPanel entries={loaderData.audit} />.
 */
import { auditActionLabel, formatAuditChanges } from '@/domain/back-office/audit-format';
import type { AuditEntry } from '@/domain/back-office/audit-log';
import { isMessageKey } from '@/i18n';
import { shopDateTimeFormat } from '@/lib/shop-time';
import { useT } from '~/lib/root/use-root-data';
import { AdminSection } from './page-header';

export function formatAdminDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  return shopDateTimeFormat('sk-SK', { dateStyle: 'short', timeStyle: 'medium' }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** The changes of one entry: "label: before → after" in the owner's words (src/domain/back-office/audit-format.ts, decision 0090). */
function ChangeList({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const changes = formatAuditChanges(t, entry, isMessageKey);
  if (changes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5">
      {changes.map((change) => (
        <li key={change.key} className="break-words" data-audit-field={change.key}>
          <span className="font-semibold">{change.label}</span>:{' '}
          {change.from !== null ? (
            <>
              <span className="text-muted line-through decoration-1">{change.from}</span> <span aria-hidden="true">→</span>
              <span className="sr-only">{t('admin.history.changed_to')}</span> <span>{change.to}</span>
            </>
          ) : (
            change.to
          )}
        </li>
      ))}
    </ul>
  );
}

export function AuditLogPanel({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useT();
  return (
    <AdminSection title={t('admin.audit.title')} id="audit-log">
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.audit.empty')}</p>
      ) : (
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
                  <td className="py-1 pr-3">{auditActionLabel(t, entry.action, isMessageKey)}</td>
                  <td className="py-1">
                    <ChangeList entry={entry} />
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
