/**
 * The first administrator of a deployment (decision 0042): `npm run admin:create -- --email …` calls this. A new
 * e-mail gets an account with the roles customer and admin; an existing account gets the admin role and the new
 * password, and its open sessions end (the operator's way back in after losing the admin password).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { z } from '../../lib/zod';
import { loginSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-schemas';
import { insertAccount } from './login';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';

/** The same e-mail and password rules as registration. */
export const adminAccountSchema = z.object({
  email: loginSchema.shape.email,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  firstname: z.string().trim().max(100).default(''),
  lastname: z.string().trim().max(100).default(''),
});
export type AdminAccountInput = z.input<typeof adminAccountSchema>;

export interface AdminAccountResult {
  id: number;
  email: string;
  /** false: the e-mail already had an account, now an admin with the new password */
  created: boolean;
}

/** A password for the operator to copy once: 24 random characters (144 bits). */
export function generateAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Creates the admin account or makes the existing account of that e-mail an admin with this password. */
export async function createAdminAccount(db: DbOrTx, rawInput: AdminAccountInput): Promise<AdminAccountResult> {
  const input = adminAccountSchema.parse(rawInput);
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, scope: users.scope })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update')
      .limit(1);
    if (existing) {
      const scope = existing.scope.includes('admin') ? existing.scope : [...existing.scope, 'admin'];
      await tx
        .update(users)
        .set({ passwordHash, scope, updatedAt: new Date() })
        .where(sql`${users.id} = ${existing.id}`);
      await revokeUserSessions(tx, existing.id);
      return { id: existing.id, email, created: false };
    }
    const id = await insertAccount(tx, {
      email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      scope: ['customer', 'admin'],
    });
    // taken between the look-up and the insert (the look-up locks only a row that exists): run the command again
    if (id === null) throw new Error(`An account ${email} was created meanwhile; run the command again`);
    return { id, email, created: true };
  });
}
