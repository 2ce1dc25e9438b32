import type { z } from 'zod';
import { isMessageKey, type Translate } from '../i18n';

/** Field → messages, the errors object of SPEC §8 (422 answers and form fields). */
export type FieldErrors = Record<string, string[]>;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Maps one zod issue to a catalog message. A schema may put a catalog key in its custom message. */
export function issueMessage(issue: z.core.$ZodIssue, input: unknown, t: Translate): string {
  if (isMessageKey(issue.message)) return t(issue.message);
  const value = valueAt(input, issue.path);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  switch (issue.code) {
    case 'invalid_type':
      return empty ? t('validation.required') : t('validation.invalid');
    case 'too_small':
      if (empty || (issue.origin === 'string' && Number(issue.minimum) <= 1)) return t('validation.required');
      if (issue.origin === 'string') return t('validation.min', { length: Number(issue.minimum) });
      return t('validation.invalid');
    case 'too_big':
      if (issue.origin === 'string') return t('validation.max', { length: Number(issue.maximum) });
      return t('validation.invalid');
    case 'invalid_format':
      if (empty) return t('validation.required');
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'regex') return t('validation.regex');
      return t('validation.invalid');
    default:
      return empty ? t('validation.required') : t('validation.invalid');
  }
}

/** Turns a ZodError into the errors object keyed by dotted field path ('' for the form itself). */
export function formatZodError(error: z.ZodError, input: unknown, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    const message = issueMessage(issue, input, t);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
