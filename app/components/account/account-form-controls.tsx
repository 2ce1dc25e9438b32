/**
 * Labelled controls of the account forms (plain form posts, so they work without JavaScript): each shows its hint
 * and errors below itself and wires them with aria-invalid / aria-describedby. Values are uncontrolled
 * (defaultValue): after a refused post the action sends the typed values back and the form shows them again.
 */
import { useEffect, type ReactNode, type RefObject } from 'react';
import { PHONE_PREFIXES } from '@/lib/constants';
import { useT } from '~/lib/use-root-data';

const accountInputClass = (invalid: boolean) =>
  `h-11 w-full rounded-md border bg-white px-3 text-base text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-dark/40 ${
    invalid ? 'border-2 border-danger' : 'border-muted focus:border-brand-dark'
  }`;

export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand-dark px-6 font-semibold text-white hover:bg-ink disabled:cursor-wait disabled:opacity-80';
export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full border-2 border-brand-dark px-5 font-semibold text-brand-dark hover:bg-brand-light disabled:cursor-wait';
export const linkClass = 'font-semibold text-brand-dark underline underline-offset-2 hover:text-ink';

export type FieldErrorMap = Record<string, readonly string[] | undefined>;

export function controlId(form: string, name: string): string {
  return `${form}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

function ariaFor(id: string, errors: readonly string[] | undefined, hasHint: boolean) {
  const ids = [hasHint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': errors?.length ? (true as const) : undefined, 'aria-describedby': ids || undefined };
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="text-sm font-semibold text-ink">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function HintAndErrors({ id, hint, errors }: { id: string; hint?: ReactNode; errors?: readonly string[] }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger" data-field-error>
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
}

interface TextFieldProps {
  form: string;
  name: string;
  label: string;
  defaultValue?: string | null;
  errors?: readonly string[];
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  maxLength?: number;
}

export function TextField({
  form,
  name,
  label,
  defaultValue,
  errors,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  hint,
  className,
  maxLength,
}: TextFieldProps) {
  const id = controlId(form, name);
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue ?? ''}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        maxLength={maxLength}
        className={accountInputClass(Boolean(errors?.length))}
        {...ariaFor(id, errors, Boolean(hint))}
      />
      <HintAndErrors id={id} hint={hint} errors={errors} />
    </div>
  );
}

/** Phone prefix (SPEC §3 list, with the empty option) and number side by side. */
export function PhoneFields({
  form,
  prefix,
  phone,
  errors,
  autoCompleteSection,
}: {
  form: string;
  prefix: string | null | undefined;
  phone: string | null | undefined;
  errors: FieldErrorMap;
  autoCompleteSection?: string;
}) {
  const t = useT();
  const prefixId = controlId(form, 'phonePrefix');
  const ac = (what: string) => (autoCompleteSection ? `${autoCompleteSection} ${what}` : what);
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3">
      <div className="flex flex-col gap-1">
        <Label id={prefixId} label={t('account.phone_prefix')} />
        <select
          id={prefixId}
          name="phonePrefix"
          defaultValue={prefix ?? ''}
          autoComplete={ac('tel-country-code')}
          className={accountInputClass(Boolean(errors.phonePrefix?.length))}
          {...ariaFor(prefixId, errors.phonePrefix, false)}
        >
          {PHONE_PREFIXES.map((p) => (
            <option key={p} value={p}>
              {p === '' ? t('account.phone_prefix_none') : p}
            </option>
          ))}
        </select>
        <HintAndErrors id={prefixId} errors={errors.phonePrefix} />
      </div>
      <TextField
        form={form}
        name="phone"
        label={t('account.phone')}
        type="tel"
        inputMode="tel"
        autoComplete={ac('tel-national')}
        defaultValue={phone}
        errors={errors.phone}
      />
    </div>
  );
}

/** The country select: the shop's only country (SPEC §5), optionally with an empty choice. */
export function CountryField({
  form,
  country,
  value,
  errors,
  required,
  autoCompleteSection,
}: {
  form: string;
  country: string;
  value: string | null | undefined;
  errors?: readonly string[];
  required?: boolean;
  autoCompleteSection?: string;
}) {
  const t = useT();
  const id = controlId(form, 'country');
  const name = country === 'CZ' ? t('checkout_form.country_cz') : t('checkout_form.country_sk');
  return (
    <div className="flex flex-col gap-1">
      <Label id={id} label={t('account.country')} required={required} />
      <select
        id={id}
        name="country"
        defaultValue={value ?? (required ? country : '')}
        autoComplete={autoCompleteSection ? `${autoCompleteSection} country` : 'country'}
        aria-required={required || undefined}
        className={accountInputClass(Boolean(errors?.length))}
        {...ariaFor(id, errors, false)}
      >
        {!required ? <option value="">{t('account.country_none')}</option> : null}
        <option value={country}>{name}</option>
      </select>
      <HintAndErrors id={id} errors={errors} />
    </div>
  );
}

export function Fieldset({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-line p-4 tablet:p-6">
      <legend className="px-1 text-lg font-bold text-ink">{legend}</legend>
      {hint ? <p className="-mt-2 text-sm text-muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** A notification: danger (role alert) or success / info (role status). */
export function Notice({ kind, children, id }: { kind: 'danger' | 'success' | 'info'; children: ReactNode; id?: string }) {
  const tone =
    kind === 'danger' ? 'border-danger text-danger' : kind === 'success' ? 'border-success text-success' : 'border-brand-dark text-ink';
  return (
    <div
      id={id}
      role={kind === 'danger' ? 'alert' : 'status'}
      data-kind={kind}
      tabIndex={-1}
      className={`rounded-md border-l-4 bg-white px-4 py-3 font-semibold shadow-sm focus:outline-none ${tone}`}
    >
      {children}
    </div>
  );
}

/** After a refused post, focus goes to the first invalid field (else to the notification). */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: unknown, noticeId?: string) {
  useEffect(() => {
    if (!errors) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (noticeId) document.getElementById(noticeId)?.focus();
  }, [errors, formRef, noticeId]);
}
