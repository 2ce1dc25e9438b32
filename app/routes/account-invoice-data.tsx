import { data } from 'react-router';
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
import { EmailChangeForm, type EmailChangeFormResult } from '~/components/account/email-change-form';
import { InvoiceDataForm, invoiceValuesOf, type InvoiceFormResult, type InvoiceFormValues } from '~/components/account/invoice-data-form';
import { RouteErrorBoundary } from '~/components/error-views';
import { readForm } from '~/lib/session/auth-session.server';
import { requireUser } from '~/lib/session/guards.server';
import type { RootData } from '~/lib/root/root-data';
import { notFound } from '~/lib/http/responses.server';
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

function typedValues(form: Record<string, string>): InvoiceFormValues {
  return Object.fromEntries(FIELDS.filter((k) => k in form).map((k) => [k, form[k]!.slice(0, 300)])) as InvoiceFormValues;
}

function answer(result: Omit<InvoiceFormResult, 'stamp'>, status = 200) {
  return data<InvoiceFormResult | EmailChangeFormResult>({ ...result, stamp: Date.now() }, { status });
}

function emailAnswer(result: Omit<EmailChangeFormResult, 'stamp' | 'form'>, status = 200) {
  return data<InvoiceFormResult | EmailChangeFormResult>({ ...result, form: 'email_change', stamp: Date.now() }, { status });
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
  if (form.intent === 'email_change') {
    const newEmail = (form.newEmail ?? '').slice(0, 300);
    const input = { email: form.newEmail, password: form.password };
    const parsed = emailChangeRequestSchema.safeParse(input);
    if (!parsed.success)
      return emailAnswer({ ok: false, message: t('account.form_errors'), errors: formatZodError(parsed.error, input, t), newEmail }, 422);
    try {
      const result = await requestEmailChange(
        db,
        { mailer: context.services.mailer, background: context.services.background, t, publicUrl: config.publicUrl },
        user.id,
        parsed.data,
        { ip: context.clientIp ?? 'local' },
      );
      return emailAnswer({
        ok: true,
        message: t('account.email_change_sent', { email: result.email, hours: EMAIL_CHANGE_TTL_HOURS }),
        errors: {},
        newEmail: '',
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const message = t(error.messageKey, error.params);
      const rateLimited = error.code === 'rate_limited';
      return emailAnswer(
        {
          ok: false,
          message: rateLimited ? message : t('account.form_errors'),
          errors: rateLimited ? {} : { [error.field ?? 'email']: [message] },
          newEmail,
        },
        rateLimited ? 429 : 422,
      );
    }
  }

  if (form.intent === 'lookup') {
    const ico = normalizeIco(form.ico ?? '');
    if (!ico) return answer({ kind: 'invalid', message: null, errors: { ico: [t('checkout.ico_required')] }, values }, 422);
    if (!isValidIco(ico)) return answer({ kind: 'invalid', message: null, errors: { ico: [t('checkout.ico_invalid')] }, values }, 422);
    try {
      const company = await lookUpCompany(db, context.services.companyRegistry, ico, context.clientIp ?? 'local');
      if (!company) return answer({ kind: 'registry_failed', message: t('company.not_found'), errors: {}, values });
      const filled: InvoiceFormValues = { ...values, company: company.name, ico: company.ico };
      if (company.dic) filled.dic = company.dic;
      if (company.icDph) filled.icDph = company.icDph;
      if (company.street) filled.street = company.street;
      if (company.city) filled.city = company.city;
      if (company.zip) filled.zip = company.zip;
      if (company.country === shopCountry(config.locale)) filled.country = company.country;
      return answer({ kind: 'registry_filled', message: t('account.registry_filled', { name: company.name }), errors: {}, values: filled });
    } catch (error) {
      if (error instanceof RateLimitedError)
        return answer({ kind: 'registry_failed', message: t(error.messageKey), errors: {}, values }, 429);
      if (!(error instanceof CompanyRegistryUnavailableError)) throw error;
      console.warn(`[company-registry] ${error.message} (${error.reason})`);
      return answer({ kind: 'registry_failed', message: t('company.registry_unavailable'), errors: {}, values }, 503);
    }
  }

  const parsed = invoiceDataSchema(shopCountry(config.locale)).safeParse(form);
  if (!parsed.success) {
    return answer({ kind: 'invalid', message: t('account.form_errors'), errors: formatZodError(parsed.error, form, t), values }, 422);
  }
  let saved;
  try {
    saved = await saveInvoiceData(db, user.id, parsed.data);
  } catch (error) {
    if (error instanceof LoginEmailChangeError) {
      return answer({ kind: 'invalid', message: t('account.email_change_elsewhere'), errors: {}, values }, 422);
    }
    console.error('[account] saving invoice data failed', error);
    return answer({ kind: 'failed', message: t('account.invoice_failed'), errors: {}, values }, 500);
  }
  if (!saved) notFound();
  return answer({ kind: 'saved', message: t('account.invoice_saved'), errors: {}, values: invoiceValuesOf(saved) });
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
        result={actionData && !('form' in actionData) ? actionData : undefined}
        country={loaderData.country}
      />
      <div className="mt-10 border-t border-line pt-8">
        <EmailChangeForm
          currentEmail={loaderData.values.email ?? ''}
          result={actionData && 'form' in actionData ? actionData : undefined}
        />
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
