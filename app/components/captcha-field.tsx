import { useRef, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import { CAPTCHA_FIELD, type CaptchaAction } from '@/domain/security/captcha';
import { useRootData } from '~/lib/root/use-root-data';

/** The browser side of reCAPTCHA v3 (decision 0021): what the root data says, null when it is off. */
export type ClientCaptcha = { siteKey: string; scriptSrc: string };

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let scriptLoad: Promise<Grecaptcha> | null = null;

/** Loads the provider's script once, on demand (first focus or submit of a protected form), never on page load. */
function loadCaptcha(captcha: ClientCaptcha): Promise<Grecaptcha> {
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = captcha.scriptSrc;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!g) reject(new Error('captcha script loaded without grecaptcha'));
      else g.ready(() => resolve(g));
    };
    script.onerror = () => reject(new Error('captcha script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = null; // a later attempt may load it
    throw error;
  });
  return scriptLoad;
}

/**
 * A fresh token for `action`. An empty string when the script cannot be loaded: the server then refuses the form
 * with its Slovak message, so the shopper learns what happened.
 */
export async function captchaToken(captcha: ClientCaptcha, action: CaptchaAction): Promise<string> {
  try {
    const g = await loadCaptcha(captcha);
    return await g.execute(captcha.siteKey, { action });
  } catch (error) {
    console.warn('[captcha]', error);
    return '';
  }
}

/**
 * A protected React Router <Form>: spread `formProps` on the form and render `field` inside it. When the captcha is
 * on, submitting first gets a token into the hidden field, then submits; when off, the form is untouched.
 */
export function useCaptchaForm(action: CaptchaAction) {
  const { captcha } = useRootData();
  const submit = useSubmit();
  const tokenRef = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!captcha) return;
    event.preventDefault();
    const form = event.currentTarget;
    void captchaToken(captcha, action).then((token) => {
      if (tokenRef.current) tokenRef.current.value = token;
      submit(form, { method: 'post' });
    });
  };
  const onFocus = () => {
    if (captcha) void loadCaptcha(captcha).catch(() => undefined /* retried at submit, where a failure is reported */);
  };
  return {
    formProps: captcha ? { onSubmit, onFocus } : {},
    field: captcha ? <input ref={tokenRef} type="hidden" name={CAPTCHA_FIELD} defaultValue="" /> : null,
  };
}
