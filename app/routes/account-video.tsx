import { Link, redirect } from 'react-router';
import type { Route } from './+types/account-video';
import { getLibraryVideo } from '@/domain/accounts/videos';
import { translator } from '@/i18n';
import { AccountLayout } from '~/components/account/account-layout';
import { linkClass } from '~/components/forms/styles';
import { VideoPlayer } from '~/components/account/video-library';
import { RouteErrorBoundary } from '~/components/error-views';
import { requireUser } from '~/lib/session/guards.server';
import type { RootData } from '~/lib/root/root-data';
import { notFound } from '~/lib/http/responses.server';
import { useT } from '~/lib/root/use-root-data';

/**
 * /account/video/{id}: one video of the library; without an id (/account/video) the library itself. Unknown or
 * unpublished ids are 404. Login required: a guest is redirected home.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  if (!params.id) throw redirect('/account/videos');
  const { db } = context.services;
  const video = await getLibraryVideo(db, params.id, { files: context.services.files });
  if (!video) notFound();
  return { video };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [
    { title: `${data?.video.title ?? t('error.not_found_title')} | ${t('app.title')}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export default function AccountVideoPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { video } = loaderData;
  return (
    <AccountLayout
      title={video.title}
      actions={
        <Link to="/account/videos" className={linkClass}>
          {t('account.video_back')}
        </Link>
      }
    >
      <VideoPlayer video={video} />
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
