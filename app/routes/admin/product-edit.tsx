/**
 * /admin/produkty/{id}: edit a product (decision 0032): the product form (prices with the gross preview,
 * sale window, categories, flags, parameters, related products), its variants with stock per store (add, save,
 * delete), the image gallery (upload several, alt text, order, delete), deleting the product, and the audit log.
 * Every form posts to this action with an intent and works without JavaScript; errors come back at the fields of
 * the form that was sent, with the typed values.
 */
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/product-edit';
import { listAudit } from '@/domain/back-office/audit-log';
import { catalogAdminDeps } from '@/domain/catalog/admin-catalog-deps';
import { formFiles } from '@/lib/limited-form-data';
import { addProductImages, deleteProductImage, updateProductImage } from '@/domain/catalog/admin-catalog-product-images';
import {
  createVariant,
  deleteProduct,
  deleteVariant,
  loadAdminProduct,
  loadCatalogFormOptions,
  publishGaps,
  updateProduct,
  updateVariant,
} from '@/domain/catalog/admin-catalog-products';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES,
  IMAGE_MIN_SIDE,
  imageUpdateSchema,
  productFormToInput,
  productFormValues,
  productInputSchema,
  variantFormToInput,
  variantFormValues,
  variantInputSchema,
} from '@/domain/catalog/admin-catalog-schema';
import { lowestPriceInLast30Days } from '@/domain/pricing/price-history';
import { formatZodError } from '@/lib/validation';
import { effectiveNetPrice, formatMoney, unitGross } from '@/domain/pricing/pricing';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel } from '~/components/admin/audit-log-panel';
import { ProductForm } from '~/components/admin/catalog/product-form';
import { VariantForm } from '~/components/admin/catalog/variant-form';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { failure, priceCurrencies, readPostedForm, validateForm, writeFailure } from '~/lib/admin/admin-catalog.server';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes-guard';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const { db, now } = context.services;
  const product = await loadAdminProduct(db, id);
  if (!product) return adminNotFound(context);
  const [options, frame, audit] = await Promise.all([
    loadCatalogFormOptions(db),
    context.services.frame.get(),
    listAudit(db, 'products', id),
  ]);
  const currencies = await priceCurrencies(db, frame.currencies);
  // EU Omnibus: what the product page shows next to a sale (the default variant), gross in the main currency
  const defaultVariant = product.variants.find((v) => v.isDefault) ?? product.variants[0];
  const onSale = effectiveNetPrice(product, defaultVariant ?? null, now()).isSale;
  const lowestNet = onSale ? await lowestPriceInLast30Days(db, id, defaultVariant?.id ?? null, now()) : null;
  const omnibus = lowestNet === null ? null : formatMoney(unitGross(lowestNet, product.vatRate, currencies.main), currencies.main);
  return { product, options, currencies, audit, omnibus, gaps: publishGaps(product) };
}

type Fail = { intent: string; targetId?: number; values: Record<string, string>; lists?: Record<string, string[]> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const posted = await readPostedForm(request, context);
  if (!posted.ok)
    return failure(context, { intent: 'images-upload', message: posted.message, errors: { images: [posted.message] }, values: {} });
  const { form, values } = posted;
  const deps = catalogAdminDeps(context.services);
  const intent = values.intent ?? '';
  const rawTarget = values.variantId ?? values.imageId ?? '';
  const targetId = /^[1-9]\d{0,9}$/.test(rawTarget) && Number(rawTarget) <= 2_147_483_647 ? Number(rawTarget) : undefined;
  const fail: Fail = { intent, targetId, values };
  const here = `/admin/produkty/${id}`;

  switch (intent) {
    case 'product': {
      const lists = { categoryIds: form.getAll('categoryIds').filter((v): v is string => typeof v === 'string') };
      const parsed = validateForm(context, productInputSchema, productFormToInput(values, lists), { ...fail, lists });
      if (!parsed.ok) return parsed.response;
      const result = await updateProduct(deps, id, parsed.value, user.id);
      if (!result.ok) return writeFailure(context, result, { ...fail, lists });
      throw redirect(withFlash(here, 'admin.flash.saved'));
    }
    case 'product-delete': {
      const result = await deleteProduct(deps, id, user.id);
      if (!result.ok) return writeFailure(context, result, fail);
      throw redirect(withFlash('/admin/produkty', 'admin.product.flash.deleted'));
    }
    case 'variant-create':
    case 'variant-save': {
      if (intent === 'variant-save' && targetId === undefined) return adminNotFound(context);
      const input = variantFormToInput(values);
      const parsed = variantInputSchema.safeParse(input);
      if (!parsed.success) {
        // stock.<i>.quantity → stock_<storeId>, the name of the input
        const stock = input.stock as Array<{ storeId: number }>;
        const errors: Record<string, string[]> = {};
        for (const [key, list] of Object.entries(formatZodError(parsed.error, input, context.services.t))) {
          const m = /^stock\.(\d+)/.exec(key);
          errors[m && stock[Number(m[1])] ? `stock_${stock[Number(m[1])]!.storeId}` : key] = list;
        }
        return failure(context, { ...fail, errors });
      }
      const value = parsed.data;
      const result =
        intent === 'variant-create'
          ? await createVariant(deps, id, value, user.id)
          : await updateVariant(deps, id, targetId!, value, user.id);
      if (!result.ok) return writeFailure(context, result, fail);
      // a fetcher's post (decision 0071) stays on the page: the product form keeps what is typed in it
      if (values.stay === '1') {
        return {
          ok: true as const,
          intent,
          targetId: result.id,
          message: context.services.t(intent === 'variant-create' ? 'admin.variant.flash.created' : 'admin.variant.flash.saved'),
        };
      }
      throw redirect(
        withFlash(
          `${here}#variant-${result.id}`,
          intent === 'variant-create' ? 'admin.variant.flash.created' : 'admin.variant.flash.saved',
        ),
      );
    }
    case 'variant-delete': {
      if (targetId === undefined) return adminNotFound(context);
      const result = await deleteVariant(deps, id, targetId, user.id);
      if (!result.ok) return writeFailure(context, result, fail);
      throw redirect(withFlash(`${here}#product-variants`, 'admin.variant.flash.deleted'));
    }
    case 'images-upload': {
      const alt = values.alt?.trim().slice(0, 200) || null;
      const result = await addProductImages(deps, id, await formFiles(form, 'images'), alt, user.id);
      if (!result.ok) return writeFailure(context, result, { ...fail, values: { alt: values.alt ?? '' } });
      throw redirect(withFlash(`${here}#product-images`, 'admin.catalog.flash.images_added'));
    }
    case 'image-save': {
      if (targetId === undefined) return adminNotFound(context);
      const parsed = validateForm(
        context,
        imageUpdateSchema,
        { alt: values.alt ?? '', position: /^\d{1,5}$/.test(values.position ?? '') ? Number(values.position) : values.position },
        fail,
      );
      if (!parsed.ok) return parsed.response;
      const result = await updateProductImage(deps, id, targetId, parsed.value, user.id);
      if (!result.ok) return writeFailure(context, result, fail);
      throw redirect(withFlash(`${here}#product-images`, 'admin.flash.saved'));
    }
    case 'image-delete': {
      if (targetId === undefined) return adminNotFound(context);
      const result = await deleteProductImage(deps, id, targetId, user.id);
      if (!result.ok) return writeFailure(context, result, fail);
      throw redirect(withFlash(`${here}#product-images`, 'admin.flash.deleted'));
    }
    default:
      return failure(context, { ...fail, message: context.services.t('admin.catalog.error.intent'), errors: {} });
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) => {
  const name = (loaderData as { product?: { name: string } } | undefined)?.product?.name;
  return adminMeta(matches, name ? { text: name } : 'admin.products.title');
};

export default function AdminProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { product, options, currencies, audit, omnibus, gaps } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const failed = actionData && !actionData.ok ? actionData : null;
  const failedFor = (intent: string, targetId?: number) =>
    failed && failed.intent === intent && failed.targetId === targetId ? failed : null;
  const productFail = failedFor('product');
  const saved = productFormValues(product);
  const storeIds = options.stores.map((s) => s.id);
  const newVariantFail = failedFor('variant-create');
  const uploadFail = failed && failed.intent === 'images-upload' ? failed : null;
  const publishHint =
    gaps.length === 0
      ? t('admin.product.publish.ready')
      : t('admin.product.publish.missing', { items: gaps.map((g) => t(`admin.product.publish.missing_${g}`)).join(', ') });
  return (
    <UnsavedChangesGuard>
      <p className="mb-2">
        <Link to="/admin/produkty" className={adminLinkClass}>
          ← {t('admin.product.back')}
        </Link>
      </p>
      <AdminPageHeader
        title={t('admin.product.edit_title', { name: product.name })}
        intro={`ID ${product.id} · ${product.code}`}
        actions={
          <a href={product.url} className={adminSecondaryButton} target="_blank" rel="noopener">
            {t('admin.product.storefront_link')}
          </a>
        }
      />
      <UrlFlash />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      {omnibus ? <p className="mb-4 text-sm text-muted">{t('admin.product.omnibus', { price: omnibus })}</p> : null}

      <ProductForm
        values={productFail?.values ?? saved.values}
        categoryIds={productFail?.lists?.categoryIds ?? saved.categoryIds}
        errors={productFail?.errors ?? {}}
        options={options}
        currencies={currencies}
        submitLabel={t('admin.product.save')}
        busy={busy}
        publishHint={publishHint}
      />

      <div className="mt-6 flex flex-col gap-6">
        <AdminSection title={t('admin.product.section.variants')} id="product-variants">
          <div className="flex flex-col gap-6">
            {product.variants.map((v) => {
              const vf = failedFor('variant-save', v.id) ?? failedFor('variant-delete', v.id);
              return (
                <article
                  key={v.id}
                  id={`variant-${v.id}`}
                  className="rounded-md border border-line p-3"
                  aria-labelledby={`variant-${v.id}-title`}
                >
                  <h3 id={`variant-${v.id}-title`} className="mb-2 font-bold text-ink">
                    {v.name}{' '}
                    <span className="text-sm font-normal text-muted">
                      ({v.code}
                      {v.isDefault ? ` · ${t('admin.variant.default_badge')}` : ''})
                    </span>
                  </h3>
                  {vf?.errors.variant ? <FlashMessage kind="error" text={vf.errors.variant.join(' ')} /> : null}
                  <VariantForm
                    variantId={v.id}
                    prefix={`v${v.id}`}
                    values={vf?.intent === 'variant-save' ? vf.values : variantFormValues(v, storeIds)}
                    errors={vf?.errors ?? {}}
                    stores={options.stores}
                    vatRate={product.vatRate}
                    currencies={currencies}
                    busy={busy}
                    canDelete={product.variants.length > 1}
                  />
                </article>
              );
            })}
            <article className="rounded-md border border-dashed border-brand-dark p-3" aria-labelledby="variant-new-title" id="variant-new">
              <h3 id="variant-new-title" className="mb-2 font-bold text-ink">
                {t('admin.variant.new')}
              </h3>
              <VariantForm
                variantId={null}
                prefix="vnew"
                values={newVariantFail?.values ?? { position: String(product.variants.length) }}
                errors={newVariantFail?.errors ?? {}}
                stores={options.stores}
                vatRate={product.vatRate}
                currencies={currencies}
                busy={busy}
                canDelete={false}
              />
            </article>
          </div>
        </AdminSection>

        <AdminSection title={t('admin.catalog.images.title')} id="product-images">
          <div className="flex flex-col gap-4">
            {product.images.length === 0 ? <p className="text-sm text-muted">{t('admin.catalog.images.empty')}</p> : null}
            <ul className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
              {product.images.map((image, i) => {
                const src = mediaUrl(image.path, 240);
                const imgFail = failedFor('image-save', image.id);
                return (
                  <li key={image.id} className="flex flex-col gap-2 rounded-md border border-line p-3">
                    {src ? (
                      <img
                        src={src}
                        alt={image.alt ?? ''}
                        width={240}
                        height={240}
                        loading="lazy"
                        className="aspect-square w-full rounded object-contain"
                      />
                    ) : null}
                    <Form method="post" className="flex flex-col gap-2" aria-label={t('admin.catalog.images.image_label', { n: i + 1 })}>
                      <input type="hidden" name="intent" value="image-save" />
                      <input type="hidden" name="imageId" value={image.id} />
                      <AdminField
                        id={`img${image.id}-alt`}
                        name="alt"
                        label={t('admin.catalog.images.alt')}
                        defaultValue={imgFail?.values.alt ?? image.alt}
                        errors={imgFail?.errors.alt}
                        maxLength={200}
                      />
                      <AdminField
                        id={`img${image.id}-position`}
                        name="position"
                        type="number"
                        min={0}
                        label={t('admin.catalog.images.position')}
                        defaultValue={imgFail?.values.position ?? image.position}
                        errors={imgFail?.errors.position}
                      />
                      <button type="submit" className={adminSecondaryButton} disabled={busy}>
                        {t('admin.catalog.images.save')}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="image-delete" />
                      <input type="hidden" name="imageId" value={image.id} />
                      <ConfirmButton message={t('admin.catalog.images.delete_confirm')} disabled={busy}>
                        {t('admin.catalog.images.delete')}
                      </ConfirmButton>
                    </Form>
                  </li>
                );
              })}
            </ul>
            <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3 rounded-md bg-surface p-3">
              <input type="hidden" name="intent" value="images-upload" />
              <div className="flex flex-col gap-1">
                <label htmlFor="product-images-files" className="text-sm font-semibold text-ink">
                  {t('admin.catalog.images.files')}
                </label>
                <input
                  id="product-images-files"
                  name="images"
                  type="file"
                  multiple
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  aria-describedby={`product-images-files-hint${uploadFail ? ' product-images-files-error' : ''}`}
                  aria-invalid={uploadFail ? true : undefined}
                  className="text-sm"
                />
                <p id="product-images-files-hint" className="text-xs text-muted">
                  {t('admin.catalog.images.files_hint', {
                    max: IMAGE_MAX_BYTES / 1024 / 1024,
                    min: IMAGE_MIN_SIDE,
                    count: IMAGE_MAX_FILES,
                  })}
                </p>
                {uploadFail?.errors.images ? (
                  <p id="product-images-files-error" className="text-sm font-semibold text-danger" data-field-error>
                    {uploadFail.errors.images.join(' ')}
                  </p>
                ) : null}
              </div>
              <AdminField
                id="product-images-alt"
                name="alt"
                label={t('admin.catalog.images.alt')}
                hint={t('admin.catalog.images.alt_hint')}
                defaultValue={uploadFail?.values.alt}
                maxLength={200}
              />
              <div>
                <button type="submit" className={adminPrimaryButton} disabled={busy}>
                  {t('admin.catalog.images.upload')}
                </button>
              </div>
            </Form>
          </div>
        </AdminSection>

        <Form method="post">
          <input type="hidden" name="intent" value="product-delete" />
          <ConfirmButton message={t('admin.product.delete_confirm')} disabled={busy}>
            {t('admin.product.delete')}
          </ConfirmButton>
        </Form>

        <AuditLogPanel entries={audit} />
      </div>
    </UnsavedChangesGuard>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
