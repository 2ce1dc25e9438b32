/**
 * A rich-text field of the back office (decision 0087). The server renders a plain textarea (the field works
 * without JavaScript: HTML typed by hand, sanitized on save); in the browser the rich-text editor (Tiptap) is
 * loaded as its own chunk — only on the editor routes, never in the storefront's JavaScript — and takes the
 * textarea's place. The textarea stays in the form (hidden) and receives the editor's HTML on every change, so
 * the form posts the same field and the unsaved-changes guard sees the edit.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { adminTextareaClass } from './admin-styles';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** Sets a textarea's value the way typing does, so React's (and the guard's) change handlers run. */
function typeInto(textarea: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(textarea, value);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
  textarea.dispatchEvent(new Event('change', { bubbles: true }));
}

export function RichTextField({
  name,
  label,
  defaultValue,
  errors,
  maxLength,
  hint,
}: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: readonly string[];
  maxLength?: number;
  hint: string;
}) {
  const id = `admin-${name}`;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [client, setClient] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setClient(true), []);
  const onChange = useCallback((html: string) => {
    if (textarea.current) typeInto(textarea.current, html);
  }, []);
  const onReady = useCallback(() => setReady(true), []);
  const invalid = Boolean(errors?.length);
  const describedBy = [`${id}-hint`, invalid ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="flex min-w-0 flex-col gap-1 desktop:col-span-2">
      <label id={`${id}-label`} htmlFor={ready ? undefined : id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        ref={textarea}
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={14}
        maxLength={maxLength}
        hidden={ready}
        className={adminTextareaClass(invalid)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {client ? (
        <Suspense fallback={null}>
          <RichTextEditor
            initialHtml={defaultValue}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={invalid}
            onChange={onChange}
            onReady={onReady}
          />
        </Suspense>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {invalid ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger" data-field-error>
          {errors!.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
