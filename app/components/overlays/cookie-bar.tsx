import { useEffect, useId, useState } from 'react';
import { CONSENT_KINDS, COOKIE_MAX_AGE_S, COOKIES_SHOW_COOKIE, consentCookieName, type ConsentKind } from '@/lib/constants';
import { deleteAllBrowserCookies, setBrowserCookie } from '~/lib/http/cookies';
import { pushDataLayer } from '~/lib/browser/page-view-tracking';
import { useRootData, useT } from '~/lib/root/use-root-data';

export type Consents = Record<ConsentKind, boolean>;

/** Window event with the visitor's consents (detail: Consents) after each decision or reset. */
const CONSENT_CHANGED_EVENT = 'shop:consent';

const ALL_ON: Consents = { technical: true, analytical: true, marketing: true, advertisement: true };
const ONLY_TECHNICAL: Consents = { technical: true, analytical: false, marketing: false, advertisement: false };

function saveConsents(consents: Consents) {
  for (const kind of CONSENT_KINDS) {
    setBrowserCookie(consentCookieName(kind), kind === 'technical' || consents[kind] ? '1' : '0', COOKIE_MAX_AGE_S);
  }
  setBrowserCookie(COOKIES_SHOW_COOKIE, 'hidden', COOKIE_MAX_AGE_S);
  announce(consents);
}

/**
 * The 'tu' link (SPEC: it clears all cookies and consents): deletes every cookie the page can see — consents,
 * cookies-show, tracking tools' cookies and the shop's own preferences alike (decision 0062); the bar shows again.
 */
function clearConsents() {
  deleteAllBrowserCookies();
  announce(ONLY_TECHNICAL);
}

function announce(consents: Consents) {
  pushDataLayer({
    event: 'consent_update',
    consent_analytical: consents.analytical,
    consent_marketing: consents.marketing,
    consent_advertisement: consents.advertisement,
  });
  window.dispatchEvent(new CustomEvent<Consents>(CONSENT_CHANGED_EVENT, { detail: consents }));
}

/**
 * Cookie consent bar (SPEC §4): shown until cookie cookies-show is 'hidden'. Technical cookies are always on;
 * 'Prijať všetky' accepts every kind, 'Prijať vybrané' the checked ones (the others are set to 0). Once decided, a
 * line at the bottom of the page keeps the 'tu' link that withdraws every consent and shows the bar again.
 * Not a modal: a labelled region fixed at the bottom of the viewport.
 */
export function CookieBar() {
  const { cookies } = useRootData();
  const [decided, setDecided] = useState(cookies.consentsDecided);
  const [selected, setSelected] = useState<Consents>(() => ({ ...cookies.consents, technical: true }));

  // a new root loader answer (navigation) is the source of truth again
  useEffect(() => {
    setDecided(cookies.consentsDecided);
  }, [cookies.consentsDecided]);

  if (decided) {
    return (
      <ConsentWithdrawLine
        onWithdraw={() => {
          clearConsents();
          setSelected(ONLY_TECHNICAL);
          setDecided(false);
        }}
      />
    );
  }

  return (
    <ConsentBar
      selected={selected}
      onToggle={(kind, value) => setSelected((current) => ({ ...current, [kind]: value, technical: true }))}
      onAcceptAll={() => {
        saveConsents(ALL_ON);
        setSelected(ALL_ON);
        setDecided(true);
      }}
      onAcceptSelected={() => {
        saveConsents(selected);
        setDecided(true);
      }}
      onWithdraw={() => {
        clearConsents();
        setSelected(ONLY_TECHNICAL);
      }}
    />
  );
}

function WithdrawSentence({ onWithdraw }: { onWithdraw: () => void }) {
  const t = useT();
  return (
    <>
      {t('cookies.clear_prefix')}{' '}
      <button type="button" onClick={onWithdraw} className="font-semibold text-brand-dark underline underline-offset-2 hover:text-ink">
        {t('cookies.clear_link')}
      </button>
      .
    </>
  );
}

function ConsentBar(props: {
  selected: Consents;
  onToggle: (kind: ConsentKind, value: boolean) => void;
  onAcceptAll: () => void;
  onAcceptSelected: () => void;
  onWithdraw: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-overlay="cookie-bar"
      className="fixed inset-x-0 bottom-0 z-[120] border-t border-line bg-white shadow-[0_-8px_24px_rgba(31,41,51,0.12)]"
    >
      <div className="shop-container flex flex-col gap-4 py-4 desktop:flex-row desktop:items-end desktop:justify-between">
        <div className="max-w-3xl">
          <h2 id={titleId} className="text-base font-bold text-ink">
            {t('cookies.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t('cookies.text')} <WithdrawSentence onWithdraw={props.onWithdraw} />
          </p>
          <fieldset className="mt-3">
            <legend className="sr-only">{t('cookies.kinds_legend')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {CONSENT_KINDS.map((kind) => (
                <label key={kind} className="inline-flex min-h-6 items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    name={consentCookieName(kind)}
                    className="h-4 w-4 accent-brand-dark"
                    checked={kind === 'technical' ? true : props.selected[kind]}
                    disabled={kind === 'technical'}
                    onChange={(event) => props.onToggle(kind, event.currentTarget.checked)}
                  />
                  {t(`cookies.kind.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="flex shrink-0 flex-col gap-2 tablet:flex-row">
          <button
            type="button"
            onClick={props.onAcceptSelected}
            className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-dark px-5 py-2 font-semibold text-brand-dark hover:bg-brand-light"
          >
            {t('cookies.accept_selected')}
          </button>
          <button
            type="button"
            onClick={props.onAcceptAll}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-dark px-5 py-2 font-semibold text-white hover:bg-ink"
          >
            {t('cookies.accept_all')}
          </button>
        </div>
      </div>
    </section>
  );
}

function ConsentWithdrawLine({ onWithdraw }: { onWithdraw: () => void }) {
  const t = useT();
  return (
    <aside aria-label={t('cookies.manage_label')} data-overlay="cookie-withdraw" className="border-t border-line bg-surface">
      <p className="shop-container py-3 text-center text-sm text-muted">
        <WithdrawSentence onWithdraw={onWithdraw} />
      </p>
    </aside>
  );
}
