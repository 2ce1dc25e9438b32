/**
 * /admin/produkty/novy: a new product. The product form (ProductForm); on success the product exists with
 * its default variant and the page moves to its edit page, where variants, stock and images are added.
 */
import { Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/product-new';
import { catalogAdminDeps } from '@/domain/catalog/admin-catalog-deps';
import { createProduct, loadCatalogFormOptions } from '@/domain/catalog/admin-catalog-products';
import { productFormToInput, productInputSchema } from '@/domain/catalog/admin-catalog-schema';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass } from '~/components/admin/admin-styles';
import { ProductForm } from '~/components/admin/catalog/product-form';
import { FlashMessage, withFlash } from '~/components/admin/flash-message';
import { AdminPageHeader } from '~/components/admin/page-header';
import { failure, priceCurrencies, readPostedForm, validateForm, writeFailure } from '~/lib/admin/admin-catalog.server';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes-guard';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const [options, frame] = await Promise.all([loadCatalogFormOptions(context.services.db), context.services.frame.get()]);
  return { options, currencies: await priceCurrencies(context.services.db, frame.currencies) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const posted = await readPostedForm(request, context);
  if (!posted.ok) return failure(context, { intent: 'product', message: posted.message, errors: {}, values: {} });
  const lists = { categoryIds: posted.form.getAll('categoryIds').filter((v): v is string => typeof v === 'string') };
  const fail = { intent: 'product', values: posted.values, lists };
  const parsed = validateForm(context, productInputSchema, productFormToInput(posted.values, lists), fail);
  if (!parsed.ok) return parsed.response;
  const result = await createProduct(catalogAdminDeps(context.services), parsed.value, user.id);
  if (!result.ok) return writeFailure(context, result, fail);
  throw redirect(withFlash(`/admin/produkty/${result.id}`, 'admin.product.flash.created'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.product.new_title');

export default function AdminProductNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok ? actionData : null;
  const values = failed?.values ?? { taxRateId: String(loaderData.options.taxRates[0]?.id ?? '') };
  return (
    <UnsavedChangesGuard>
      <p className="mb-2">
        <Link to="/admin/produkty" className={adminLinkClass}>
          ← {t('admin.product.back')}
        </Link>
      </p>
      <AdminPageHeader title={t('admin.product.new_title')} intro={t('admin.product.created_hint')} />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      <ProductForm
        values={values}
        categoryIds={failed?.lists?.categoryIds ?? []}
        errors={failed?.errors ?? {}}
        options={loaderData.options}
        currencies={loaderData.currencies}
        submitLabel={t('admin.product.create')}
        busy={navigation.state !== 'idle'}
        newProduct
      />
    </UnsavedChangesGuard>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
