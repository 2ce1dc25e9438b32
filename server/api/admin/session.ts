/** GET /api/admin/me: who is using the back office and what they may do (the smallest example of an admin route). */
import { z } from 'zod';
import { hasAdminRole } from '../../../src/domain/back-office/roles';
import { adminRoute, type AdminApiRoute } from './registry';

const adminMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(['admin', 'editor'])).describe('admin: everything; editor: content only'),
});

export const adminSessionApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/me',
    role: 'editor',
    summary: 'The back-office user and their roles',
    response: adminMeSchema,
    handler: (c, user) => {
      const roles = (['admin', 'editor'] as const).filter((role) =>
        role === 'admin' ? hasAdminRole(user.scope, 'admin') : hasAdminRole(user.scope, 'editor'),
      );
      return c.json({ data: { id: user.id, email: user.email, name: `${user.firstname} ${user.lastname}`.trim(), roles } });
    },
  }),
];
