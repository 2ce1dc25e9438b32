import type { Route } from './+types/account';
import { listCustomerOrders } from '@/domain/accounts/customer-orders';
import { translator } from '@/i18n';
import { AccountLayout } from '~/components/account/account-layout';
import { OrderList, ORDERS_PAGE_PARAM } from '~/components/account/order-list';
import { RouteErrorBoundary } from '~/components/error-views';
import { requireUser } from '~/lib/session/guards.server';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';

/**
 * /ucet: the customer's orders, newest first, 10 per page (?strana=2). Login required: a guest is redirected home
 * (SPEC §2, §6).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const raw = new URL(request.url).searchParams.get(ORDERS_PAGE_PARAM);
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  const orders = await listCustomerOrders(context.services.db, user.id, page);
  return { orders, name: `${user.firstname} ${user.lastname}`.trim() };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('account.title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { orders, name } = loaderData;
  return (
    <AccountLayout title={t('account.title')} intro={name ? t('account.greeting', { name }) : undefined}>
      <OrderList orders={orders} />
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
