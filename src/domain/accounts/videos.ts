/**
 * The video library for logged-in customers (/account/videos, /account/video/{id}, GET /api/videos[/{id}];
 * PRODUCT.md "Around the shop"): published videos in their order.
 *
 * Where a video plays from: a stored file (videos.video_url '/media/…', served by server/media.ts to customers only)
 * plays in the page's <video> player — when the file is there; a missing file is reported (`playable: false`) so
 * the page says the video is not available instead of showing a broken player. An http(s) address of an external
 * host is only linked (`kind: 'external'`): the shop fetches and embeds nothing from the internet.
 */
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { FileStore } from '../../db/file-store';
import { videos } from '../../db/schema';

const MAX_ID = 2_147_483_647;

const VIDEO_TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.webm': 'video/webm' };

export interface LibraryVideo {
  id: number;
  title: string;
  description: string | null;
  /** '/media/videos/x.mp4' or an external address */
  url: string;
  kind: 'local' | 'external';
  /** MIME type of a local file ('video/mp4'); null for external videos */
  mimeType: string | null;
  /** local: the file exists; external: always true (opened on its host) */
  playable: boolean;
  /** '/media/…' image or null */
  thumbnail: string | null;
  durationSeconds: number | null;
}

export interface VideoLibraryOptions {
  /** local videos live in the file store under media/videos (decision 0045) */
  files: FileStore;
}

/** A route or path parameter as a video id; null for anything else. */
function parseVideoId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

async function localFileExists(files: FileStore, mediaPath: string): Promise<boolean> {
  const relative = mediaPath.replace(/^\/media\//, '');
  if (!relative || relative.includes('..') || relative.includes('\0')) return false;
  return (await files.info(`media/${relative}`)) !== null;
}

type VideoRow = typeof videos.$inferSelect;

async function toLibraryVideo(row: VideoRow, options: VideoLibraryOptions): Promise<LibraryVideo> {
  const url = row.videoUrl.trim();
  const external = /^https?:\/\//i.test(url);
  const local = url.startsWith('/media/');
  const mimeType = local ? (VIDEO_TYPES[path.extname(url).toLowerCase()] ?? null) : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    url,
    kind: external ? 'external' : 'local',
    mimeType,
    playable: external ? true : local && mimeType !== null && (await localFileExists(options.files, url)),
    thumbnail: row.thumbnail,
    durationSeconds: row.durationSeconds,
  };
}

/** Published videos, in their position order. */
export async function listLibraryVideos(db: DbOrTx, options: VideoLibraryOptions): Promise<LibraryVideo[]> {
  const rows = await db.select().from(videos).where(eq(videos.isPublished, true)).orderBy(asc(videos.position), asc(videos.id));
  return Promise.all(rows.map((r) => toLibraryVideo(r, options)));
}

/** One published video; null for an unknown or unpublished id. */
export async function getLibraryVideo(db: DbOrTx, id: unknown, options: VideoLibraryOptions): Promise<LibraryVideo | null> {
  const videoId = parseVideoId(id);
  if (videoId === null) return null;
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.isPublished, true)));
  return row ? toLibraryVideo(row, options) : null;
}
