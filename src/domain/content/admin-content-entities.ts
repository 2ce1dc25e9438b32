/**
 * The back office's content sections (decision 0036): blog posts and their categories, pages, services,
 * jobs, events, documents, videos, stores (branches with opening hours) and contacts. Each section is described
 * here once — its fields, list columns, search, sort, publish flag — and the generic admin list/edit pages
 * (app/routes/admin/content/*), the /api/admin/content/* calls (server/api/admin/content.ts) and the writes
 * (src/domain/content/admin-content-store.ts) all read that description. One zod schema per section validates the JSON body
 * of the API and the page form alike (the form is first turned into the same shape by `contentFormInput`).
 *
 * Browser-safe: no server imports here.
 */
import { z } from '../../lib/zod';
import { isoToShopLocalInput } from '../../lib/shop-time';

const CONTENT_SECTION_KEYS = [
  'posts',
  'post_categories',
  'pages',
  'services',
  'jobs',
  'events',
  'documents',
  'videos',
  'stores',
  'contacts',
] as const;
/** = the table name (also the audit log's entity name) */
export type ContentSectionKey = (typeof CONTENT_SECTION_KEYS)[number];

type ContentFieldKind =
  | 'text'
  | 'textarea'
  /** rich text: the rich-text editor (a textarea without JavaScript), sanitized on save and on display */
  | 'html'
  /** an image of the media library (decision 0086): a local /media/… path, never an outside address */
  | 'image'
  | 'checkbox'
  | 'int'
  | 'decimal'
  /** local date and time of the shop ('YYYY-MM-DDTHH:MM', Europe/Bratislava) or ISO 8601 with a zone */
  | 'datetime'
  | 'email'
  | 'tel'
  /** generated from the title when left empty, unique in the section */
  | 'slug'
  /** a reference: an id of another table (options loaded by the page) */
  | 'ref'
  | 'choice'
  /** stores.opening_hours: seven days, open/close or closed */
  | 'hours';

/** 'branches': the stores whose kind is not the e-shop warehouse (where an event can take place) */
type ContentRefOptions = 'postCategories' | 'pages' | 'stores' | 'branches';

export interface ContentField {
  /** property name (drizzle camelCase) = form field name = JSON key */
  name: string;
  kind: ContentFieldKind;
  required?: boolean;
  max?: number;
  /** number range for int/decimal */
  min?: number;
  maxValue?: number;
  ref?: ContentRefOptions;
  choices?: readonly string[];
}

interface ContentUpload {
  /** form field of the file */
  field: 'file';
  kind: 'document' | 'video';
  maxBytes: number;
  /** for <input accept>: a hint only, the server checks the content */
  accept: string;
  /** the column the stored path goes to */
  column: 'filePath' | 'videoUrl';
}

export interface ContentSection {
  key: ContentSectionKey;
  /** /admin/obsah/<segment> */
  segment: string;
  /** /api/admin/content/<api> */
  api: string;
  /** the field naming a row */
  titleField: 'title' | 'name';
  /** the boolean publish flag (stores: is_active) */
  publishField?: 'isPublished' | 'isActive';
  /** the slug is generated from the title field */
  slug?: boolean;
  /** a DB unique constraint on the slug (pages, stores) */
  fields: readonly ContentField[];
  /** columns searched by ?q (ILIKE) */
  search: readonly string[];
  /** extra list columns next to the title and the publish state */
  listColumns: readonly string[];
  sortable: readonly string[];
  defaultSort: string;
  defaultDir: 'asc' | 'desc';
  upload?: ContentUpload;
  /** stores are deactivated, never deleted (their stock and orders refer to them) */
  deletable: boolean;
}

const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,.odt,.xlsx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const VIDEO_ACCEPT = '.mp4,.webm,video/mp4,video/webm';

const f = (name: string, kind: ContentFieldKind, extra: Partial<ContentField> = {}): ContentField => ({ name, kind, ...extra });

export const CONTENT_SECTIONS: Record<ContentSectionKey, ContentSection> = {
  posts: {
    key: 'posts',
    segment: 'blog',
    api: 'posts',
    titleField: 'title',
    publishField: 'isPublished',
    slug: true,
    fields: [
      f('title', 'text', { required: true, max: 200 }),
      f('slug', 'slug', { max: 120 }),
      f('categoryId', 'ref', { ref: 'postCategories' }),
      f('perex', 'textarea', { max: 1000 }),
      f('content', 'html', { max: 200_000 }),
      f('image', 'image', { max: 300 }),
      f('author', 'text', { max: 120 }),
      f('publishedAt', 'datetime'),
      f('isPublished', 'checkbox'),
    ],
    search: ['title', 'slug', 'author'],
    listColumns: ['publishedAt'],
    sortable: ['title', 'publishedAt', 'id'],
    defaultSort: 'id',
    defaultDir: 'desc',
    deletable: true,
  },
  post_categories: {
    key: 'post_categories',
    segment: 'blog-kategorie',
    api: 'post-categories',
    titleField: 'name',
    slug: true,
    fields: [
      f('name', 'text', { required: true, max: 120 }),
      f('slug', 'slug', { max: 120 }),
      f('position', 'int', { min: 0, maxValue: 1_000_000 }),
    ],
    search: ['name', 'slug'],
    listColumns: ['position'],
    sortable: ['name', 'position', 'id'],
    defaultSort: 'position',
    defaultDir: 'asc',
    deletable: true,
  },
  pages: {
    key: 'pages',
    segment: 'stranky',
    api: 'pages',
    titleField: 'title',
    publishField: 'isPublished',
    slug: true,
    fields: [
      f('title', 'text', { required: true, max: 200 }),
      f('slug', 'slug', { max: 120 }),
      f('metaDescription', 'textarea', { max: 300 }),
      f('content', 'html', { max: 200_000 }),
      f('isPublished', 'checkbox'),
    ],
    search: ['title', 'slug'],
    listColumns: ['slug'],
    sortable: ['title', 'slug', 'id'],
    defaultSort: 'id',
    defaultDir: 'asc',
    deletable: true,
  },
  services: {
    key: 'services',
    segment: 'sluzby',
    api: 'services',
    titleField: 'title',
    publishField: 'isPublished',
    slug: true,
    fields: [
      f('title', 'text', { required: true, max: 200 }),
      f('slug', 'slug', { max: 120 }),
      f('perex', 'textarea', { max: 1000 }),
      f('content', 'html', { max: 200_000 }),
      f('image', 'image', { max: 300 }),
      f('pageId', 'ref', { ref: 'pages' }),
      f('position', 'int', { min: 0, maxValue: 1_000_000 }),
      f('isPublished', 'checkbox'),
    ],
    search: ['title', 'slug'],
    listColumns: ['position'],
    sortable: ['title', 'position', 'id'],
    defaultSort: 'position',
    defaultDir: 'asc',
    deletable: true,
  },
  jobs: {
    key: 'jobs',
    segment: 'kariera',
    api: 'jobs',
    titleField: 'title',
    publishField: 'isPublished',
    slug: true,
    fields: [
      f('title', 'text', { required: true, max: 200 }),
      f('slug', 'slug', { max: 120 }),
      f('location', 'text', { max: 120 }),
      f('employmentType', 'text', { max: 120 }),
      f('salary', 'text', { max: 120 }),
      f('description', 'html', { max: 200_000 }),
      f('publishedAt', 'datetime'),
      f('isPublished', 'checkbox'),
    ],
    search: ['title', 'location'],
    listColumns: ['location', 'publishedAt'],
    sortable: ['title', 'publishedAt', 'id'],
    defaultSort: 'id',
    defaultDir: 'desc',
    deletable: true,
  },
  events: {
    key: 'events',
    segment: 'eventy',
    api: 'events',
    titleField: 'title',
    publishField: 'isPublished',
    slug: true,
    fields: [
      f('title', 'text', { required: true, max: 200 }),
      f('slug', 'slug', { max: 120 }),
      f('startsAt', 'datetime', { required: true }),
      f('endsAt', 'datetime'),
      f('place', 'text', { max: 200 }),
      f('storeId', 'ref', { ref: 'branches' }),
      f('description', 'html', { max: 200_000 }),
      f('image', 'image', { max: 300 }),
      f('organizerName', 'text', { max: 120 }),
      f('organizerEmail', 'email', { max: 200 }),
      f('organizerPhone', 'tel', { max: 30 }),
      f('isPublished', 'checkbox'),
    ],
    search: ['title', 'place', 'organizerName', 'organizerEmail'],
    listColumns: ['startsAt', 'place'],
    sortable: ['title', 'startsAt', 'id'],
    defaultSort: 'startsAt',
    defaultDir: 'desc',
    deletable: true,
  },
  documents: {
    key: 'documents',
    segment: 'dokumenty',
    api: 'documents',
    titleField: 'title',
    publishField: 'isPublished',
    fields: [
      f('title', 'text', { required: true, max: 200 }),
      f('description', 'textarea', { max: 1000 }),
      f('position', 'int', { min: 0, maxValue: 1_000_000 }),
      f('isPublished', 'checkbox'),
    ],
    search: ['title', 'fileName'],
    listColumns: ['fileName', 'position'],
    sortable: ['title', 'position', 'id'],
    defaultSort: 'position',
    defaultDir: 'asc',
    upload: { field: 'file', kind: 'document', maxBytes: DOCUMENT_MAX_BYTES, accept: DOCUMENT_ACCEPT, column: 'filePath' },
    deletable: true,
  },
  videos: {
    key: 'videos',
    segment: 'videa',
    api: 'videos',
    titleField: 'title',
    publishField: 'isPublished',
    fields: [
      f('title', 'text', { required: true, max: 200 }),
      f('description', 'textarea', { max: 2000 }),
      f('videoUrl', 'text', { max: 500 }),
      f('thumbnail', 'image', { max: 300 }),
      f('durationSeconds', 'int', { min: 0, maxValue: 86_400 }),
      f('position', 'int', { min: 0, maxValue: 1_000_000 }),
      f('isPublished', 'checkbox'),
    ],
    search: ['title'],
    listColumns: ['videoUrl', 'position'],
    sortable: ['title', 'position', 'id'],
    defaultSort: 'position',
    defaultDir: 'asc',
    upload: { field: 'file', kind: 'video', maxBytes: VIDEO_MAX_BYTES, accept: VIDEO_ACCEPT, column: 'videoUrl' },
    deletable: true,
  },
  stores: {
    key: 'stores',
    segment: 'predajne',
    api: 'stores',
    titleField: 'name',
    publishField: 'isActive',
    slug: true,
    fields: [
      f('name', 'text', { required: true, max: 120 }),
      f('slug', 'slug', { max: 120 }),
      f('kind', 'choice', { required: true, choices: ['branch', 'warehouse'] }),
      f('street', 'text', { max: 200 }),
      f('town', 'text', { max: 120 }),
      f('zip', 'text', { max: 12 }),
      f('email', 'email', { max: 200 }),
      f('phone', 'tel', { max: 30 }),
      f('lat', 'decimal', { min: -90, maxValue: 90 }),
      f('lng', 'decimal', { min: -180, maxValue: 180 }),
      f('description', 'textarea', { max: 2000 }),
      f('image', 'image', { max: 300 }),
      f('position', 'int', { min: 0, maxValue: 1_000_000 }),
      f('openingHours', 'hours'),
      f('isActive', 'checkbox'),
    ],
    search: ['name', 'town', 'street'],
    listColumns: ['town', 'position'],
    sortable: ['name', 'town', 'position', 'id'],
    defaultSort: 'position',
    defaultDir: 'asc',
    deletable: false,
  },
  contacts: {
    key: 'contacts',
    segment: 'kontakty',
    api: 'contacts',
    titleField: 'name',
    fields: [
      f('name', 'text', { required: true, max: 120 }),
      f('role', 'text', { max: 120 }),
      f('department', 'text', { max: 120 }),
      f('email', 'email', { max: 200 }),
      f('phone', 'tel', { max: 30 }),
      f('storeId', 'ref', { ref: 'stores' }),
      f('position', 'int', { min: 0, maxValue: 1_000_000 }),
    ],
    search: ['name', 'role', 'department', 'email'],
    listColumns: ['department', 'position'],
    sortable: ['name', 'position', 'id'],
    defaultSort: 'position',
    defaultDir: 'asc',
    deletable: true,
  },
};

export const CONTENT_SECTION_LIST: readonly ContentSection[] = CONTENT_SECTION_KEYS.map((k) => CONTENT_SECTIONS[k]);

/** The section of a URL segment (/admin/obsah/<segment>), or null. */
export function sectionBySegment(segment: string | undefined): ContentSection | null {
  return CONTENT_SECTION_LIST.find((s) => s.segment === segment) ?? null;
}

export const contentAdminPath = (section: ContentSection, id?: number | 'novy') =>
  `/admin/obsah/${section.segment}${id === undefined ? '' : `/${id}`}`;

// ---------------------------------------------------------------------------------------------------------------------
// list filters

export const CONTENT_STATUS_VALUES = ['published', 'hidden', 'proposals'] as const;
type ContentStatusFilter = (typeof CONTENT_STATUS_VALUES)[number];

export interface ContentListFilters {
  q: string;
  status: ContentStatusFilter | '';
}

export function parseContentFilters(params: URLSearchParams): ContentListFilters {
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const raw = params.get('stav') ?? '';
  const status = (CONTENT_STATUS_VALUES as readonly string[]).includes(raw) ? (raw as ContentStatusFilter) : '';
  return { q, status };
}

// ---------------------------------------------------------------------------------------------------------------------
// schemas

/**
 * A local media path (decision 0086): /media/<folders>/<name>, no outside host, no '..'. Content image fields take
 * only these (the storefront shows nothing else, app/lib/format/media.ts).
 */
const LOCAL_IMAGE_PATH = /^\/media\/(?!.*\.\.)[A-Za-z0-9._/-]+$/;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** '' / whitespace / null → null; strings with CRLF → LF. */
const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
    ? null
    : typeof v === 'string'
      ? v.replace(/\r\n?/g, '\n')
      : v;
const toNumber = (v: unknown) => {
  const b = blankToNull(v);
  return typeof b === 'string' ? Number(b.trim().replace(',', '.')) : b;
};
const toBoolean = (v: unknown) => v === true || v === 'on' || v === 'true' || v === '1' || v === 1;

const hourDay = z
  .object({
    day: z.number().int().min(1).max(7),
    open: z.preprocess(blankToNull, z.string().regex(TIME, 'validation.invalid').nullable()),
    close: z.preprocess(blankToNull, z.string().regex(TIME, 'validation.invalid').nullable()),
  })
  .superRefine((d, ctx) => {
    if ((d.open === null) !== (d.close === null))
      ctx.addIssue({ code: 'custom', path: [d.open === null ? 'open' : 'close'], message: 'admin.content.error.hours_pair' });
    else if (d.open && d.close && d.close <= d.open)
      ctx.addIssue({ code: 'custom', path: ['close'], message: 'admin.content.error.hours_order' });
  });

const openingHoursSchema = z
  .array(hourDay)
  .length(7)
  .refine((days) => new Set(days.map((d) => d.day)).size === 7, 'validation.invalid');

function fieldSchema(field: ContentField): z.ZodType {
  const max = field.max ?? 500;
  switch (field.kind) {
    case 'checkbox':
      return z.preprocess(toBoolean, z.boolean());
    case 'int':
    case 'decimal': {
      let n = field.kind === 'int' ? z.number().int() : z.number();
      if (field.min !== undefined) n = n.min(field.min);
      if (field.maxValue !== undefined) n = n.max(field.maxValue);
      return z.preprocess(toNumber, field.required ? n : n.nullable().optional());
    }
    case 'ref':
      return z.preprocess(
        toNumber,
        field.required ? z.number().int().positive() : z.number().int().positive().max(2_147_483_647).nullable().optional(),
      );
    case 'datetime': {
      const s = z.string().trim().regex(DATETIME, 'validation.invalid');
      return z.preprocess(blankToNull, field.required ? s : s.nullable().optional());
    }
    case 'image': {
      const s = z.string().trim().max(max).regex(LOCAL_IMAGE_PATH, 'admin.content.error.image_external');
      return z.preprocess(blankToNull, field.required ? s : s.nullable().optional());
    }
    case 'hours':
      return z.preprocess((v) => (v === undefined || v === null ? null : v), openingHoursSchema.nullable());
    case 'choice': {
      const e = z.enum(field.choices as [string, ...string[]]);
      return z.preprocess(blankToNull, field.required ? e : e.nullable().optional());
    }
    case 'slug': {
      const s = z.string().trim().toLowerCase().max(max).regex(SLUG_PATTERN, 'admin.content.error.slug');
      return z.preprocess(blankToNull, s.nullable().optional());
    }
    case 'email': {
      const s = z.email().max(max);
      return z.preprocess(
        (v) => (typeof blankToNull(v) === 'string' ? (v as string).trim() : blankToNull(v)),
        field.required ? s : s.nullable().optional(),
      );
    }
    case 'tel': {
      const s = z
        .string()
        .trim()
        .max(max)
        .regex(/^\+?[\d\s/()-]{6,}$/, 'validation.invalid');
      return z.preprocess(blankToNull, field.required ? s : s.nullable().optional());
    }
    default: {
      const s = field.kind === 'html' ? z.string().max(max) : z.string().trim().max(max);
      return z.preprocess(blankToNull, field.required ? s.min(1) : s.nullable().optional());
    }
  }
}

const schemaCache = new Map<ContentSectionKey, z.ZodObject>();

/** The body of create and update (the whole record; optional fields left out become empty). */
export function contentSchema(section: ContentSection): z.ZodObject {
  let schema = schemaCache.get(section.key);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const field of section.fields) shape[field.name] = fieldSchema(field);
    if (section.key === 'videos')
      shape.videoUrl = z.preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .max(500)
          .regex(/^(https?:\/\/|\/media\/)\S+$/, 'admin.content.error.video_url')
          .nullable()
          .optional(),
      );
    schema = z.object(shape);
    schemaCache.set(section.key, schema);
  }
  return schema;
}

export type ContentInput = Record<string, unknown>;

export const publishBodySchema = z.object({ published: z.boolean().describe('true: publish (stores: activate); false: hide') });

/**
 * The page form's text values → the JSON shape of contentSchema: checkboxes true/false (an unchecked box is not
 * sent), opening hours from hours.<day>.open / .close / .closed, everything else as typed.
 */
export function contentFormInput(section: ContentSection, values: Record<string, string>): ContentInput {
  const input: ContentInput = {};
  for (const field of section.fields) {
    if (field.kind === 'checkbox') input[field.name] = values[field.name] === 'on';
    else if (field.kind === 'hours') {
      input[field.name] = [1, 2, 3, 4, 5, 6, 7].map((day) =>
        values[`hours.${day}.closed`] === 'on'
          ? { day, open: null, close: null }
          : { day, open: values[`hours.${day}.open`] ?? '', close: values[`hours.${day}.close`] ?? '' },
      );
    } else input[field.name] = values[field.name] ?? '';
  }
  return input;
}

// ---------------------------------------------------------------------------------------------------------------------
// record → form values

/** A stored record as the edit form's text values (the same names the form posts). */
export function contentFormValues(section: ContentSection, record: Record<string, unknown> | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of section.fields) {
    const value = record?.[field.name];
    if (field.kind === 'checkbox') values[field.name] = (record ? value : true) ? 'on' : '';
    else if (field.kind === 'datetime') values[field.name] = isoToShopLocalInput(value);
    else if (field.kind === 'hours') {
      const days = Array.isArray(value) ? (value as { day: number; open?: string; close?: string; closed?: boolean }[]) : [];
      for (const day of [1, 2, 3, 4, 5, 6, 7]) {
        const entry = days.find((d) => d.day === day);
        const open = entry && !entry.closed && entry.open ? entry.open : '';
        values[`hours.${day}.open`] = open;
        values[`hours.${day}.close`] = open && entry?.close ? entry.close : '';
        values[`hours.${day}.closed`] = open ? '' : 'on';
      }
    } else values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  if (!record && section.key === 'stores') values.kind = 'branch';
  return values;
}
