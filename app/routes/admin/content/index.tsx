/**
 * /admin/obsah: the content overview for editors and admins: every content section with its number of
 * records, and the shoppers' event proposals awaiting approval.
 */
import { count } from 'drizzle-orm';
import { Link } from 'react-router';
import type { Route } from './+types/index';
import { contacts, documents, events, jobs, pages, postCategories, posts, services, stores, videos } from '@/db/schema';
import { CONTENT_SECTION_LIST, CONTENT_SECTIONS, contentAdminPath, type ContentSectionKey } from '@/domain/content/admin-content-entities';
import { countEventProposals } from '@/domain/content/admin-content-store';
import type { MessageKey } from '@/i18n';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminCardClass, adminLinkClass } from '~/components/admin/admin-styles';
import { AdminPageHeader } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'editor' } satisfies AdminRouteHandle;

const TABLES = { posts, post_categories: postCategories, pages, services, jobs, events, documents, videos, stores, contacts } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db } = context.services;
  const [counts, proposals] = await Promise.all([
    Promise.all(
      CONTENT_SECTION_LIST.map(async (s) => [s.key, Number((await db.select({ n: count() }).from(TABLES[s.key]))[0]?.n ?? 0)] as const),
    ),
    countEventProposals(db),
  ]);
  return { counts: Object.fromEntries(counts) as Record<ContentSectionKey, number>, proposals };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.content.title');

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { counts, proposals } = loaderData;
  return (
    <>
      <AdminPageHeader title={t('admin.content.title')} intro={t('admin.content.intro')} />
      {proposals > 0 ? (
        <p className="mb-4 rounded-md border-l-4 border-orange bg-white px-4 py-3 text-sm shadow-sm">
          <Link to={`${contentAdminPath(CONTENT_SECTIONS.events)}?stav=proposals`} className={adminLinkClass}>
            {t('admin.content.proposals_link', { count: proposals })}
          </Link>
        </p>
      ) : null}
      <h2 className="sr-only">{t('admin.content.sections')}</h2>
      <ul className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
        {CONTENT_SECTION_LIST.map((section) => (
          <li key={section.key} className={adminCardClass}>
            <Link to={contentAdminPath(section)} className={`${adminLinkClass} text-lg`}>
              {t(`admin.content.section.${section.key}` as MessageKey)}
            </Link>
            <p className="mt-1 text-sm text-muted">{t('admin.content.count', { count: counts[section.key] })}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
