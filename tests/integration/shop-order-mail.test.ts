/**
 * The shop's own e-mail about every new order (src/mail/shop-order-notification.ts, decision 0070), on PGlite and
 * PostgreSQL, read from the .eml files the mailer writes under DATA_DIR/mail: it goes to the contacts e-mail of the
 * settings (or SHOP_OWNER_EMAIL), carries the number, the customer, the lines with product codes, the totals,
 * delivery, payment and the back-office link; a refused placement sends nothing.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { OrderPlacementError, placeOrder } from '../../src/domain/orders/place-order';
import { loadShopSettings, saveSetting } from '../../src/domain/settings/settings';
import { buildShopOrderNotification } from '../../src/mail/shop-order-notification';
import { readStoredMails, type StoredMail } from '../setup/mail-links';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { checkoutData, loadOrderFixtures, placeDeps, placeInput, setStock, storeCart, WAREHOUSE } from '../fixtures/place-order-fixtures';

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/**
 * The mail to `to`, once the background tasks are drained: the shop's e-mail is sent after the shopper's answer as a
 * services.background task (decision 0075), so after drain() it is in the mail folder without polling.
 */
async function mailTo(db: TestDatabase, to: string): Promise<StoredMail> {
  expect(await db.services.background.drain(10_000)).toBe(0);
  const mail = (await readStoredMails(db.services.config.dataDir)).find((m) => m.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

describe('the shop e-mail about a new order', () => {
  it('goes to the contacts e-mail with number, customer, codes, totals, delivery, payment and the back-office link', async () => {
    t = await createTestDatabase({ env: { PUBLIC_URL: 'https://www.party-shop.sk' } });
    const db = t.services.db;
    const fx = await loadOrderFixtures(db);
    const contacts = (await loadShopSettings(db)).contacts;
    await saveSetting(db, 'contacts', { ...contacts, email: 'objednavky@party-shop.sk' });
    const cart = await storeCart(db, [{ variant: fx.balloon, quantity: 2 }]);
    const placed = await placeOrder(
      placeDeps(t),
      placeInput(cart, { checkout: checkoutData({ note: 'Prosím zazvoniť dvakrát.', phone: '905 123 456' }) }),
    );
    // the answer did not wait for the shop's e-mail: it is a tracked background task
    expect(t.services.background.pending).toBe(1);

    const mail = await mailTo(t, 'objednavky@party-shop.sk');
    const [item] = await queryRows<{ code: string; name: string }>(
      db,
      sql`SELECT code, name FROM order_items WHERE order_id = ${placed.order.id}`,
    );
    const built = (await buildShopOrderNotification(t.services, placed.order.id))!;
    expect(built.subject).toMatch(new RegExp(`^Nová objednávka č\\. ${placed.order.number} – Jana Nováková, 14,66\\s€$`)); // 2 × 4,88 € + courier 4,90 €
    expect(built.to).toBe('objednavky@party-shop.sk');
    expect(mail.decoded).toMatch(/^Reply-To: jana\.novakova@example\.sk/im);
    const body = mail.decoded;
    expect(body).toContain(`V e-shope práve prišla nová objednávka č. ${placed.order.number}`);
    expect(body).toContain('Jana Nováková (nakupuje bez registrácie)');
    expect(body).toContain('jana.novakova@example.sk');
    expect(body).toContain('href="tel:+421905123456"');
    expect(body).toContain(`- [${item!.code}] ${item!.name}`);
    expect(body).toMatch(/: 2 × 4,88\s€ = 9,76\s€/);
    expect(body).toContain(`<td style="padding:6px 8px;border-bottom:1px solid #d9e2ec;font-family:monospace">${item!.code}</td>`);
    expect(body).toContain('Spolu k úhrade: ');
    expect(body).toContain('Doprava');
    expect(body).toContain('Bankový prevod');
    expect(body).toContain('Prosím zazvoniť dvakrát.');
    expect(body).toContain(`https://www.party-shop.sk/admin/objednavky/${placed.order.id}`);
    // the customer got their own confirmation, not this one
    const customerMail = await mailTo(t, 'jana.novakova@example.sk');
    expect(customerMail.decoded).not.toContain('/admin/objednavky/');
  });

  it('goes to SHOP_OWNER_EMAIL when configured; a refused placement mails nobody', async () => {
    t = await createTestDatabase({ env: { SHOP_OWNER_EMAIL: 'majitel@party-shop.sk' } });
    const db = t.services.db;
    const fx = await loadOrderFixtures(db);
    await setStock(db, fx.balloon.variant, { [WAREHOUSE]: 0 });
    const refused = await placeOrder(placeDeps(t), placeInput(await storeCart(db, [{ variant: fx.balloon, quantity: 1 }]))).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(OrderPlacementError);

    const placed = await placeOrder(placeDeps(t), placeInput(await storeCart(db, [{ variant: fx.other, quantity: 1 }])));
    const mail = await mailTo(t, 'majitel@party-shop.sk');
    expect(mail.decoded).toContain(placed.order.number);
    await mailTo(t, 'jana.novakova@example.sk');
    const mails = await readStoredMails(t.services.config.dataDir);
    expect(mails.map((m) => m.to).sort()).toEqual(['jana.novakova@example.sk', 'majitel@party-shop.sk']);
  });
});
