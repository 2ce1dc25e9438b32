import type { SessionUser } from './session-lookup';

/**
 * The customer as GET /api/me and the login answer show them (SPEC §3 "User"): name, e-mail, group and scope.
 * Built field by field, so nothing else of the users row (password hash!) can ever leak into an answer.
 */
export type AccountUserView = Pick<SessionUser, 'id' | 'firstname' | 'lastname' | 'email' | 'group' | 'scope'>;

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
