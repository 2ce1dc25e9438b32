/**
 * /admin/nastavenia: shop settings (decision 0035): maintenance on/off (the storefront obeys at once: the
 * settings cache is invalidated on save, other app servers within its 1 s TTL), intro popup, contacts with social
 * links, the rotating search placeholders, and the thresholds per currency (free delivery, rounding step — decision
 * 0060). Menus, banners and subscribers have their own pages (tabs). Each form
 * saves one setting in one transaction with its audit entry; values are validated by the schemas extending the
 * storefront's (src/domain/settings/admin-settings-schema.ts); after a refused save the typed values come back.
 */
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/settings';
import {
  listPlaceholderTexts,
  loadAdminSettings,
  loadSettingsAudit,
  replaceSearchPlaceholders,
  saveSettingAsAdmin,
} from '@/domain/settings/admin-settings';
import { listCurrencyThresholds, saveCurrencyThresholds } from '@/domain/pricing/admin-currency-thresholds';
import {
  currencyThresholdFormValues,
  currencyThresholdsFromForm,
  THRESHOLD_STEPS,
} from '@/domain/pricing/admin-currency-thresholds-schema';
import {
  CONTACT_FIELDS,
  contactsFromForm,
  intropopupFromForm,
  maintenanceFromForm,
  placeholdersFromForm,
  type FormResult,
} from '@/domain/settings/admin-settings-forms';
import type { SettingName } from '@/domain/settings/settings';
import type { MessageKey } from '@/i18n';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminDangerButton, adminPrimaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel } from '~/components/admin/audit-log-panel';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { SettingsRows, flattenRows } from '~/components/admin/settings-rows';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes-guard';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const INTENTS = ['maintenance', 'intropopup', 'contacts', 'placeholders', 'currencies'] as const;
type Intent = (typeof INTENTS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db } = context.services;
  const [settings, placeholders, audit, currencies] = await Promise.all([
    loadAdminSettings(db),
    listPlaceholderTexts(db),
    loadSettingsAudit(db, ['maintenance', 'intropopup', 'contacts']),
    listCurrencyThresholds(db),
  ]);
  const contacts: Record<string, string> = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(settings.contacts[f] ?? '')]));
  return {
    maintenance: settings.maintenance.is_enabled,
    intropopup: settings.intropopup.is_enabled,
    contacts: { ...contacts, ...flattenRows('social', settings.contacts.social) },
    placeholders: flattenRows(
      'ph',
      placeholders.map((text) => ({ text })),
    ),
    currencies: currencies.map(({ id, code, decimals }) => ({ id, code, decimals })),
    currencyValues: currencyThresholdFormValues(currencies),
    audit,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, t, settings: settingsCache, frame } = context.services;
  const form = await readForm(request);
  const intent = (INTENTS as readonly string[]).includes(form.intent ?? '') ? (form.intent as Intent) : null;
  if (!intent)
    return data({ ok: false as const, intent: null, errors: {}, values: form, message: t('admin.settings.error.intent') }, { status: 422 });
  const fail = (errors: Record<string, string[]>) =>
    data({ ok: false as const, intent, errors, values: form, message: t('validation.summary') }, { status: 422 });

  if (intent === 'placeholders') {
    const result = placeholdersFromForm(form, t);
    if (!result.ok) return fail(result.errors);
    await replaceSearchPlaceholders(db, result.value, user.id);
    frame.invalidate();
    throw redirect(withFlash('/admin/nastavenia#settings-placeholders', 'admin.flash.saved'));
  }
  if (intent === 'currencies') {
    const result = currencyThresholdsFromForm(form, await listCurrencyThresholds(db), t);
    if (!result.ok) return fail(result.errors);
    await saveCurrencyThresholds(db, result.value, user.id);
    frame.invalidate(); // the storefront reads currencies (and so the thresholds) from the frame cache
    throw redirect(withFlash('/admin/nastavenia#settings-currencies', 'admin.flash.saved'));
  }
  const byIntent: Record<
    Exclude<Intent, 'placeholders' | 'currencies'>,
    [SettingName, (f: Record<string, string>) => FormResult<unknown>]
  > = {
    maintenance: ['maintenance', (f) => maintenanceFromForm(f, t)],
    intropopup: ['intropopup', (f) => intropopupFromForm(f, t)],
    contacts: ['contacts', (f) => contactsFromForm(f, t)],
  };
  const [name, read] = byIntent[intent];
  const result = read(form);
  if (!result.ok) return fail(result.errors);
  const saved = await saveSettingAsAdmin(db, name, result.value, user.id, t);
  if (!saved.ok) return fail(saved.errors);
  settingsCache.invalidate();
  const flash: MessageKey =
    intent === 'maintenance'
      ? (result.value as { is_enabled: boolean }).is_enabled
        ? 'admin.settings.flash.maintenance_on'
        : 'admin.settings.flash.maintenance_off'
      : 'admin.flash.saved';
  throw redirect(withFlash(`/admin/nastavenia#settings-${intent}`, flash));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.settings.title');

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const failed = actionData && !actionData.ok ? actionData : null;
  const errorsFor = (intent: Intent) => (failed && failed.intent === intent ? failed.errors : {});
  const valuesFor = (intent: Intent, saved: Record<string, string>) => (failed && failed.intent === intent ? failed.values : saved);
  const contacts = valuesFor('contacts', loaderData.contacts);
  const contactErrors = errorsFor('contacts') as Record<string, string[]>;
  const rowLabels = { orderLabel: t('admin.settings.rows.order'), removeLabel: t('admin.settings.rows.remove') };
  return (
    <UnsavedChangesGuard>
      <AdminPageHeader title={t('admin.settings.title')} />
      <SettingsTabs current="/admin/nastavenia" />
      <UrlFlash />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      <div className="flex flex-col gap-6">
        <AdminSection title={t('admin.settings.maintenance.title')} id="settings-maintenance">
          <p className="mb-3 text-sm" data-testid="maintenance-state">
            {loaderData.maintenance ? (
              <strong className="text-danger">{t('admin.settings.maintenance.on')}</strong>
            ) : (
              <strong className="text-success">{t('admin.settings.maintenance.off')}</strong>
            )}
          </p>
          <p className="mb-3 text-sm text-muted">{t('admin.settings.maintenance.hint')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="maintenance" />
            {loaderData.maintenance ? (
              <button type="submit" name="maintenance" value="off" className={adminPrimaryButton} disabled={busy}>
                {t('admin.settings.maintenance.turn_off')}
              </button>
            ) : (
              <button type="submit" name="maintenance" value="on" className={adminDangerButton} disabled={busy}>
                {t('admin.settings.maintenance.turn_on')}
              </button>
            )}
          </Form>
        </AdminSection>

        <AdminSection title={t('admin.settings.intropopup.title')} id="settings-intropopup">
          <Form method="post" className="flex flex-col gap-3" key={`intro-${loaderData.intropopup}`}>
            <input type="hidden" name="intent" value="intropopup" />
            <AdminField
              name="is_enabled"
              type="checkbox"
              label={t('admin.settings.intropopup.enabled')}
              defaultChecked={loaderData.intropopup}
              hint={t('admin.settings.intropopup.hint')}
            />
            <div>
              <button type="submit" className={adminPrimaryButton} disabled={busy}>
                {t('admin.settings.save')}
              </button>
            </div>
          </Form>
        </AdminSection>

        <AdminSection title={t('admin.settings.contacts.title')} id="settings-contacts">
          <Form method="post" className="flex flex-col gap-4" key={`contacts-${JSON.stringify(contacts)}`}>
            <input type="hidden" name="intent" value="contacts" />
            <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">
              {CONTACT_FIELDS.map((f) => (
                <AdminField
                  key={f}
                  name={f}
                  id={`contacts-${f}`}
                  label={t(`admin.settings.contacts.${f}` as MessageKey)}
                  defaultValue={contacts[f]}
                  errors={contactErrors[f]}
                  required={f === 'company'}
                  maxLength={f === 'hours' || f === 'topNotice' ? 300 : 200}
                />
              ))}
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-ink">{t('admin.settings.contacts.social')}</legend>
              <SettingsRows
                prefix="social"
                fields={[
                  { name: 'name', label: t('admin.settings.contacts.social_name'), className: 'max-w-48' },
                  { name: 'url', label: t('admin.settings.contacts.social_url') },
                ]}
                values={contacts}
                errors={contactErrors}
                blank={1}
                {...rowLabels}
              />
            </fieldset>
            <div>
              <button type="submit" className={adminPrimaryButton} disabled={busy}>
                {t('admin.settings.save')}
              </button>
            </div>
          </Form>
        </AdminSection>

        <AdminSection title={t('admin.settings.placeholders.title')} id="settings-placeholders">
          <p className="mb-3 text-sm text-muted">{t('admin.settings.placeholders.hint')}</p>
          <Form
            method="post"
            className="flex flex-col gap-4"
            key={`ph-${JSON.stringify(valuesFor('placeholders', loaderData.placeholders))}`}
          >
            <input type="hidden" name="intent" value="placeholders" />
            <SettingsRows
              prefix="ph"
              fields={[{ name: 'text', label: t('admin.settings.placeholders.text'), maxLength: 120 }]}
              values={valuesFor('placeholders', loaderData.placeholders)}
              errors={errorsFor('placeholders') as Record<string, string[]>}
              {...rowLabels}
            />
            <div>
              <button type="submit" className={adminPrimaryButton} disabled={busy}>
                {t('admin.settings.save')}
              </button>
            </div>
          </Form>
        </AdminSection>

        <AdminSection title={t('admin.currencies.title')} id="settings-currencies">
          <p className="mb-3 text-sm text-muted">{t('admin.currencies.hint')}</p>
          <Form
            method="post"
            className="flex flex-col gap-4"
            key={`cur-${JSON.stringify(valuesFor('currencies', loaderData.currencyValues))}`}
          >
            <input type="hidden" name="intent" value="currencies" />
            {loaderData.currencies.map((c) => {
              const values = valuesFor('currencies', loaderData.currencyValues);
              const errors = errorsFor('currencies') as Record<string, string[]>;
              const unit = 10 ** c.decimals;
              return (
                <fieldset key={c.id} className="grid grid-cols-1 gap-4 tablet:grid-cols-2" data-testid={`currency-thresholds-${c.code}`}>
                  <legend className="mb-2 text-sm font-semibold text-ink">{c.code}</legend>
                  <AdminField
                    name={`cur.${c.id}.freeDeliveryFrom`}
                    label={t('admin.currencies.free_delivery_from', { code: c.code })}
                    hint={t('admin.currencies.free_delivery_from_hint')}
                    defaultValue={values[`cur.${c.id}.freeDeliveryFrom`]}
                    errors={errors[`cur.${c.id}.freeDeliveryFrom`]}
                    inputMode="decimal"
                  />
                  <AdminField
                    name={`cur.${c.id}.thresholdStep`}
                    as="select"
                    label={t('admin.currencies.threshold_step')}
                    hint={t('admin.currencies.threshold_step_hint')}
                    options={THRESHOLD_STEPS.map((step) => ({
                      value: String(step),
                      label: `${(step / unit).toLocaleString('sk-SK', { maximumFractionDigits: c.decimals })} ${c.code}`,
                    }))}
                    defaultValue={values[`cur.${c.id}.thresholdStep`]}
                    errors={errors[`cur.${c.id}.thresholdStep`]}
                  />
                </fieldset>
              );
            })}
            <div>
              <button type="submit" className={adminPrimaryButton} disabled={busy}>
                {t('admin.settings.save')}
              </button>
            </div>
          </Form>
        </AdminSection>

        <AuditLogPanel entries={loaderData.audit} />
      </div>
    </UnsavedChangesGuard>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
