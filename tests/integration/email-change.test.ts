/**
 * Changing the login e-mail (decision 0066), through both doors: POST /api/me/email + POST /api/auth/email/confirm
 * and the /ucet/fakturacni-udaje action (intent=email_change) + the /potvrdenie-emailu/{hash} action. The current
 * password is needed; the new address gets a one-time link and the e-mail changes only when it is used; the old
 * address gets a notice; the answer is the same whether or not another account has the address; a shared rate limit.
 * Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as invoiceAction } from '../../app/routes/account-invoice-data';
import { action as confirmAction, loader as confirmLoader } from '../../app/routes/email-change-confirm';
import { queryRows } from '../../src/db/client';
import { postJson } from '../setup/app-request';
import { readStoredMails, type StoredMail } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { pageContext, pageRequest } from '../fixtures/account-fixtures';

let shared: TestDatabase | undefined;
let t: TestDatabase;

beforeEach(async () => {
  shared ??= await createTestDatabase();
  t = await createTestDatabase({ shareDatabaseOf: shared });
  await queryRows(t.services.db, sql`DELETE FROM rate_limits`);
  await queryRows(t.services.db, sql`DELETE FROM login_failures`);
});
afterEach(async () => {
  await t?.cleanup();
});
afterAll(async () => {
  await shared?.cleanup();
});

const PASSWORD = 'Moje heslo 2026';
let customers = 0;

async function newCustomer(): Promise<{ id: number; email: string; token: string }> {
  const email = `zmena.${++customers}.${Date.now()}@example.sk`;
  const res = await postJson(t, '/api/auth/register', {
    firstname: 'Marta',
    lastname: 'Nová',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id, email, token: res.body.token };
}

async function requestChange(token: string, body: Record<string, unknown>, address = '198.51.100.30') {
  return postJson(t, '/api/me/email', body, { address, headers: { authorization: `Bearer ${token}` } });
}

async function loginStatus(email: string, password = PASSWORD) {
  return (await postJson(t, '/api/auth/login', { email, password }, { address: '198.51.100.31' })).status;
}

async function storedEmail(userId: number): Promise<string> {
  const [row] = await queryRows<{ email: string }>(t.services.db, sql`SELECT email FROM users WHERE id = ${userId}`);
  return row!.email;
}

/** Waits for the `count`-th mail to `to` (the mails go out in the background). */
async function waitForMail(to: string, count = 1): Promise<StoredMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await readStoredMails(t.services.config.dataDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function mailsTo(to: string): Promise<StoredMail[]> {
  return (await readStoredMails(t.services.config.dataDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

function confirmHash(mail: StoredMail): string {
  const hash = /\/potvrdenie-emailu\/([A-Za-z0-9_-]{20,})/.exec(mail.decoded)?.[1];
  expect(hash, 'a confirmation link in the mail').toBeDefined();
  return hash!;
}

describe('POST /api/me/email and /api/auth/email/confirm', () => {
  it('needs the current password: a wrong one changes nothing and sends nothing', async () => {
    const customer = await newCustomer();
    const wrong = await requestChange(customer.token, { email: 'nova.adresa.1@example.sk', password: 'zle heslo' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'wrong_password', errors: { password: ['Nesprávne heslo.'] } });
    const missing = await requestChange(customer.token, { email: 'nova.adresa.1@example.sk' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.password).toBeDefined();
    expect((await postJson(t, '/api/me/email', { email: 'x@example.sk', password: PASSWORD })).status).toBe(401);
    expect(await mailsTo('nova.adresa.1@example.sk')).toEqual([]);
    expect(await storedEmail(customer.id)).toBe(customer.email);
  });

  it('changes the login only when the link mailed to the new address is used; the old address gets a notice', async () => {
    const customer = await newCustomer();
    const next = `nova.${customers}@example.sk`;
    const res = await requestChange(customer.token, { email: next.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(
      `Na adresu ${next} sme poslali odkaz na potvrdenie. E-mail na prihlásenie sa zmení, až keď ho potvrdíte (odkaz platí 24 hodín).`,
    );
    const mail = await waitForMail(next);
    expect(mail.decoded).toContain('Potvrdiť e-mail');
    const hash = confirmHash(mail);
    // nothing changed yet: the old e-mail still logs in, the new one does not
    expect(await storedEmail(customer.id)).toBe(customer.email);
    expect(await loginStatus(customer.email)).toBe(200);
    expect(await loginStatus(next)).toBe(422);
    // only the digest of the token is stored
    const [row] = await queryRows<{ n: number }>(
      t.services.db,
      sql`SELECT count(*)::int AS n FROM email_changes WHERE token_hash = ${hash}`,
    );
    expect(row!.n).toBe(0);

    const confirmed = await postJson(t, '/api/auth/email/confirm', { hash });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ data: { email: next }, message: `Hotovo. Na prihlásenie teraz používate e-mail ${next}.` });
    expect(await storedEmail(customer.id)).toBe(next);
    expect(await loginStatus(next)).toBe(200);
    expect(await loginStatus(customer.email)).toBe(422);
    const notice = await waitForMail(customer.email);
    expect(notice.decoded).toContain(next);
    expect(notice.decoded).not.toMatch(/potvrdenie-emailu/);

    // the link works once
    const again = await postJson(t, '/api/auth/email/confirm', { hash });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      code: 'email_change_invalid',
      errors: { hash: ['Odkaz na potvrdenie e-mailu je neplatný, už bol použitý alebo mu uplynula platnosť.'] },
    });
  });

  it('answers the same whether or not another account has the address; only the mail to it says so', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const free = `volna.${customers}@example.sk`;
    const toFree = await requestChange(customer.token, { email: free, password: PASSWORD });
    const toTaken = await requestChange(customer.token, { email: other.email, password: PASSWORD });
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.body.message.replace(other.email, 'X')).toBe(toFree.body.message.replace(free, 'X'));
    expect(Object.keys(toTaken.body)).toEqual(Object.keys(toFree.body));
    expect(JSON.stringify(toTaken.body)).not.toMatch(/taken|existuje|používa/i);

    const takenMail = await waitForMail(other.email);
    expect(takenMail.decoded).toContain('už je u nás zaregistrovaný účet');
    expect(takenMail.decoded).not.toMatch(/potvrdenie-emailu/);
    expect(await storedEmail(customer.id)).toBe(customer.email);
    expect(await storedEmail(other.id)).toBe(other.email);
    // no link exists for the taken address, and the free address's link was spent by the newer request
    const rows = await queryRows<{ new_email: string; used: boolean }>(
      t.services.db,
      sql`SELECT new_email, used_at IS NOT NULL AS used FROM email_changes WHERE user_id = ${customer.id} ORDER BY id`,
    );
    expect(rows).toEqual([{ new_email: free, used: true }]);
    const freeHash = confirmHash(await waitForMail(free));
    expect((await postJson(t, '/api/auth/email/confirm', { hash: freeHash })).status).toBe(422);
  });

  it('refuses an expired link, and a link whose address another account took meanwhile', async () => {
    const customer = await newCustomer();
    const next = `expirovana.${customers}@example.sk`;
    await requestChange(customer.token, { email: next, password: PASSWORD });
    const hash = confirmHash(await waitForMail(next));
    await queryRows(t.services.db, sql`UPDATE email_changes SET expires_at = now() - interval '1 minute' WHERE user_id = ${customer.id}`);
    expect((await postJson(t, '/api/auth/email/confirm', { hash })).body.code).toBe('email_change_invalid');

    const later = `obsadena.${customers}@example.sk`;
    await requestChange(customer.token, { email: later, password: PASSWORD });
    const laterHash = confirmHash(await waitForMail(later));
    const reg = await postJson(t, '/api/auth/register', {
      firstname: 'Iná',
      lastname: 'Osoba',
      email: later,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(reg.status).toBe(201);
    expect((await postJson(t, '/api/auth/email/confirm', { hash: laterHash })).body.code).toBe('email_change_invalid');
    expect(await storedEmail(customer.id)).toBe(customer.email);
  });

  it('refuses the account’s own e-mail', async () => {
    const customer = await newCustomer();
    const same = await requestChange(customer.token, { email: customer.email.toUpperCase(), password: PASSWORD });
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({ code: 'same_email', errors: { email: ['Toto je už váš e-mail na prihlásenie.'] } });
  });
});

describe('the /ucet/fakturacni-udaje e-mail change and /potvrdenie-emailu/{hash}', () => {
  type EmailAnswer = {
    data: { intent: string; ok: boolean; message: string; errors: Record<string, string[]>; values: Record<string, string> };
    init: { status: number };
  };
  const pageArgs = (token: string, form: Record<string, string>) =>
    ({ request: pageRequest('/ucet/fakturacni-udaje', token, form), context: pageContext(t), params: {} }) as unknown as Parameters<
      typeof invoiceAction
    >[0];

  it('asks for the password, mails the link, and the confirmation page changes the login', async () => {
    const customer = await newCustomer();
    const next = `stranka.${customers}@example.sk`;
    const wrong = (await invoiceAction(
      pageArgs(customer.token, { intent: 'email_change', newEmail: next, password: 'zle' }),
    )) as unknown as EmailAnswer;
    expect(wrong.init.status).toBe(422);
    expect(wrong.data).toMatchObject({
      intent: 'email_change',
      ok: false,
      errors: { password: ['Nesprávne heslo.'] },
      values: { newEmail: next },
    });

    const sent = (await invoiceAction(
      pageArgs(customer.token, { intent: 'email_change', newEmail: next, password: PASSWORD }),
    )) as unknown as EmailAnswer;
    expect(sent.init.status).toBe(200);
    expect(sent.data).toMatchObject({ ok: true, message: expect.stringContaining(`Na adresu ${next} sme poslali odkaz`) });
    const hash = confirmHash(await waitForMail(next));
    expect(await storedEmail(customer.id)).toBe(customer.email);

    // opening the link changes nothing; the button does
    const confirmArgs = { request: pageRequest(`/potvrdenie-emailu/${hash}`, null), context: pageContext(t), params: { hash } };
    expect(await confirmLoader(confirmArgs as unknown as Parameters<typeof confirmLoader>[0])).toEqual({ usable: true });
    expect(await storedEmail(customer.id)).toBe(customer.email);
    const done = await confirmAction({
      ...confirmArgs,
      request: pageRequest(`/potvrdenie-emailu/${hash}`, null, {}),
    } as unknown as Parameters<typeof confirmAction>[0]);
    expect((done as unknown as { data: unknown }).data).toMatchObject({
      ok: true,
      message: `Hotovo. Na prihlásenie teraz používate e-mail ${next}.`,
      errors: {},
    });
    expect(await storedEmail(customer.id)).toBe(next);
    expect(await confirmLoader(confirmArgs as unknown as Parameters<typeof confirmLoader>[0])).toEqual({ usable: false });
  });

  it('shares one rate limit with the API: five requests per account an hour, whichever door', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < 3; i++)
      expect((await requestChange(customer.token, { email: `limit.${i}@example.sk`, password: PASSWORD })).status).toBe(202);
    for (let i = 3; i < 5; i++) {
      const answer = (await invoiceAction(
        pageArgs(customer.token, { intent: 'email_change', newEmail: `limit.${i}@example.sk`, password: PASSWORD }),
      )) as unknown as EmailAnswer;
      expect(answer.data.ok).toBe(true);
    }
    const page = (await invoiceAction(
      pageArgs(customer.token, { intent: 'email_change', newEmail: 'limit.5@example.sk', password: PASSWORD }),
    )) as unknown as EmailAnswer;
    expect(page.init.status).toBe(429);
    expect(page.data.message).toMatch(/^Príliš veľa pokusov\./);
    const api = await requestChange(customer.token, { email: 'limit.6@example.sk', password: PASSWORD }, '198.51.100.99');
    expect(api.status).toBe(429);
    expect(api.body.code).toBe('rate_limited');
  });
});
