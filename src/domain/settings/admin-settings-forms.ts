/**
 * The settings page forms (flat posted fields, see readRows) → setting values validated by ADMIN_SETTING_SCHEMAS,
 * with errors keyed by the form's field names (so they show at the right row). Browser-safe.
 */
import type { Translate } from '../../i18n';
import { formatZodError, type FieldErrors } from '../../lib/validation';
import type { SettingName } from './settings';
import { ADMIN_SETTING_SCHEMAS, readRows, rowErrorsToFields, searchPlaceholdersSchema, type FormRow } from './admin-settings-schema';

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

type Form = Record<string, string>;

export const CONTACT_FIELDS = [
  'company',
  'street',
  'city',
  'zip',
  'email',
  'phone',
  'hours',
  'ico',
  'dic',
  'iban',
  'bank',
  'topNotice',
] as const;

const checked = (v: string | undefined) => v === 'on' || v === 'true';

function parse<N extends SettingName>(
  name: N,
  input: unknown,
  t: Translate,
  mapErrors: (e: FieldErrors) => FieldErrors = (e) => e,
): FormResult<unknown> {
  const parsed = ADMIN_SETTING_SCHEMAS[name].safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: mapErrors(formatZodError(parsed.error, input, t)) };
}

function links(rows: readonly FormRow[]) {
  return rows.map((r) => ({ text: r.values.text ?? '', link: r.values.link ?? '', ...(checked(r.values.leave) ? { leave: true } : {}) }));
}

export function maintenanceFromForm(form: Form, t: Translate): FormResult<unknown> {
  return parse('maintenance', { is_enabled: form.maintenance === 'on' }, t);
}

export function intropopupFromForm(form: Form, t: Translate): FormResult<unknown> {
  return parse('intropopup', { is_enabled: checked(form.is_enabled) }, t);
}

export function contactsFromForm(form: Form, t: Translate): FormResult<unknown> {
  const social = readRows(form, 'social', ['name', 'url']);
  const input = {
    ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, (form[f] ?? '').slice(0, 1000)])),
    social: social.map((r) => ({ name: r.values.name ?? '', url: r.values.url ?? '' })),
  };
  return parse('contacts', input, t, (errors) => {
    const { social: _s, ...rest } = errors;
    const socialErrors = Object.fromEntries(
      Object.entries(errors)
        .filter(([k]) => k.startsWith('social.'))
        .map(([k, v]) => [k.slice('social.'.length), v]),
    );
    const plain = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('social.')));
    return { ...plain, ...rowErrorsToFields(socialErrors, 'social', social) };
  });
}

export function topmenuFromForm(form: Form, t: Translate): FormResult<unknown> {
  const rows = readRows(form, 'top', ['text', 'link', 'leave']);
  return parse('topmenu', links(rows), t, (errors) => rowErrorsToFields(errors, 'top', rows));
}

export function bottommenuFromForm(form: Form, t: Translate): FormResult<unknown> {
  // a group without a title but with links is kept (and refused: the title is required)
  const groups = readRows(form, 'bottom', ['title'], (n) => readRows(form, `bottom.${n}.links`, ['text', 'link', 'leave']).length > 0);
  // a group's links: bottom.<g>.links.<n>.<field>
  const inner = groups.map((g) => readRows(form, `bottom.${g.index}.links`, ['text', 'link', 'leave']));
  const input = groups.map((g, i) => ({ title: g.values.title ?? '', links: links(inner[i]!) }));
  return parse('bottommenu', input, t, (errors) =>
    rowErrorsToFields(errors, 'bottom', groups, { inner: 'links', innerRows: (outer) => inner[outer] ?? [] }),
  );
}

/** cat.<id> checkboxes with cat.<id>.order numbers, among the known top categories. */
export function categoriesMenuFromForm(form: Form, topCategoryIds: readonly number[], t: Translate): FormResult<unknown> {
  const chosen = topCategoryIds
    .map((id, index) => ({
      id,
      index,
      on: checked(form[`cat.${id}`]),
      order: Number((form[`cat.${id}.order`] ?? '').trim() || 1_000_000 + index),
    }))
    .filter((c) => c.on)
    .sort((a, b) => (Number.isFinite(a.order) ? a.order : 1e9) - (Number.isFinite(b.order) ? b.order : 1e9) || a.index - b.index);
  return parse('categoriesMenu', { category_ids: chosen.map((c) => c.id) }, t);
}

export function placeholdersFromForm(form: Form, t: Translate): FormResult<string[]> {
  const rows = readRows(form, 'ph', ['text']);
  const input = { items: rows.map((r) => ({ text: r.values.text ?? '' })) };
  const parsed = searchPlaceholdersSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data.items.map((i) => i.text) };
  const errors = formatZodError(parsed.error, input, t);
  const itemErrors = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^items\.?/, ''), v]));
  return { ok: false, errors: rowErrorsToFields(itemErrors, 'ph', rows) };
}
