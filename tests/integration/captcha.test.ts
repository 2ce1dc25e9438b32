/**
 * reCAPTCHA v3 on register, password reset and newsletter (src/domain/security/captcha.ts, decision 0021), against
 * the local fake siteverify (tests/fakes/fake-captcha.ts). Configured: a missing, rejected, low-score, wrong-action
 * or timed-out token is refused with 422 code captcha_failed and a Slovak message (never a 500), a good one passes;
 * the page actions refuse the same way; the CSP allows the captcha's origins only then. Not configured: the forms
 * work without a token. Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as registerAction } from '../../app/routes/register';
import { queryRows } from '../../src/db/client';
import { verifyCaptcha } from '../../src/domain/security/captcha';
import { postJson } from '../setup/app-request';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { startFakeCaptcha, type FakeCaptcha } from '../fakes/fake-captcha';

const FAILED = 'Nepodarilo sa overiť, že nie ste robot. Skúste to prosím znova.';
const UNAVAILABLE = 'Overenie, že nie ste robot, je momentálne nedostupné. Skúste to prosím neskôr.';

let captcha: FakeCaptcha;
// The tests share one clone of the demo database (each shop with its own configuration; registrations use new
// e-mails). The auth and newsletter limits count in table rate_limits: every test starts without counters.
let shared: TestDatabase | undefined;
let t: TestDatabase | undefined;
beforeAll(async () => {
  captcha = await startFakeCaptcha();
});
beforeEach(async () => {
  shared ??= await createTestDatabase();
  await queryRows(shared.services.db, sql`DELETE FROM rate_limits`);
});
afterAll(async () => {
  await captcha?.close();
  await shared?.cleanup();
});
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/** A shop on the shared clone with its own configuration. */
const shop = (env?: Record<string, string>) => createTestDatabase({ shareDatabaseOf: shared, env });

let n = 0;
const registration = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Ema',
  lastname: 'Kováčová',
  email: `ema.captcha${++n}@example.sk`,
  password: 'dlhe-heslo-123',
  password_confirmation: 'dlhe-heslo-123',
  ...extra,
});

describe('captcha configured', () => {
  it('refuses register without a token, with a rejected, low-score or wrong-action token (422 + message), accepts a good one', async () => {
    t = await shop(captcha.env);
    const cases: Array<[unknown, string]> = [
      [undefined, FAILED],
      ['', FAILED],
      ['rejected', FAILED],
      ['low:register', FAILED],
      ['ok:newsletter', FAILED],
    ];
    for (const [token, message] of cases) {
      const { status, body } = await postJson(t, '/api/auth/register', registration(token === undefined ? {} : { captchaToken: token }));
      expect(status, String(token)).toBe(422);
      expect(body).toMatchObject({ code: 'captcha_failed', message, errors: { captcha: [message] } });
    }
    const ok = await postJson(t, '/api/auth/register', registration({ captchaToken: 'ok:register' }));
    expect(ok.status).toBe(201);
    expect(captcha.tokens).toContain('ok:register');
  });

  it('treats a timeout or a provider error as a refusal with "try later", never a 500', async () => {
    t = await shop(captcha.env);
    const started = Date.now();
    const slow = await postJson(t, '/api/auth/register', registration({ captchaToken: 'slow:register' }));
    expect(slow.status).toBe(422);
    expect(slow.body).toMatchObject({ code: 'captcha_failed', reason: 'unavailable', message: UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(2500); // RECAPTCHA_TIMEOUT_MS 1000, not the fake's 3 s
    const error = await postJson(t, '/api/auth/register', registration({ captchaToken: 'error' }));
    expect(error.status).toBe(422);
    expect(error.body.message).toBe(UNAVAILABLE);
  });

  it('protects the password reset request and the newsletter with their own action names', async () => {
    t = await shop(captcha.env);
    const resetMissing = await postJson(t, '/api/auth/password/reset', { email: 'zakaznik@party-shop.sk' });
    expect(resetMissing.status).toBe(422);
    expect(resetMissing.body.code).toBe('captcha_failed');
    expect((await postJson(t, '/api/auth/password/reset', { email: 'zakaznik@party-shop.sk', captchaToken: 'ok:register' })).status).toBe(
      422,
    );
    expect(
      (await postJson(t, '/api/auth/password/reset', { email: 'zakaznik@party-shop.sk', captchaToken: 'ok:password_reset' })).status,
    ).toBe(200);

    const newsletterLow = await postJson(t, '/api/subscriber/save', { email: 'odber.captcha@example.sk', captchaToken: 'low:newsletter' });
    expect(newsletterLow.status).toBe(422);
    expect(newsletterLow.body.errors.captcha).toEqual([FAILED]);
    expect((await postJson(t, '/api/subscriber/save', { email: 'odber.captcha@example.sk', captchaToken: 'ok:newsletter' })).status).toBe(
      201,
    );
  });

  it('validates the fields before spending a token', async () => {
    t = await shop(captcha.env);
    const before = captcha.tokens.length;
    const { status, body } = await postJson(t, '/api/auth/register', registration({ email: 'not-an-email', captchaToken: 'ok:register' }));
    expect(status).toBe(422);
    expect(body.errors.email).toBeDefined();
    expect(captcha.tokens.length).toBe(before);
  });

  it('refuses the /registrace page action without a good token, with the message at the field captcha', async () => {
    t = await shop(captcha.env);
    const context = { services: t.services, cspNonce: '', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
    const post = (fields: Record<string, string>) =>
      registerAction({
        request: new Request('http://localhost:3000/registrace', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
        context,
        params: {},
      } as Parameters<typeof registerAction>[0]);
    const fields = registration() as Record<string, string>;
    const refused = (await post({ ...fields, captchaToken: 'low:register' })) as unknown as {
      data: { errors: Record<string, string[]> };
      init: { status: number };
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data.errors.captcha).toEqual([FAILED]);
    const accepted = await post({ ...fields, captchaToken: 'ok:register' });
    expect(accepted).toBeInstanceOf(Response);
    expect((accepted as Response).status).toBe(302);
  });

  it('allows the captcha origins in the Content-Security-Policy only when configured', async () => {
    t = await shop(captcha.env);
    const on = (await t.app.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(on).toMatch(/script-src[^;]*https:\/\/www\.google\.com/);
    expect(on).toMatch(/frame-src[^;]*https:\/\/www\.google\.com/);
    await t.cleanup();
    t = await shop();
    const off = (await t.app.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(off).not.toContain('google');
  });
});

describe('captcha not configured', () => {
  it('lets register, password reset and newsletter work without a token', async () => {
    t = await shop();
    expect(t.services.config.captcha).toBeUndefined();
    expect((await postJson(t, '/api/auth/register', registration())).status).toBe(201);
    expect((await postJson(t, '/api/auth/password/reset', { email: 'zakaznik@party-shop.sk' })).status).toBe(200);
    expect((await postJson(t, '/api/subscriber/save', { email: 'bez.captcha@example.sk' })).status).toBe(201);
  });

  it('is off with only one of the two keys', async () => {
    t = await shop({ RECAPTCHA_SITE_KEY: 'only-the-site-key' });
    expect(t.services.config.captcha).toBeUndefined();
    expect(await verifyCaptcha(undefined, undefined, 'register')).toEqual({ ok: true, score: null });
  });
});
