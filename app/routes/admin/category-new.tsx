/** /admin/kategorie/nova: a new category (decision 0033); on success its edit page (image upload there). */
import { Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/category-new';
import { catalogAdminDeps } from '@/domain/catalog/admin-catalog-deps';
import { createCategory, listAdminCategoryTree } from '@/domain/catalog/admin-catalog-categories';
import { categoryFormToInput, categoryInputSchema } from '@/domain/catalog/admin-catalog-schema';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass } from '~/components/admin/admin-styles';
import { CategoryForm } from '~/components/admin/catalog/category-form';
import { FlashMessage, withFlash } from '~/components/admin/flash-message';
import { AdminPageHeader } from '~/components/admin/page-header';
import { failure, readPostedForm, validateForm, writeFailure } from '~/lib/admin/admin-catalog.server';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const parent = new URL(request.url).searchParams.get('nadradena');
  return { tree: await listAdminCategoryTree(context.services.db), parent: parent && /^\d{1,10}$/.test(parent) ? parent : '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const posted = await readPostedForm(request, context);
  if (!posted.ok) return failure(context, { intent: 'category', message: posted.message, errors: {}, values: {} });
  const fail = { intent: 'category', values: posted.values };
  const parsed = validateForm(context, categoryInputSchema, categoryFormToInput(posted.values), fail);
  if (!parsed.ok) return parsed.response;
  const result = await createCategory(catalogAdminDeps(context.services), parsed.value, user.id);
  if (!result.ok) return writeFailure(context, result, fail);
  throw redirect(withFlash(`/admin/kategorie/${result.id}`, 'admin.category.flash.created'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.category.new_title');

export default function AdminCategoryNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/kategorie" className={adminLinkClass}>
          ← {t('admin.category.back')}
        </Link>
      </p>
      <AdminPageHeader title={t('admin.category.new_title')} />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      <CategoryForm
        values={failed?.values ?? { isVisible: 'on', position: '0', parentId: loaderData.parent }}
        errors={failed?.errors ?? {}}
        tree={loaderData.tree}
        selfId={null}
        submitLabel={t('admin.category.create')}
        busy={navigation.state !== 'idle'}
      />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
