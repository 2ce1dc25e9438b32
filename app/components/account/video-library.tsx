/**
 * The video library (/account/videos) and one video (/account/video/{id}). A local file plays in a native <video>
 * player with its thumbnail as the poster; a missing file says the video is not available; an external address is
 * only linked (nothing is embedded from another host).
 */
import { Link } from 'react-router';
import type { LibraryVideo } from '@/domain/accounts/videos';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';
import { FormNotice } from '~/components/forms/field';
import { linkClass } from '~/components/forms/styles';

/** 612 → '10:12'; 3 725 → '1:02:05'. */
function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export function VideoGrid({ videos }: { videos: LibraryVideo[] }) {
  const t = useT();
  if (videos.length === 0) return <p className="rounded-lg border border-line p-4 text-ink">{t('account.videos_empty')}</p>;
  return (
    <ul className="grid gap-5 tablet:grid-cols-2 wide:grid-cols-3" data-testid="video-list">
      {videos.map((video) => {
        const thumb = mediaUrl(video.thumbnail, 480);
        return (
          <li key={video.id} className="overflow-hidden rounded-lg border border-line" data-testid="video-card">
            <Link to={`/account/video/${video.id}`} className="group flex h-full flex-col">
              {thumb ? (
                <img
                  src={thumb}
                  srcSet={mediaSrcSet(video.thumbnail, [320, 480, 640])}
                  sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw"
                  alt=""
                  width={480}
                  height={270}
                  loading="lazy"
                  className="aspect-video w-full bg-surface object-cover"
                />
              ) : null}
              <span className="flex flex-1 flex-col gap-1 p-4">
                <span className="text-lg font-bold text-ink group-hover:text-brand-dark group-hover:underline">{video.title}</span>
                {video.durationSeconds ? (
                  <span className="text-sm text-muted">
                    {t('account.video_duration', { duration: formatDuration(video.durationSeconds) })}
                  </span>
                ) : null}
                {!video.playable ? <span className="text-sm text-muted">({t('account.video_not_playable')})</span> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function VideoPlayer({ video }: { video: LibraryVideo }) {
  const t = useT();
  const poster = mediaUrl(video.thumbnail, 1200) ?? undefined;
  return (
    <div className="flex flex-col gap-4">
      {video.kind === 'external' ? (
        <p>
          <a href={video.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t('account.video_external')}
          </a>
        </p>
      ) : video.playable ? (
        <video controls preload="metadata" poster={poster} className="aspect-video w-full rounded-lg bg-ink" data-testid="video-player">
          <source src={video.url} type={video.mimeType ?? undefined} />
          <p className="p-4 text-white">
            {t('account.video_no_support')}{' '}
            <a href={video.url} className="underline">
              {t('account.video_download')}
            </a>
          </p>
        </video>
      ) : (
        <div className="flex flex-col gap-3">
          {poster ? (
            <img src={poster} alt="" width={1200} height={675} className="aspect-video w-full rounded-lg bg-surface object-cover" />
          ) : null}
          <FormNotice kind="info">{t('account.video_unavailable')}</FormNotice>
        </div>
      )}
      {video.durationSeconds ? (
        <p className="text-sm text-muted">{t('account.video_duration', { duration: formatDuration(video.durationSeconds) })}</p>
      ) : null}
      {video.description ? <p className="max-w-prose text-ink">{video.description}</p> : null}
    </div>
  );
}
