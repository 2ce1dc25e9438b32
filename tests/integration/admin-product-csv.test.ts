/**
 * Product CSV export and import (decision 0106) through /api/admin/product-csv/* and the domain: the export read back
 * changes nothing; a changed price and stock show in the preview (old → new) and apply with price history and audit
 * entries; a file with one bad row applies nothing and names the row and column; an oversized file gets 413;
 * Slovak diacritics survive the round trip; the export reads the catalogue in batches as it is consumed.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { hashSessionToken } from '../../src/domain/accounts/session-lookup';
import { catalogAdminDeps } from '../../src/domain/catalog/admin-catalog-deps';
import { loadAdminProduct } from '../../src/domain/catalog/admin-catalog-products';
import { productCsvRecords, uploadProductImport } from '../../src/domain/catalog/admin-product-csv';
import { PRODUCT_IMPORT_MAX_BYTES } from '../../src/domain/catalog/admin-product-csv-format';
import { apiRequest } from '../setup/app-request';
import { withQueryLog } from '../setup/query-log';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const ADMIN_TOKEN = 'admin-product-csv-test-token-3';
const ADMIN_ID = 3;
let t: TestDatabase;
let product: { id: number; code: string };

beforeAll(async () => {
  t = await createTestDatabase();
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  await queryRows(
    t.services.db,
    sql`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (${ADMIN_ID}, ${hashSessionToken(ADMIN_TOKEN)}, ${inADay}::timestamptz)`,
  );
  // a product with several variants, no sale, its variants without prices of their own
  const [row] = await queryRows<{ id: number; code: string }>(
    t.services.db,
    sql`SELECT p.id, p.code FROM products p WHERE NOT p.is_price_sale_active AND p.price_sale IS NULL
          AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id AND v.price IS NULL AND v.price_sale IS NULL) >= 2
          AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND (v.price IS NOT NULL OR v.price_sale IS NOT NULL))
        ORDER BY p.id LIMIT 1`,
  );
  product = { id: Number(row!.id), code: row!.code };
});
afterAll(async () => {
  await t?.cleanup();
});

const api = (method: string, url: string, body?: unknown) => apiRequest(t, method, url, { body, token: ADMIN_TOKEN });

async function exportCsv(): Promise<string> {
  const res = await api('GET', '/api/admin/product-csv/export');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  return res.text;
}

/** The export as header + records (BOM dropped), as a spreadsheet shows it. */
async function exportTable(): Promise<{ header: string[]; rows: string[][] }> {
  const [header, ...rows] = parse(await exportCsv(), { delimiter: ';', bom: true }) as string[][];
  return { header: header!, rows };
}

function csvOf(header: string[], rows: string[][]): string {
  return `\uFEFF${stringify([header, ...rows], { delimiter: ';' })}`;
}

function upload(text: string | Uint8Array<ArrayBuffer>, name = 'produkty.csv') {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  return api('POST', '/api/admin/product-csv/imports', form);
}

const col = (header: string[], name: string) => {
  const index = header.indexOf(name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  return index;
};

describe('product CSV export', () => {
  it('is UTF-8 with BOM and ;, one row per variant, gross € prices and a stock column per active store', async () => {
    const res = await t.app.request('/api/admin/product-csv/export', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="produkty-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').startsWith('Kód produktu;Názov produktu;Cena s DPH (EUR);')).toBe(true);
    const { header, rows } = await exportTable();
    const stores = await queryRows<{ name: string }>(t.services.db, sql`SELECT name FROM stores WHERE is_active`);
    expect(header.filter((h) => h.startsWith('Sklad: '))).toHaveLength(stores.length);
    const [variants] = await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM product_variants`);
    expect(rows).toHaveLength(Number(variants!.n));
    const mine = rows.filter((r) => r[0] === product.code);
    const admin = (await loadAdminProduct(t.services.db, product.id))!;
    expect(mine).toHaveLength(admin.variants.length);
    const gross = (admin.priceGross / 100).toFixed(2).replace('.', ',');
    expect(mine.every((r) => r[col(header, 'Cena s DPH (EUR)')] === gross)).toBe(true);
  });

  it('reads the catalogue in keyset batches while it is consumed, never all at once', async () => {
    const q = await withQueryLog(t);
    q.reset();
    const records = productCsvRecords(q.services.db, t.services.t, 3);
    const first: string[][] = [];
    for await (const record of records) {
      first.push(record);
      if (first.length === 4) break; // the header and the first batch
    }
    const afterFirstBatch = q.statements().filter((s) => s.includes('FROM product_variants v JOIN products p')).length;
    expect(afterFirstBatch).toBe(1);
    q.reset();
    let count = 0;
    for await (const _ of productCsvRecords(q.services.db, t.services.t, 50)) count += 1;
    const batches = q.statements().filter((s) => s.includes('FROM product_variants v JOIN products p')).length;
    expect(batches).toBe(Math.ceil((count - 1) / 50) + ((count - 1) % 50 === 0 ? 1 : 0));
    expect(batches).toBeGreaterThan(1);
  });
});

describe('product CSV import', () => {
  it('previews the unchanged export as no changes', async () => {
    const res = await upload(await exportCsv());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ changedRows: 0, newRows: 0, errorCount: 0, errors: [], changes: [] });
    expect(res.body.data.unchangedRows).toBe(res.body.data.rows);
    expect(res.body.data.rows).toBeGreaterThan(10);
  });

  it('shows a changed price and stock old → new, applies them in one confirm with history and audit, once', async () => {
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => r[0] === product.code);
    const before = (await loadAdminProduct(t.services.db, product.id))!;
    const stockColumn = header.find((h) => h === 'Sklad: Bratislava') ?? header.find((h) => h.startsWith('Sklad: '))!;
    const storeName = stockColumn.slice('Sklad: '.length);
    const oldQuantity = mine[0]![col(header, stockColumn)]!;
    const newGross = before.priceGross - 200;
    for (const r of mine) r[col(header, 'Cena s DPH (EUR)')] = (newGross / 100).toFixed(2); // "17.90": a dot is read too
    mine[0]![col(header, stockColumn)] = '10';
    const preview = await upload(csvOf(header, mine));
    expect(preview.status).toBe(201);
    const data = preview.body.data;
    // the product's columns belong to its first row: the price and the stock change one row, the others are unchanged
    expect(data).toMatchObject({ rows: mine.length, changedRows: 1, unchangedRows: mine.length - 1, errorCount: 0 });
    const money = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')}\u00a0€`;
    expect(data.changes[0].fields).toEqual(
      expect.arrayContaining([
        { column: 'Cena s DPH (EUR)', from: money(before.priceGross), to: money(newGross) },
        { column: stockColumn, from: oldQuantity, to: '10' },
      ]),
    );
    // nothing written by the preview
    expect((await loadAdminProduct(t.services.db, product.id))!.priceGross).toBe(before.priceGross);

    const confirm = await api('POST', `/api/admin/product-csv/imports/${data.importId}/confirm`, { sha256: data.sha256 });
    expect(confirm.status).toBe(200);
    const after = (await loadAdminProduct(t.services.db, product.id))!;
    expect(after.priceGross).toBe(newGross);
    const store = await queryRows<{ id: number }>(t.services.db, sql`SELECT id FROM stores WHERE name = ${storeName}`);
    expect(after.variants.find((v) => v.code === mine[0]![col(header, 'Kód varianty')])!.stock[String(store[0]!.id)]).toBe(10);
    const history = await queryRows<{ price: number }>(
      t.services.db,
      sql`SELECT price FROM price_history WHERE product_id = ${product.id} AND variant_id IS NULL ORDER BY recorded_at DESC, id DESC LIMIT 1`,
    );
    expect(Number(history[0]!.price)).toBe(after.price);
    const audits = await queryRows<{ entity: string; action: string }>(
      t.services.db,
      sql`SELECT entity, action FROM audit_log WHERE (entity = 'products' AND entity_id = ${String(product.id)})
            OR (entity = 'product_imports' AND entity_id = ${String(data.importId)})`,
    );
    expect(audits).toEqual(
      expect.arrayContaining([
        { entity: 'products', action: 'update' },
        { entity: 'product_imports', action: 'import' },
      ]),
    );
    const again = await api('POST', `/api/admin/product-csv/imports/${data.importId}/confirm`, { sha256: data.sha256 });
    expect(again.status).toBe(409);
  });

  it('applies nothing when one row is bad, and names its row and column in Slovak', async () => {
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => r[0] === product.code).map((r) => [...r]);
    const before = (await loadAdminProduct(t.services.db, product.id))!;
    const stock = header.findIndex((h) => h.startsWith('Sklad: '));
    mine[0]![stock] = '25'; // a good change
    mine[1]![stock] = '-3'; // a bad one in the file's row 3
    const preview = await upload(csvOf(header, mine));
    expect(preview.body.data.errorCount).toBe(1);
    expect(preview.body.data.errors).toEqual([
      { row: 3, column: header[stock], message: 'Počet kusov musí byť celé číslo 0 alebo viac (nie „-3“).' },
    ]);
    const confirm = await api('POST', `/api/admin/product-csv/imports/${preview.body.data.importId}/confirm`, {
      sha256: preview.body.data.sha256,
    });
    expect(confirm.status).toBe(422);
    expect(confirm.body.errors['3']).toEqual([`${header[stock]}: Počet kusov musí byť celé číslo 0 alebo viac (nie „-3“).`]);
    const after = (await loadAdminProduct(t.services.db, product.id))!;
    expect(after.variants.map((v) => v.stock)).toEqual(before.variants.map((v) => v.stock));
  });

  it('reports the form rules (sale price not lower) and the domain refusals at the cell, with nothing written', async () => {
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => r[0] === product.code).map((r) => [...r]);
    const price = mine[0]![col(header, 'Cena s DPH (EUR)')]!;
    for (const r of mine) {
      r[col(header, 'Akciová cena s DPH (EUR)')] = price;
      r[col(header, 'Akcia aktívna')] = 'áno';
    }
    mine[1]![col(header, 'Cena varianty s DPH (EUR)')] = '12,3x';
    const preview = await upload(csvOf(header, mine));
    expect(preview.body.data.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'Akciová cena s DPH (EUR)', message: 'Akciová cena musí byť nižšia ako bežná cena.' },
        { row: 3, column: 'Cena varianty s DPH (EUR)', message: '„12,3x“ nie je suma. Zadajte napr. 19,90.' },
      ]),
    );
  });

  it('refuses a file above the limit with 413 and stores nothing', async () => {
    const [{ n: before }] = (await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM product_imports`)) as [
      { n: number },
    ];
    const res = await upload(new Uint8Array(PRODUCT_IMPORT_MAX_BYTES + 1).fill(59));
    expect(res.status).toBe(413);
    expect(res.body.errors.file[0]).toContain('príliš veľký');
    const [{ n: after }] = (await queryRows<{ n: number }>(t.services.db, sql`SELECT count(*)::int AS n FROM product_imports`)) as [
      { n: number },
    ];
    expect(after).toBe(before);
  });

  it('keeps Slovak diacritics through export → edit → import → export, also from a Windows-1250 file', async () => {
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => r[0] === product.code).map((r) => [...r]);
    const name = 'Žltý balónik – ďateľ, „úsmev“; čučoriedka';
    for (const r of mine) r[col(header, 'Názov produktu')] = name;
    mine[0]![col(header, 'Názov varianty')] = 'Ôsmy ľadový';
    const preview = await upload(csvOf(header, mine));
    expect(preview.body.data.errorCount).toBe(0);
    const ok = await api('POST', `/api/admin/product-csv/imports/${preview.body.data.importId}/confirm`, {
      sha256: preview.body.data.sha256,
    });
    expect(ok.status).toBe(200);
    const again = (await exportTable()).rows.filter((r) => r[0] === product.code);
    expect(again.every((r) => r[col(header, 'Názov produktu')] === name)).toBe(true);
    expect(again[0]![col(header, 'Názov varianty')]).toBe('Ôsmy ľadový');

    // Slovak Excel's plain "CSV" is Windows-1250: ľ = 0xBE, š = 0x9A, ô = 0xF4
    const header1250 = Buffer.from('K\xf3d varianty;N\xe1zov varianty\r\n', 'latin1');
    const row1250 = Buffer.concat([Buffer.from(`${again[0]![col(header, 'Kód varianty')]};`, 'latin1'), Buffer.from([0xbe, 0x9a, 0xf4])]);
    const legacy = await upload(new Uint8Array(Buffer.concat([header1250, row1250])));
    expect(legacy.body.data.errorCount).toBe(0);
    expect(legacy.body.data.changes[0].fields).toEqual([{ column: 'Názov varianty', from: 'Ôsmy ľadový', to: 'ľšô' }]);
  });

  it('adds a variant to an existing product from a row with a new variant code', async () => {
    const { header, rows } = await exportTable();
    const row = [...rows.find((r) => r[0] === product.code)!];
    const code = `CSV-NEW-${Date.now()}`;
    row[col(header, 'Kód varianty')] = code;
    row[col(header, 'Názov varianty')] = 'Nový variant z CSV';
    row[col(header, 'EAN')] = '';
    const preview = await upload(csvOf(header, [row]));
    expect(preview.body.data).toMatchObject({ newRows: 1, errorCount: 0 });
    expect(preview.body.data.changes[0]).toMatchObject({ kind: 'new', variantCode: code });
    const ok = await api('POST', `/api/admin/product-csv/imports/${preview.body.data.importId}/confirm`, {
      sha256: preview.body.data.sha256,
    });
    expect(ok.status).toBe(200);
    expect((await loadAdminProduct(t.services.db, product.id))!.variants.some((v) => v.code === code)).toBe(true);
  });

  it('answers 404 for an unknown upload, 409 for a wrong hash, and the domain refuses a non-admin', async () => {
    expect((await api('GET', '/api/admin/product-csv/imports/999999')).status).toBe(404);
    const preview = await upload(await exportCsv());
    const wrong = await api('POST', `/api/admin/product-csv/imports/${preview.body.data.importId}/confirm`, { sha256: '0'.repeat(64) });
    expect(wrong.status).toBe(409);
    const bad = await api('POST', `/api/admin/product-csv/imports/${preview.body.data.importId}/confirm`, { sha256: 'x' });
    expect(bad.status).toBe(422);
    const refused = await uploadProductImport(
      catalogAdminDeps(t.services),
      { id: 1, scope: ['customer', 'editor'] },
      {
        name: 'a.csv',
        bytes: new TextEncoder().encode('Kód varianty\n'),
      },
    );
    expect(refused).toEqual({ ok: false, code: 'forbidden' });
  });
});
