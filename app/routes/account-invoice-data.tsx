import type { Route } from './+types/account-invoice-data';
import { AuthError } from '@/domain/accounts/auth-errors';
import { emailChangeRequestSchema } from '@/domain/accounts/auth-schemas';
import { EMAIL_CHANGE_TTL_HOURS, requestEmailChange } from '@/domain/accounts/email-change';
import { invoiceDataSchema, loadInvoiceData, LoginEmailChangeError, saveInvoiceData } from '@/domain/accounts/invoice-data';
import { shopCountry } from '@/domain/checkout/checkout-rules';
import { isValidIco, normalizeIco } from '@/domain/company-registry/company-id';
import { lookUpCompany } from '@/domain/company-registry/company-lookup';
import { CompanyRegistryUnavailableError } from '@/domain/company-registry/company-registry';
import { RateLimitedError } from '@/domain/security/rate-limit';
import { translator } from '@/i18n';
import { formatZodError } from '@/lib/validation';
import { AccountLayout } from '~/components/account/account-layout';
import { EMAIL_CHANGE_INTENT, EmailChangeForm } from '~/components/account/email-change-form';
import { InvoiceDataForm, invoiceValuesOf } from '~/components/account/invoice-data-form';
import { RouteErrorBoundary } from '~/components/error-views';
import { readForm } from '~/lib/session/auth-session.server';
import { requireUser } from '~/lib/session/guards.server';
import type { RootData } from '~/lib/root/root-data';
import { formDone, formRefused, notFound } from '~/lib/http/responses.server';
import { useT } from '~/lib/root/use-root-data';

const FIELDS = [
  'firstname',
  'lastname',
  'phonePrefix',
  'phone',
  'company',
  'ico',
  'dic',
  'icDph',
  'street',
  'city',
  'zip',
  'country',
] as const;

/** /ucet/fakturacni-udaje: the customer's invoice data. Login required: a guest is redirected home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const invoice = await loadInvoiceData(context.services.db, user.id);
  if (!invoice) notFound();
  return { values: invoiceValuesOf(invoice), country: shopCountry(context.services.config.locale) };
}

function typedValues(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(FIELDS.filter((k) => k in form).map((k) => [k, form[k]!.slice(0, 300)]));
}

/**
 * intent=lookup: fills company, IČO, DIČ, IČ DPH and the address from the company registry (SPEC §8 'company registry
 * load' failure: the customer types them). Otherwise saves with the invoice data schema (422 with the errors at the
 * fields and the typed values kept); an unexpected failure says 'Skúste to prosím neskôr'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, config, t } = context.services;
  const form = await readForm(request);
  const values = typedValues(form);

  // the login e-mail: current password, confirmation link to the new address (decision 0066)
  if (form.intent === EMAIL_CHANGE_INTENT) {
    const intent = EMAIL_CHANGE_INTENT;
    const kept = { newEmail: (form.newEmail ?? '').slice(0, 300) };
    const input = { email: form.newEmail, password: form.password };
    const parsed = emailChangeRequestSchema.safeParse(input);
    // the schema's (and the domain's) `email` is the form's `newEmail`
    const atFields = (errors: Record<string, string[]>) => {
      const { email, ...rest } = errors;
      return email ? { ...rest, newEmail: email } : rest;
    };
    if (!parsed.success)
      return formRefused(atFields(formatZodError(parsed.error, input, t)), { intent, message: t('account.form_errors'), values: kept });
    try {
      const result = await requestEmailChange(
        db,
        { mailer: context.services.mailer, background: context.services.background, t, publicUrl: config.publicUrl },
        user.id,
        parsed.data,
        { ip: context.clientIp ?? 'local' },
      );
      return formDone(t('account.email_change_sent', { email: result.email, hours: EMAIL_CHANGE_TTL_HOURS }), { intent });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const message = t(error.messageKey, error.params);
      const rateLimited = error.code === 'rate_limited';
      return formRefused(rateLimited ? {} : atFields({ [error.field ?? 'email']: [message] }), {
        intent,
        message: rateLimited ? message : t('account.form_errors'),
        values: kept,
        status: rateLimited ? 429 : 422,
      });
    }
  }

  if (form.intent === 'lookup') {
    const intent = 'lookup';
    const ico = normalizeIco(form.ico ?? '');
    if (!ico) return formRefused({ ico: [t('checkout.ico_required')] }, { intent, values });
    if (!isValidIco(ico)) return formRefused({ ico: [t('checkout.ico_invalid')] }, { intent, values });
    try {
      const company = await lookUpCompany(db, context.services.companyRegistry, ico, context.clientIp ?? 'local');
      // not in the registry: the customer types the data (200, as before: nothing was wrong with the request)
      if (!company) return formRefused({}, { intent, message: t('company.not_found'), values, status: 200 });
      const filled: Record<string, string> = { ...values, company: company.name, ico: company.ico };
      if (company.dic) filled.dic = company.dic;
      if (company.icDph) filled.icDph = company.icDph;
      if (company.street) filled.street = company.street;
      if (company.city) filled.city = company.city;
      if (company.zip) filled.zip = company.zip;
      if (company.country === shopCountry(config.locale)) filled.country = company.country;
      return formDone(t('account.registry_filled', { name: company.name }), { intent, values: filled });
    } catch (error) {
      if (error instanceof RateLimitedError) return formRefused({}, { intent, message: t(error.messageKey), values, status: 429 });
      if (!(error instanceof CompanyRegistryUnavailableError)) throw error;
      console.warn(`[company-registry] ${error.message} (${error.reason})`);
      return formRefused({}, { intent, message: t('company.registry_unavailable'), values, status: 503 });
    }
  }

  const intent = 'save';
  const parsed = invoiceDataSchema(shopCountry(config.locale)).safeParse(form);
  if (!parsed.success) return formRefused(formatZodError(parsed.error, form, t), { intent, message: t('account.form_errors'), values });
  let saved;
  try {
    saved = await saveInvoiceData(db, user.id, parsed.data);
  } catch (error) {
    if (error instanceof LoginEmailChangeError) {
      return formRefused({}, { intent, message: t('account.email_change_elsewhere'), values });
    }
    console.error('[account] saving invoice data failed', error);
    return formRefused({}, { intent, message: t('account.invoice_failed'), values, status: 500 });
  }
  if (!saved) notFound();
  return formDone(t('account.invoice_saved'), { intent, values: invoiceValuesOf(saved) });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  return [{ title: `${t('account.invoice_title')} | ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function AccountInvoiceDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountLayout title={t('account.invoice_title')} intro={t('account.invoice_intro')}>
      <InvoiceDataForm
        initial={loaderData.values}
        result={actionData?.intent !== EMAIL_CHANGE_INTENT ? actionData : undefined}
        country={loaderData.country}
      />
      <div className="mt-10 border-t border-line pt-8">
        <EmailChangeForm
          currentEmail={loaderData.values.email ?? ''}
          result={actionData?.intent === EMAIL_CHANGE_INTENT ? actionData : undefined}
        />
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
