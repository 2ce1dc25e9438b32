/**
 * Back-office image uploads (decision 0032): product gallery images and category images.
 *
 * - Checked by CONTENT, not by name or declared type: sharp reads the header; only JPEG, PNG, WebP and AVIF pass,
 *   each file at most IMAGE_MAX_BYTES, at least IMAGE_MIN_SIDE px on both sides, at most IMAGE_MAX_PIXELS.
 *   Every file of an upload is checked before anything is written: one bad file refuses the whole upload with a
 *   Slovak message naming it, and nothing is stored.
 * - Stored the way the storefront serves images (server/media.ts): the picture, converted to WebP and scaled down
 *   to at most the largest storefront width, in the file store under media/<folder>/<uuid>.webp, which every app
 *   server reads (decision 0045; the row keeps /media/<folder>/<uuid>.webp), and every storefront width rendered
 *   ahead into this server's media cache (DATA_DIR/cache/w<width>/<folder>/<uuid>.webp), so no shopper waits for
 *   the first resize here (other servers resize on first request).
 * - Removing an image removes the picture and this server's cached widths (other servers refuse it at once: the
 *   media route checks the store first).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import type { FileStore } from '../../db/file-store';
import path from 'node:path';
import sharp from 'sharp';
import type { MessageKey, Translate } from '../../i18n';
import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES, IMAGE_MIN_SIDE } from './admin-catalog-schema';

/** The widths the storefront asks the media route for (server/media.ts IMAGE_WIDTHS; a unit test keeps them equal). */
export const STOREFRONT_IMAGE_WIDTHS = [80, 160, 240, 320, 480, 640, 800, 1200] as const;
const IMAGE_MAX_PIXELS = 40_000_000;
/** a whole upload request (several files and the form fields) */
export const IMAGE_UPLOAD_MAX_BYTES = IMAGE_MAX_FILES * IMAGE_MAX_BYTES + 1024 * 1024;

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export interface CheckedImage extends UploadedFile {
  width: number;
  height: number;
}

export type ImageCheck = { ok: true; images: CheckedImage[] } | { ok: false; message: string };

const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp']);

function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f<>]/g, '').trim();
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean || 'bez názvu';
}

/** Checks every file (see the module comment); the message is ready for the shop owner. */
export async function checkImages(files: readonly UploadedFile[], t: Translate): Promise<ImageCheck> {
  const fail = (key: MessageKey, params?: Record<string, string | number>) => ({ ok: false as const, message: t(key, params) });
  if (files.length === 0) return fail('admin.catalog.image.error.none');
  if (files.length > IMAGE_MAX_FILES) return fail('admin.catalog.image.error.too_many', { max: IMAGE_MAX_FILES });
  const images: CheckedImage[] = [];
  for (const file of files) {
    const name = displayName(file.name);
    if (file.bytes.length === 0) return fail('admin.catalog.image.error.type', { name });
    if (file.bytes.length > IMAGE_MAX_BYTES)
      return fail('admin.catalog.image.error.too_large', { name, max: IMAGE_MAX_BYTES / 1024 / 1024 });
    let meta: sharp.Metadata;
    try {
      meta = await sharp(file.bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    } catch {
      return fail('admin.catalog.image.error.type', { name });
    }
    const format = meta.format as string | undefined;
    const isAvif = format === 'heif' && meta.compression === 'av1';
    if (!format || (!ALLOWED_FORMATS.has(format) && !isAvif)) return fail('admin.catalog.image.error.type', { name });
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (width * height > IMAGE_MAX_PIXELS) return fail('admin.catalog.image.error.too_large', { name, max: IMAGE_MAX_BYTES / 1024 / 1024 });
    if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE)
      return fail('admin.catalog.image.error.small', { name, width, height, min: IMAGE_MIN_SIDE });
    // decode it once fully: a truncated or corrupt body fails here, not in the shop window
    try {
      await sharp(file.bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).resize({ width: 16 }).raw().toBuffer();
    } catch {
      return fail('admin.catalog.image.error.type', { name });
    }
    images.push({ ...file, width, height });
  }
  return { ok: true, images };
}

async function writeAtomically(file: string, data: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

export interface StoredImage {
  /** the path the database keeps: /media/<folder>/<uuid>.webp */
  path: string;
  width: number;
  height: number;
}

const largest = STOREFRONT_IMAGE_WIDTHS[STOREFRONT_IMAGE_WIDTHS.length - 1];

/** Converts a checked image to WebP into the file store (media/<folder>) and renders the storefront widths ahead. */
export async function storeImage(files: FileStore, folder: string, image: CheckedImage): Promise<StoredImage> {
  const relative = `${folder}/${randomUUID()}.webp`;
  const source = sharp(image.bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).autoOrient();
  const { data, info } = await source
    .clone()
    .resize({ width: largest, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  try {
    await files.put(`media/${relative}`, data, 'image/webp');
    for (const width of STOREFRONT_IMAGE_WIDTHS) {
      const resized = await sharp(data).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      await writeAtomically(path.join(files.cacheDir, `w${width}`, relative), resized);
    }
  } catch (error) {
    await removeImageFiles(files, [`/media/${relative}`]);
    throw error;
  }
  return { path: `/media/${relative}`, width: info.width, height: info.height };
}

/** Stores several images; when one fails, the ones already written are removed again. */
export async function storeImages(files: FileStore, folder: string, images: readonly CheckedImage[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) stored.push(await storeImage(files, folder, image));
  } catch (error) {
    await removeImageFiles(
      files,
      stored.map((s) => s.path),
    );
    throw error;
  }
  return stored;
}

/** Removes uploaded pictures (paths as the database keeps them) and their cached widths; other paths are left alone. */
export async function removeImageFiles(files: FileStore, paths: readonly (string | null | undefined)[]): Promise<void> {
  for (const stored of paths) {
    if (!stored) continue;
    const relative = stored.replace(/^\/media\//, '');
    // only what this module wrote: products/<id>/<uuid>.webp, categories/<id>/<uuid>.webp, banners/<uuid>.webp,
    // library/<uuid>.webp (the media library, decision 0086)
    if (!/^((products|categories)\/\d+|banners|library)\/[0-9a-f-]{36}\.webp$/.test(relative)) continue;
    await files.remove([`media/${relative}`]);
    for (const width of STOREFRONT_IMAGE_WIDTHS) await rm(path.join(files.cacheDir, `w${width}`, relative), { force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// a refused upload body (the HTTP handler and the page action read the body with readLimitedFormData and
// IMAGE_UPLOAD_MAX_BYTES; this module only sees the files' names and bytes)

/** The message of a refused upload body. */
export function uploadFormMessage(reason: 'too_large' | 'malformed', t: Translate): string {
  return reason === 'too_large'
    ? t('admin.catalog.image.error.request_too_large', { max: Math.round(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024) })
    : t('admin.catalog.image.error.none');
}
