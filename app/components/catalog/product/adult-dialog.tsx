import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AgeConfirmDialog, LEAVE_LINK_CLASS } from '~/components/overlays/age-confirm-dialog';
import { AGE_CONFIRMED_EVENT } from '~/components/overlays/modal-utils';
import { useRootData, useT } from '~/lib/root/use-root-data';

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
  return (
    <AgeConfirmDialog
      title={t('product.adult_title')}
      text={t('product.adult_text')}
      overlay="adult-product"
      zClass="z-[140]"
      onConfirm={onConfirm}
      leave={
        <Link to={leaveTo} className={LEAVE_LINK_CLASS}>
          {t('age_gate.leave')}
        </Link>
      }
    />
  );
}
