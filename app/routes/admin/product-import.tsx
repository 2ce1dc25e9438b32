/**
 * /admin/produkty/import: the catalogue as CSV (decision 0106). Download the export (GET /api/admin/product-csv/export),
 * upload the edited file, read the preview (each changed field old → new, each bad cell with its row and column) and
 * confirm: everything is applied in one transaction or nothing. The upload waits in the database, so the confirm
 * may reach any app server. Works without JavaScript.
 */
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/product-import';
import { catalogAdminDeps } from '@/domain/catalog/admin-catalog-deps';
import { confirmProductImport, uploadProductImport, type ImportPreview } from '@/domain/catalog/admin-product-csv';
import { PRODUCT_IMPORT_MAX_BYTES } from '@/domain/catalog/admin-product-csv-format';
import { loadMainCurrency } from '@/domain/pricing/main-currency';
import { formTextValues, readLimitedFormData, uploadedFile } from '@/lib/limited-form-data';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminInputClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { ConfirmButton } from '~/components/admin/confirm-button';
import { FlashMessage } from '~/components/admin/flash-message';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const MAX_MB = PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024;
/** multipart overhead around the file */
const FORM_OVERHEAD_BYTES = 64 * 1024;

type ActionData = { ok: false; message: string; preview?: ImportPreview } | { ok: true; preview: ImportPreview; done: string | null };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const main = await loadMainCurrency(context.services.db);
  return { currency: main.code };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { t } = context.services;
  const deps = catalogAdminDeps(context.services);
  const fail = (message: string, status: number, preview?: ImportPreview) =>
    data<ActionData>({ ok: false, message, ...(preview ? { preview } : {}) }, { status });
  const read = await readLimitedFormData(request, PRODUCT_IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES);
  if (!read.ok)
    return read.reason === 'too_large'
      ? fail(t('admin.product_csv.error.too_large', { max: MAX_MB }), 413)
      : fail(t('admin.product_csv.error.no_file'), 422);
  const values = formTextValues(read.form);
  if (values.intent === 'upload') {
    const file = await uploadedFile(read.form, 'file');
    if (!file) return fail(t('admin.product_csv.error.no_file'), 422);
    const result = await uploadProductImport(deps, user, file);
    if (result.ok) return data<ActionData>({ ok: true, preview: result.preview, done: null });
    if (result.code === 'too_large') return fail(t('admin.product_csv.error.too_large', { max: MAX_MB }), 413);
    if (result.code === 'empty') return fail(t('admin.product_csv.error.empty'), 422);
    return fail(t('admin.error.forbidden'), 403);
  }
  if (values.intent === 'confirm') {
    const id = /^\d{1,9}$/.test(values.importId ?? '') ? Number(values.importId) : 0;
    const result = await confirmProductImport(deps, user, id, values.sha256 ?? '');
    if (result.ok) {
      const done = t('admin.product_csv.done', { new: result.preview.newRows, changed: result.preview.changedRows });
      return data<ActionData>({ ok: true, preview: result.preview, done });
    }
    if (result.code === 'invalid') return fail(t('admin.product_csv.error.invalid'), 422, result.preview);
    if (result.code === 'not_found') return fail(t('admin.product_csv.error.not_found'), 404);
    if (result.code === 'applied' || result.code === 'stale') return fail(t(`admin.product_csv.error.${result.code}`), 409);
    return fail(t('admin.error.forbidden'), 403);
  }
  return fail(t('admin.catalog.error.intent'), 422);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.product_csv.title');

function PreviewSection({ preview, applied }: { preview: ImportPreview; applied: boolean }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const canConfirm = !applied && preview.errorCount === 0 && preview.newRows + preview.changedRows > 0;
  return (
    <AdminSection title={t('admin.product_csv.preview_title', { file: preview.fileName })} id="import-preview">
      <p className="mb-4 text-sm" data-testid="import-summary">
        {t('admin.product_csv.summary', {
          rows: preview.rows,
          new: preview.newRows,
          changed: preview.changedRows,
          unchanged: preview.unchangedRows,
          errors: preview.errorCount,
        })}
      </p>
      {preview.errorCount > 0 ? (
        <div className="mb-6">
          <h3 className="mb-1 font-bold text-danger">{t('admin.product_csv.errors_title')}</h3>
          <p className="mb-2 text-sm">{t('admin.product_csv.errors_intro')}</p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="import-errors">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-1 pr-3">
                    {t('admin.product_csv.th.row')}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {t('admin.product_csv.th.column')}
                  </th>
                  <th scope="col" className="py-1">
                    {t('admin.product_csv.th.message')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.errors.map((e, i) => (
                  <tr key={i} className="border-b border-line align-top">
                    <td className="py-1 pr-3 tabular-nums">{e.row}</td>
                    <td className="py-1 pr-3">{e.column ?? '—'}</td>
                    <td className="py-1">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.errors.length < preview.errorCount ? (
            <p className="mt-2 text-xs text-muted">{t('admin.product_csv.list_capped', { count: preview.errors.length })}</p>
          ) : null}
        </div>
      ) : null}
      {preview.changes.length === 0 ? (
        preview.errorCount === 0 ? (
          <p className="text-sm">{t('admin.product_csv.no_changes')}</p>
        ) : null
      ) : (
        <div className="mb-4">
          <h3 className="mb-2 font-bold">{t('admin.product_csv.changes_title')}</h3>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="import-changes">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-1 pr-3">
                    {t('admin.product_csv.th.row')}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {t('admin.product_csv.th.item')}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {t('admin.product_csv.th.kind')}
                  </th>
                  <th scope="col" className="py-1">
                    {t('admin.product_csv.th.changes')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.changes.map((c) => (
                  <tr key={c.row} className="border-b border-line align-top">
                    <td className="py-1 pr-3 tabular-nums">{c.row}</td>
                    <td className="py-1 pr-3">
                      <span className="font-semibold">{c.name}</span>
                      <br />
                      <code className="text-xs">{c.variantCode}</code>
                    </td>
                    <td className="py-1 pr-3">{t(c.kind === 'new' ? 'admin.product_csv.kind.new' : 'admin.product_csv.kind.changed')}</td>
                    <td className="py-1">
                      <ul>
                        {c.fields.map((f) => (
                          <li key={f.column}>
                            {f.column}: {f.from} → <strong>{f.to}</strong>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.changes.length < preview.newRows + preview.changedRows ? (
            <p className="mt-2 text-xs text-muted">{t('admin.product_csv.list_capped', { count: preview.changes.length })}</p>
          ) : null}
        </div>
      )}
      {canConfirm ? (
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="importId" value={preview.importId} />
          <input type="hidden" name="sha256" value={preview.sha256} />
          <ConfirmButton
            name="intent"
            value="confirm"
            message={t('admin.product_csv.confirm_message')}
            disabled={busy}
            className={adminPrimaryButton}
          >
            {t('admin.product_csv.confirm')}
          </ConfirmButton>
        </Form>
      ) : null}
    </AdminSection>
  );
}

export default function AdminProductImport({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const result = actionData as ActionData | undefined;
  return (
    <>
      <AdminPageHeader
        title={t('admin.product_csv.title')}
        intro={t('admin.product_csv.intro', { currency: loaderData.currency })}
        actions={
          // a download, not a page: a plain link (the API answers the CSV to the session cookie)
          <a href="/api/admin/product-csv/export" className={adminSecondaryButton} download>
            {t('admin.product_csv.export')}
          </a>
        }
      />
      {result && !result.ok ? <FlashMessage kind="error" text={result.message} /> : null}
      {result?.ok && result.done ? <FlashMessage kind="success" text={result.done} /> : null}
      <div className="flex flex-col gap-6">
        <AdminSection title={t('admin.product_csv.upload_title')} id="import-upload">
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor="import-file" className="text-sm font-semibold text-ink">
                {t('admin.product_csv.file')}
              </label>
              <input
                id="import-file"
                name="file"
                type="file"
                required
                accept=".csv,text/csv"
                aria-describedby="import-file-hint"
                className={`${adminInputClass(false)} py-1.5`}
              />
              <p id="import-file-hint" className="text-xs text-muted">
                {t('admin.product_csv.file_hint', { max: MAX_MB })}
              </p>
            </div>
            <div>
              <button type="submit" name="intent" value="upload" className={adminPrimaryButton} disabled={busy}>
                {t('admin.product_csv.upload')}
              </button>
            </div>
          </Form>
        </AdminSection>
        {result?.preview ? <PreviewSection preview={result.preview} applied={result.ok && result.done !== null} /> : null}
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
