/**
 * The forms of logging in, registering and resetting a password (SPEC §5 "Login"): one zod schema per form,
 * shared by the storefront pages and the REST calls. Browser-safe: zod only. Messages are catalogue keys
 * (src/lib/validation.ts turns them into text); the generic ones (required, min, max, email) come from there.
 * (A schema-level `{ error }` would apply to every check of the field, so fields carry none.)
 */
import { z } from '../../lib/zod';

/** Passwords: 8 to 128 characters, no composition rules (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const emailField = z.string().trim().min(1).max(254).pipe(z.email('validation.email'));

/** A password as typed at login: required; not trimmed (spaces are characters of a password). */
const currentPasswordField = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** A new password: 8 to 128 characters. */
const newPasswordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

const confirmationField = z
  .string({ error: (issue) => (issue.code === 'invalid_type' && issue.input == null ? 'validation.confirmed' : undefined) })
  .min(1, 'validation.confirmed')
  .max(PASSWORD_MAX_LENGTH);

const nameField = z.string().trim().min(1).max(100);

/** Both passwords are strings: compare them even while other fields still have errors ('Heslá nie sú zhodné.'). */
const bothPasswordsGiven = (payload: { value: unknown }) => {
  const value = payload.value as Record<string, unknown> | null;
  return typeof value?.password === 'string' && typeof value?.password_confirmation === 'string';
};

/** POST /api/auth/login and the login forms: email and password required, email of type email (SPEC §5). */
export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/register and /registrace. */
export const registerSchema = z
  .object({
    firstname: nameField,
    lastname: nameField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'validation.passwords_mismatch',
    path: ['password_confirmation'],
    when: bothPasswordsGiven,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/auth/password/reset and /obnova-hesla: the e-mail of the account. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password/change and /zmena-hesla/{hash}: the link's hash and the new password twice. */
export const passwordChangeSchema = z
  .object({
    hash: z.string().trim().min(1).max(200),
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'validation.passwords_mismatch',
    path: ['password_confirmation'],
    when: bothPasswordsGiven,
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** POST /api/me/email and the e-mail change form of /ucet/fakturacni-udaje: the new login e-mail and the current password (decision 0066). */
export const emailChangeRequestSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});
export type EmailChangeRequestInput = z.infer<typeof emailChangeRequestSchema>;

/** POST /api/auth/email/confirm and /potvrdenie-emailu/{hash}: the hash of the mailed link. */
export const emailChangeConfirmSchema = z.object({
  hash: z.string().trim().min(1).max(200),
});
export type EmailChangeConfirmInput = z.infer<typeof emailChangeConfirmSchema>;

/**
 * DELETE /api/me and the form on /ucet/osobne-udaje (decision 0097): the current password, and on the page a ticked
 * "I understand it cannot be undone" (the API caller confirms by calling DELETE).
 */
export const accountErasureSchema = z.object({ password: currentPasswordField });

export const accountErasureFormSchema = accountErasureSchema.extend({
  confirm: z.literal('on', 'account.erase_confirm_required'),
});
