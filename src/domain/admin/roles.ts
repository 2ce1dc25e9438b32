/**
 * Back-office roles (decision 0029). users.scope carries them next to 'customer':
 * - 'admin'  — everything;
 * - 'editor' — content only (blog, pages, services, jobs, events, documents, videos, stores, contacts).
 * A route declares the role it needs: 'admin' (admin only) or 'editor' (editor or admin). Browser-safe.
 */
export type AdminRole = 'admin' | 'editor';

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
