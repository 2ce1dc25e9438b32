/**
 * Back-office writes and lists of the content sections (decision 0036), generic over the section
 * descriptions of admin-content-entities.ts. Every change runs in ONE transaction with its audit_log entry
 * (recordAudit). Rich text is sanitized on save (and again on display by the storefront); slugs are generated from
 * the title when left empty and made unique within the section; a slug typed by the editor that is taken answers
 * 422. Files (documents, videos) are checked by content before anything is written, stored before the transaction
 * and removed again when it fails; replaced and deleted files are removed after the commit.
 *
 * The storefront modules (src/domain/content/*, src/domain/stores/*) keep the reads; approving an event reuses
 * approveEvent of src/domain/content/events.ts.
 */
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  contacts,
  documents,
  events,
  jobApplications,
  jobs,
  pages,
  postCategories,
  posts,
  services,
  stores,
  videos,
  type OpeningHoursDay,
} from '../../db/schema';
import type { FieldErrors } from '../../lib/validation';
import type { MessageKey, Translate } from '../../i18n';
import { slugify } from '../../seed/slugify';
import { approveEvent, localDateTimeToUtc, type EventApprovalNotify } from './events';
import { sanitizeRichText } from './sanitize';
import { diffChanges, recordAudit, type Changes } from '../back-office/audit-log';
import type { FileStore } from '../../db/file-store';
import { checkUpload, removeCvFiles, removeStoredMedia, storeUpload, type UploadedFile } from './admin-content-files';
import type { ContentInput, ContentListFilters, ContentSection, ContentSectionKey } from './admin-content-entities';
import type { ListQuery, Paged } from '../back-office/list-query';

type AnyTable = PgTable & Record<string, PgColumn>;

const TABLES: Record<ContentSectionKey, AnyTable> = {
  posts: posts as unknown as AnyTable,
  post_categories: postCategories as unknown as AnyTable,
  pages: pages as unknown as AnyTable,
  services: services as unknown as AnyTable,
  jobs: jobs as unknown as AnyTable,
  events: events as unknown as AnyTable,
  documents: documents as unknown as AnyTable,
  videos: videos as unknown as AnyTable,
  stores: stores as unknown as AnyTable,
  contacts: contacts as unknown as AnyTable,
};

const tableOf = (section: ContentSection) => TABLES[section.key];
const col = (section: ContentSection, name: string): PgColumn => {
  const column = getTableColumns(tableOf(section))[name];
  if (!column) throw new Error(`content section ${section.key} has no column ${name}`);
  return column;
};

const MAX_ID = 2_147_483_647;
const validContentId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

/** JSON-safe value (Dates → ISO). */
const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

// ---------------------------------------------------------------------------------------------------------------------
// lists

export interface ContentListRow {
  id: number;
  title: string;
  /** null: the section has no publish flag */
  published: boolean | null;
  /** events: a shopper's proposal awaiting approval */
  proposal: boolean;
  /** section.listColumns → value (ISO strings for moments) */
  extra: Record<string, string | number | boolean | null>;
}

function proposalCondition(): SQL {
  return and(eq(events.isPublished, false), isNull(events.approvedAt))!;
}

export async function listContent(
  db: DbOrTx,
  section: ContentSection,
  filters: ContentListFilters,
  query: ListQuery,
): Promise<Paged<ContentListRow>> {
  const table = tableOf(section);
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(or(...section.search.map((name) => ilike(col(section, name), pattern)))!);
  }
  if (filters.status === 'proposals' && section.key === 'events') conditions.push(proposalCondition());
  else if (filters.status && filters.status !== 'proposals' && section.publishField)
    conditions.push(eq(col(section, section.publishField), filters.status === 'published'));
  const where = conditions.length ? and(...conditions) : undefined;
  const selection: Record<string, PgColumn | SQL> = { id: col(section, 'id'), title: col(section, section.titleField) };
  if (section.publishField) selection.published = col(section, section.publishField);
  for (const name of section.listColumns) selection[name] = col(section, name);
  if (section.key === 'events') selection.proposal = sql<boolean>`(${proposalCondition()})`;
  const sortColumn = col(section, section.sortable.includes(query.sort) ? query.sort : section.defaultSort);
  const order = query.dir === 'asc' ? asc(sortColumn) : desc(sortColumn);
  const [rows, [counted]] = await Promise.all([
    db
      .select(selection as never)
      .from(table)
      .where(where)
      .orderBy(order, query.dir === 'asc' ? asc(col(section, 'id')) : desc(col(section, 'id')))
      .limit(query.pageSize)
      .offset(query.offset) as Promise<Record<string, unknown>[]>,
    db.select({ total: count() }).from(table).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id as number,
      title: row.title as string,
      published: section.publishField ? Boolean(row.published) : null,
      proposal: Boolean(row.proposal),
      extra: Object.fromEntries(section.listColumns.map((name) => [name, plain(row[name]) as string | number | boolean | null])),
    })),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** How many event proposals await approval (the content overview). */
export async function countEventProposals(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events).where(proposalCondition());
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------------
// one record

export type ContentRecord = Record<string, unknown> & { id: number };

/** The whole row as JSON-safe values (moments as ISO strings), or null for an unknown id. */
export async function getContentRecord(db: DbOrTx, section: ContentSection, id: number): Promise<ContentRecord | null> {
  if (!validContentId(id)) return null;
  const [row] = await db
    .select()
    .from(tableOf(section))
    .where(eq(col(section, 'id'), id))
    .limit(1);
  if (!row) return null;
  const record = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])) as ContentRecord;
  if (section.key === 'events') record.isProposal = !record.isPublished && record.approvedAt === null;
  return record;
}

/** A store where something can take place: any but the e-shop's warehouse. */
const BRANCH_ONLY = ne(stores.kind, 'warehouse');

/** Options of the reference fields (post categories, pages, stores, branches) for the edit form. */
export async function loadContentOptions(db: DbOrTx, section: ContentSection) {
  const refs = new Set(section.fields.map((f) => f.ref).filter(Boolean));
  const [cats, pageRows, storeRows, branchRows] = await Promise.all([
    refs.has('postCategories')
      ? db
          .select({ id: postCategories.id, label: postCategories.name })
          .from(postCategories)
          .orderBy(asc(postCategories.position), asc(postCategories.id))
      : [],
    refs.has('pages') ? db.select({ id: pages.id, label: pages.title }).from(pages).orderBy(asc(pages.id)) : [],
    refs.has('stores') ? db.select({ id: stores.id, label: stores.name }).from(stores).orderBy(asc(stores.position), asc(stores.id)) : [],
    refs.has('branches')
      ? db.select({ id: stores.id, label: stores.name }).from(stores).where(BRANCH_ONLY).orderBy(asc(stores.position), asc(stores.id))
      : [],
  ]);
  const toOptions = (rows: { id: number; label: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.label }));
  return { postCategories: toOptions(cats), pages: toOptions(pageRows), stores: toOptions(storeRows), branches: toOptions(branchRows) };
}

// ---------------------------------------------------------------------------------------------------------------------
// writes

export interface ContentWriteDeps {
  /** documents and videos (decision 0045) */
  files: FileStore;
  t: Translate;
  now?: Date;
}

export type ContentWriteResult =
  { ok: true; id: number; created: boolean } | { ok: false; code: 'not_found' } | { ok: false; code: 'invalid'; errors: FieldErrors };

const REF_TABLES = { postCategories, pages, stores, branches: stores } as const;
const REF_WHERE: Partial<Record<keyof typeof REF_TABLES, SQL>> = { branches: BRANCH_ONLY };

/** Audit values: long texts (rich text) shortened so the panel stays readable. */
function auditable(changes: Changes): Changes {
  const short = (v: unknown) => (typeof v === 'string' && v.length > 300 ? `${v.slice(0, 300)}…` : v);
  return Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, { from: short(c.from), to: short(c.to) }]));
}

/** A moment from the form: ISO with a zone, or the shop's local 'YYYY-MM-DDTHH:MM'. Null when the date does not exist. */
function toMoment(value: string): Date | null {
  if (/(?:Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const [date, time] = value.split('T') as [string, string];
  return localDateTimeToUtc(date, time.slice(0, 5));
}

async function slugTaken(tx: DbOrTx, section: ContentSection, slug: string, exceptId: number | null): Promise<boolean> {
  const slugCol = col(section, 'slug');
  const where = exceptId ? and(eq(slugCol, slug), ne(col(section, 'id'), exceptId)) : eq(slugCol, slug);
  const [row] = await tx
    .select({ id: col(section, 'id') })
    .from(tableOf(section))
    .where(where)
    .limit(1);
  return Boolean(row);
}

async function uniqueSlug(tx: DbOrTx, section: ContentSection, base: string, exceptId: number | null): Promise<string> {
  const root = (base || section.segment).slice(0, 110).replace(/-+$/, '');
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await slugTaken(tx, section, candidate, exceptId))) return candidate;
  }
  return `${root}-${Date.now()}`;
}

/**
 * Checks the input beyond the schema (references exist, dates exist and end after start, slug free) and turns it
 * into column values. Runs inside the write's transaction.
 */
async function prepareValues(
  tx: DbOrTx,
  section: ContentSection,
  input: ContentInput,
  before: ContentRecord | null,
  deps: ContentWriteDeps,
): Promise<{ ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldErrors }> {
  const { t } = deps;
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};
  const fail = (field: string, key: MessageKey) => (errors[field] ??= []).push(t(key));
  for (const field of section.fields) {
    const value = input[field.name] ?? null;
    switch (field.kind) {
      case 'html':
        values[field.name] = value === null ? null : sanitizeRichText(value as string) || null;
        break;
      case 'datetime': {
        if (value === null) values[field.name] = null;
        else {
          const moment = toMoment(value as string);
          if (!moment) fail(field.name, 'validation.invalid');
          values[field.name] = moment;
        }
        break;
      }
      case 'ref': {
        values[field.name] = value;
        if (value !== null && field.ref) {
          const ref = REF_TABLES[field.ref];
          const [row] = await tx
            .select({ id: ref.id })
            .from(ref)
            .where(and(eq(ref.id, value as number), REF_WHERE[field.ref]))
            .limit(1);
          if (!row) fail(field.name, 'admin.content.error.ref_unknown');
        }
        break;
      }
      case 'hours':
        values[field.name] =
          value === null
            ? null
            : (value as { day: number; open: string | null; close: string | null }[])
                .slice()
                .sort((a, b) => a.day - b.day)
                .map((d): OpeningHoursDay =>
                  d.open && d.close ? { day: d.day, open: d.open, close: d.close } : { day: d.day, closed: true },
                );
        break;
      case 'slug':
        break;
      default:
        // an empty order field takes the column's default (0) instead of breaking NOT NULL
        values[field.name] = value === null && field.name === 'position' ? 0 : value;
    }
  }
  if (section.slug) {
    const typed = (input.slug as string | null | undefined) ?? null;
    if (typed) {
      if (await slugTaken(tx, section, typed, before?.id ?? null)) fail('slug', 'admin.content.error.slug_taken');
      values.slug = typed;
    } else if (before?.slug) {
      // an update without a slug keeps the address (links to it keep working)
      values.slug = before.slug;
    } else {
      values.slug = await uniqueSlug(tx, section, slugify(String(input[section.titleField] ?? '')), before?.id ?? null);
    }
  }
  const now = deps.now ?? new Date();
  // published without a date: the date it was first published, else now
  if ((section.key === 'posts' || section.key === 'jobs') && values.isPublished && !values.publishedAt)
    values.publishedAt = before?.publishedAt ? new Date(before.publishedAt as string) : now;
  if (section.key === 'events') {
    const starts = values.startsAt as Date | null;
    const ends = values.endsAt as Date | null;
    if (starts && ends && ends.getTime() < starts.getTime()) fail('endsAt', 'admin.content.error.ends_before_starts');
    // an event the staff publishes is approved; one created by the staff is never a shopper's proposal
    if (values.isPublished || !before) values.approvedAt = before?.approvedAt ? new Date(before.approvedAt as string) : now;
  }
  if (section.key === 'stores' && !values.kind) values.kind = 'branch';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (e.code === '23505') return true;
  return false;
}

/**
 * Creates (id null) or updates (the whole record) a content row with its audit entry. `input` is what
 * contentSchema(section) parsed; `file` the upload of documents/videos (required when creating a document; a video
 * needs a file or an address).
 */
export async function saveContent(
  db: DbOrTx,
  deps: ContentWriteDeps,
  section: ContentSection,
  id: number | null,
  input: ContentInput,
  file: UploadedFile | null,
  userId: number,
): Promise<ContentWriteResult> {
  const { t } = deps;
  if (id !== null && !validContentId(id)) return { ok: false, code: 'not_found' };
  const before = id === null ? null : await getContentRecord(db, section, id);
  if (id !== null && !before) return { ok: false, code: 'not_found' };

  // the file first: a bad file changes nothing
  const upload = section.upload;
  let checked = null as Extract<ReturnType<typeof checkUpload>, { ok: true }>['upload'] | null;
  if (upload && file) {
    const check = checkUpload(upload.kind, file, upload.maxBytes);
    if (!check.ok)
      return { ok: false, code: 'invalid', errors: { file: [t(check.message, { mb: Math.round(upload.maxBytes / 1024 / 1024) })] } };
    checked = check.upload;
  }
  if (upload?.kind === 'document' && !checked && !before)
    return { ok: false, code: 'invalid', errors: { file: [t('admin.content.error.file_required')] } };
  if (upload?.kind === 'video' && !checked && !input.videoUrl)
    return { ok: false, code: 'invalid', errors: { videoUrl: [t('admin.content.error.video_required')] } };

  const table = tableOf(section);
  let storedPath: string | null = null;
  let replacedPath: string | null = null;
  try {
    const result = await db.transaction(async (tx) => {
      const locked =
        id === null
          ? null
          : await tx
              .select({ id: col(section, 'id') })
              .from(table)
              .where(eq(col(section, 'id'), id))
              .for('update');
      if (id !== null && !locked?.length) return { ok: false as const, code: 'not_found' as const };
      const prepared = await prepareValues(tx, section, input, before, deps);
      if (!prepared.ok) return { ok: false as const, code: 'invalid' as const, errors: prepared.errors };
      const values = prepared.values;
      if (checked && upload) {
        storedPath = await storeUpload(deps.files, checked, tx);
        values[upload.column] = storedPath;
        if (upload.kind === 'document')
          Object.assign(values, { fileName: checked.fileName, mime: checked.mime, size: checked.bytes.length });
        const previous = before?.[upload.column];
        if (typeof previous === 'string' && previous !== storedPath) replacedPath = previous;
      } else if (upload?.kind === 'video' && before && typeof before.videoUrl === 'string' && before.videoUrl !== values.videoUrl) {
        replacedPath = before.videoUrl;
      }
      if (id === null) {
        const [row] = await tx
          .insert(table)
          .values(values as never)
          .returning({ id: col(section, 'id') });
        const newId = (row as { id: number }).id;
        await recordAudit(tx, {
          userId,
          entity: section.key,
          entityId: newId,
          action: 'create',
          changes: auditable(diffChanges(null, values)),
        });
        return { ok: true as const, id: newId, created: true };
      }
      await tx
        .update(table)
        .set(values as never)
        .where(eq(col(section, 'id'), id));
      const changes = auditable(diffChanges(before, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, plain(v)]))));
      if (Object.keys(changes).length) await recordAudit(tx, { userId, entity: section.key, entityId: id, action: 'update', changes });
      return { ok: true as const, id, created: false };
    });
    // a refused write rolled the stored file back with it
    if (!result.ok) return result;
    if (replacedPath) await removeStoredMedia(deps.files, replacedPath);
    return result;
  } catch (error) {
    // two editors saving the same slug of pages/stores at once: the unique index decides
    if (isUniqueViolation(error)) return { ok: false, code: 'invalid', errors: { slug: [t('admin.content.error.slug_taken')] } };
    throw error;
  }
}

/** Publishes or hides (stores: activates or deactivates) a row; 'none' when the section has no such flag. */
export async function setContentPublished(
  db: DbOrTx,
  section: ContentSection,
  id: number,
  published: boolean,
  userId: number,
  now: Date = new Date(),
  notify?: EventApprovalNotify,
): Promise<'ok' | 'not_found' | 'none'> {
  if (!section.publishField) return 'none';
  if (!validContentId(id)) return 'not_found';
  if (section.key === 'events' && published) {
    const approved = await approveEvent(db, id, userId, notify);
    return approved ? 'ok' : 'not_found';
  }
  const flag = col(section, section.publishField);
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select({ flag, ...(section.key === 'posts' || section.key === 'jobs' ? { publishedAt: col(section, 'publishedAt') } : {}) })
      .from(tableOf(section))
      .where(eq(col(section, 'id'), id))
      .for('update')) as { flag: boolean; publishedAt?: Date | null }[];
    if (!before) return 'not_found';
    if (before.flag === published) return 'ok';
    const patch: Record<string, unknown> = { [section.publishField!]: published };
    if (published && 'publishedAt' in before && !before.publishedAt) patch.publishedAt = now;
    await tx
      .update(tableOf(section))
      .set(patch as never)
      .where(eq(col(section, 'id'), id));
    await recordAudit(tx, {
      userId,
      entity: section.key,
      entityId: id,
      action: published ? 'publish' : 'unpublish',
      changes: { [section.publishField!]: { from: before.flag, to: published } },
    });
    return 'ok';
  });
}

/** Deletes a row (audit entry with its title) and, after the commit, its files; 'none' for stores. */
export async function deleteContent(
  db: DbOrTx,
  deps: { files: FileStore },
  section: ContentSection,
  id: number,
  userId: number,
  action: 'delete' | 'reject' = 'delete',
): Promise<'ok' | 'not_found' | 'none' | 'not_a_proposal'> {
  if (!section.deletable) return 'none';
  if (!validContentId(id)) return 'not_found';
  const table = tableOf(section);
  const result = await db.transaction(async (tx) => {
    const [before] = (await tx
      .select()
      .from(table)
      .where(eq(col(section, 'id'), id))
      .for('update')) as Record<string, unknown>[];
    if (!before) return { status: 'not_found' as const };
    if (action === 'reject' && (before.isPublished || before.approvedAt)) return { status: 'not_a_proposal' as const };
    const cvPaths =
      section.key === 'jobs'
        ? (await tx.select({ cvPath: jobApplications.cvPath }).from(jobApplications).where(eq(jobApplications.jobId, id))).map(
            (r) => r.cvPath,
          )
        : [];
    await tx.delete(table).where(eq(col(section, 'id'), id));
    await recordAudit(tx, {
      userId,
      entity: section.key,
      entityId: id,
      action,
      changes: {
        [section.titleField]: { from: before[section.titleField], to: null },
        ...(cvPaths.length ? { applications: { from: cvPaths.length, to: 0 } } : {}),
      },
    });
    return { status: 'ok' as const, file: section.upload ? (before[section.upload.column] as string | null) : null, cvPaths };
  });
  if (result.status !== 'ok') return result.status;
  await removeStoredMedia(deps.files, result.file);
  if (result.cvPaths.length) await removeCvFiles(deps.files, result.cvPaths);
  return 'ok';
}
