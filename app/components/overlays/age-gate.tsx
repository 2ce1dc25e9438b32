import { useEffect, useId, useRef, useState } from 'react';
import { AGE_GATE_COOKIE, COOKIE_MAX_AGE_S, MINIMUM_AGE } from '@/lib/constants';
import { setBrowserCookie } from '~/lib/cookies';
import { useRootData, useT } from '~/lib/use-root-data';
import { AGE_CONFIRMED_EVENT, inertOutside, lockScroll, trapTabKey } from './modal-utils';

/** Where 'Odísť' takes the visitor: away from the shop (a plain link). */
export const AGE_GATE_LEAVE_URL = 'https://www.google.sk';

/**
 * 18+ age gate (SPEC §1, PRODUCT.md, decision 0008): a modal dialog over the server-rendered page for every visitor
 * without the cookie age-confirmed=1. It is part of the SSR HTML (no flash of the shop before it), the page content
 * stays in the HTML beneath it, and crawlers (isBot) never get it. 'Potvrdzujem' remembers the answer for a year.
 */
export function AgeGate() {
  const { cookies, isBot } = useRootData();
  const [confirmed, setConfirmed] = useState(false);
  const open = !isBot && !cookies.ageConfirmed && !confirmed;
  if (!open) return null;
  return (
    <AgeGateDialog
      onConfirm={() => {
        setBrowserCookie(AGE_GATE_COOKIE, '1', COOKIE_MAX_AGE_S);
        setConfirmed(true);
        window.dispatchEvent(new CustomEvent(AGE_CONFIRMED_EVENT));
      }}
    />
  );
}

function AgeGateDialog({ onConfirm }: { onConfirm: () => void }) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const previousFocus = document.activeElement as HTMLElement | null;
    const undoInert = inertOutside(root);
    const undoScroll = lockScroll();
    confirmRef.current?.focus();
    return () => {
      undoInert();
      undoScroll();
      if (previousFocus && previousFocus !== document.body && previousFocus.isConnected) previousFocus.focus();
    };
  }, []);

  return (
    <div ref={rootRef} className="fixed inset-0 z-[150] flex items-center justify-center overflow-y-auto bg-ink/85 p-4 backdrop-blur-md" data-overlay="age-gate">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl sm:p-8"
        onKeyDown={(event) => {
          if (dialogRef.current) trapTabKey(event, dialogRef.current);
        }}
      >
        <p
          className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-light text-2xl font-extrabold text-brand-dark"
          aria-hidden="true"
        >
          {MINIMUM_AGE}+
        </p>
        <h2 id={titleId} className="mt-4 text-xl font-bold text-ink">
          {t('age_gate.title')}
        </h2>
        <p id={textId} className="mt-3 text-muted">
          {t('age_gate.text')}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <a
            href={AGE_GATE_LEAVE_URL}
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-line px-6 py-2 font-semibold text-ink hover:border-ink"
          >
            {t('age_gate.leave')}
          </a>
          <button
            ref={confirmRef}
            type="button"
            onClick={onConfirm}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-dark px-6 py-2 font-semibold text-white hover:bg-ink"
          >
            {t('age_gate.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
