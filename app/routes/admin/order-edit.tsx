/**
 * /admin/objednavky/{id}/upravit: editing an order not yet shipped (decision 0083) — contact, invoice and delivery
 * address, line quantities (0 or "Odstrániť" removes a line), one product to add by its code. The action validates
 * with orderEditSchema (the body of PATCH /api/admin/orders/{id}) and calls editOrderAsAdmin, like the API; after a
 * save the order detail shows the new totals and the edit in its history. Works without JavaScript.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/order-edit';
import { editOrderAsAdmin, loadOrderEditForm, type OrderEditForm } from '@/domain/orders/admin-order-edit';
import { ORDER_EDIT_MAX_QUANTITY, orderEditFormInput, orderEditSchema } from '@/domain/orders/admin-order-edit-schema';
import { formatMoney } from '@/domain/pricing/pricing';
import { PHONE_PREFIXES } from '@/lib/constants';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminInputClass, adminLinkClass, adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { FlashMessage, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes-guard';
import { adminMeta } from '~/lib/admin/admin-meta';
import { adminNotFound, adminParamId, requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const order = await loadOrderEditForm(context.services.db, id);
  if (!order) return adminNotFound(context);
  return { order };
}

/** Schema paths → the page's field names (lines by index → qty.<line id>). */
function formErrors(errors: FieldErrors, lineIds: readonly number[]): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const line = /^lines\.(\d+)\./.exec(path);
    const field = path.startsWith('contact.')
      ? path.slice('contact.'.length)
      : line
        ? `qty.${lineIds[Number(line[1])] ?? ''}`
        : path.startsWith('add.')
          ? path.endsWith('.quantity')
            ? 'addQuantity'
            : 'addCode'
          : path;
    (out[field] ??= []).push(...messages);
  }
  return out;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const id = adminParamId(params.id, context);
  const { t, db, now } = context.services;
  const order = await loadOrderEditForm(db, id);
  if (!order) return adminNotFound(context);
  const form = await readForm(request);
  const input = orderEditFormInput(form, order.hasDeliveryAddress);
  const lineIds = ((input.lines as Array<{ id: number }>) ?? []).map((l) => l.id);
  const parsed = orderEditSchema.safeParse(input);
  if (!parsed.success) {
    const errors = formErrors(formatZodError(parsed.error, input, t), lineIds);
    return data({ ok: false as const, message: t('validation.summary'), errors, values: form }, { status: 422 });
  }
  const result = await editOrderAsAdmin({ db, t, now }, id, parsed.data, { userId: user.id });
  if (!result.ok && result.code === 'not_found') return adminNotFound(context);
  if (!result.ok && result.code === 'not_editable') {
    return data({ ok: false as const, message: result.message, errors: {} as FieldErrors, values: form }, { status: 422 });
  }
  if (!result.ok) {
    return data(
      { ok: false as const, message: t('validation.summary'), errors: formErrors(result.errors, lineIds), values: form },
      { status: 422 },
    );
  }
  throw redirect(
    withFlash(`/admin/objednavky/${id}`, result.changed ? 'admin.order_edit.flash.saved' : 'admin.order_edit.flash.unchanged'),
  );
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) => {
  const number = (loaderData as { order?: { number: string } } | undefined)?.order?.number;
  return adminMeta(matches, number ? { text: `Úprava objednávky ${number}` } : 'admin.orders.title');
};

export default function AdminOrderEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { order } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const errors: FieldErrors = actionData && !actionData.ok ? actionData.errors : {};
  const values: Record<string, string> | null = actionData && !actionData.ok ? actionData.values : null;
  const back = `/admin/objednavky/${order.id}`;
  return (
    <>
      <p className="mb-2">
        <Link to={back} className={adminLinkClass}>
          ← {t('admin.order_edit.cancel')}
        </Link>
      </p>
      <AdminPageHeader title={t('admin.order_edit.title', { number: order.number })} intro={t('admin.order_edit.intro')} />
      {actionData && !actionData.ok ? <FlashMessage kind="error" text={actionData.message} /> : null}
      {errors.lines ? <FlashMessage kind="error" text={errors.lines.join(' ')} /> : null}
      {!order.editable ? (
        <p className="rounded-md border border-line bg-white p-4 text-sm" data-testid="order-not-editable">
          {t('admin.order_edit.not_editable')}
        </p>
      ) : (
        <UnsavedChangesGuard>
          <Form method="post" key={actionData ? 'refused' : 'fresh'} className="flex flex-col gap-6" noValidate>
            <ContactSection order={order} values={values} errors={errors} />
            <AddressSection
              prefix="invoice"
              title={t('admin.order_edit.invoice')}
              address={order.invoice}
              values={values}
              errors={errors}
            />
            {order.hasDeliveryAddress ? <DeliverySection order={order} values={values} errors={errors} /> : null}
            <LinesSection order={order} values={values} errors={errors} />
            <AdminSection title={t('admin.order_edit.add')} id="order-edit-add">
              <div className="grid gap-3 tablet:grid-cols-[2fr_1fr]">
                <AdminField
                  name="addCode"
                  label={t('admin.order_edit.add_code')}
                  hint={t('admin.order_edit.add_code_hint')}
                  defaultValue={values?.addCode ?? ''}
                  errors={errors.addCode}
                  autoComplete="off"
                  maxLength={100}
                />
                <AdminField
                  name="addQuantity"
                  label={t('admin.order_edit.add_quantity')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={ORDER_EDIT_MAX_QUANTITY}
                  defaultValue={values?.addQuantity ?? '1'}
                  errors={errors.addQuantity}
                />
              </div>
            </AdminSection>
            <AdminField name="note" label={t('admin.order_edit.note')} maxLength={500} defaultValue={values?.note ?? ''} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={adminPrimaryButton} disabled={busy}>
                {t('admin.order_edit.save')}
              </button>
              <Link to={back} className={adminSecondaryButton}>
                {t('admin.order_edit.cancel')}
              </Link>
            </div>
          </Form>
        </UnsavedChangesGuard>
      )}
    </>
  );
}

interface PartProps {
  order: OrderEditForm;
  values: Record<string, string> | null;
  errors: FieldErrors;
}

function ContactSection({ order, values, errors }: PartProps) {
  const t = useT();
  return (
    <AdminSection title={t('admin.order_edit.contact')} id="order-edit-contact">
      <div className="grid gap-3 tablet:grid-cols-[2fr_1fr_2fr]">
        <AdminField
          name="email"
          type="email"
          label={t('admin.order_edit.email')}
          defaultValue={values?.email ?? order.email}
          errors={errors.email}
          autoComplete="off"
          required
        />
        <AdminField
          name="phonePrefix"
          as="select"
          label={t('admin.order_edit.phone_prefix')}
          options={PHONE_PREFIXES.map((p) => ({ value: p, label: p || '—' }))}
          defaultValue={values?.phonePrefix ?? order.phonePrefix}
          errors={errors.phonePrefix}
        />
        <AdminField
          name="phone"
          type="tel"
          label={t('admin.order_edit.phone')}
          defaultValue={values?.phone ?? order.phone}
          errors={errors.phone}
          autoComplete="off"
          required
        />
      </div>
    </AdminSection>
  );
}

function AddressSection({
  prefix,
  title,
  address,
  values,
  errors,
}: {
  prefix: 'invoice' | 'delivery';
  title: string;
  address: OrderEditForm['invoice'] | null;
  values: Record<string, string> | null;
  errors: FieldErrors;
}) {
  const t = useT();
  const field = (name: 'firstname' | 'lastname' | 'company' | 'street' | 'city' | 'zip') => (
    <AdminField
      name={`${prefix}.${name}`}
      label={t(`admin.order_edit.${name}`)}
      defaultValue={values ? (values[`${prefix}.${name}`] ?? '') : (address?.[name] ?? '')}
      errors={errors[`${prefix}.${name}`]}
      autoComplete="off"
      required={name !== 'company'}
      maxLength={200}
    />
  );
  return (
    <AdminSection title={title} id={`order-edit-${prefix}`}>
      <div className="grid gap-3 tablet:grid-cols-2">
        {field('firstname')}
        {field('lastname')}
        {field('company')}
        {field('street')}
        {field('city')}
        {field('zip')}
        <AdminField
          name={`${prefix}.country`}
          as="select"
          label={t('admin.order_edit.country')}
          options={(['SK', 'CZ'] as const).map((c) => ({ value: c, label: t(`admin.order_edit.country.${c}`) }))}
          defaultValue={values?.[`${prefix}.country`] ?? address?.country ?? 'SK'}
          errors={errors[`${prefix}.country`]}
        />
      </div>
    </AdminSection>
  );
}

function DeliverySection({ order, values, errors }: PartProps) {
  const t = useT();
  const different = values ? Boolean(values.differentDelivery) : order.delivery !== null;
  return (
    <div className="flex flex-col gap-3">
      <AdminField
        name="differentDelivery"
        type="checkbox"
        label={t('admin.order_edit.different_delivery')}
        defaultChecked={different}
        value="1"
      />
      <AddressSection
        prefix="delivery"
        title={t('admin.order_edit.delivery')}
        address={order.delivery ?? order.invoice}
        values={values}
        errors={errors}
      />
    </div>
  );
}

function LinesSection({ order, values, errors }: PartProps) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <AdminSection title={t('admin.order_edit.lines')} id="order-edit-lines">
      <ul className="flex flex-col divide-y divide-line" data-testid="order-edit-lines">
        {order.lines.map((line) => {
          const label = line.variantName ? `${line.name} – ${line.variantName}` : line.name;
          const qtyId = `admin-qty-${line.id}`;
          const lineErrors = errors[`qty.${line.id}`];
          return (
            <li key={line.id} className={`flex flex-wrap items-end gap-3 py-3 ${line.parentId ? 'pl-6' : ''}`}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{label}</p>
                <p className="text-xs text-muted">
                  {line.code ? `${line.code} · ` : ''}
                  {t('admin.order_edit.unit_price')}: {money(line.unitPrice)}
                </p>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={qtyId} className="text-sm font-semibold text-ink">
                  <span className="sr-only">{t('admin.order_edit.quantity_of', { item: label })}</span>
                  <span aria-hidden="true">{t('admin.order.item_quantity')}</span>
                </label>
                <input
                  id={qtyId}
                  name={`qty.${line.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={ORDER_EDIT_MAX_QUANTITY}
                  defaultValue={values?.[`qty.${line.id}`] ?? line.quantity}
                  aria-invalid={lineErrors?.length ? true : undefined}
                  aria-describedby={lineErrors?.length ? `${qtyId}-error` : undefined}
                  className={`${adminInputClass(Boolean(lineErrors?.length))} w-24`}
                />
                {lineErrors?.length ? (
                  <p id={`${qtyId}-error`} className="text-sm font-semibold text-danger">
                    {lineErrors.join(' ')}
                  </p>
                ) : null}
              </div>
              <div className="flex items-center gap-2 pb-2">
                <input
                  id={`admin-remove-${line.id}`}
                  type="checkbox"
                  name={`remove.${line.id}`}
                  value="1"
                  defaultChecked={Boolean(values?.[`remove.${line.id}`])}
                  className="size-4"
                />
                <label htmlFor={`admin-remove-${line.id}`} className="text-sm">
                  <span aria-hidden="true">{t('admin.order_edit.remove')}</span>
                  <span className="sr-only">{t('admin.order_edit.remove_of', { item: label })}</span>
                </label>
              </div>
            </li>
          );
        })}
      </ul>
    </AdminSection>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
