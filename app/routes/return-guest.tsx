import { useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/return-guest';
import { lookupGuestOrder, type ReturnableOrder } from '@/domain/returns/return-requests';
import { emailField } from '@/domain/accounts/account-fields';
import { formatZodError } from '@/lib/validation';
import { z } from '@/lib/zod';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { RouteErrorBoundary } from '~/components/error-views';
import { Field, FormErrorSummary, FormNotice } from '~/components/forms/field';
import { linkClass, primaryButtonClass } from '~/components/forms/styles';
import { useFocusFirstError } from '~/components/forms/use-form-answer';
import { ReturnRequestForm } from '~/components/returns/return-request-form';
import { formDone, formRefused } from '~/lib/http/responses.server';
import { fileReturnFromPage } from '~/lib/returns/return-action.server';
import { readForm } from '~/lib/session/auth-session.server';
import { noindexMeta } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';

/**
 * /vratenie-tovaru: a guest's withdrawal or complaint (decision 0102). Step one finds the order by its number and the
 * e-mail it was placed with (a wrong e-mail answers like an unknown number; rate limited per client address); step two
 * is the request form of the customer's order page, carrying the number and e-mail. The confirmation e-mail carries
 * the request's number. No cache: every answer is personal.
 */
const lookupSchema = z.object({ orderNumber: z.string().trim().min(1, 'validation.required').max(40), email: emailField });

type Found = { orderNumber: string; email: string; returnable: ReturnableOrder };

export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, now, t } = context.services;
  const ip = context.clientIp ?? 'local';
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const answered = await fileReturnFromPage(request.clone(), context, { kind: 'guest', ip });
    if (answered.data.ok || answered.init?.status === 429 || answered.init?.status === 404) return answered;
    // refused at a field: the form again, with the order's lines
    const form = await request.formData();
    const again = await lookupGuestOrder(
      { db, now },
      { orderNumber: String(form.get('orderNumber') ?? ''), email: String(form.get('email') ?? ''), ip },
    );
    return again.ok
      ? { ...answered.data, found: { orderNumber: again.orderNumber, email: String(form.get('email')), returnable: again.returnable } }
      : answered;
  }
  const values = await readForm(request);
  const parsed = lookupSchema.safeParse(values);
  const kept = { orderNumber: (values.orderNumber ?? '').slice(0, 40), email: (values.email ?? '').slice(0, 254) };
  if (!parsed.success) return formRefused(formatZodError(parsed.error, values, t), { intent: 'lookup', values: kept });
  const found = await lookupGuestOrder({ db, now }, { ...parsed.data, ip });
  if (!found.ok)
    return formRefused(
      { '': [t(found.code === 'rate_limited' ? 'returns.rate_limited' : 'returns.guest_not_found')] },
      {
        intent: 'lookup',
        values: kept,
        status: found.code === 'rate_limited' ? 429 : 404,
      },
    );
  return formDone(null, {
    intent: 'lookup',
    data: { orderNumber: found.orderNumber, email: parsed.data.email, returnable: found.returnable },
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => noindexMeta(matches, (t) => t('returns.guest_title'));

export default function ReturnGuestPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state !== 'idle';
  const answer = actionData && 'intent' in actionData ? actionData : null;
  const lookup = answer?.intent === 'lookup' ? answer : null;
  const found = (lookup?.ok && lookup.data ? lookup.data : answer && 'found' in answer ? answer.found : null) as Found | null;
  const returned = answer?.intent === 'return' ? answer : null;
  useFocusFirstError(formRef, lookup && !lookup.ok ? lookup.stamp : null);

  return (
    <div className="shop-container py-8">
      <Breadcrumbs crumbs={[{ id: 'vratenie', name: t('returns.guest_title'), url: '/vratenie-tovaru' }]} />
      <div className="mx-auto mt-6 flex max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-extrabold text-ink">{t('returns.guest_title')}</h1>
        {returned?.ok ? (
          <FormNotice kind="success">{returned.message}</FormNotice>
        ) : found ? (
          <section aria-labelledby={`${id}-order`} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5">
            <h2 id={`${id}-order`} className="text-xl font-bold text-ink">
              {t('returns.guest_order', { number: found.orderNumber })}
            </h2>
            <ReturnRequestForm
              returnable={found.returnable}
              errors={returned && !returned.ok ? returned.errors : null}
              values={returned && !returned.ok ? returned.values : {}}
              stamp={returned?.stamp ?? null}
              hidden={{ orderNumber: found.orderNumber, email: found.email }}
            />
          </section>
        ) : (
          <>
            <p className="text-muted">{t('returns.guest_intro')}</p>
            <FormErrorSummary
              errors={(lookup && !lookup.ok ? lookup.errors : undefined) ?? (returned && !returned.ok ? returned.errors : undefined)}
              fields={['orderNumber', 'email']}
            />
            <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
              <Field
                id={`${id}-number`}
                name="orderNumber"
                label={t('returns.order_number')}
                required
                maxLength={40}
                defaultValue={lookup?.values.orderNumber ?? ''}
                errors={lookup && !lookup.ok ? lookup.errors.orderNumber : undefined}
              />
              <Field
                id={`${id}-email`}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                label={t('returns.email')}
                required
                maxLength={254}
                defaultValue={lookup?.values.email ?? ''}
                errors={lookup && !lookup.ok ? lookup.errors.email : undefined}
              />
              <button type="submit" disabled={busy} className={`${primaryButtonClass} self-start`}>
                {t('returns.find')}
              </button>
            </Form>
            <p className="text-sm">
              <Link to="/prihlasenie" className={linkClass}>
                {t('auth.login_title')}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
