/**
 * The one set of form controls (decision 0078): a labelled control with its hint and errors wired for assistive
 * technology (aria-invalid, aria-describedby → `<id>-hint` and `<id>-error`), the error list, the form-level
 * notice and the error summary. Controls are uncontrolled unless the caller passes `value`/`onChange` (the checkout
 * form keeps its own state); after a refused post the action answers the typed values and the form shows them again.
 *
 *   <Field id={fieldId('checkout', 'invoice.ico')} name="invoice.ico" label="IČO" errors={errors['invoice.ico']} />
 *   <Field as="select" … options={[{ value: 'SK', label: 'Slovensko' }]} />
 *   <Field as="textarea" … />      <Field type="checkbox" … />
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { ErrorList, FormNotice, type Errors } from './form-messages';

// the messages live apart so that forms on every page (newsletter, reviews) need not load the controls (decision 0078)
export { ErrorList, FormNotice };

/** The element id of a control: `<form>-<name>` with every character outside [a-zA-Z0-9_-] as '-'. */
export function fieldId(form: string, name: string): string {
  return `${form}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

/** aria props of a control: invalid when it has errors (or `alsoDescribedBy` names an error elsewhere). */
export function fieldAria(id: string, errors: Errors, options: { hint?: boolean; alsoDescribedBy?: string } = {}) {
  const invalid = Boolean(errors?.length) || Boolean(options.alsoDescribedBy);
  const ids = [options.hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null, options.alsoDescribedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': invalid ? (true as const) : undefined, 'aria-describedby': ids || undefined };
}

export type FieldSize = 'shop' | 'admin';

export const inputClass = (invalid: boolean, size: FieldSize = 'shop') =>
  `${size === 'admin' ? 'h-10 text-sm' : 'h-11 text-base'} w-full min-w-0 rounded-md border bg-white px-3 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-dark/40 ${
    invalid ? 'border-2 border-danger' : 'border-muted focus:border-brand-dark'
  }`;

const textareaClass = (invalid: boolean, size: FieldSize = 'shop') =>
  `${size === 'admin' ? 'min-h-24 text-sm' : 'min-h-32 text-base'} w-full rounded-md border bg-white px-3 py-2 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-dark/40 ${
    invalid ? 'border-2 border-danger' : 'border-muted focus:border-brand-dark'
  }`;

function Hint({ id, children, size }: { id: string; children: ReactNode; size: FieldSize }) {
  return (
    <p id={`${id}-hint`} className={`${size === 'admin' ? 'text-xs' : 'text-sm'} text-muted`}>
      {children}
    </p>
  );
}

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
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

interface CommonProps {
  id: string;
  name: string;
  label: ReactNode;
  errors?: Errors;
  hint?: ReactNode;
  /** marks the field for people and assistive tech (`aria-required`; no browser check) */
  required?: boolean;
  className?: string;
  size?: FieldSize;
  /** the id of an element elsewhere that describes the field's error (the login notice) */
  describedBy?: string;
  /** a control beside the field's own, on its line (the voucher field's submit button) */
  beside?: ReactNode;
}

type Input = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'size' | 'required' | 'onChange' | 'value'> & {
  as?: 'input';
  value?: string;
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};
type Checkbox = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'size' | 'required' | 'type' | 'onChange'> & {
  as?: 'input';
  type: 'checkbox';
  onCheckedChange?: (checked: boolean) => void;
};
type Select = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'size' | 'required' | 'onChange'> & {
  as: 'select';
  options: readonly { value: string; label: string }[];
  /** an empty first option with this text */
  emptyLabel?: string;
  onValueChange?: (value: string) => void;
};
type Textarea = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required' | 'onChange' | 'value'> & {
  as: 'textarea';
  value?: string;
  onValueChange?: (value: string) => void;
};

export type FieldProps = CommonProps & (Input | Checkbox | Select | Textarea);

/** A labelled control with its hint and errors. */
export function Field(props: FieldProps) {
  const { id, name, label, errors, hint, required, className, size = 'shop', describedBy, beside } = props;
  const invalid = Boolean(errors?.length) || Boolean(describedBy);
  const aria = {
    ...fieldAria(id, errors, { hint: Boolean(hint), alsoDescribedBy: describedBy }),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  const below = (
    <>
      {hint ? (
        <Hint id={id} size={size}>
          {hint}
        </Hint>
      ) : null}
      <ErrorList id={id} errors={errors} field={name} />
    </>
  );

  if (props.as !== 'select' && props.as !== 'textarea' && props.type === 'checkbox') {
    const { onCheckedChange, ...rest } = controlRest(props) as Omit<Checkbox, 'as' | 'type'>;
    return (
      <div className={`flex flex-col gap-1 ${className ?? ''}`}>
        <div className={`flex gap-3 ${size === 'admin' ? 'items-center' : 'items-start'}`}>
          <input
            {...rest}
            id={id}
            name={name}
            type="checkbox"
            onChange={onCheckedChange ? (e: ChangeEvent<HTMLInputElement>) => onCheckedChange(e.target.checked) : undefined}
            className={size === 'admin' ? 'h-5 w-5 accent-brand-dark' : 'size-6 shrink-0 accent-brand-dark'}
            {...aria}
          />
          <label htmlFor={id} className={size === 'admin' ? 'text-sm font-semibold text-ink' : 'text-base text-ink'}>
            {label}
          </label>
        </div>
        {below}
      </div>
    );
  }

  let control: ReactNode;
  if (props.as === 'select') {
    const { options, emptyLabel, onValueChange, ...rest } = controlRest(props) as Omit<Select, 'as'>;
    control = (
      <select
        {...rest}
        id={id}
        name={name}
        onChange={onValueChange ? (e: ChangeEvent<HTMLSelectElement>) => onValueChange(e.target.value) : undefined}
        className={inputClass(invalid, size)}
        {...aria}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (props.as === 'textarea') {
    const { onValueChange, ...rest } = controlRest(props) as Omit<Textarea, 'as'>;
    control = (
      <textarea
        rows={5}
        {...rest}
        id={id}
        name={name}
        onChange={onValueChange ? (e: ChangeEvent<HTMLTextAreaElement>) => onValueChange(e.target.value) : undefined}
        className={textareaClass(invalid, size)}
        {...aria}
      />
    );
  } else {
    const { onValueChange, ...rest } = controlRest(props) as Omit<Input, 'as'>;
    control = (
      <input
        type="text"
        {...rest}
        id={id}
        name={name}
        onChange={onValueChange ? (e: ChangeEvent<HTMLInputElement>) => onValueChange(e.target.value) : undefined}
        className={inputClass(invalid, size)}
        {...aria}
      />
    );
  }
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <Label id={id} label={label} required={required} />
      {beside ? (
        <div className="flex gap-2">
          {control}
          {beside}
        </div>
      ) : (
        control
      )}
      {below}
    </div>
  );
}

/** The control's own attributes: the props without the ones Field handles itself. */
function controlRest(props: FieldProps): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...props };
  for (const key of ['id', 'name', 'label', 'errors', 'hint', 'required', 'className', 'size', 'describedBy', 'beside', 'as'])
    delete rest[key];
  return rest;
}

/** A section of a form: a fieldset with a visible legend and an optional hint. */
export function FormSection({ title, hint, children, testId }: { title: string; hint?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-line p-4 tablet:p-6" data-testid={testId}>
      <legend className="px-1 text-lg font-bold text-ink">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The form-level error summary: the answer's message and the errors not tied to one of `fields` (rate limits,
 * captcha, '' errors), joined by ', '. Nothing when there is nothing to say.
 */
export function FormErrorSummary({
  id,
  message,
  errors,
  fields,
  live,
}: {
  id?: string;
  message?: string | null;
  errors?: Readonly<Record<string, Errors>>;
  fields?: readonly string[];
  live?: boolean;
}) {
  const texts = formLevelErrors(errors, fields);
  const all = [message, ...texts].filter((text): text is string => Boolean(text));
  if (!all.length) return null;
  return (
    <FormNotice id={id} kind="danger" live={live}>
      {[...new Set(all)].join(', ')}
    </FormNotice>
  );
}

/** The messages of `errors` whose key is not one of `fields` (all of them when `fields` is not given). */
export function formLevelErrors(errors: Readonly<Record<string, Errors>> | undefined, fields?: readonly string[]): string[] {
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([field]) => !fields || !fields.includes(field))
    .flatMap(([, list]) => list ?? []);
}
