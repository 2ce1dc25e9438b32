import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { findUserBySessionToken } from '../src/domain/accounts/session-lookup';
import { isRegisteredGeneratedImage } from '../src/media/generated-image-registry';
import { renderGeneratedImage } from '../src/media/generated-images';
import type { AppEnv } from './app';
import { readAuthToken } from './http/catalog-context';
import { NOT_FOUND_MESSAGE } from './http/errors';

/** Widths the storefront asks for; anything else is refused so nobody can fill the disk with variants. */
export const IMAGE_WIDTHS = [80, 160, 240, 320, 480, 640, 800, 1200] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  // documents uploaded in the back office (/dokumenty)
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Documents: PDF opens in the browser unless ?download=1; office files are always downloads. */
const DOCUMENT_EXTENSIONS = new Set(['.pdf', '.doc', '.docx', '.odt', '.xlsx']);

async function exists(file: string) {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return false;
    throw error;
  }
}

/** Writes through a unique temporary file, so two requests rendering the same image at once never collide. */
async function writeAtomically(file: string, data: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Videos are for logged-in customers (the video library, decision 0045): never cached by shared caches. */
const PRIVATE_FOLDERS = ['videos/'];

/**
 * GET /media/<path>[?w=<width>] (decision 0045):
 * - uploads and documents from the file store every app server reads (src/db/file-store.ts), copied to this server's
 *   DATA_DIR/cache/files on first request; a key that is not in the store is 404 on every server at once;
 * - videos/ only to a logged-in customer (401 for guests), with `Cache-Control: private`;
 * - generated/<name>: demo illustrations rendered locally, only for names the data refers to (generated_images);
 *   any other name is 404 without rendering or writing anything;
 * - images resized to one of IMAGE_WIDTHS on first request, cached under DATA_DIR/cache/w<width>.
 */
export function mediaRoutes() {
  const media = new Hono<AppEnv>();
  media.get('/*', async (c) => {
    const { db, files, t } = c.get('services');
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
    } catch {
      return c.json({ message: NOT_FOUND_MESSAGE }, 404);
    }
    if (!relative || relative.includes('..') || relative.includes('\0') || relative.includes('\\') || path.isAbsolute(relative)) {
      return c.json({ message: NOT_FOUND_MESSAGE }, 404);
    }
    const ext = path.extname(relative).toLowerCase();
    const contentType = CONTENT_TYPES[ext];
    if (!contentType) return c.json({ message: NOT_FOUND_MESSAGE }, 404);

    const isPrivate = PRIVATE_FOLDERS.some((folder) => relative.startsWith(folder));
    if (isPrivate) {
      const token = readAuthToken(c);
      const user = token ? await findUserBySessionToken(db, token) : null;
      c.header('Cache-Control', 'private, no-store');
      if (!user) return c.json({ message: t('auth.unauthenticated'), code: 'unauthenticated' }, 401);
    }

    let source: string;
    if (relative.startsWith('generated/')) {
      const name = relative.slice('generated/'.length);
      source = path.join(files.cacheDir, 'generated', name);
      if (name.includes('/') || !source.startsWith(path.join(files.cacheDir, 'generated') + path.sep))
        return c.json({ message: NOT_FOUND_MESSAGE }, 404);
      if (!(await exists(source))) {
        if (!(await isRegisteredGeneratedImage(db, name))) return c.json({ message: NOT_FOUND_MESSAGE }, 404);
        const rendered = await renderGeneratedImage(name);
        if (!rendered) return c.json({ message: NOT_FOUND_MESSAGE }, 404);
        await writeAtomically(source, rendered);
      }
    } else {
      const info = await files.info(`media/${relative}`);
      if (!info) return c.json({ message: NOT_FOUND_MESSAGE }, 404);
      source = await files.localCopy(info);
    }

    const widthParam = c.req.query('w');
    if (widthParam !== undefined && ext !== '.svg' && contentType.startsWith('image/')) {
      const width = Number(widthParam);
      if (!IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number])) {
        return c.json({ message: 'Unsupported width' }, 400);
      }
      const cached = path.join(files.cacheDir, `w${width}`, relative.replace(/\.[^.]+$/, '.webp'));
      if (!(await exists(cached))) {
        const { default: sharp } = await import('sharp');
        const data = await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
        await writeAtomically(cached, data);
      }
      source = cached;
    }

    const info = await stat(source);
    c.header('Content-Type', widthParam ? 'image/webp' : contentType);
    c.header('Content-Length', String(info.size));
    if (!isPrivate) c.header('Cache-Control', 'public, max-age=604800');
    // documents: shown in the browser, or saved with ?download=1 (the documents page's download links)
    if (DOCUMENT_EXTENSIONS.has(ext) && !widthParam) {
      const disposition = c.req.query('download') !== undefined || ext !== '.pdf' ? 'attachment' : 'inline';
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Disposition', `${disposition}; filename="${path.basename(relative).replace(/["\\\r\n]/g, '')}"`);
    }
    return c.body(Readable.toWeb(createReadStream(source)) as ReadableStream);
  });
  return media;
}
