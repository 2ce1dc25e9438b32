/**
 * A labelled back-office control with hint and error wired by aria-describedby / aria-invalid. Uncontrolled
 * (defaultValue), so after a refused post the action returns the typed values and the form shows them again.
 *
 *   <AdminField name="name" label="Názov" defaultValue={values.name} errors={errors.name} required />
 *   <AdminField name="state" label="Stav" as="select" options={[{ value: 'paid', label: 'Uhradená' }]} />
 *   <AdminField name="text" label="Text" as="textarea" />
 *   <AdminField name="active" label="Aktívny" type="checkbox" defaultChecked />
 */
import type { ReactNode } from 'react';
import { adminInputClass, adminTextareaClass } from './admin-styles';

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
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined };
  const labelNode = (
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
  const below = (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger" data-field-error>
          {errors!.join(' ')}
        </p>
      ) : null}
    </>
  );

  if (props.as !== 'select' && props.as !== 'textarea' && props.type === 'checkbox') {
    return (
      <div className={`flex flex-col gap-1 ${className ?? ''}`}>
        <div className="flex items-center gap-2">
          <input
            id={id}
            name={name}
            type="checkbox"
            value={props.value ?? 'on'}
            defaultChecked={props.defaultChecked}
            className="h-5 w-5 accent-brand-dark"
            {...aria}
          />
          {labelNode}
        </div>
        {below}
      </div>
    );
  }

  let control: ReactNode;
  if (props.as === 'select') {
    control = (
      <select id={id} name={name} defaultValue={props.defaultValue ?? ''} className={adminInputClass(invalid)} {...aria}>
        {props.emptyLabel !== undefined ? <option value="">{props.emptyLabel}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (props.as === 'textarea') {
    control = (
      <textarea
        id={id}
        name={name}
        defaultValue={props.defaultValue ?? ''}
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        className={adminTextareaClass(invalid)}
        {...aria}
      />
    );
  } else {
    const p = props as Extract<FieldProps, { placeholder?: string }>;
    control = (
      <input
        id={id}
        name={name}
        type={p.type ?? 'text'}
        defaultValue={p.defaultValue ?? ''}
        inputMode={p.inputMode}
        step={p.step}
        min={p.min}
        max={p.max}
        maxLength={p.maxLength}
        autoComplete={p.autoComplete}
        placeholder={p.placeholder}
        className={adminInputClass(invalid)}
        {...aria}
      />
    );
  }
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      {labelNode}
      {control}
      {below}
    </div>
  );
}
