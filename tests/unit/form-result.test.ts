import { describe, expect, it } from 'vitest';
import { submissionOf, type FormResult } from '../../app/lib/forms/form-result';
import { formDone, formRefused, formResult } from '../../app/lib/http/responses.server';

/** react-router's data() answer as the action returns it. */
type DataAnswer = { data: FormResult<unknown>; init: { status?: number } | null };

describe('the one form result (decision 0078)', () => {
  it('formRefused answers 422 with the errors, the kept values and the whole-form message', () => {
    const answer = formRefused(
      { email: ['Neplatný e-mail.'] },
      { values: { email: 'x@' }, message: 'Skontrolujte zadané údaje' },
    ) as unknown as DataAnswer;
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({
      ok: false,
      message: 'Skontrolujte zadané údaje',
      errors: { email: ['Neplatný e-mail.'] },
      values: { email: 'x@' },
    });
    expect(answer.data).not.toHaveProperty('intent');
    expect(typeof answer.data.stamp).toBe('number');
  });

  it('formRefused keeps a refusal status of the whole form and the intent', () => {
    const answer = formRefused({ '': ['Príliš veľa pokusov.'] }, { intent: 'checkout', status: 429 }) as unknown as DataAnswer;
    expect(answer.init?.status).toBe(429);
    expect(answer.data).toMatchObject({ ok: false, intent: 'checkout', message: null, values: {} });
  });

  it('formDone answers 200 with the message and no errors', () => {
    const answer = formDone('Odoslané.', { data: { id: 7 } }) as unknown as DataAnswer;
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, message: 'Odoslané.', errors: {}, values: {}, data: { id: 7 } });
  });

  it('two answers made one after the other differ in their stamp', () => {
    const a = formResult(false, {});
    const b = formResult(false, {});
    expect(a.stamp).not.toBe(b.stamp);
  });

  it('submissionOf gives conform the errors and the values to show again', () => {
    const result = formResult(false, { 'invoice.ico': ['Zadajte IČO.'] }, { values: { 'invoice.ico': '12' } });
    expect(submissionOf(result)).toEqual({
      status: 'error',
      initialValue: { 'invoice.ico': '12' },
      error: { 'invoice.ico': ['Zadajte IČO.'] },
    });
    expect(submissionOf(null)).toBeUndefined();
    expect(submissionOf(formResult(true, {}))?.status).toBe('success');
  });
});
