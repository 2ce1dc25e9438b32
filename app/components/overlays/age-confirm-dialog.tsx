import { useEffect, useId, useRef, type ReactNode } from 'react';
import { MINIMUM_AGE } from '@/lib/constants';
import { useT } from '~/lib/root/use-root-data';
import { inertOutside, lockScroll, trapTabKey } from './modal-utils';

/** Class of the 'Odísť' control (a link: away from the shop, or back to the category). */
export const LEAVE_LINK_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-line px-6 py-2 font-semibold text-ink hover:border-ink';

/**
 * The 18+ confirmation modal shared by the site-wide age gate and the 18+ product page: the rest of the page is inert
 * and scroll-locked while it is open, focus starts on 'Potvrdzujem' and stays inside; `leave` is the 'Odísť' link.
 */
export function AgeConfirmDialog({
  title,
  text,
  leave,
  onConfirm,
  overlay,
  zClass,
  restoreFocus = false,
}: {
  title: string;
  text: string;
  leave: ReactNode;
  onConfirm: () => void;
  /** data-overlay name (tests and styles address the dialog by it) */
  overlay: string;
  zClass: string;
  /** give focus back to what had it before the dialog opened */
  restoreFocus?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const previousFocus = restoreFocus ? (document.activeElement as HTMLElement | null) : null;
    const undoInert = inertOutside(root);
    const undoScroll = lockScroll();
    confirmRef.current?.focus();
    return () => {
      undoInert();
      undoScroll();
      if (previousFocus && previousFocus !== document.body && previousFocus.isConnected) previousFocus.focus();
    };
  }, [restoreFocus]);

  return (
    <div
      ref={rootRef}
      className={`fixed inset-0 ${zClass} flex items-center justify-center overflow-y-auto bg-ink/85 p-4 backdrop-blur-md`}
      data-overlay={overlay}
    >
      {/* keydown traps focus inside the dialog (a div, so that it can cover the page before hydration) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
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
          {title}
        </h2>
        <p id={textId} className="mt-3 text-muted">
          {text}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          {leave}
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
