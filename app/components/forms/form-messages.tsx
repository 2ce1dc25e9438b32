/**
 * The messages of a form (decision 0078): a field's error list and the notice at the form. Apart from the controls
 * (field.tsx re-exports them) so that the small forms of every storefront page — newsletter, review — use them
 * without loading the controls' chunk.
 */
import type { ReactNode } from 'react';

export type Errors = readonly string[] | undefined;

/** A field's messages below it: `<p id="<id>-error">`, the messages joined by a space. */
export function ErrorList({ id, errors, field }: { id: string; errors: Errors; field?: string }) {
  if (!errors?.length) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-semibold text-danger" data-field-error={field ?? ''}>
      {errors.join(' ')}
    </p>
  );
}

/**
 * A notification at the form: danger (role alert) or success / info (role status). `live={false}` when a snackbar
 * already announces the same text (the box then only describes the fields).
 */
export function FormNotice({
  kind,
  children,
  id,
  live = true,
}: {
  kind: 'danger' | 'success' | 'info';
  children: ReactNode;
  id?: string;
  live?: boolean;
}) {
  const tone =
    kind === 'danger' ? 'border-danger text-danger' : kind === 'success' ? 'border-success text-success' : 'border-brand-dark text-ink';
  return (
    <div
      id={id}
      role={live ? (kind === 'danger' ? 'alert' : 'status') : undefined}
      data-kind={kind}
      tabIndex={-1}
      className={`rounded-md border-l-4 bg-white px-4 py-3 font-semibold shadow-sm focus:outline-none ${tone}`}
    >
      {children}
    </div>
  );
}
