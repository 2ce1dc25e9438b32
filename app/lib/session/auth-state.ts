import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { RootData } from '../root/root-data';

/**
 * Client-side auth state in localStorage with the prefix 'auth.' (SPEC §3, §4: strategy local, loggedIn, user).
 * The bearer token itself stays in the HttpOnly cookie only (decision 0017): page scripts never see it.
 */
const AUTH_STORAGE = {
  strategy: 'auth.strategy',
  loggedIn: 'auth.loggedIn',
  user: 'auth.user',
} as const;

function writeAuthState(user: RootData['user']): void {
  try {
    const storage = window.localStorage;
    storage.setItem(AUTH_STORAGE.strategy, 'local');
    const loggedIn = user ? 'true' : 'false';
    if (storage.getItem(AUTH_STORAGE.loggedIn) !== loggedIn) storage.setItem(AUTH_STORAGE.loggedIn, loggedIn);
    if (user) storage.setItem(AUTH_STORAGE.user, JSON.stringify({ firstname: user.firstname, lastname: user.lastname, group: user.group }));
    else storage.removeItem(AUTH_STORAGE.user);
  } catch (error) {
    // storage disabled (private mode, quota): the server-rendered state still works
    console.warn('[auth] localStorage is not available', error);
  }
}

/** Clears the client auth state (logout always does, whatever the server answered). */
export function clearAuthState(): void {
  writeAuthState(null);
}

/**
 * Keeps localStorage in step with the server's view of the session, and reloads the frame's data when another tab
 * logs in or out (the storage event), so every tab shows the same state.
 */
export function useAuthStateSync(user: RootData['user']): void {
  const revalidator = useRevalidator();
  const loggedIn = Boolean(user);
  useEffect(() => {
    writeAuthState(user);
  }, [user]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_STORAGE.loggedIn || event.newValue === null) return;
      if ((event.newValue === 'true') !== loggedIn) void revalidator.revalidate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loggedIn, revalidator]);
}
