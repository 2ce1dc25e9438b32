/**
 * A labelled back-office control with hint and error wired by aria-describedby / aria-invalid: the form kit's Field
 * (decision 0078) in the back office's size. Uncontrolled (defaultValue), so after a refused post the action returns
 * the typed values and the form shows them again.
 *
 *   <AdminField name="name" label="Názov" defaultValue={values.name} errors={errors.name} required />
 *   <AdminField name="state" label="Stav" as="select" options={[{ value: 'paid', label: 'Uhradená' }]} />
 *   <AdminField name="text" label="Text" as="textarea" />
 *   <AdminField name="active" label="Aktívny" type="checkbox" defaultChecked />
 */
import type { ReactNode } from 'react';
import { Field } from '~/components/forms/field';

interface BaseProps {
  name: string;
  label: string;
  /** defaults to admin-<name> */
  id?: string;
  errors?: readonly string[];
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

type FieldProps = BaseProps &
  (
    | {
        as?: 'input';
        type?: 'text' | 'email' | 'number' | 'date' | 'datetime-local' | 'search' | 'tel' | 'url' | 'password';
        defaultValue?: string | number | null;
        inputMode?: 'numeric' | 'decimal' | 'text';
        step?: string;
        min?: string | number;
        max?: string | number;
        maxLength?: number;
        autoComplete?: string;
        placeholder?: string;
      }
    | { as: 'select'; options: readonly { value: string; label: string }[]; defaultValue?: string | null; emptyLabel?: string }
    | { as: 'textarea'; defaultValue?: string | null; rows?: number; maxLength?: number }
    | { as?: 'input'; type: 'checkbox'; defaultChecked?: boolean; value?: string }
  );

export function AdminField(props: FieldProps) {
  const { name, label, errors, hint, required, className } = props;
  const id = props.id ?? `admin-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  const base = { id, name, label, errors, hint, required, className, size: 'admin' as const };
  if (props.as === 'select') {
    return <Field {...base} as="select" options={props.options} emptyLabel={props.emptyLabel} defaultValue={props.defaultValue ?? ''} />;
  }
  if (props.as === 'textarea') {
    return <Field {...base} as="textarea" rows={props.rows ?? 4} maxLength={props.maxLength} defaultValue={props.defaultValue ?? ''} />;
  }
  if (props.type === 'checkbox')
    return <Field {...base} type="checkbox" value={props.value ?? 'on'} defaultChecked={props.defaultChecked} />;
  const { type, defaultValue, inputMode, step, min, max, maxLength, autoComplete, placeholder } = props;
  return (
    <Field
      {...base}
      type={type ?? 'text'}
      defaultValue={defaultValue ?? ''}
      inputMode={inputMode}
      step={step}
      min={min}
      max={max}
      maxLength={maxLength}
      autoComplete={autoComplete}
      placeholder={placeholder}
    />
  );
}
