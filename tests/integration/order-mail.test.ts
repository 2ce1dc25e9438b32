/** The order confirmation e-mail (src/mail/order-confirmation.ts), written as .eml under DATA_DIR/mail. */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadShopSettings } from '../../src/domain/settings/settings';
import { PAYMENT_QR_CID, sendOrderConfirmation } from '../../src/mail/order-confirmation';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { createOrderFixture } from '../fixtures/order-fixtures';

interface MimePart {
  headers: string;
  body: Buffer;
}

/** Minimal MIME reader for the mailer's output: every leaf part with its decoded body. */
function mimeParts(eml: string): MimePart[] {
  const [head, ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head!)?.[1];
  if (!boundary) {
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head!)?.[1]?.toLowerCase();
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            )
          : Buffer.from(body, 'utf8');
    return [{ headers: head!, body: decoded }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => mimeParts(chunk.replace(/^\r?\n/, '')));
}

async function onlyEml(t: TestDatabase) {
  const folder = path.join(t.services.config.dataDir, 'mail');
  const files = await readdir(folder);
  expect(files).toHaveLength(1);
  const raw = await readFile(path.join(folder, files[0]!), 'utf8');
  const parts = mimeParts(raw);
  const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))!.body.toString('utf8');
  const html = parts.find((p) => /content-type:\s*text\/html/i.test(p.headers))!.body.toString('utf8');
  return { raw, parts, text, html };
}

describe('order confirmation e-mail', () => {
  // One clone of the demo database for the file; each test gets its own services (and so its own DATA_DIR/mail) on
  // it and creates the orders it mails.
  let shared: TestDatabase | undefined;
  let t: TestDatabase;
  beforeEach(async () => {
    shared ??= await createTestDatabase();
    t = await createTestDatabase({ env: { PUBLIC_URL: 'https://www.party-shop.sk' }, shareDatabaseOf: shared });
  });
  afterEach(async () => {
    await t?.cleanup();
  });
  afterAll(async () => {
    await shared?.cleanup();
  });

  it('bank transfer: number, items, totals, IBAN, VS, the QR inline and the absolute summary link', async () => {
    const order = await createOrderFixture(t.services.db, { paymentMethod: 'bank_transfer', carrier: 'packeta', discount: 100 });
    const result = await sendOrderConfirmation(t.services, order.id);
    expect(result.file).toBeTruthy();
    const { raw, parts, text, html } = await onlyEml(t);
    const { iban } = (await loadShopSettings(t.services.db)).contacts;
    const ibanFormatted = iban.replace(/(.{4})(?=.)/g, '$1 ');
    const link = `https://www.party-shop.sk/shrnuti/${order.id}/${order.hash}`;

    expect(raw).toContain('To: jana.novakova@example.sk');
    for (const body of [text, html]) {
      expect(body).toContain(order.number);
      expect(body).toContain(ibanFormatted);
      expect(body).toContain(link);
      expect(body).toContain('Fóliový balón Srdce');
      expect(body).toContain('červený, 45 cm');
      expect(body).toContain('Zásielkovňa – výdajné miesto');
      expect(body).toContain('Bratislava, Obchodná 5 (Z-BOX)');
      expect(body).toContain('18,25\u00a0€'); // items 15,75 + Zásielkovňa 3,50 − discount 1,00
    }
    expect(text).toContain('Spolu k úhrade: 18,25\u00a0€');
    // the one minus sign of money (U+2212), as on every screen
    expect(text).toContain('Zľava: \u22121,00\u00a0€');
    expect(html).toContain('\u22121,00\u00a0€');
    expect(text).not.toContain('Zľava: -');
    expect(text).toContain(`Variabilný symbol: ${order.number}`);
    expect(text).toContain('23 %: Základ');
    expect(html).toContain(`src="cid:${PAYMENT_QR_CID}"`);

    const qr = parts.find((p) => /content-type:\s*image\/png/i.test(p.headers))!;
    expect(qr.headers).toMatch(new RegExp(`content-id:\\s*<${PAYMENT_QR_CID}>`, 'i'));
    expect(qr.body.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('escapes what the shopper typed in the HTML', async () => {
    const order = await createOrderFixture(t.services.db, {
      invoiceFirstname: '<script>alert("x")</script>',
      note: 'Zazvoňte 2× & <b>neklopať</b>',
    });
    await sendOrderConfirmation(t.services, order.id);
    const { html, text } = await onlyEml(t);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Zazvoňte 2× &amp; &lt;b&gt;neklopať&lt;/b&gt;');
    expect(html).not.toContain('<b>neklopať</b>');
    expect(text).toContain('<script>alert("x")</script>'); // plain text stays as typed
  });

  it('card: a link to pay; cash on delivery: pay on delivery; paid: no instructions and no QR', async () => {
    const card = await createOrderFixture(t.services.db, { paymentMethod: 'card' });
    const services = {
      ...t.services,
      config: {
        ...t.services.config,
        paymentGateway: { provider: 'comgate' as const, url: 'http://127.0.0.1:9', merchant: 'm', secret: 's', test: true },
      },
    };
    await sendOrderConfirmation(services, card.id);
    let mail = await onlyEml(t);
    expect(mail.html).toContain(`href="https://www.party-shop.sk/shrnuti/${card.id}/${card.hash}#platba"`);
    expect(mail.html).toContain('Zaplatiť kartou');
    expect(mail.parts.some((p) => /image\/png/i.test(p.headers))).toBe(false);

    await rm(path.join(t.services.config.dataDir, 'mail'), { recursive: true });
    const cod = await createOrderFixture(t.services.db, { paymentMethod: 'cod' });
    await sendOrderConfirmation(t.services, cod.id);
    mail = await onlyEml(t);
    expect(mail.text).toContain('Sumu zaplatíte pri prevzatí zásielky.');
    expect(mail.text).toContain('Platba – Dobierka: 1,50\u00a0€');

    await rm(path.join(t.services.config.dataDir, 'mail'), { recursive: true });
    const paid = await createOrderFixture(t.services.db, { paymentMethod: 'bank_transfer', state: 'paid' });
    await sendOrderConfirmation(t.services, paid.id);
    mail = await onlyEml(t);
    expect(mail.text).toContain('Objednávka je už zaplatená.');
    expect(mail.parts.some((p) => /image\/png/i.test(p.headers))).toBe(false);
  });

  it('names the carrier after a dash: no nested brackets around "Kuriér (doručenie na adresu)"', async () => {
    const order = await createOrderFixture(t.services.db, { paymentMethod: 'bank_transfer', carrier: 'courier' });
    await sendOrderConfirmation(t.services, order.id);
    const { text, html } = await onlyEml(t);
    expect(text).toMatch(/Doprava – Kuriér \(doručenie na adresu\): \d/);
    expect(html).toContain('Doprava – Kuriér (doručenie na adresu)');
    expect(text).toContain('Platba – Bankový prevod');
    for (const body of [text, html]) expect(body).not.toContain('((');
    for (const body of [text, html]) expect(body).not.toContain('))');
  });

  it('refuses an unknown order', async () => {
    await expect(sendOrderConfirmation(t.services, 987654)).rejects.toThrow(/not found/);
  });
});
