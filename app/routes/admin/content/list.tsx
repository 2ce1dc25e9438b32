/**
 * /admin/obsah/{section}: the list of one content section: search, status filter (published / hidden,
 * events also the proposals awaiting approval), sorting and paging through the query string, a link to each
 * record's edit page and to a new one. Sections: src/domain/content/admin-content-entities.ts.
 */
import { Link } from 'react-router';
import type { Route } from './+types/list';
import {
  CONTENT_SECTIONS,
  contentAdminPath,
  parseContentFilters,
  sectionBySegment,
  type ContentSectionKey,
} from '@/domain/content/admin-content-entities';
import { listContent, type ContentListRow } from '@/domain/content/admin-content-store';
import { ADMIN_DIR_PARAM, ADMIN_SORT_PARAM, parseListQuery } from '@/domain/back-office/list-query';
import type { MessageKey } from '@/i18n';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { ContentStatusBadge } from '~/components/admin/content-status-badge';
import { DataTable, type DataColumn } from '~/components/admin/data-table';
import { FilterForm } from '~/components/admin/filter-form';
import { UrlFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'editor' } satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const section = sectionBySegment(params.section);
  if (!section) return adminNotFound(context);
  const search = new URL(request.url).searchParams;
  const filters = parseContentFilters(search);
  const query = parseListQuery(search, { sortable: section.sortable, defaultSort: section.defaultSort, defaultDir: section.defaultDir });
  const page = await listContent(context.services.db, section, filters, query);
  return { key: section.key, page, filters, sort: query.sort, dir: query.dir };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const key = (data as { key?: ContentSectionKey } | undefined)?.key;
  return adminMeta(matches, key ? (`admin.content.section.${key}` as MessageKey) : 'admin.content.title');
};

const MOMENT_COLUMNS = new Set(['publishedAt', 'startsAt']);

export default function AdminContentList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { key, page, filters, sort, dir } = loaderData;
  const section = CONTENT_SECTIONS[key];
  const sectionName = t(`admin.content.section.${key}` as MessageKey);
  const columns: DataColumn<ContentListRow>[] = [
    {
      key: section.titleField,
      label: t(`admin.content.field.${section.titleField}` as MessageKey),
      sortable: true,
      render: (r) => (
        <Link to={contentAdminPath(section, r.id)} className={adminLinkClass} aria-label={t('admin.content.edit_link', { title: r.title })}>
          {r.title}
        </Link>
      ),
    },
    ...section.listColumns.map((name): DataColumn<ContentListRow> => ({
      key: name,
      label: t(`admin.content.field.${name}` as MessageKey),
      sortable: section.sortable.includes(name),
      align: name === 'position' ? 'right' : 'left',
      render: (r) => {
        const v = r.extra[name];
        if (v === null || v === undefined || v === '') return '–';
        if (MOMENT_COLUMNS.has(name)) return <time dateTime={String(v)}>{formatAdminDateTime(String(v))}</time>;
        return String(v);
      },
    })),
  ];
  if (section.publishField) {
    columns.push({
      key: 'status',
      label: t('admin.content.status'),
      render: (r) => <ContentStatusBadge section={key} published={r.published} proposal={r.proposal} />,
    });
  }
  columns.push({ key: 'id', label: t('admin.content.field.id'), sortable: true, align: 'right', render: (r) => r.id });
  const statusOptions = section.publishField
    ? [
        { value: 'published', label: t(key === 'stores' ? 'admin.content.status.active' : 'admin.content.status.published') },
        { value: 'hidden', label: t(key === 'stores' ? 'admin.content.status.inactive' : 'admin.content.status.hidden') },
        ...(key === 'events' ? [{ value: 'proposals', label: t('admin.content.status.proposals') }] : []),
      ]
    : null;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/obsah" className={adminLinkClass}>
          ← {t('admin.content.title')}
        </Link>
      </p>
      <AdminPageHeader
        title={sectionName}
        actions={
          <Link to={contentAdminPath(section, 'novy')} className={adminPrimaryButton}>
            {t('admin.content.new')}
          </Link>
        }
      />
      <UrlFlash />
      <FilterForm resetTo={contentAdminPath(section)} keep={{ [ADMIN_SORT_PARAM]: sort, [ADMIN_DIR_PARAM]: dir }}>
        <AdminField name="q" type="search" label={t('admin.content.search')} defaultValue={filters.q} maxLength={100} />
        {statusOptions ? (
          <AdminField
            name="stav"
            as="select"
            label={t('admin.content.status')}
            emptyLabel={t('admin.filter.any')}
            defaultValue={filters.status}
            options={statusOptions}
          />
        ) : null}
      </FilterForm>
      <DataTable
        caption={t('admin.content.caption', { section: sectionName })}
        columns={columns}
        rows={page.rows}
        rowKey={(r) => r.id}
        sort={sort}
        dir={dir}
      />
      <AdminPagination page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
