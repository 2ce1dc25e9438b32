/**
 * /admin/kategorie/{id}: edit a category (decision 0033): the form, its image (uploaded through the product
 * image pipeline: checked by content, stored as WebP in the storefront sizes; a bad file changes nothing), deleting
 * an empty category (otherwise a clear message), and the audit log.
 */
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/category-edit';
import { listAudit } from '@/domain/back-office/audit-log';
import { catalogAdminDeps } from '@/domain/catalog/admin-catalog-deps';
import {
  deleteCategory,
  listAdminCategoryTree,
  loadAdminCategory,
  removeCategoryImage,
  setCategoryImage,
  updateCategory,
} from '@/domain/catalog/admin-catalog-categories';
import { formFiles } from '@/lib/limited-form-data';
import { categoryFormToInput, categoryInputSchema, IMAGE_MAX_BYTES, IMAGE_MIN_SIDE } from '@/domain/catalog/admin-catalog-schema';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel } from '~/components/admin/audit-log-panel';
import { CategoryForm } from '~/components/admin/catalog/category-form';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { failure, readPostedForm, validateForm, writeFailure } from '~/lib/admin/admin-catalog.server';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const { db } = context.services;
  const category = await loadAdminCategory(db, id);
  if (!category) return adminNotFound(context);
  const [tree, audit] = await Promise.all([listAdminCategoryTree(db), listAudit(db, 'categories', id)]);
  return { category, tree, audit };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const posted = await readPostedForm(request, context);
  if (!posted.ok) return failure(context, { intent: 'image', message: posted.message, errors: { image: [posted.message] }, values: {} });
  const { form, values } = posted;
  const deps = catalogAdminDeps(context.services);
  const intent = values.intent ?? '';
  const fail = { intent, values };
  const here = `/admin/kategorie/${id}`;
  switch (intent) {
    case 'category': {
      const parsed = validateForm(context, categoryInputSchema, categoryFormToInput(values), fail);
      if (!parsed.ok) return parsed.response;
      const result = await updateCategory(deps, id, parsed.value, user.id);
      if (!result.ok) return writeFailure(context, result, fail);
      throw redirect(withFlash(here, 'admin.flash.saved'));
    }
    case 'image': {
      const result = await setCategoryImage(deps, id, await formFiles(form, 'image'), user.id);
      if (!result.ok) return writeFailure(context, result, { intent, values: {} });
      throw redirect(withFlash(`${here}#category-image`, 'admin.category.flash.image'));
    }
    case 'image-remove': {
      const result = await removeCategoryImage(deps, id, user.id);
      if (!result.ok) return writeFailure(context, result, fail);
      throw redirect(withFlash(`${here}#category-image`, 'admin.flash.saved'));
    }
    case 'delete': {
      const result = await deleteCategory(deps, id, user.id);
      if (!result.ok && result.code === 'invalid')
        return failure(context, { ...fail, message: result.errors.category?.join(' '), errors: result.errors });
      if (!result.ok) return writeFailure(context, result, fail);
      throw redirect(withFlash('/admin/kategorie', 'admin.category.flash.deleted'));
    }
    default:
      return failure(context, { ...fail, message: context.services.t('admin.catalog.error.intent'), errors: {} });
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) => {
  const name = (loaderData as { category?: { name: string } } | undefined)?.category?.name;
  return adminMeta(matches, name ? { text: name } : 'admin.categories.title');
};

export default function AdminCategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { category, tree, audit } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const failed = actionData && !actionData.ok ? actionData : null;
  const formFail = failed?.intent === 'category' ? failed : null;
  const imageFail = failed?.intent === 'image' ? failed : null;
  const src = mediaUrl(category.image, 320);
  const saved = {
    name: category.name,
    slug: category.slug,
    parentId: category.parentId === null ? '' : String(category.parentId),
    position: String(category.position),
    isVisible: category.isVisible ? 'on' : undefined,
    description: category.description ?? '',
  };
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/kategorie" className={adminLinkClass}>
          ← {t('admin.category.back')}
        </Link>
      </p>
      <AdminPageHeader
        title={t('admin.category.edit_title', { name: category.name })}
        intro={t('admin.category.counts', { products: category.productCount, children: category.childCount })}
        actions={
          <a href={category.url} className={adminSecondaryButton} target="_blank" rel="noopener">
            {t('admin.category.storefront_link')}
          </a>
        }
      />
      <UrlFlash />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      <div className="flex flex-col gap-6">
        <AdminSection title={t('admin.category.edit_title', { name: category.name })} id="category-form">
          <CategoryForm
            values={formFail?.values ?? saved}
            errors={formFail?.errors ?? {}}
            tree={tree}
            selfId={category.id}
            submitLabel={t('admin.category.save')}
            busy={busy}
          />
        </AdminSection>

        <AdminSection title={t('admin.category.image')} id="category-image">
          <div className="flex flex-col gap-3">
            {src ? (
              <img
                src={src}
                alt={t('admin.category.image_alt', { name: category.name })}
                width={160}
                height={160}
                className="h-40 w-40 rounded object-cover"
              />
            ) : (
              <p className="text-sm text-muted">{t('admin.category.image_none')}</p>
            )}
            <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="image" />
              <label htmlFor="category-image-file" className="text-sm font-semibold text-ink">
                {t('admin.category.image_file')}
              </label>
              <input
                id="category-image-file"
                name="image"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                aria-describedby={`category-image-hint${imageFail ? ' category-image-error' : ''}`}
                aria-invalid={imageFail ? true : undefined}
                className="text-sm"
              />
              <p id="category-image-hint" className="text-xs text-muted">
                {t('admin.catalog.images.files_hint', { max: IMAGE_MAX_BYTES / 1024 / 1024, min: IMAGE_MIN_SIDE, count: 1 })}
              </p>
              {imageFail?.errors.image ? (
                <p id="category-image-error" className="text-sm font-semibold text-danger" data-field-error>
                  {imageFail.errors.image.join(' ')}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <button type="submit" className={adminPrimaryButton} disabled={busy}>
                  {t('admin.category.image_upload')}
                </button>
              </div>
            </Form>
            {category.image ? (
              <Form method="post">
                <input type="hidden" name="intent" value="image-remove" />
                <button type="submit" className={adminSecondaryButton} disabled={busy}>
                  {t('admin.category.image_remove')}
                </button>
              </Form>
            ) : null}
          </div>
        </AdminSection>

        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="delete" />
          <p className="text-sm text-muted">{t('admin.category.delete_hint')}</p>
          <div>
            <ConfirmButton message={t('admin.category.delete_confirm')} disabled={busy}>
              {t('admin.category.delete')}
            </ConfirmButton>
          </div>
        </Form>

        <AuditLogPanel entries={audit} />
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
