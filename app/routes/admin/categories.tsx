/**
 * /admin/kategorie: the category tree of the back office (decision 0033), hidden categories included,
 * with product and subcategory counts and up/down buttons that move a category among its siblings (one form post
 * each, without JavaScript too).
 */
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/categories';
import { catalogAdminDeps } from '@/domain/catalog/admin-catalog-deps';
import { listAdminCategoryTree, moveCategory } from '@/domain/catalog/admin-catalog-categories';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton } from '~/components/admin/admin-styles';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminPageHeader } from '~/components/admin/page-header';
import { failure, readPostedForm } from '~/lib/admin/admin-catalog.server';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  return { tree: await listAdminCategoryTree(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const posted = await readPostedForm(request, context);
  const values = posted.ok ? posted.values : {};
  const id = /^[1-9]\d{0,9}$/.test(values.id ?? '') && Number(values.id) <= 2_147_483_647 ? Number(values.id) : null;
  const direction = values.intent === 'up' || values.intent === 'down' ? values.intent : null;
  if (!direction || id === null)
    return failure(context, {
      intent: values.intent ?? '',
      message: context.services.t('admin.catalog.error.intent'),
      errors: {},
      values: {},
    });
  const result = await moveCategory(catalogAdminDeps(context.services), id, direction, user.id);
  if (!result.ok) return adminNotFound(context);
  throw redirect(withFlash(`/admin/kategorie#kategoria-${id}`, 'admin.category.flash.moved'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.categories.title');

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { tree } = loaderData;
  const arrow =
    'inline-flex h-9 w-9 items-center justify-center rounded-md border border-line bg-white text-brand-dark hover:bg-brand-light disabled:opacity-40 disabled:cursor-not-allowed';
  return (
    <>
      <AdminPageHeader
        title={t('admin.categories.title')}
        intro={t('admin.categories.intro')}
        actions={
          <Link to="/admin/kategorie/nova" className={adminPrimaryButton}>
            {t('admin.categories.new')}
          </Link>
        }
      />
      <UrlFlash />
      {actionData && !actionData.ok ? <FlashMessage kind="error" text={actionData.message} /> : null}
      {tree.length === 0 ? (
        <p className="text-muted">{t('admin.categories.empty')}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white"
          aria-label={t('admin.categories.tree_label')}
        >
          {tree.map((c) => {
            const src = mediaUrl(c.image, 80);
            return (
              <li
                key={c.id}
                id={`kategoria-${c.id}`}
                className="flex flex-wrap items-center gap-3 px-3 py-2"
                style={{ paddingLeft: `${0.75 + c.depth * 1.5}rem` }}
              >
                {src ? (
                  <img src={src} alt="" width={32} height={32} loading="lazy" className="h-8 w-8 rounded object-cover" />
                ) : (
                  <span className="h-8 w-8 rounded bg-surface" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  <Link
                    to={`/admin/kategorie/${c.id}`}
                    className={adminLinkClass}
                    aria-label={t('admin.categories.edit_link', { name: c.name })}
                  >
                    {c.name}
                  </Link>
                  <span className="ml-2 text-xs text-muted">
                    /{c.id}/{c.slug} · {t('admin.categories.products', { count: c.productCount })}
                  </span>
                  {c.isVisible ? null : (
                    <span className="ml-2 rounded bg-surface px-1.5 py-0.5 text-xs font-semibold text-muted">
                      {t('admin.categories.hidden')}
                    </span>
                  )}
                </span>
                <Form method="post" className="flex gap-1">
                  <input type="hidden" name="id" value={c.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="up"
                    className={arrow}
                    disabled={busy || c.isFirst}
                    aria-label={t('admin.categories.move_up', { name: c.name })}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    className={arrow}
                    disabled={busy || c.isLast}
                    aria-label={t('admin.categories.move_down', { name: c.name })}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
