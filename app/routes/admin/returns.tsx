/**
 * /admin/vratenia: return requests and complaints (decision 0102). Open requests first, the nearest legal deadline
 * first (a withdrawal is refunded within 14 days of its receipt, a complaint settled within 30 days of filing); a
 * request past its deadline is highlighted. Filters by state and kind.
 */
import { Link } from 'react-router';
import type { Route } from './+types/returns';
import { RETURN_KINDS, RETURN_STATES, type ReturnKind, type ReturnState } from '@/lib/return-enums';
import { listReturnRequestsForAdmin, type AdminReturnRow } from '@/domain/returns/return-requests';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass } from '~/components/admin/admin-styles';
import { formatAdminDateTime } from '~/components/admin/audit-log-panel';
import { DataTable, type DataColumn } from '~/components/admin/data-table';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { ReturnDeadline, ReturnStateBadge } from '~/components/returns/return-badges';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const PATH = '/admin/vratenia';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const params = new URL(request.url).searchParams;
  const state = RETURN_STATES.find((s) => s === params.get('stav'));
  const kind = RETURN_KINDS.find((k) => k === params.get('druh'));
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('strana') ?? '1', 10) || 1));
  const list = await listReturnRequestsForAdmin(context.services.db, { state, kind, page }, context.services.now());
  return { list, state: state ?? null, kind: kind ?? null };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.returns.title');

function filterLink(state: ReturnState | null, kind: ReturnKind | null): string {
  const params = new URLSearchParams();
  if (state) params.set('stav', state);
  if (kind) params.set('druh', kind);
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

const pill = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm font-semibold ${active ? 'border-brand-dark bg-brand-light text-ink' : 'border-line text-brand-dark'}`;

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { list, state, kind } = loaderData;
  const columns: DataColumn<AdminReturnRow>[] = [
    {
      key: 'number',
      label: t('admin.returns.col.number'),
      render: (r) => (
        <Link to={`${PATH}/${r.id}`} className={adminLinkClass}>
          {r.number}
        </Link>
      ),
    },
    { key: 'kind', label: t('admin.returns.col.kind'), render: (r) => t(`returns.kind.${r.kind}`) },
    {
      key: 'order',
      label: t('admin.returns.col.order'),
      render: (r) => (
        <Link to={`/admin/objednavky/${r.orderId}`} className={adminLinkClass}>
          {r.orderNumber}
        </Link>
      ),
    },
    { key: 'customer', label: t('admin.returns.col.customer'), render: (r) => r.customerName },
    {
      key: 'created',
      label: t('admin.returns.col.created'),
      render: (r) => <time dateTime={r.createdAt}>{formatAdminDateTime(r.createdAt)}</time>,
    },
    { key: 'state', label: t('admin.returns.col.state'), render: (r) => <ReturnStateBadge state={r.state} /> },
    { key: 'deadline', label: t('admin.returns.col.deadline'), render: (r) => <ReturnDeadline deadline={r.deadline} /> },
  ];
  return (
    <>
      <AdminPageHeader title={t('admin.returns.title')} intro={t('admin.returns.intro')} />
      <nav aria-label={t('admin.returns.filter.state')} className="mb-2 flex flex-wrap gap-2">
        {[null, ...RETURN_STATES].map((s) => (
          <Link key={s ?? 'all'} to={filterLink(s, kind)} aria-current={state === s ? 'page' : undefined} className={pill(state === s)}>
            {s ? t(`returns.state.${s}`) : t('admin.returns.filter.all')}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('admin.returns.filter.kind')} className="mb-4 flex flex-wrap gap-2">
        {[null, ...RETURN_KINDS].map((k) => (
          <Link key={k ?? 'all'} to={filterLink(state, k)} aria-current={kind === k ? 'page' : undefined} className={pill(kind === k)}>
            {k ? t(`returns.kind.${k}`) : t('admin.returns.filter.all')}
          </Link>
        ))}
      </nav>
      <DataTable
        caption={t('admin.returns.title')}
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.id}
        empty={t('admin.returns.empty')}
      />
      <AdminPagination page={list.page} pageSize={list.pageSize} total={list.total} />
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
