/**
 * A list of editable rows for the settings forms (menus, social links, search placeholders) that works without
 * JavaScript: each row posts `<prefix>.<n>.<field>`, an order number (rows are saved sorted by it) and a remove
 * checkbox; `blank` empty rows at the end add new entries. The server reads them with readRows()
 * (src/domain/settings/admin-settings-schema.ts). Values are a flat record (the saved rows through flattenRows(), or the
 * posted form after a refused save), so the admin's input survives every error.
 */
import { adminInputClass } from './admin-styles';

export interface RowField {
  name: string;
  label: string;
  type?: 'text' | 'checkbox';
  /**
   * a picker of the shop's addresses next to this text field (menu links, decision 0088): a select posted as
   * `<prefix>.<n>.pick`, which the server puts into the field; with JavaScript choosing fills the field, typing clears it
   */
  picker?: {
    label: string;
    noneLabel: string;
    groups: ReadonlyArray<{ label: string; options: ReadonlyArray<{ value: string; label: string }> }>;
  };
  /** tailwind width class of the cell */
  className?: string;
  maxLength?: number;
}

/** Saved rows → flat form values with order numbers 10, 20, … */
export function flattenRows(prefix: string, rows: ReadonlyArray<Record<string, string | boolean | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  rows.forEach((row, n) => {
    out[`${prefix}.${n}.order`] = String((n + 1) * 10);
    for (const [field, value] of Object.entries(row)) {
      if (typeof value === 'boolean') {
        if (value) out[`${prefix}.${n}.${field}`] = 'on';
      } else if (value !== undefined) out[`${prefix}.${n}.${field}`] = value;
    }
  });
  return out;
}

/** How many rows the flat values hold under `prefix` (highest index + 1). */
export function countRows(prefix: string, values: Record<string, string>): number {
  let max = -1;
  const re = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.[a-zA-Z]+$`);
  for (const key of Object.keys(values)) {
    const m = re.exec(key);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}

export function SettingsRows({
  prefix,
  fields,
  values,
  errors,
  blank = 2,
  orderLabel,
  removeLabel,
  rowTestId,
}: {
  prefix: string;
  fields: readonly RowField[];
  values: Record<string, string>;
  errors: Record<string, readonly string[] | undefined>;
  blank?: number;
  orderLabel: string;
  removeLabel: string;
  rowTestId?: string;
}) {
  const count = countRows(prefix, values) + blank;
  const idOf = (n: number, field: string) => `${prefix}-${n}-${field}`.replace(/[^a-zA-Z0-9_-]/g, '-');
  return (
    <ol className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, n) => {
        const rowErrors = [...fields.map((f) => f.name), 'order'].flatMap((f) => errors[`${prefix}.${n}.${f}`] ?? []);
        return (
          <li key={n} className="rounded-md border border-line p-3" data-testid={rowTestId}>
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex w-20 flex-col gap-1">
                <label htmlFor={idOf(n, 'order')} className="text-xs font-semibold text-ink">
                  {orderLabel}
                </label>
                <input
                  id={idOf(n, 'order')}
                  name={`${prefix}.${n}.order`}
                  type="number"
                  inputMode="numeric"
                  defaultValue={values[`${prefix}.${n}.order`] ?? ''}
                  className={adminInputClass(false)}
                />
              </div>
              {fields.map((f) => {
                const name = `${prefix}.${n}.${f.name}`;
                const id = idOf(n, f.name);
                const invalid = Boolean(errors[name]?.length);
                if (f.type === 'checkbox') {
                  return (
                    <div key={f.name} className="flex min-h-10 items-center gap-2">
                      <input
                        id={id}
                        name={name}
                        type="checkbox"
                        defaultChecked={values[name] === 'on'}
                        className="h-5 w-5 accent-brand-dark"
                      />
                      <label htmlFor={id} className="text-sm text-ink">
                        {f.label}
                      </label>
                    </div>
                  );
                }
                const pickId = idOf(n, `${f.name}-pick`);
                const pickName = `${prefix}.${n}.pick`;
                return (
                  <div key={f.name} className={`flex min-w-40 flex-1 flex-col gap-1 ${f.className ?? ''}`}>
                    {f.picker ? (
                      <>
                        <label htmlFor={pickId} className="text-xs font-semibold text-ink">
                          {f.picker.label}
                        </label>
                        <select
                          id={pickId}
                          name={pickName}
                          defaultValue={values[pickName] ?? ''}
                          className={adminInputClass(false)}
                          onChange={(event) => {
                            const input = document.getElementById(id) as HTMLInputElement | null;
                            if (input && event.target.value) input.value = event.target.value;
                          }}
                        >
                          <option value="">{f.picker.noneLabel}</option>
                          {f.picker.groups.map((g) => (
                            <optgroup key={g.label} label={g.label}>
                              {g.options.map((o) => (
                                <option key={o.value} value={o.value}>
                                  {o.label}
                                </option>
                              ))}
                            </optgroup>
                          ))}
                        </select>
                      </>
                    ) : null}
                    <label htmlFor={id} className="text-xs font-semibold text-ink">
                      {f.label}
                    </label>
                    <input
                      id={id}
                      name={name}
                      type="text"
                      maxLength={f.maxLength ?? 500}
                      defaultValue={values[name] ?? ''}
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? `${id}-error` : undefined}
                      className={adminInputClass(invalid)}
                      onChange={
                        f.picker
                          ? () => {
                              // a typed address wins over an earlier pick
                              const select = document.getElementById(pickId) as HTMLSelectElement | null;
                              if (select) select.value = '';
                            }
                          : undefined
                      }
                    />
                    {invalid ? (
                      <p id={`${id}-error`} className="text-sm font-semibold text-danger" data-field-error>
                        {errors[name]!.join(' ')}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <div className="flex min-h-10 items-center gap-2">
                <input id={idOf(n, 'remove')} name={`${prefix}.${n}.remove`} type="checkbox" className="h-5 w-5 accent-danger" />
                <label htmlFor={idOf(n, 'remove')} className="text-sm text-danger">
                  {removeLabel}
                </label>
              </div>
            </div>
            {rowErrors.length > 0 && fields.every((f) => !errors[`${prefix}.${n}.${f.name}`]) ? (
              <p className="mt-1 text-sm font-semibold text-danger">{rowErrors.join(' ')}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
