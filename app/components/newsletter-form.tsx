import { useId, useRef, useState, type FormEvent } from 'react';
import { formatZodError, type FieldErrors } from '@/lib/validation';
import { ErrorList, FormNotice } from '~/components/forms/form-messages';
import type { FormResult } from '~/lib/forms/form-result';
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

/** The API's answer as the one form result (decision 0078); `data.already`: the address was saved before (info). */
type NewsletterResult = FormResult<{ already: boolean }>;

function newsletterResult(ok: boolean, message: string | null, errors: FieldErrors = {}, already = false): NewsletterResult {
  return { ok, message, errors, values: {}, stamp: Date.now() + Math.random(), data: { already } };
}

/**
 * Newsletter signup (SPEC §5, §8): the e-mail is checked with the server's own zod schema, then POSTed as JSON.
 * 201 → saved, 409 already_exists → already saved, 422 → the field error, anything else → not saved (danger).
 * Results are announced through a live region; the typed e-mail stays on error.
 */
export function NewsletterForm() {
  const t = useT();
  const id = useId();
  const inputId = `${id}-email`;
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const fieldErrors = result?.errors.email;
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
      setResult(newsletterResult(false, t('newsletter.failed')));
      return;
    }
    const parsed = subscriberSchema.safeParse(input);
    if (!parsed.success) {
      const errors = formatZodError(parsed.error, input, t);
      setResult(newsletterResult(false, null, { email: [errors.email?.[0] ?? Object.values(errors)[0]?.[0] ?? t('validation.invalid')] }));
      inputRef.current?.focus();
      return;
    }

    setBusy(true);
    setResult(null);
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
        setResult(newsletterResult(true, t('newsletter.saved')));
        setEmail('');
      } else if (res.status === 409 && body?.code === 'already_exists') {
        setResult(newsletterResult(true, t('newsletter.already_exists'), {}, true));
      } else if (res.status === 422 && body?.errors?.captcha?.[0]) {
        setResult(newsletterResult(false, body.errors.captcha[0])); // captcha refused
      } else if (res.status === 422 && body?.errors?.email?.[0]) {
        setResult(newsletterResult(false, null, { email: [body.errors.email[0]] }));
        inputRef.current?.focus();
      } else {
        setResult(newsletterResult(false, t('newsletter.failed')));
      }
    } catch {
      setResult(newsletterResult(false, t('newsletter.failed')));
    } finally {
      setBusy(false);
    }
  }

  const noticeKind = !result?.ok ? 'danger' : result.data?.already ? 'info' : 'success';

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
            if (fieldErrors) setResult(null);
          }}
          aria-invalid={fieldErrors ? true : undefined}
          aria-describedby={fieldErrors ? `${inputId}-error` : undefined}
          className={`h-11 min-w-0 flex-1 rounded-full border-2 bg-white px-5 text-base text-ink placeholder:text-muted focus:ring-2 focus:ring-brand-dark/30 focus:outline-none ${fieldErrors ? 'border-danger' : 'border-line focus:border-brand-dark'}`}
        />
        <button
          type="submit"
          disabled={busy || !hydrated}
          className="h-11 shrink-0 rounded-full bg-pink px-6 font-semibold text-white hover:bg-ink disabled:cursor-wait"
        >
          {t('newsletter.submit')}
        </button>
      </div>
      <div aria-live="polite" className="mt-1 min-h-5">
        <ErrorList id={inputId} errors={fieldErrors} field="email" />
      </div>
      {/* one live region for every answer: the notice itself does not announce */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {result?.message ? (
          <FormNotice kind={noticeKind} live={false}>
            {result.message}
          </FormNotice>
        ) : null}
      </div>
    </form>
  );
}
