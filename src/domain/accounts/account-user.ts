import type { SessionUser } from './session-lookup';

/**
 * The customer as GET /api/me and the login answer show them (SPEC §3 "User"): name, e-mail, group and scope.
 * Built field by field, so nothing else of the users row (password hash!) can ever leak into an answer.
 */
export interface AccountUserView {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  group: { id: number; name: string; description: string | null; discount: number } | null;
  scope: string[];
}

export function toAccountUserView(user: SessionUser): AccountUserView {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    group: user.group
      ? { id: user.group.id, name: user.group.name, description: user.group.description, discount: user.group.discount }
      : null,
    scope: [...user.scope],
  };
}
