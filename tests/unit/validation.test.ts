import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translator } from '../../src/i18n';
import { formatZodError } from '../../src/lib/validation';
// the Czech catalog registers itself when loaded (the server loads it at start: src/services.ts)
import '../../src/i18n/load-cs';

const schema = z.object({
  email: z.string().trim().min(1).pipe(z.email()),
  password: z.string().min(8),
  note: z.string().max(5).optional(),
  name: z.string(),
  passwordConfirm: z.string().refine((v) => v === 'same', 'validation.passwords_mismatch'),
  address: z.object({ zip: z.string().min(1) }),
});

function errorsFor(input: unknown, locale: 'sk' | 'cs') {
  const parsed = schema.safeParse(input);
  expect(parsed.success).toBe(false);
  return formatZodError(parsed.error!, input, translator(locale));
}

const valid = { email: 'jana@example.sk', password: '12345678', name: 'Jana', passwordConfirm: 'same', address: { zip: '81101' } };

describe('formatZodError', () => {
  it.each([
    ['sk', 'Pole musí byť vyplnené.'],
    ['cs', 'Pole musí být vyplněno'],
  ] as const)('required: missing and empty fields (%s)', (locale, message) => {
    const errors = errorsFor({ ...valid, email: '   ', name: undefined, address: { zip: '' } }, locale);
    expect(errors.email).toEqual([message]);
    expect(errors.name).toEqual([message]);
    expect(errors['address.zip']).toEqual([message]);
  });

  it.each([
    ['sk', 'Pole musí obsahovať platný e-mail.'],
    ['cs', 'Pole musí obsahovat platný email.'],
  ] as const)('email (%s)', (locale, message) => {
    expect(errorsFor({ ...valid, email: 'not-an-email' }, locale)).toEqual({ email: [message] });
  });

  it.each([
    ['sk', 'Vyplňte prosím minimálne 8 znakov.'],
    ['cs', 'Vyplňte prosím minimálně 8 znaků.'],
  ] as const)('min with {length} (%s)', (locale, message) => {
    expect(errorsFor({ ...valid, password: 'abc' }, locale)).toEqual({ password: [message] });
  });

  it.each([
    ['sk', 'Vyplňte prosím maximálne 5 znakov.'],
    ['cs', 'Vyplňte prosím maximálně 5 znaků.'],
  ] as const)('max (%s)', (locale, message) => {
    expect(errorsFor({ ...valid, note: 'too long' }, locale)).toEqual({ note: [message] });
  });

  it.each([
    ['sk', 'Heslá nie sú zhodné.'],
    ['cs', 'Hesla se neshodují.'],
  ] as const)('custom catalog key as the message (%s)', (locale, message) => {
    expect(errorsFor({ ...valid, passwordConfirm: 'other' }, locale)).toEqual({ passwordConfirm: [message] });
  });

  it('collects every field once and keys nested fields by dotted path', () => {
    const errors = errorsFor({}, 'sk');
    expect(Object.keys(errors).sort()).toEqual(['address', 'email', 'name', 'password', 'passwordConfirm']);
    for (const messages of Object.values(errors)) expect(new Set(messages).size).toBe(messages.length);
  });

  it('uses a catalog key given to a schema (subscriber style)', () => {
    const s = z.object({ email: z.string({ error: 'validation.required' }).pipe(z.email('validation.email')) });
    const parsed = s.safeParse({ email: 'x' });
    expect(formatZodError(parsed.error!, { email: 'x' }, translator('sk'))).toEqual({ email: ['Pole musí obsahovať platný e-mail.'] });
  });
});
