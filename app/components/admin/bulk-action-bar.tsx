/**
 * The bar above a back-office list that acts on the selected rows (decision 0099). The rows' checkboxes live in the
 * table and belong to this bar's form through the `form` attribute (`<BulkCheckbox form={id} …/>`), so the table
 * markup stays the list's own. "Vybrať všetky na stránke" ticks every row checkbox of the form; the count of selected
 * rows is announced politely. Buttons post `intent=<value>`; `onClick` buttons (printing) get the selected ids.
 *
 *   <BulkActionBar formId="order-bulk" actions={[{ intent: 'paid', label: t('admin.bulk.mark_paid') }]}>{result}</BulkActionBar>
 *   <BulkCheckbox form="order-bulk" value={row.id} label={t('admin.bulk.select_order', { number })} />
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { adminPrimaryButton, adminSecondaryButton } from '~/components/admin/admin-styles';
import { useT } from '~/lib/root/use-root-data';

export interface BulkAction {
  label: string;
  /** posted as intent=<value> */
  intent?: string;
  /** instead of posting: called with the selected ids */
  onSelected?: (ids: string[]) => void;
  primary?: boolean;
}

/** The row checkboxes on screen: a list may render each row twice (cards on a phone, the table wider; decision 0090). */
function rowBoxes(formId: string): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][form="${formId}"][name="id"]`)].filter(
    (box) => box.getClientRects().length > 0,
  );
}

export function BulkCheckbox({ form, value, label }: { form: string; value: string | number; label: string }) {
  return (
    <input
      type="checkbox"
      form={form}
      name="id"
      value={String(value)}
      aria-label={label}
      className="size-5 accent-brand-dark"
      data-testid="bulk-row"
    />
  );
}

export function BulkActionBar({
  formId,
  actions,
  children,
  extra,
}: {
  formId: string;
  actions: BulkAction[];
  /** the result of the last action, shown below the buttons */
  children?: ReactNode;
  /** more form fields (e.g. the e-mail box) */
  extra?: ReactNode;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  const [selected, setSelected] = useState<string[]>([]);
  const [allChecked, setAllChecked] = useState(false);

  useEffect(() => {
    const recount = () => {
      const boxes = rowBoxes(formId);
      const checked = boxes.filter((b) => b.checked).map((b) => b.value);
      setSelected(checked);
      setAllChecked(boxes.length > 0 && checked.length === boxes.length);
    };
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.getAttribute('form') === formId) recount();
    };
    recount();
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [formId]);

  const selectAll = (checked: boolean) => {
    const boxes = rowBoxes(formId);
    for (const box of boxes) box.checked = checked;
    setSelected(checked ? boxes.map((b) => b.value) : []);
    setAllChecked(checked && boxes.length > 0);
  };

  return (
    <Form method="post" id={formId} className="mb-4 rounded-lg border border-line bg-white p-3" aria-label={t('admin.bulk.title')}>
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand-dark"
            checked={allChecked}
            onChange={(e) => selectAll(e.currentTarget.checked)}
          />
          {t('admin.bulk.select_all')}
        </label>
        <span className="text-sm text-muted" aria-live="polite" data-testid="bulk-count">
          {t('admin.bulk.selected', { count: selected.length })}
        </span>
        {extra}
        <div className="flex flex-wrap gap-2">
          {actions.map((action) =>
            action.onSelected ? (
              <button
                key={action.label}
                type="button"
                className={action.primary ? adminPrimaryButton : adminSecondaryButton}
                disabled={selected.length === 0}
                onClick={() => action.onSelected!(selected)}
              >
                {action.label}
              </button>
            ) : (
              <button
                key={action.label}
                type="submit"
                name="intent"
                value={action.intent}
                className={action.primary ? adminPrimaryButton : adminSecondaryButton}
                disabled={busy}
              >
                {action.label}
              </button>
            ),
          )}
        </div>
      </div>
      {children}
    </Form>
  );
}
