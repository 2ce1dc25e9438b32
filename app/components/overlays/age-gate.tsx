import { useState } from 'react';
import { AGE_GATE_COOKIE, COOKIE_MAX_AGE_S } from '@/lib/constants';
import { setBrowserCookie } from '~/lib/http/cookies';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { AgeConfirmDialog, LEAVE_LINK_CLASS } from './age-confirm-dialog';
import { AGE_CONFIRMED_EVENT } from './modal-utils';

/** Where 'Odísť' takes the visitor: away from the shop (a plain link). */
const AGE_GATE_LEAVE_URL = 'https://www.google.sk';

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
  return (
    <AgeConfirmDialog
      title={t('age_gate.title')}
      text={t('age_gate.text')}
      overlay="age-gate"
      zClass="z-[150]"
      restoreFocus
      onConfirm={onConfirm}
      leave={
        <a href={AGE_GATE_LEAVE_URL} rel="noopener noreferrer" className={LEAVE_LINK_CLASS}>
          {t('age_gate.leave')}
        </a>
      }
    />
  );
}
