import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MINIMUM_AGE } from '@/lib/constants';
import { AGE_CONFIRMED_EVENT, inertOutside, lockScroll, trapTabKey } from '~/components/overlays/modal-utils';
import { useRootData, useT } from '~/lib/use-root-data';

/**
 * Cookie of the 18+ product confirmation: a session cookie (the site-wide gate `age-confirmed` is remembered for a
 * year; goods for adults ask once per browser session). Read on the server so the dialog is in the SSR HTML and
 * never flashes (decision 0008).
 */
export const ADULT_PRODUCT_COOKIE = 'adult-product-confirmed';

function setSessionCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}

/**
 * Age confirmation before an 18+ product is usable: an accessible modal over the server-rendered product (content
 * stays in the HTML, made inert while the dialog is open). Crawlers never get it. While the site-wide age gate is
 * open it stays away (one dialog at a time); confirming the site gate confirms this one too.
 */
export function AdultProductDialog({ confirmed: confirmedOnServer, leaveTo }: { confirmed: boolean; leaveTo: string }) {
  const { isBot, cookies } = useRootData();
  const [confirmed, setConfirmed] = useState(confirmedOnServer);
  const siteGateOpen = !cookies.ageConfirmed;

  useEffect(() => {
    if (!siteGateOpen || confirmed) return;
    const onSiteGate = () => {
      setSessionCookie(ADULT_PRODUCT_COOKIE, '1');
      setConfirmed(true);
    };
    window.addEventListener(AGE_CONFIRMED_EVENT, onSiteGate);
    return () => window.removeEventListener(AGE_CONFIRMED_EVENT, onSiteGate);
  }, [siteGateOpen, confirmed]);

  if (isBot || confirmed || siteGateOpen) return null;
  return (
    <Dialog
      leaveTo={leaveTo}
      onConfirm={() => {
        setSessionCookie(ADULT_PRODUCT_COOKIE, '1');
        setConfirmed(true);
      }}
    />
  );
}

function Dialog({ onConfirm, leaveTo }: { onConfirm: () => void; leaveTo: string }) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const undoInert = inertOutside(root);
    const undoScroll = lockScroll();
    confirmRef.current?.focus();
    return () => {
      undoInert();
      undoScroll();
    };
  }, []);

  return (
    <div ref={rootRef} className="fixed inset-0 z-[140] flex items-center justify-center overflow-y-auto bg-ink/85 p-4 backdrop-blur-md" data-overlay="adult-product">
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
          {t('product.adult_title')}
        </h2>
        <p id={textId} className="mt-3 text-muted">
          {t('product.adult_text')}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Link
            to={leaveTo}
            className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-line px-6 py-2 font-semibold text-ink hover:border-ink"
          >
            {t('age_gate.leave')}
          </Link>
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
