/**
 * /admin/nastavenia/doprava-a-platba (decision 0124): the carriers and payment methods the checkout offers — name,
 * fee with VAT in the main currency, delivery time, the carrier's tracking page, offered or not. One form per method,
 * saved by saveDeliveryMethodSettings, the function PUT /api/admin/carriers/{id} and
 * /api/admin/payment-methods/{id} call; validated by the shared schemas. The frame cache (checkout options, delivery
 * texts) is dropped on every app server after a save.
 */
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/settings-delivery';
import {
  loadDeliveryPaymentSettings,
  saveDeliveryMethodSettings,
  type AdminCarrier,
  type AdminPaymentMethod,
  type DeliveryPaymentSettings,
} from '@/domain/checkout/admin-delivery-payment';
import { deliverySettingsFromForm, feeFormValue } from '@/domain/checkout/admin-delivery-payment-schema';
import { loadMainCurrency } from '@/domain/pricing/main-currency';
import { formatMoney } from '@/domain/pricing/pricing';
import type { FieldErrors } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminPrimaryButton } from '~/components/admin/admin-styles';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const PATH = '/admin/nastavenia/doprava-a-platba';
type Kind = 'carrier' | 'payment';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  return { settings: await loadDeliveryPaymentSettings(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, t, frame } = context.services;
  const form = await readForm(request);
  const kind: Kind | null = form.intent === 'carrier' || form.intent === 'payment' ? form.intent : null;
  const id = Number(form.id);
  const refuse = (errors: FieldErrors) => data({ kind, id, errors, values: form, message: t('validation.summary') }, { status: 422 });
  if (!kind || !Number.isSafeInteger(id) || id < 1) return refuse({});
  const parsed = deliverySettingsFromForm(kind, form, (await loadMainCurrency(db)).decimals, t);
  if (!parsed.ok) return refuse(parsed.errors);
  const saved = await saveDeliveryMethodSettings(db, kind, id, parsed.value, user.id, t);
  if (saved === null) throw data(null, { status: 404 });
  if (!saved.ok) return refuse(saved.errors);
  frame.invalidate();
  throw redirect(withFlash(`${PATH}#${kind}-${id}`, 'admin.delivery.flash.saved'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.delivery.title');

interface Refused {
  kind: Kind | null;
  id: number;
  errors: FieldErrors;
  values: Record<string, string>;
}

export default function AdminDeliverySettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { settings } = loaderData;
  const refused = (actionData ?? null) as Refused | null;
  return (
    <>
      <AdminPageHeader title={t('admin.delivery.title')} intro={t('admin.delivery.intro', { currency: settings.currency.code })} />
      <SettingsTabs current={PATH} />
      <UrlFlash />
      <FlashMessage kind="error" text={actionData?.message} />
      <div className="grid max-w-3xl gap-6">
        <AdminSection title={t('admin.delivery.carriers')} id="carriers">
          <ul className="grid gap-4">
            {settings.carriers.map((c) => (
              <li key={c.id}>
                <MethodForm
                  kind="carrier"
                  method={c}
                  settings={settings}
                  refused={refused?.kind === 'carrier' && refused.id === c.id ? refused : null}
                />
              </li>
            ))}
          </ul>
        </AdminSection>
        <AdminSection title={t('admin.delivery.payments')} id="payments">
          <ul className="grid gap-4">
            {settings.paymentMethods.map((p) => (
              <li key={p.id}>
                <MethodForm
                  kind="payment"
                  method={p}
                  settings={settings}
                  refused={refused?.kind === 'payment' && refused.id === p.id ? refused : null}
                />
              </li>
            ))}
          </ul>
        </AdminSection>
      </div>
    </>
  );
}

function MethodForm({
  kind,
  method,
  settings,
  refused,
}: {
  kind: Kind;
  method: AdminCarrier | AdminPaymentMethod;
  settings: DeliveryPaymentSettings;
  refused: Refused | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('id') === String(method.id) && navigation.formData?.get('intent') === kind;
  const carrier = kind === 'carrier' ? (method as AdminCarrier) : null;
  const values = refused?.values;
  const errors = refused?.errors ?? {};
  const key = `${kind}-${method.id}`;
  const others = method.otherPrices.map((o) => formatMoney(o.priceGross, o)).join(', ');
  return (
    <Form method="post" noValidate id={key} aria-labelledby={`${key}-title`} className="grid gap-3 rounded-md border border-line p-3">
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="id" value={method.id} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${key}-title`} className="font-bold text-ink">
          {method.name}
        </h3>
        <p className="text-sm text-muted">
          {t('admin.delivery.code', { code: method.code })} ·{' '}
          {method.isActive ? t('admin.delivery.offered') : t('admin.delivery.not_offered')}
        </p>
      </div>
      <div className="grid gap-3 tablet:grid-cols-2">
        <AdminField
          id={`${key}-name`}
          name="name"
          label={t('admin.delivery.name')}
          defaultValue={values?.name ?? method.name}
          errors={errors.name}
          maxLength={120}
          required
        />
        <AdminField
          id={`${key}-price`}
          name="priceGross"
          label={t('admin.delivery.price', { currency: settings.currency.code })}
          defaultValue={values?.priceGross ?? feeFormValue(method.priceGross, settings.currency.decimals)}
          errors={errors.priceGross}
          inputMode="decimal"
          hint={
            others
              ? t('admin.delivery.price_hint', { vat: method.vatPercent, others })
              : t('admin.delivery.price_hint_single', { vat: method.vatPercent })
          }
          required
        />
      </div>
      {carrier && (
        <>
          <AdminField
            id={`${key}-days`}
            name="deliveryDays"
            label={t('admin.delivery.delivery_days')}
            defaultValue={values?.deliveryDays ?? carrier.deliveryDays ?? ''}
            errors={errors.deliveryDays}
            maxLength={200}
          />
          <AdminField
            id={`${key}-tracking`}
            name="trackingUrl"
            type="url"
            label={t('admin.delivery.tracking_url')}
            defaultValue={values?.trackingUrl ?? carrier.trackingUrl ?? ''}
            errors={errors.trackingUrl}
            hint={t('admin.delivery.tracking_hint')}
            maxLength={500}
          />
        </>
      )}
      <AdminField
        id={`${key}-active`}
        name="isActive"
        type="checkbox"
        label={t('admin.delivery.active')}
        defaultChecked={values ? values.isActive === 'on' : method.isActive}
        errors={errors.isActive}
      />
      <div>
        <button type="submit" className={adminPrimaryButton} disabled={busy}>
          {t('admin.delivery.save')}
        </button>
      </div>
    </Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
