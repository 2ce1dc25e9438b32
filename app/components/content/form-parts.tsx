import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { authInputClass } from '~/components/auth/auth-form-parts';

/** Ids of a field's label, hint and error, wired as the auth forms do (aria-describedby, aria-invalid). */
function describedBy(id: string, hint: boolean, errors?: readonly string[]) {
  return [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldMessages({ id, hint, errors }: { id: string; hint?: ReactNode; errors?: readonly string[] }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  idPrefix: string;
  name: string;
  label: ReactNode;
  errors?: readonly string[];
  hint?: ReactNode;
}

/** A labelled textarea with its hint and errors (the same look as AuthField). */
export function TextAreaField({ idPrefix, name, label, errors, hint, ...rest }: TextAreaFieldProps) {
  const id = `${idPrefix}-${name}`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, Boolean(hint), errors)}
        className={`${authInputClass} h-auto min-h-32 py-3 ${invalid ? 'border-danger' : 'border-line focus:border-brand-dark'}`}
        {...rest}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
