/**
 * Back-office roles (decision 0029). users.scope carries them next to 'customer':
 * - 'admin'  — everything;
 * - 'editor' — content only (blog, pages, services, jobs, events, documents, videos, stores, contacts).
 * A route declares the role it needs: 'admin' (admin only) or 'editor' (editor or admin). Browser-safe.
 */
import type { Translate } from '../../i18n';

export type AdminRole = 'admin' | 'editor';

const ROLE_LABEL_KEYS = { customer: 'admin.role.customer', editor: 'admin.role.editor', admin: 'admin.role.admin' } as const;

/** users.scope in words for the owner ('zákazník, administrátor'); a role the back office does not know stays as stored. */
export function roleLabels(t: Translate, scope: readonly string[]): string {
  return scope.map((role) => (role in ROLE_LABEL_KEYS ? t(ROLE_LABEL_KEYS[role as keyof typeof ROLE_LABEL_KEYS]) : role)).join(', ');
}

/** Whether a user with `scope` satisfies `required` ('admin' satisfies everything). */
export function hasAdminRole(scope: readonly string[] | null | undefined, required: AdminRole): boolean {
  if (!scope) return false;
  if (scope.includes('admin')) return true;
  return required === 'editor' && scope.includes('editor');
}

/** What a guard decides for a visitor: allowed, a guest (401 / login redirect) or a logged-in user without the role (403). */
export type AdminAccess = 'allowed' | 'unauthenticated' | 'forbidden';

export function adminAccess(user: { scope: readonly string[] } | null, required: AdminRole): AdminAccess {
  if (!user) return 'unauthenticated';
  return hasAdminRole(user.scope, required) ? 'allowed' : 'forbidden';
}
