/**
 * /admin/nastavenia/menu: the header's top menu, the footer's bottom menu (groups with a title and links) and the
 * categories mega-menu (decision 0035). Rows are added (blank rows), removed (checkbox) and reordered
 * (order numbers) without JavaScript; a link is picked from the shop's categories, pages, blog, services, stores and
 * sections, or typed for an outside address (decision 0088); each menu is one setting saved with its audit entry and shown on the
 * storefront at once (settings cache invalidated).
 */
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/settings-menus';
import { listTopCategories, loadAdminSettings, loadSettingsAudit, saveSettingAsAdmin } from '@/domain/settings/admin-settings';
import { applyMenuLinkPicks, listMenuLinkTargets } from '@/domain/settings/admin-menu-link-targets';
import { bottommenuFromForm, categoriesMenuFromForm, topmenuFromForm } from '@/domain/settings/admin-settings-forms';
import type { SettingName } from '@/domain/settings/settings';
import { AdminErrorBoundary } from '~/components/admin/admin-error';
import { adminInputClass, adminPrimaryButton } from '~/components/admin/admin-styles';
import { AuditLogPanel } from '~/components/admin/audit-log-panel';
import { FlashMessage, UrlFlash, withFlash } from '~/components/admin/flash-message';
import { AdminField } from '~/components/admin/form-field';
import { AdminPageHeader, AdminSection } from '~/components/admin/page-header';
import { SettingsRows, countRows, flattenRows } from '~/components/admin/settings-rows';
import { SettingsTabs } from '~/components/admin/settings-tabs';
import { adminMeta } from '~/lib/admin/admin-meta';
import { requireAdminPage, type AdminRouteHandle } from '~/lib/admin/admin-guard.server';
import { readForm } from '~/lib/session/auth-session.server';
import { useT } from '~/lib/root/use-root-data';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes-guard';

export const handle = { adminRole: 'admin' } satisfies AdminRouteHandle;

const INTENTS = ['topmenu', 'bottommenu', 'categoriesMenu'] as const satisfies readonly SettingName[];
type Intent = (typeof INTENTS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context, handle.adminRole);
  const { db, t } = context.services;
  const [settings, categories, audit, linkTargets] = await Promise.all([
    loadAdminSettings(db),
    listTopCategories(db),
    loadSettingsAudit(db, INTENTS),
    listMenuLinkTargets(db, t),
  ]);
  const bottom: Record<string, string> = {};
  settings.bottommenu.forEach((group, g) => {
    bottom[`bottom.${g}.order`] = String((g + 1) * 10);
    bottom[`bottom.${g}.title`] = group.title;
    Object.assign(bottom, flattenRows(`bottom.${g}.links`, group.links));
  });
  const chosen = settings.categoriesMenu.category_ids;
  const cats: Record<string, string> = {};
  chosen.forEach((id, i) => {
    cats[`cat.${id}`] = 'on';
    cats[`cat.${id}.order`] = String((i + 1) * 10);
  });
  return { top: flattenRows('top', settings.topmenu), bottom, cats, categories, audit, linkTargets };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage(request, context, handle.adminRole);
  const { db, t, settings } = context.services;
  const posted = await readForm(request);
  const intent = (INTENTS as readonly string[]).includes(posted.intent ?? '') ? (posted.intent as Intent) : null;
  if (!intent)
    return data(
      { ok: false as const, intent: null, errors: {}, values: posted, message: t('admin.settings.error.intent') },
      { status: 422 },
    );
  const fail = (errors: Record<string, string[]>) =>
    data({ ok: false as const, intent, errors, values: posted, message: t('validation.summary') }, { status: 422 });
  // picked links go into their rows; a pick that is not one of the shop's addresses is refused (decision 0088)
  const picked =
    intent === 'categoriesMenu' ? ({ ok: true, form: posted } as const) : applyMenuLinkPicks(posted, await listMenuLinkTargets(db, t), t);
  if (!picked.ok) return fail(picked.errors);
  const form = picked.form;
  const result =
    intent === 'topmenu'
      ? topmenuFromForm(form, t)
      : intent === 'bottommenu'
        ? bottommenuFromForm(form, t)
        : categoriesMenuFromForm(
            form,
            (await listTopCategories(db)).map((c) => c.id),
            t,
          );
  if (!result.ok) return fail(result.errors);
  const saved = await saveSettingAsAdmin(db, intent, result.value, user.id, t);
  if (!saved.ok) return fail(saved.errors);
  settings.invalidate();
  throw redirect(withFlash(`/admin/nastavenia/menu#menu-${intent}`, 'admin.flash.saved'));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.settings.menus.title');

export default function AdminSettingsMenus({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const failed = actionData && !actionData.ok ? actionData : null;
  const errorsFor = (intent: Intent) => (failed && failed.intent === intent ? (failed.errors as Record<string, string[]>) : {});
  const valuesFor = (intent: Intent, saved: Record<string, string>) =>
    failed && failed.intent === intent ? (failed.values as Record<string, string>) : saved;
  const rowLabels = { orderLabel: t('admin.settings.rows.order'), removeLabel: t('admin.settings.rows.remove') };
  const linkFields = [
    { name: 'text', label: t('admin.settings.menu.text'), maxLength: 80 },
    {
      name: 'link',
      label: t('admin.settings.menu.link'),
      picker: { label: t('admin.settings.menu.pick'), noneLabel: t('admin.settings.menu.pick_none'), groups: loaderData.linkTargets },
    },
    { name: 'leave', label: t('admin.settings.menu.leave'), type: 'checkbox' as const },
  ];
  const top = valuesFor('topmenu', loaderData.top);
  const bottom = valuesFor('bottommenu', loaderData.bottom);
  const bottomErrors = errorsFor('bottommenu');
  const groupCount =
    countRows('bottom', Object.fromEntries(Object.entries(bottom).filter(([k]) => /^bottom\.\d+\.(title|order)$/.test(k)))) + 1;
  const cats = valuesFor('categoriesMenu', loaderData.cats);
  const submit = (
    <div>
      <button type="submit" className={adminPrimaryButton} disabled={busy}>
        {t('admin.settings.save')}
      </button>
    </div>
  );
  return (
    <UnsavedChangesGuard>
      <AdminPageHeader title={t('admin.settings.menus.title')} intro={t('admin.settings.menus.intro')} />
      <SettingsTabs current="/admin/nastavenia/menu" />
      <UrlFlash />
      {failed ? <FlashMessage kind="error" text={failed.message} /> : null}
      <div className="flex flex-col gap-6">
        <AdminSection title={t('admin.settings.menu.top')} id="menu-topmenu">
          <Form method="post" className="flex flex-col gap-4" key={`top-${JSON.stringify(top)}`}>
            <input type="hidden" name="intent" value="topmenu" />
            <SettingsRows
              prefix="top"
              fields={linkFields}
              values={top}
              errors={errorsFor('topmenu')}
              rowTestId="topmenu-row"
              {...rowLabels}
            />
            {submit}
          </Form>
        </AdminSection>

        <AdminSection title={t('admin.settings.menu.bottom')} id="menu-bottommenu">
          <Form method="post" className="flex flex-col gap-4" key={`bottom-${JSON.stringify(bottom)}`}>
            <input type="hidden" name="intent" value="bottommenu" />
            {Array.from({ length: groupCount }, (_, g) => (
              <fieldset key={g} className="rounded-md border border-line p-3">
                <legend className="px-1 text-sm font-semibold text-ink">
                  {bottom[`bottom.${g}.title`] || t('admin.settings.menu.new_group')}
                </legend>
                <div className="mb-3 flex flex-wrap items-end gap-3">
                  <div className="flex w-20 flex-col gap-1">
                    <label htmlFor={`bottom-${g}-order`} className="text-xs font-semibold text-ink">
                      {t('admin.settings.rows.order')}
                    </label>
                    <input
                      id={`bottom-${g}-order`}
                      name={`bottom.${g}.order`}
                      type="number"
                      defaultValue={bottom[`bottom.${g}.order`] ?? ''}
                      className={adminInputClass(false)}
                    />
                  </div>
                  <AdminField
                    id={`bottom-${g}-title`}
                    name={`bottom.${g}.title`}
                    label={t('admin.settings.menu.group_title')}
                    defaultValue={bottom[`bottom.${g}.title`]}
                    errors={bottomErrors[`bottom.${g}.title`]}
                    className="min-w-48 flex-1"
                    maxLength={80}
                  />
                  <AdminField
                    id={`bottom-${g}-remove`}
                    name={`bottom.${g}.remove`}
                    type="checkbox"
                    label={t('admin.settings.menu.remove_group')}
                  />
                </div>
                <SettingsRows
                  prefix={`bottom.${g}.links`}
                  fields={linkFields}
                  values={bottom}
                  errors={bottomErrors}
                  blank={g === groupCount - 1 ? 3 : 1}
                  {...rowLabels}
                />
              </fieldset>
            ))}
            {submit}
          </Form>
        </AdminSection>

        <AdminSection title={t('admin.settings.menu.categories')} id="menu-categoriesMenu">
          <p className="mb-3 text-sm text-muted">{t('admin.settings.menu.categories_hint')}</p>
          <Form method="post" className="flex flex-col gap-4" key={`cats-${JSON.stringify(cats)}`}>
            <input type="hidden" name="intent" value="categoriesMenu" />
            {errorsFor('categoriesMenu').category_ids ? (
              <p className="text-sm font-semibold text-danger">{errorsFor('categoriesMenu').category_ids!.join(' ')}</p>
            ) : null}
            <ul className="grid grid-cols-1 gap-2 tablet:grid-cols-2">
              {loaderData.categories.map((c) => (
                <li key={c.id} className="flex items-center gap-3 rounded-md border border-line p-2">
                  <input
                    id={`cat-${c.id}`}
                    name={`cat.${c.id}`}
                    type="checkbox"
                    defaultChecked={cats[`cat.${c.id}`] === 'on'}
                    className="h-5 w-5 accent-brand-dark"
                  />
                  <label htmlFor={`cat-${c.id}`} className="flex-1 text-sm">
                    {c.name}
                    {c.isVisible ? null : <span className="text-muted"> ({t('admin.settings.menu.hidden_category')})</span>}
                  </label>
                  <label htmlFor={`cat-${c.id}-order`} className="sr-only">
                    {t('admin.settings.menu.category_order', { name: c.name })}
                  </label>
                  <input
                    id={`cat-${c.id}-order`}
                    name={`cat.${c.id}.order`}
                    type="number"
                    defaultValue={cats[`cat.${c.id}.order`] ?? ''}
                    className={`${adminInputClass(false)} max-w-20`}
                  />
                </li>
              ))}
            </ul>
            {submit}
          </Form>
        </AdminSection>

        <AuditLogPanel entries={loaderData.audit} />
      </div>
    </UnsavedChangesGuard>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
