/**
 * Paging and sorting of back-office lists through the query string (?strana=2&zoradit=created_at&smer=desc), shared
 * by page loaders, the admin API and app/components/admin/data-table.tsx. Browser-safe. Unknown or malformed values
 * fall back to the defaults (a list page never fails on a hand-edited URL).
 */
export const ADMIN_PAGE_PARAM = 'strana';
export const ADMIN_SORT_PARAM = 'zoradit';
export const ADMIN_DIR_PARAM = 'smer';
const ADMIN_PAGE_SIZE = 25;
const ADMIN_MAX_PAGE = 100_000;

export type SortDir = 'asc' | 'desc';

export interface ListQuery<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  dir: SortDir;
  offset: number;
}

export interface ListQueryOptions<S extends string> {
  sortable: readonly S[];
  defaultSort: S;
  defaultDir?: SortDir;
  pageSize?: number;
}

type Params = URLSearchParams | Record<string, string | undefined>;

function read(params: Params, name: string): string | undefined {
  return params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name];
}

export function parseListQuery<S extends string>(params: Params, options: ListQueryOptions<S>): ListQuery<S> {
  const pageRaw = read(params, ADMIN_PAGE_PARAM);
  const page = pageRaw && /^\d{1,6}$/.test(pageRaw) ? Math.min(Math.max(Number(pageRaw), 1), ADMIN_MAX_PAGE) : 1;
  const sortRaw = read(params, ADMIN_SORT_PARAM);
  const sort = sortRaw && (options.sortable as readonly string[]).includes(sortRaw) ? (sortRaw as S) : options.defaultSort;
  const dirRaw = read(params, ADMIN_DIR_PARAM);
  const dir: SortDir = dirRaw === 'asc' || dirRaw === 'desc' ? dirRaw : (options.defaultDir ?? 'desc');
  const pageSize = options.pageSize ?? ADMIN_PAGE_SIZE;
  return { page, pageSize, sort, dir, offset: (page - 1) * pageSize };
}

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `search` with the given parameters replaced (undefined/'' removes one); used for sort and page links. */
export function withParams(search: string | URLSearchParams, changes: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') params.delete(name);
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '?';
}
