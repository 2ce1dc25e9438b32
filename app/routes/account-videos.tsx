import type { Route } from './+types/account-videos';
import { listLibraryVideos } from '@/domain/accounts/videos';
import { translator } from '@/i18n';
import { AccountLayout } from '~/components/account/account-layout';
import { VideoGrid } from '~/components/account/video-library';
import { RouteErrorBoundary } from '~/components/error-views';
import { requireUser } from '~/lib/session/guards.server';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';

/** /account/videos: the video library for logged-in customers. Login required: a guest is redirected home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db } = context.services;
  return { videos: await listLibraryVideos(db, { files: context.services.files }) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('account.videos_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function AccountVideosPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountLayout title={t('account.videos_title')} intro={t('account.videos_intro')}>
      <VideoGrid videos={loaderData.videos} />
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
