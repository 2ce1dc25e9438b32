import { useId, useRef, useState, type FormEvent } from 'react';
import { formatZodError } from '@/lib/validation';
import { useHydrated } from '~/lib/browser/use-hydrated';
import { useRootData, useT } from '~/lib/root/use-root-data';
// captcha
import { CAPTCHA_ACTIONS, CAPTCHA_FIELD } from '@/domain/security/captcha';
import { captchaToken } from '~/components/captcha-field';

/**
 * The server's zod schema, loaded on first use: the domain module pulls zod and the database schema with it, which
 * must not weigh on every page's first load. Prefetched when the field gets focus.
 */
let schemaModule: Promise<typeof import('@/domain/newsletter/subscriber-schema')> | null = null;
const loadSchema = () => (schemaModule ??= import('@/domain/newsletter/subscriber-schema'));

const SUBSCRIBER_API = '/api/subscriber/save';

type Status = { kind: 'success' | 'info' | 'danger'; text: string } | null;

/**
 * Newsletter signup (SPEC §5, §8): the e-mail is checked with the server's own zod schema, then POSTed as JSON.
 * 201 → saved, 409 already_exists → already saved, 422 → the field error, anything else → not saved (danger).
 * Results are announced through a live region; the typed e-mail stays on error.
 */
export function NewsletterForm() {
  const t = useT();
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // the form needs JavaScript (it posts JSON to the API); until hydration the button waits instead of reloading the page
  const hydrated = useHydrated();
  const { captcha } = useRootData(); // captcha

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = { email };
    let subscriberSchema: Awaited<ReturnType<typeof loadSchema>>['subscriberSchema'];
    try {
      ({ subscriberSchema } = await loadSchema());
    } catch {
      schemaModule = null;
      setStatus({ kind: 'danger', text: t('newsletter.failed') });
      return;
    }
    const parsed = subscriberSchema.safeParse(input);
    if (!parsed.success) {
      const errors = formatZodError(parsed.error, input, t);
      setFieldError(errors.email?.[0] ?? Object.values(errors)[0]?.[0] ?? t('validation.invalid'));
      setStatus(null);
      inputRef.current?.focus();
      return;
    }

    setBusy(true);
    setFieldError(null);
    setStatus(null);
    try {
      const res = await fetch(SUBSCRIBER_API, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        // captcha: a token for the action 'newsletter' when it is configured (decision 0021)
        body: JSON.stringify(
          captcha ? { ...parsed.data, [CAPTCHA_FIELD]: await captchaToken(captcha, CAPTCHA_ACTIONS.newsletter) } : parsed.data,
        ),
      });
      const body = (await res.json().catch(() => null)) as { code?: string; errors?: Record<string, string[]> } | null;
      if (res.status === 201) {
        setStatus({ kind: 'success', text: t('newsletter.saved') });
        setEmail('');
      } else if (res.status === 409 && body?.code === 'already_exists') {
        setStatus({ kind: 'info', text: t('newsletter.already_exists') });
      } else if (res.status === 422 && body?.errors?.captcha?.[0]) {
        setStatus({ kind: 'danger', text: body.errors.captcha[0] }); // captcha refused
      } else if (res.status === 422 && body?.errors?.email?.[0]) {
        setFieldError(body.errors.email[0]);
        inputRef.current?.focus();
      } else {
        setStatus({ kind: 'danger', text: t('newsletter.failed') });
      }
    } catch {
      setStatus({ kind: 'danger', text: t('newsletter.failed') });
    } finally {
      setBusy(false);
    }
  }

  const statusClass =
    status?.kind === 'success'
      ? 'border-success bg-white text-success'
      : status?.kind === 'danger'
        ? 'border-danger bg-white text-danger'
        : 'border-brand-dark bg-white text-ink';

  return (
    <form noValidate onSubmit={onSubmit} className="w-full">
      <label htmlFor={inputId} className="mb-1 block font-semibold text-ink">
        {t('newsletter.email_label')}
      </label>
      <div className="flex flex-col gap-2 tablet:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onFocus={() => void loadSchema().catch(() => (schemaModule = null))}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={`h-11 min-w-0 flex-1 rounded-full border-2 bg-white px-5 text-base text-ink placeholder:text-muted focus:ring-2 focus:ring-brand-dark/30 focus:outline-none ${fieldError ? 'border-danger' : 'border-line focus:border-brand-dark'}`}
        />
        <button
          type="submit"
          disabled={busy || !hydrated}
          className="h-11 shrink-0 rounded-full bg-pink px-6 font-semibold text-white hover:bg-ink disabled:cursor-wait"
        >
          {t('newsletter.submit')}
        </button>
      </div>
      <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm font-semibold text-danger">
        {fieldError ?? ''}
      </p>
      <div role="status" aria-live="polite" aria-atomic="true">
        {status ? (
          <p data-kind={status.kind} className={`rounded-md border-l-4 px-3 py-2 text-sm font-semibold ${statusClass}`}>
            {status.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
