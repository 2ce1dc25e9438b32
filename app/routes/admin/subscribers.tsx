/**
 * /admin/odberatelia: newsletter subscribers: list with e-mail search, sorting and paging, removal on
 * request (with the audit log), and the CSV export of the (filtered) list — GET /api/admin/subscribers/export,
 * streamed, UTF-8 with BOM and ';'.
 */
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/subscribers';
import { ADMIN_DIR_PARAM, ADMIN_SORT_PARAM, parseListQuery } from '@/domain/back-office/list-query';
import { deleteSubscriber, listSubscribers, SUBSCRIBER_SORTS, type SubscriberRow } from '@/domain/settings/admin-settings';
import { subscriberListFilterSchema } from '@/domain/settings/admin-settings-schema';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminSecondaryButton } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { DataTable, type DataColumn } from '~/components/admin/data-table';
import { FilterForm } from '~/components/admin/filter-form';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const params = new URL(request.url).searchParams;
  const { q } = subscriberListFilterSchema.parse(Object.fromEntries(params));
  const query = parseListQuery(params, { sortable: SUBSCRIBER_SORTS, defaultSort: 'created_at' });
  const page = await listSubscribers(context.services.db, q, query);
  return {
    page,
    q: q ?? '',
    sort: query.sort,
    dir: query.dir,
    exportHref: `/api/admin/subscribers/export${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, t } = context.services;
  const form = await readForm(request);
  const id = form.id && /^\d{1,9}$/.test(form.id) ? Number(form.id) : null;
  if (id === null || form.intent !== 'delete')
    return data({ ok: false as const, message: t('admin.settings.error.intent') }, { status: 422 });
  if (!(await deleteSubscriber(db, id, user.id))) return data({ ok: false as const, message: t('admin.error.not_found') }, { status: 404 });
  throw redirect(withFlash('/admin/odberatelia', 'admin.flash.deleted'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.subscribers.title');

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page, q, sort, dir, exportHref } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const columns: DataColumn<SubscriberRow>[] = [
    { key: 'email', label: t('admin.customers.email'), sortable: true, render: (s) => s.email },
    {
      key: 'created_at',
      label: t('admin.subscribers.created_at'),
      sortable: true,
      render: (s) => <time dateTime={s.createdAt}>{formatAdminDateTime(s.createdAt)}</time>,
    },
    { key: 'source', label: t('admin.subscribers.source'), render: (s) => s.source ?? '' },
    {
      key: 'actions',
      label: t('admin.subscribers.actions'),
      render: (s) => (
        <Form method="post">
          <input type="hidden" name="id" value={s.id} />
          <ConfirmButton name="intent" value="delete" message={t('admin.subscribers.confirm_delete', { email: s.email })} disabled={busy}>
            <span>
              {t('admin.subscribers.delete')}
              <span className="sr-only"> {s.email}</span>
            </span>
          </ConfirmButton>
        </Form>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('admin.subscribers.title')}
        intro={t('admin.subscribers.count', { count: page.total })}
        actions={
          <a href={exportHref} className={adminSecondaryButton} download>
            {t('admin.subscribers.export_csv')}
          </a>
        }
      />
      <SettingsTabs current="/admin/odberatelia" />
      <UrlFlash />
      {actionData && !actionData.ok ? <FlashMessage kind="error" text={actionData.message} /> : null}
      <FilterForm resetTo="/admin/odberatelia" keep={{ [ADMIN_SORT_PARAM]: sort, [ADMIN_DIR_PARAM]: dir }}>
        <AdminField name="q" type="search" label={t('admin.subscribers.search')} defaultValue={q} maxLength={100} />
      </FilterForm>
      <DataTable caption={t('admin.subscribers.title')} columns={columns} rows={page.rows} rowKey={(s) => s.id} sort={sort} dir={dir} />
      <AdminPagination page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
