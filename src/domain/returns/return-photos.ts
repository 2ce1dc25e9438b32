/**
 * Complaint photos (decision 0102): images only, recognised by their content (sharp reads the header and decodes the
 * whole picture, so a truncated or disguised file is refused), at most RETURN_PHOTO_MAX_FILES of at most
 * RETURN_PHOTO_MAX_BYTES each, then re-encoded as WebP of at most 2000 px (what is stored is our own encoding: no
 * embedded metadata such as the GPS position of a phone photo, nothing a browser could read as something else).
 * Stored as private files (returns/<request id>/<uuid>.webp) served only to the request's owner and to staff.
 */
import sharp from 'sharp';
import type { Translate } from '../../i18n';
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_MAX_FILES } from './return-schemas';

const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 2000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export interface PhotoUpload {
  name: string;
  bytes: Buffer;
}

export type PhotoCheck = { ok: true; photos: Buffer[] } | { ok: false; message: string };

/** Checks and re-encodes every photo; one bad file refuses them all with a message naming it. */
export async function preparePhotos(files: readonly PhotoUpload[], t: Translate): Promise<PhotoCheck> {
  if (files.length > RETURN_PHOTO_MAX_FILES) return { ok: false, message: t('returns.error.photo_count', { max: RETURN_PHOTO_MAX_FILES }) };
  const photos: Buffer[] = [];
  for (const file of files) {
    const name = file.name.replace(/[^\p{L}\p{N} ._()-]+/gu, '').slice(0, 80) || 'foto';
    if (file.bytes.length > RETURN_PHOTO_MAX_BYTES)
      return { ok: false, message: t('returns.error.photo_size', { name, mb: RETURN_PHOTO_MAX_BYTES / 1024 / 1024 }) };
    try {
      const image = sharp(file.bytes, { limitInputPixels: MAX_PIXELS });
      const meta = await image.metadata();
      if (!meta.format || !FORMATS.has(meta.format)) throw new Error('not an image');
      photos.push(
        await image
          .rotate()
          .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      );
    } catch {
      return { ok: false, message: t('returns.error.photo_type', { name }) };
    }
  }
  return { ok: true, photos };
}
