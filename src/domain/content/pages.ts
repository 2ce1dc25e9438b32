import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { sanitizeRichText } from './sanitize';

export interface PageView {
  id: number;
  slug: string;
  title: string;
  /** sanitized HTML */
  content: string;
  metaDescription: string | null;
}

const columns = {
  id: pages.id,
  slug: pages.slug,
  title: pages.title,
  content: pages.content,
  metaDescription: pages.metaDescription,
};

function toView(row: { id: number; slug: string; title: string; content: string | null; metaDescription: string | null }): PageView {
  return { ...row, content: sanitizeRichText(row.content) };
}

export async function findPublishedPageBySlug(db: Db, slug: string): Promise<PageView | null> {
  const [row] = await db
    .select(columns)
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1);
  return row ? toView(row) : null;
}

export async function findPublishedPageById(db: Db, id: number): Promise<PageView | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db
    .select(columns)
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.isPublished, true)))
    .limit(1);
  return row ? toView(row) : null;
}

/** Pages with a named route of their own (SPEC §2: /info/kontakt, /info/rozvoz, /info/o-nas): slug → path. */
export const NAMED_PAGE_PATHS: Readonly<Record<string, string>> = {
  kontakt: '/info/kontakt',
  rozvoz: '/info/rozvoz',
  'o-nas': '/info/o-nas',
};

/** The canonical address of a page: its named route, else /info/{id}/{slug}. */
export const pageUrl = (page: { id: number; slug: string }) => NAMED_PAGE_PATHS[page.slug] ?? `/info/${page.id}/${page.slug}`;
