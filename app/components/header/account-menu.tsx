import { useId } from 'react';
import { Form, useLocation, useNavigate, useRevalidator } from 'react-router';
import { Link } from '~/components/link';
import { UserIcon } from '~/components/icons';
import { clearAuthState, useAuthStateSync } from '~/lib/session/auth-state';
import type { RootData } from '~/lib/root/root-data';
import { useT } from '~/lib/root/use-root-data';
import { useHydrated } from '~/lib/browser/use-hydrated';
import { useDisclosure } from './use-disclosure';

/** Logout call of SPEC §7 (server/api/auth.ts); the state is cleared whatever the answer. */
const LOGOUT_API = '/api/auth/logout';
/** SPEC §6: group 2 is the influencer group. */
const INFLUENCER_GROUP_ID = 2;

const panelLink = 'block rounded px-3 py-2 text-ink hover:bg-brand-light hover:text-brand-dark';
const panelInput =
  'h-10 w-full rounded-md border-2 border-line bg-white px-3 text-base text-ink focus:border-brand-dark focus:ring-2 focus:ring-brand-dark/30 focus:outline-none';

/**
 * Account dropdown (SPEC §6). Guest: a login form (posting to the /prihlasenie action, which brings the shopper back
 * to this page), forgotten password, registration. Logged in: name, group description, orders, invoice data,
 * delivery addresses, influencer page for group 2, logout. Keeps the 'auth.' localStorage state in step.
 * Without JavaScript the trigger is a plain link (login page for a guest, account page for a customer).
 */
export function AccountMenu({ user }: { user: RootData['user'] }) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { open, toggle, close, buttonRef, wrapperRef, onBlur } = useDisclosure();
  const panelId = 'ucet-menu';
  const formId = useId();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useAuthStateSync(user);

  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';
  const triggerClass =
    'flex h-11 min-w-11 flex-col items-center justify-center rounded-md px-2 text-ink hover:text-brand-dark desktop:flex-row desktop:gap-2';
  const label = (
    <>
      <UserIcon size={24} />
      <span className="sr-only text-sm font-semibold desktop:not-sr-only desktop:max-w-32 desktop:truncate">
        {user ? user.firstname || t('header.account') : t('header.account')}
      </span>
    </>
  );

  async function logout() {
    close();
    try {
      await fetch(LOGOUT_API, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    } catch (error) {
      // logout always clears the local state (SPEC §4); the server session then simply expires
      console.warn('[auth] logout call failed', error);
    }
    clearAuthState();
    await navigate('/');
    await revalidator.revalidate();
  }

  return (
    <div ref={wrapperRef} onBlur={onBlur} className="relative">
      {hydrated ? (
        <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle} className={triggerClass}>
          {label}
        </button>
      ) : (
        <a href={user ? '/ucet' : '/prihlasenie'} className={triggerClass}>
          {label}
        </a>
      )}
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 rounded-lg border border-line bg-white p-2 text-left shadow-xl"
      >
        {user ? (
          <>
            <div className="border-b border-line px-3 pt-1 pb-3">
              <p className="font-bold text-ink">{name}</p>
              {user.group?.description ? <p className="text-sm text-muted">{user.group.description}</p> : null}
            </div>
            <ul className="py-1">
              <li>
                <Link to="/ucet" className={panelLink}>
                  {t('frame.account_orders')}
                </Link>
              </li>
              <li>
                <Link to="/ucet/fakturacni-udaje" className={panelLink}>
                  {t('frame.account_invoice_data')}
                </Link>
              </li>
              <li>
                <Link to="/account/addresses" className={panelLink}>
                  {t('frame.account_addresses')}
                </Link>
              </li>
              {user.group?.id === INFLUENCER_GROUP_ID ? (
                <li>
                  <Link to="/account/influencer" className={panelLink}>
                    {user.group.name}
                  </Link>
                </li>
              ) : null}
            </ul>
            {user.staff ? (
              <div className="border-t border-line py-1">
                {/* a plain link: /admin is its own app shell */}
                <a href="/admin" className={`${panelLink} font-semibold`}>
                  {t('frame.admin')}
                </a>
              </div>
            ) : null}
            <div className="border-t border-line pt-1">
              <button type="button" onClick={logout} className={`${panelLink} w-full text-left`}>
                {t('frame.logout')}
              </button>
            </div>
          </>
        ) : (
          <>
            <Form
              method="post"
              action="/prihlasenie"
              noValidate
              // once the submission has read it, the typed password leaves the header
              onSubmit={(event) => {
                const password = event.currentTarget.elements.namedItem('password');
                setTimeout(() => {
                  if (password instanceof HTMLInputElement) password.value = '';
                }, 0);
              }}
              className="flex flex-col gap-2 border-b border-line px-1 pb-3"
            >
              <input type="hidden" name="redirect" value={here} />
              <label htmlFor={`${formId}-email`} className="text-sm font-semibold text-ink">
                {t('auth.email')}
              </label>
              <input
                id={`${formId}-email`}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="username"
                required
                className={panelInput}
              />
              <label htmlFor={`${formId}-password`} className="text-sm font-semibold text-ink">
                {t('auth.password')}
              </label>
              <input
                id={`${formId}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                className={panelInput}
              />
              <button type="submit" className="mt-1 h-10 rounded-full bg-brand-dark px-4 font-semibold text-white hover:bg-ink">
                {t('header.login')}
              </button>
            </Form>
            <ul className="pt-1">
              <li>
                <Link to="/obnova-hesla" className={panelLink}>
                  {t('header.reset_password')}
                </Link>
              </li>
              <li>
                <Link to="/registrace" className={panelLink}>
                  {t('header.register')}
                </Link>
              </li>
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
