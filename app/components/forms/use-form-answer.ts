/** The hooks every form shares (decision 0078): one run per answer, focus after a refusal. */
import { useEffect, useLayoutEffect, useRef, type FormEvent, type RefObject } from 'react';

/**
 * Calls `handle` once for each new answer (a fetcher's `data`, or a route's action data): a re-render with the
 * same answer, or an effect re-run because `handle` changed, does not handle it again.
 *
 * It runs in the commit that renders the answer (a layout effect): Preact runs ordinary effects a task later
 * (decision 0137), and a component the answer's revalidation removes meanwhile (a cart line taken out of the cart)
 * never ran them, so its remove_from_cart event was lost.
 */
export function useFetcherResult<T>(answer: T | null | undefined, handle: (answer: T) => void): void {
  const handled = useRef<unknown>(null);
  const latest = useRef(handle);
  latest.current = handle;
  useLayoutEffect(() => {
    if (answer === null || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    latest.current(answer);
  }, [answer]);
}

/**
 * After a refused post (`trigger` changes to a truthy value, e.g. the answer's stamp) focus goes to the first
 * invalid field of the form, else to the notice with `noticeId`.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, trigger: unknown, noticeId?: string): void {
  useEffect(() => {
    if (!trigger) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (noticeId) document.getElementById(noticeId)?.focus();
  }, [trigger, formRef, noticeId]);
}

type SubmitHandler = ((event: FormEvent<HTMLFormElement>) => void) | undefined;

/** One onSubmit from several (the browser check, then the captcha): each runs until one prevents the submit. */
export function combineSubmit(...handlers: SubmitHandler[]) {
  return (event: FormEvent<HTMLFormElement>) => {
    for (const handler of handlers) {
      if (event.defaultPrevented) return;
      handler?.(event);
    }
  };
}
