/**
 * A back-office table: sortable column headers as links (?zoradit=<key>&smer=asc|desc, page reset to 1, filters
 * kept), aria-sort on the sorted column, a caption for screen readers, horizontal scroll on narrow screens.
 *
 *   <DataTable caption="Objednávky" rows={rows} rowKey={(r) => r.id} sort={query.sort} dir={query.dir}
 *     columns={[{ key: 'number', label: 'Číslo', sortable: true, render: (r) => <Link to={…}>{r.number}</Link> },
 *               { key: 'total', label: 'Suma', align: 'right', render: (r) => formatMoney(r.total, eur) }]} />
 *   <AdminPagination page={…} pageSize={…} total={…} />
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ADMIN_DIR_PARAM, ADMIN_PAGE_PARAM, ADMIN_SORT_PARAM, withParams, type SortDir } from '@/domain/back-office/list-query';
import { useT } from '~/lib/root/use-root-data';

export interface DataColumn<R> {
  key: string;
  label: string;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  render: (row: R) => ReactNode;
  /** the first column is a row header (th scope=row) unless false */
  rowHeader?: boolean;
}

export function DataTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  dir,
  empty,
}: {
  caption: string;
  columns: DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  sort?: string;
  dir?: SortDir;
  empty?: string;
}) {
  const t = useT();
  const { search } = useLocation();
  const alignClass = (align?: string) => (align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left');
  return (
    <div className="relative overflow-x-auto rounded-lg border border-line bg-white" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            {columns.map((col) => {
              const active = sort === col.key;
              const nextDir: SortDir = active && dir === 'asc' ? 'desc' : 'asc';
              return (
                <th
                  key={col.key}
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`border-b border-line px-3 py-2 font-semibold text-ink ${alignClass(col.align)}`}
                >
                  {col.sortable ? (
                    <Link
                      to={withParams(search, { [ADMIN_SORT_PARAM]: col.key, [ADMIN_DIR_PARAM]: nextDir, [ADMIN_PAGE_PARAM]: undefined })}
                      className="inline-flex items-center gap-1 text-brand-dark underline-offset-2 hover:underline"
                      aria-label={t('admin.table.sort_by', { label: col.label })}
                    >
                      {col.label}
                      <span aria-hidden="true">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </Link>
                  ) : (
                    col.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                {empty ?? t('admin.table.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line last:border-b-0 hover:bg-surface">
                {columns.map((col, index) =>
                  index === 0 && col.rowHeader !== false ? (
                    <th key={col.key} scope="row" className={`px-3 py-2 font-semibold ${alignClass(col.align)}`}>
                      {col.render(row)}
                    </th>
                  ) : (
                    <td key={col.key} className={`px-3 py-2 ${alignClass(col.align)}`}>
                      {col.render(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
