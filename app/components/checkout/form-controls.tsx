/**
 * Labelled controls of the checkout form. Each one shows its errors below itself and wires them for assistive
 * technology: aria-invalid and aria-describedby (the error text and an optional hint). Ids derive from the field
 * name, so the error summary and the focus of the first invalid field can find them.
 */
import type { ReactNode } from 'react';
import type { CheckoutField } from './checkout-fields';

/** The element id of a field ('invoice.ico' → 'checkout-invoice-ico'). */
export function fieldId(name: string): string {
  return `checkout-${name.replace(/\./g, '-')}`;
}

const errorId = (name: string) => `${fieldId(name)}-error`;
const hintId = (name: string) => `${fieldId(name)}-hint`;

export const inputClass = (invalid: boolean) =>
  `h-11 w-full rounded-md border bg-white px-3 text-base text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-dark/40 ${
    invalid ? 'border-2 border-danger' : 'border-muted focus:border-brand-dark'
  }`;

/** aria props of a control: invalid when it has errors, described by its hint and its errors. */
export function describedBy(name: string, errors: readonly string[] | undefined, hasHint = false) {
  const ids = [hasHint ? hintId(name) : null, errors?.length ? errorId(name) : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': errors?.length ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

export function FieldErrors({ name, errors }: { name: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={errorId(name)} className="text-sm font-semibold text-danger" data-field-error={name}>
      {errors.join(' ')}
    </p>
  );
}

function FieldHint({ name, children }: { name: string; children: ReactNode }) {
  return (
    <p id={hintId(name)} className="text-sm text-muted">
      {children}
    </p>
  );
}

interface TextFieldProps {
  name: CheckoutField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  maxLength?: number;
}

/** A text input with its label, hint and errors. `required` marks it for people and assistive tech (no browser check). */
export function TextField({
  name,
  label,
  value,
  onChange,
  errors,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  hint,
  className,
  maxLength,
}: TextFieldProps) {
  const id = fieldId(name);
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        maxLength={maxLength}
        className={inputClass(Boolean(errors?.length))}
        {...describedBy(name, errors, Boolean(hint))}
      />
      {hint ? <FieldHint name={name}>{hint}</FieldHint> : null}
      <FieldErrors name={name} errors={errors} />
    </div>
  );
}

interface CheckboxFieldProps {
  name: CheckoutField;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[];
  required?: boolean;
}

export function CheckboxField({ name, label, checked, onChange, errors, required }: CheckboxFieldProps) {
  const id = fieldId(name);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-required={required || undefined}
          className="size-6 shrink-0 accent-brand-dark"
          {...describedBy(name, errors)}
        />
        <label htmlFor={id} className="text-base text-ink">
          {label}
        </label>
      </div>
      <FieldErrors name={name} errors={errors} />
    </div>
  );
}

/** A section of the form: a fieldset with a visible legend. */
export function FormSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-line p-4 tablet:p-6" data-testid={testId}>
      <legend className="px-1 text-lg font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}
