/**
 * /admin/media: the media library (decision 0086) for editors and admins. Upload images (checked and stored like
 * product images), search and page through the library's images together with the products' gallery images, and
 * delete a library image that nothing uses (the refusal names the records that do). Works without JavaScript.
 */
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/media';
import { IMAGE_UPLOAD_MAX_BYTES, uploadFormMessage } from '@/domain/catalog/admin-catalog-images';
import { ADMIN_PAGE_PARAM } from '@/domain/back-office/list-query';
import { deleteMedia, listMedia, uploadMedia } from '@/domain/content/admin-media-library';
import { formFiles, formTextValues, readLimitedFormData } from '@/lib/limited-form-data';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminCardClass, adminInputClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { AdminPagination } from '~/components/admin/pagination';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'editor' } satisfies AdminRouteHandle;

const PATH = '/admin/media';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 100);
  const page = Number.parseInt(params.get(ADMIN_PAGE_PARAM) ?? '1', 10);
  return { q, page: await listMedia(context.services.db, { q, page: Number.isFinite(page) ? page : 1 }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, files, t, now } = context.services;
  const deps = { db, files, t, now };
  const fail = (message: string, status = 422) => data({ ok: false as const, message }, { status });
  const read = await readLimitedFormData(request, IMAGE_UPLOAD_MAX_BYTES);
  if (!read.ok) return fail(uploadFormMessage(read.reason, t), read.reason === 'too_large' ? 413 : 422);
  const values = formTextValues(read.form);
  const back = `${PATH}${new URL(request.url).search}`;
  if (values.intent === 'upload') {
    const result = await uploadMedia(deps, await formFiles(read.form, 'images'), values.alt ?? null, user.id);
    if (!result.ok) return fail(result.message);
    throw redirect(withFlash(PATH, 'admin.media.flash.uploaded'));
  }
  if (values.intent === 'delete') {
    const result = await deleteMedia(deps, Number(values.id), user.id);
    if (!result.ok && result.code === 'not_found') return fail(t('admin.media.not_found'), 404);
    if (!result.ok && result.code === 'in_use') return fail(t('admin.media.in_use', { places: result.places.join(', ') }), 409);
    throw redirect(withFlash(back, 'admin.media.flash.deleted'));
  }
  return fail(t('admin.content.error.unknown_intent'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.media.title');

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { q, page } = loaderData;
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <AdminPageHeader title={t('admin.media.title')} intro={t('admin.media.intro')} />
      <UrlFlash />
      {actionData && !actionData.ok ? <FlashMessage kind="error" text={actionData.message} /> : null}
      <div className="flex flex-col gap-6">
        <AdminSection title={t('admin.media.upload_title')} id="media-upload">
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor="media-images" className="text-sm font-semibold text-ink">
                {t('admin.media.upload_field')}
              </label>
              <input
                id="media-images"
                name="images"
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp,image/avif"
                aria-describedby="media-images-hint"
                className={`${adminInputClass(false)} py-1.5`}
              />
              <p id="media-images-hint" className="text-xs text-muted">
                {t('admin.media.upload_hint')}
              </p>
            </div>
            <AdminField name="alt" label={t('admin.media.alt')} maxLength={200} />
            <div>
              <button type="submit" name="intent" value="upload" className={adminPrimaryButton} disabled={busy}>
                {t('admin.media.upload')}
              </button>
            </div>
          </Form>
        </AdminSection>

        <AdminSection title={t('admin.media.list_title', { count: page.total })} id="media-list">
          <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <AdminField name="q" type="search" label={t('admin.media.search')} defaultValue={q} />
            </div>
            <button type="submit" className={adminSecondaryButton}>
              {t('admin.media.search_button')}
            </button>
          </Form>
          {page.items.length === 0 ? (
            <p className="text-sm text-muted">{t('admin.media.empty')}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3 tablet:grid-cols-3 desktop:grid-cols-4" data-testid="media-list">
              {page.items.map((item) => {
                const caption = item.source === 'product' ? t('admin.media.source.product', { name: item.productName ?? '' }) : item.name;
                return (
                  <li key={item.path} className={`${adminCardClass} flex min-w-0 flex-col gap-2`}>
                    <img
                      src={mediaUrl(item.path, 320) ?? ''}
                      alt={item.alt ?? ''}
                      width={320}
                      height={240}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-sm bg-surface object-cover"
                    />
                    <p className="truncate text-sm font-semibold" title={caption}>
                      {caption}
                    </p>
                    <p className="text-xs text-muted">
                      {item.source === 'library' ? t('admin.media.source.library') : null}
                      {item.width && item.height ? ` · ${t('admin.media.size', { width: item.width, height: item.height })}` : null}
                    </p>
                    <code className="text-xs break-all">{item.path}</code>
                    {item.id !== null ? (
                      <Form method="post" encType="multipart/form-data">
                        <input type="hidden" name="id" value={item.id} />
                        <ConfirmButton
                          name="intent"
                          value="delete"
                          message={t('admin.media.confirm_delete', { name: caption })}
                          disabled={busy}
                        >
                          {t('admin.media.delete')}
                        </ConfirmButton>
                      </Form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          <AdminPagination page={page.page} pageSize={page.pageSize} total={page.total} />
        </AdminSection>
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
