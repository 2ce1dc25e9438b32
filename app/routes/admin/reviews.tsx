/**
 * /admin/hodnotenia: review moderation (decision 0063). The shop's mode (new reviews wait for approval, or are shown
 * at once and can be hidden), the list filtered by state (all / waiting / published / hidden) with search, sorting
 * and paging, and per review approve, hide and delete — each with its audit entry; the product's average and count
 * of published reviews follow at once, and the catalogue caches are dropped on every app server.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/reviews';
import { ADMIN_DIR_PARAM, ADMIN_SORT_PARAM, parseListQuery, withParams } from '@/domain/back-office/list-query';
import {
  countPendingReviews,
  listAdminReviews,
  listReviewAudit,
  loadReviewModeration,
  moderateReview,
  REVIEW_SORTS,
  saveReviewModeration,
  type AdminReviewRow,
} from '@/domain/catalog/admin-reviews';
import {
  adminReviewListSchema,
  REVIEW_ACTIONS,
  REVIEW_FILTERS,
  REVIEW_MODERATION_MODES,
  type ReviewAction,
} from '@/domain/catalog/review-moderation-schema';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import {
  adminCardClass,
  adminDangerButton,
  adminLinkClass,
  adminPrimaryButton,
  adminSecondaryButton,
} from '~/components/admin/admin-styles';
import { AuditLogPanel, formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { DataTable, type DataColumn } from '~/components/admin/data-table';
import { FilterForm } from '~/components/admin/filter-form';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const PATH = '/admin/hodnotenia';
const FLASH: Record<ReviewAction, string> = {
  approve: 'admin.reviews.flash.approved',
  hide: 'admin.reviews.flash.hidden',
  delete: 'admin.reviews.flash.deleted',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const { stav, q } = adminReviewListSchema.parse(Object.fromEntries(params));
  const query = parseListQuery(params, { sortable: REVIEW_SORTS, defaultSort: 'created_at' });
  const [page, pending, mode, audit] = await Promise.all([
    listAdminReviews(db, stav, q, query),
    countPendingReviews(db),
    loadReviewModeration(db),
    listReviewAudit(db),
  ]);
  return { page, pending, mode, audit, filter: stav, q: q ?? '', sort: query.sort, dir: query.dir };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, t, caches } = context.services;
  const form = await readForm(request);
  // back to the same list (filter, search, sort, page) with the outcome
  const back = `${PATH}${new URL(request.url).search}`;
  if (form.intent === 'mode') {
    const mode = REVIEW_MODERATION_MODES.find((m) => m === form.mode);
    if (!mode) return data({ ok: false as const, message: t('admin.reviews.error.intent') }, { status: 422 });
    await saveReviewModeration(db, mode, user.id);
    throw redirect(withFlash(back, 'admin.reviews.flash.mode'));
  }
  const intent = REVIEW_ACTIONS.find((a) => a === form.intent);
  const id = form.id && /^\d{1,9}$/.test(form.id) ? Number(form.id) : null;
  if (!intent || id === null) return data({ ok: false as const, message: t('admin.reviews.error.intent') }, { status: 422 });
  const result = await moderateReview(db, id, intent, user.id);
  if (!result) return data({ ok: false as const, message: t('admin.error.not_found') }, { status: 404 });
  caches.invalidate('catalog');
  throw redirect(withFlash(back, FLASH[intent]));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.reviews.title');

const STATUS_TONE: Record<AdminReviewRow['status'], string> = {
  pending: 'border-orange bg-orange-light',
  published: 'border-teal bg-teal-light',
  hidden: 'border-line bg-surface',
};

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page, pending, mode, audit, filter, q, sort, dir } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const columns: DataColumn<AdminReviewRow>[] = [
    {
      key: 'created_at',
      label: t('admin.reviews.col.date'),
      sortable: true,
      render: (r) => <time dateTime={r.createdAt}>{formatAdminDateTime(r.createdAt)}</time>,
    },
    {
      key: 'product',
      label: t('admin.reviews.col.product'),
      render: (r) => (
        <Link to={`/admin/produkty/${r.productId}`} className={adminLinkClass}>
          {r.productName}
        </Link>
      ),
    },
    {
      key: 'author',
      label: t('admin.reviews.col.author'),
      render: (r) => (
        <>
          {r.authorName}
          <br />
          <span className="text-xs text-muted">{r.authorEmail}</span>
        </>
      ),
    },
    {
      key: 'stars',
      label: t('admin.reviews.col.stars'),
      sortable: true,
      align: 'center',
      render: (r) => t('admin.reviews.stars', { count: r.stars }),
    },
    {
      key: 'text',
      label: t('admin.reviews.col.text'),
      render: (r) => <p className="max-w-md break-words whitespace-pre-line">{r.text}</p>,
    },
    {
      key: 'status',
      label: t('admin.reviews.col.status'),
      render: (r) => (
        <span
          data-testid="review-status"
          className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink ${STATUS_TONE[r.status]}`}
        >
          {t(`admin.reviews.status.${r.status}`)}
        </span>
      ),
    },
    {
      key: 'actions',
      label: t('admin.reviews.col.actions'),
      render: (r) => (
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={r.id} />
          {r.status !== 'published' ? (
            <button type="submit" name="intent" value="approve" className={adminPrimaryButton} disabled={busy}>
              {t('admin.reviews.approve')}
              <span className="sr-only"> {r.authorName}</span>
            </button>
          ) : null}
          {r.status !== 'hidden' ? (
            <button type="submit" name="intent" value="hide" className={adminSecondaryButton} disabled={busy}>
              {t('admin.reviews.hide')}
              <span className="sr-only"> {r.authorName}</span>
            </button>
          ) : null}
          <ConfirmButton
            name="intent"
            value="delete"
            className={adminDangerButton}
            message={t('admin.reviews.confirm_delete', { author: r.authorName, product: r.productName })}
            disabled={busy}
          >
            <span>
              {t('admin.reviews.delete')}
              <span className="sr-only"> {r.authorName}</span>
            </span>
          </ConfirmButton>
        </Form>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader title={t('admin.reviews.title')} intro={t('admin.reviews.pending_count', { count: pending })} />
      <UrlFlash />
      {actionData && !actionData.ok ? <FlashMessage kind="error" text={actionData.message} /> : null}

      <Form method="post" className={`${adminCardClass} mb-4`}>
        <fieldset>
          <legend className="mb-2 font-semibold text-ink">{t('admin.reviews.mode.title')}</legend>
          <input type="hidden" name="intent" value="mode" />
          {REVIEW_MODERATION_MODES.map((m) => (
            <label key={m} className="mb-1 flex min-h-11 items-center gap-3 text-sm">
              <input type="radio" name="mode" value={m} defaultChecked={mode === m} className="size-6 shrink-0" />
              <span>{t(`admin.reviews.mode.${m}`)}</span>
            </label>
          ))}
          <p className="mt-1 text-xs text-muted">{t('admin.reviews.mode.hint')}</p>
        </fieldset>
        <button type="submit" className={`${adminSecondaryButton} mt-3`} disabled={busy}>
          {t('admin.reviews.mode.save')}
        </button>
      </Form>

      <nav aria-label={t('admin.reviews.filter.label')} className="mb-3 flex flex-wrap gap-2">
        {REVIEW_FILTERS.map((f) => (
          <Link
            key={f}
            to={`${PATH}${withParams('', { stav: f === 'all' ? undefined : f, q: q || undefined, [ADMIN_SORT_PARAM]: sort, [ADMIN_DIR_PARAM]: dir })}`}
            aria-current={filter === f ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm font-semibold ${filter === f ? 'border-brand-dark bg-brand-light text-ink' : 'border-line text-brand-dark'}`}
          >
            {t(`admin.reviews.filter.${f}`)}
            {f === 'pending' ? ` (${pending})` : ''}
          </Link>
        ))}
      </nav>
      <FilterForm resetTo={PATH} keep={{ stav: filter === 'all' ? undefined : filter, [ADMIN_SORT_PARAM]: sort, [ADMIN_DIR_PARAM]: dir }}>
        <AdminField name="q" type="search" label={t('admin.reviews.search')} defaultValue={q} maxLength={100} />
      </FilterForm>
      <DataTable
        caption={t('admin.reviews.title')}
        columns={columns}
        rows={page.rows}
        rowKey={(r) => r.id}
        sort={sort}
        dir={dir}
        empty={t('admin.reviews.empty')}
      />
      <AdminPagination page={page.page} pageSize={page.pageSize} total={page.total} />
      <div className="mt-6">
        <AuditLogPanel entries={audit} />
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
