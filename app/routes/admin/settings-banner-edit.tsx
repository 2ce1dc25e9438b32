/**
 * /admin/nastavenia/bannery/novy and /admin/nastavenia/bannery/{id}: a banner: set (promo strip or THE intro popup,
 * one banner for desktop and phones with an optional phone image, decision 0088), title, link and target, order,
 * active flag and validity window, and its image (and the popup's phone image) — either a new
 * upload (checked by content and size and converted to WebP by the back office's image helper,
 * src/domain/catalog/admin-catalog-images.ts; a bad file gets a clear message and changes nothing) or the current one.
 * Deleting asks for confirmation. The storefront frame cache is invalidated after every change.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/settings-banner-edit';
import { listAudit } from '@/domain/back-office/audit-log';
import {
  checkImages,
  IMAGE_UPLOAD_MAX_BYTES,
  removeImageFiles,
  storeImage,
  uploadFormMessage,
  type CheckedImage,
} from '@/domain/catalog/admin-catalog-images';
import { formFiles, readLimitedFormData } from '@/lib/limited-form-data';
import { deleteBanner, loadAdminBanner, saveBanner } from '@/domain/settings/admin-settings';
import {
  BANNER_FORM_FIELDS,
  BANNER_KEY_VALUES,
  bannerFormToInput,
  bannerInputSchema,
  type BannerFormValues,
} from '@/domain/settings/admin-settings-schema';
import { isoToShopLocalInput } from '@/lib/shop-time';
import type { MessageKey } from '@/i18n';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminLinkClass, adminPrimaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel } from '~/components/admin/audit-log-panel';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes-guard';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const NEW_BANNER: BannerFormValues = { key: 'banner.promo', target: '_self', position: '1', isActive: 'on' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db } = context.services;
  if (params.id === undefined) return { banner: null, values: NEW_BANNER, audit: [] };
  const id = adminParamId(params.id, context);
  const banner = await loadAdminBanner(db, id);
  if (!banner) return adminNotFound(context);
  const values: BannerFormValues = {
    key: banner.key,
    title: banner.title ?? '',
    url: banner.url ?? '',
    target: banner.target === '_blank' ? '_blank' : '_self',
    image: banner.image ?? '',
    imageMobile: banner.imageMobile ?? '',
    position: String(banner.position),
    isActive: banner.isActive ? 'on' : '',
    activeFrom: isoToShopLocalInput(banner.activeFrom),
    activeTo: isoToShopLocalInput(banner.activeTo),
  };
  return { banner, values, audit: await listAudit(db, 'banners', id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const id = params.id === undefined ? null : adminParamId(params.id, context);
  const { db, t, files: fileStore, frame } = context.services;
  const upload = await readLimitedFormData(request, IMAGE_UPLOAD_MAX_BYTES);
  const fail = (message: string, errors: FieldErrors, values: BannerFormValues) =>
    data({ ok: false as const, message, errors, values }, { status: 422 });
  if (!upload.ok) return fail(uploadFormMessage(upload.reason, t), {}, {});
  const form = upload.form;
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.slice(0, 1000) : undefined;
  };
  if (text('intent') === 'delete' && id !== null) {
    const existing = await loadAdminBanner(db, id);
    if (!existing || !(await deleteBanner(db, id, user.id))) return adminNotFound(context);
    frame.invalidate();
    throw redirect(withFlash('/admin/nastavenia/bannery', 'admin.flash.deleted'));
  }
  const values: BannerFormValues = Object.fromEntries(BANNER_FORM_FIELDS.map((k) => [k, text(k)]).filter(([, v]) => v !== undefined));
  // the image and (intro popup only) the phone image: every file checked before any is stored
  const checked: Partial<Record<'upload' | 'uploadMobile', CheckedImage>> = {};
  for (const field of ['upload', 'uploadMobile'] as const) {
    const files = (await formFiles(form, field)).slice(0, 1);
    if (files.length === 0) continue;
    const check = await checkImages(files, t);
    if (!check.ok) return fail(check.message, { [field]: [check.message] }, values);
    checked[field] = check.images[0]!;
  }
  const uploaded = checked.upload ? (await storeImage(fileStore, 'banners', checked.upload)).path : null;
  const uploadedMobile = checked.uploadMobile ? (await storeImage(fileStore, 'banners', checked.uploadMobile)).path : null;
  const stored = [uploaded, uploadedMobile];
  const input = bannerFormToInput({
    ...values,
    ...(uploaded ? { image: uploaded } : {}),
    ...(uploadedMobile ? { imageMobile: uploadedMobile } : {}),
  });
  const parsed = bannerInputSchema.safeParse(input);
  if (!parsed.success) {
    await removeImageFiles(fileStore, stored);
    return fail(t('validation.summary'), formatZodError(parsed.error, input, t), values);
  }
  const saved = await saveBanner(db, id, parsed.data, user.id);
  if (!saved.ok) await removeImageFiles(fileStore, stored);
  if (!saved.ok && saved.code === 'not_found') return adminNotFound(context);
  if (!saved.ok) return fail(t('validation.summary'), { key: [t('admin.settings.error.popup_exists')] }, values);
  frame.invalidate();
  throw redirect(withFlash(`/admin/nastavenia/bannery/${saved.id}`, id === null ? 'admin.flash.created' : 'admin.flash.saved'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.settings.banners.title');

export default function AdminBannerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const failed = actionData && !actionData.ok ? actionData : null;
  const values: BannerFormValues = failed ? { ...loaderData.values, ...failed.values } : loaderData.values;
  const errors: FieldErrors = failed?.errors ?? {};
  const { banner } = loaderData;
  return (
    <UnsavedChangesGuard>
      <p className="mb-2">
        <Link to="/admin/nastavenia/bannery" className={adminLinkClass}>
          ← {t('admin.settings.banners.back')}
        </Link>
      </p>
      <AdminPageHeader title={banner ? t('admin.settings.banners.edit', { id: banner.id }) : t('admin.settings.banners.new')} />
      <UrlFlash />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-6" key={JSON.stringify(values)} noValidate>
        <AdminSection title={t('admin.settings.banners.banner')} id="banner-data">
          <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
            <AdminField
              name="key"
              as="select"
              label={t('admin.settings.banners.key')}
              defaultValue={values.key}
              errors={errors.key}
              required
              options={BANNER_KEY_VALUES.map((k) => ({ value: k, label: t(`admin.settings.banners.key.${k}` as MessageKey) }))}
            />
            <AdminField
              name="title"
              label={t('admin.settings.banners.title_field')}
              defaultValue={values.title}
              errors={errors.title}
              maxLength={200}
            />
            <AdminField
              name="url"
              label={t('admin.settings.menu.link')}
              defaultValue={values.url}
              errors={errors.url}
              maxLength={500}
              hint={t('admin.settings.banners.url_hint')}
            />
            <AdminField
              name="target"
              as="select"
              label={t('admin.settings.banners.target')}
              defaultValue={values.target}
              errors={errors.target}
              options={[
                { value: '_self', label: t('admin.settings.banners.target_self') },
                { value: '_blank', label: t('admin.settings.banners.target_blank') },
              ]}
            />
            <AdminField
              name="position"
              type="number"
              min={0}
              label={t('admin.settings.rows.order')}
              defaultValue={values.position}
              errors={errors.position}
            />
            <AdminField name="isActive" type="checkbox" label={t('admin.vouchers.active')} defaultChecked={values.isActive === 'on'} />
            <AdminField
              name="activeFrom"
              type="datetime-local"
              label={t('admin.vouchers.active_from')}
              defaultValue={values.activeFrom}
              errors={errors.activeFrom}
            />
            <AdminField
              name="activeTo"
              type="datetime-local"
              label={t('admin.vouchers.active_to')}
              defaultValue={values.activeTo}
              errors={errors.activeTo}
            />
          </div>
        </AdminSection>
        <AdminSection title={t('admin.settings.banners.image')} id="banner-image">
          {values.image ? (
            <img
              src={`${values.image}?w=480`}
              alt=""
              width={480}
              height={240}
              className="mb-3 h-auto max-h-60 w-auto max-w-full rounded-md border border-line object-contain"
            />
          ) : null}
          <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
            <AdminField
              name="image"
              label={t('admin.settings.banners.image_path')}
              defaultValue={values.image}
              errors={errors.image}
              maxLength={300}
              hint={t('admin.settings.banners.image_path_hint')}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor="banner-upload" className="text-sm font-semibold text-ink">
                {t('admin.settings.banners.upload')}
              </label>
              <input
                id="banner-upload"
                name="upload"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                aria-describedby={errors.upload ? 'banner-upload-hint banner-upload-error' : 'banner-upload-hint'}
                aria-invalid={errors.upload ? true : undefined}
                className="text-sm"
              />
              <p id="banner-upload-hint" className="text-xs text-muted">
                {t('admin.settings.banners.upload_hint')}
              </p>
              {errors.upload ? (
                <p id="banner-upload-error" className="text-sm font-semibold text-danger">
                  {errors.upload.join(' ')}
                </p>
              ) : null}
            </div>
          </div>
          <div className="mt-4 grid grid-cols-1 gap-4 border-t border-line pt-4 tablet:grid-cols-2">
            {values.imageMobile ? (
              <img
                src={`${values.imageMobile}?w=240`}
                alt=""
                width={240}
                height={240}
                className="h-auto max-h-60 w-auto max-w-full rounded-md border border-line object-contain tablet:col-span-2"
              />
            ) : null}
            <AdminField
              name="imageMobile"
              label={t('admin.settings.banners.image_mobile')}
              defaultValue={values.imageMobile}
              errors={errors.imageMobile}
              maxLength={300}
              hint={t('admin.settings.banners.image_mobile_hint')}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor="banner-upload-mobile" className="text-sm font-semibold text-ink">
                {t('admin.settings.banners.upload_mobile')}
              </label>
              <input
                id="banner-upload-mobile"
                name="uploadMobile"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                aria-describedby={errors.uploadMobile ? 'banner-upload-hint banner-upload-mobile-error' : 'banner-upload-hint'}
                aria-invalid={errors.uploadMobile ? true : undefined}
                className="text-sm"
              />
              {errors.uploadMobile ? (
                <p id="banner-upload-mobile-error" className="text-sm font-semibold text-danger">
                  {errors.uploadMobile.join(' ')}
                </p>
              ) : null}
            </div>
          </div>
        </AdminSection>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={adminPrimaryButton} disabled={busy}>
            {t('admin.settings.save')}
          </button>
          {banner ? (
            <ConfirmButton name="intent" value="delete" message={t('admin.settings.banners.confirm_delete')} disabled={busy}>
              {t('admin.settings.banners.delete')}
            </ConfirmButton>
          ) : null}
        </div>
      </Form>
      {banner ? (
        <div className="mt-6">
          <AuditLogPanel entries={loaderData.audit} />
        </div>
      ) : null}
    </UnsavedChangesGuard>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
