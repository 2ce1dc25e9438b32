import type { Route } from './+types/account-influencer';
import { INFLUENCER_GROUP_ID, loadInfluencerOverview } from '@/domain/accounts/influencer';
import { translator } from '@/i18n';
import { AccountLayout } from '~/components/account/account-layout';
import { InfluencerBlock } from '~/components/account/influencer-block';
import { RouteErrorBoundary } from '~/components/error-views';
import { loadCatalogContext } from '~/lib/root/catalog-context.server';
import { requireUser } from '~/lib/session/guards.server';
import type { RootData } from '~/lib/root/root-data';
import { notFound } from '~/lib/http/responses.server';
import { useT } from '~/lib/root/use-root-data';

/**
 * /account/influencer: the influencer group's page (group 2 only; anybody else gets the 404 page) with the 'Môj
 * voucher' block, amounts in the shown currency (cookie currencyId, default EUR). Login required: a guest is
 * redirected home.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (user.group?.id !== INFLUENCER_GROUP_ID) notFound();
  const { currency } = await loadCatalogContext(request, context);
  const overview = await loadInfluencerOverview(context.services.db, user.id, currency);
  return { overview, groupName: user.group.name };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [
    { title: `${data?.groupName ?? t('error.not_found_title')} | ${t('app.title')}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export default function AccountInfluencerPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountLayout title={loaderData.groupName} intro={t('account.influencer_intro')}>
      <InfluencerBlock overview={loaderData.overview} />
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
