/**
 * /admin/nastavenia/fakturacia (decision 0098): the invoicing settings — series prefixes, IČ DPH, the commercial
 * register entry and a footer line. Saved with saveInvoicingSettings, the same function as
 * PUT /api/admin/invoicing-settings; validated by the shared invoicingSettingsSchema.
 */
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/settings-invoicing';
import { loadInvoicingSettings, saveInvoicingSettings } from '@/domain/invoices/invoice-settings';
import { invoicingSettingsSchema } from '@/domain/invoices/invoice-settings-schema';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminPrimaryButton } from '~/components/admin/admin-styles';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader } from '~/components/admin/page-header';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const FIELDS = ['invoicePrefix', 'creditNotePrefix', 'icDph', 'registration', 'footer'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  return { values: await loadInvoicingSettings(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, t } = context.services;
  const form = await readForm(request);
  const values = Object.fromEntries(FIELDS.map((name) => [name, (form[name] ?? '').slice(0, 400)])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const parsed = invoicingSettingsSchema.safeParse(values);
  if (!parsed.success) {
    return data(
      { errors: formatZodError(parsed.error, values, t) as FieldErrors, values, message: t('validation.summary') },
      { status: 422 },
    );
  }
  await saveInvoicingSettings(db, parsed.data, user.id);
  throw redirect(withFlash('/admin/nastavenia/fakturacia', 'admin.invoicing.flash.saved'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.invoicing.title');

export default function AdminInvoicingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const values = actionData?.values ?? loaderData.values;
  const errors: FieldErrors = actionData?.errors ?? {};
  return (
    <>
      <AdminPageHeader title={t('admin.invoicing.title')} intro={t('admin.invoicing.intro')} />
      <SettingsTabs current="/admin/nastavenia/fakturacia" />
      <UrlFlash />
      <FlashMessage kind="error" text={actionData?.message} />
      <Form method="post" noValidate className="flex max-w-2xl flex-col gap-4">
        <div className="grid gap-4 tablet:grid-cols-2">
          <AdminField
            name="invoicePrefix"
            label={t('admin.invoicing.invoice_prefix')}
            defaultValue={values.invoicePrefix}
            errors={errors.invoicePrefix}
            hint={t('admin.invoicing.prefix_hint')}
            maxLength={4}
            required
          />
          <AdminField
            name="creditNotePrefix"
            label={t('admin.invoicing.credit_note_prefix')}
            defaultValue={values.creditNotePrefix}
            errors={errors.creditNotePrefix}
            maxLength={4}
            required
          />
        </div>
        <AdminField name="icDph" label={t('admin.invoicing.ic_dph')} defaultValue={values.icDph} errors={errors.icDph} maxLength={20} />
        <AdminField
          name="registration"
          label={t('admin.invoicing.registration')}
          defaultValue={values.registration}
          errors={errors.registration}
          hint={t('admin.invoicing.registration_hint')}
          maxLength={300}
        />
        <AdminField name="footer" label={t('admin.invoicing.footer')} defaultValue={values.footer} errors={errors.footer} maxLength={300} />
        <div>
          <button type="submit" className={adminPrimaryButton} disabled={busy}>
            {t('admin.invoicing.save')}
          </button>
        </div>
      </Form>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
