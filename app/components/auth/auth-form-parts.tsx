import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export const authInputClass =
  'h-11 w-full rounded-md border-2 bg-white px-4 text-base text-ink placeholder:text-muted focus:ring-2 focus:ring-brand-dark/30 focus:outline-none';
export const authButtonClass =
  'h-11 w-full rounded-full bg-brand-dark px-6 font-semibold text-white hover:bg-ink disabled:cursor-wait disabled:opacity-80';
export const authLinkClass = 'font-semibold text-brand-dark underline underline-offset-2 hover:text-ink';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** form-unique id prefix (useId) */
  idPrefix: string;
  name: string;
  label: string;
  /** messages shown under the field */
  errors?: readonly string[];
  /** an element elsewhere that describes the error (the login notification) */
  describedBy?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and errors wired through aria-describedby / aria-invalid. */
export function AuthField({ idPrefix, name, label, errors, describedBy, hint, ...input }: AuthFieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length) || Boolean(describedBy);
  const described = [hint ? hintId : null, errors?.length ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={described}
        className={`${authInputClass} ${invalid ? 'border-danger' : 'border-line focus:border-brand-dark'}`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A notification box: danger (role alert) or success/info (role status). `live={false}` when a danger snackbar
 * already announces the same text (the box then only describes the fields).
 */
export function AuthNotice({
  id,
  kind,
  live = true,
  children,
}: {
  id?: string;
  kind: 'danger' | 'success' | 'info';
  live?: boolean;
  children: ReactNode;
}) {
  const tone =
    kind === 'danger' ? 'border-danger text-danger' : kind === 'success' ? 'border-success text-success' : 'border-brand-dark text-ink';
  return (
    <div
      id={id}
      role={live ? (kind === 'danger' ? 'alert' : 'status') : undefined}
      data-kind={kind}
      className={`rounded-md border-l-4 bg-white px-4 py-3 font-semibold shadow-sm ${tone}`}
    >
      {children}
    </div>
  );
}

/** The card around an auth form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="shop-container py-8 desktop:py-12">
      <div className="mx-auto flex max-w-md flex-col gap-5 rounded-xl border border-line bg-white p-6 shadow-sm tablet:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
          {intro ? <p className="text-muted">{intro}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
