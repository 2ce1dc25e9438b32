/** The product CSV's cells (decision 0106): amounts as a Slovak spreadsheet writes them, switches, stock counts. */
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n';
import '../../src/i18n/admin';
import {
  boolCell,
  moneyCell,
  parseBoolCell,
  productCsvHeaders,
  productCsvRowSchema,
} from '../../src/domain/catalog/admin-product-csv-format';

const schema = productCsvRowSchema(2, [1, 14]);
const row = (cells: Record<string, unknown>) => schema.safeParse({ variantCode: 'BAL-1', stock: {}, ...cells });

describe('product CSV cells', () => {
  it('reads "19,90", "19.90", "1 234,50 €" and "19" as cents; empty is no price', () => {
    expect(row({ price: '19,90' }).data?.price).toBe(1990);
    expect(row({ price: '19.90' }).data?.price).toBe(1990);
    expect(row({ price: '1 234,50 €' }).data?.price).toBe(123450);
    expect(row({ price: '19' }).data?.price).toBe(1900);
    expect(row({ variantPrice: '' }).data?.variantPrice).toBeNull();
  });

  it('refuses what is not an amount with the catalog key at the column', () => {
    for (const bad of ['19,9x', '-5', '19,999', 'abc']) {
      const parsed = row({ price: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error!.issues[0]).toMatchObject({ path: ['price'], message: 'admin.product_csv.error.money' });
    }
  });

  it('reads switches as áno/nie (and ano, 1/0, empty = nie)', () => {
    expect(parseBoolCell('áno')).toBe(true);
    expect(parseBoolCell(' Ano ')).toBe(true);
    expect(parseBoolCell('1')).toBe(true);
    expect(parseBoolCell('nie')).toBe(false);
    expect(parseBoolCell('')).toBe(false);
    expect(parseBoolCell('možno')).toBeUndefined();
    expect(row({ visible: 'možno' }).error!.issues[0]).toMatchObject({ path: ['visible'], message: 'admin.product_csv.error.bool' });
  });

  it('reads whole stock counts per store; an empty cell is 0; negative or fractional counts are refused', () => {
    expect(row({ stock: { '1': '10', '14': '' } }).data?.stock).toEqual({ '1': 10, '14': 0 });
    expect(row({ stock: { '1': '-3' } }).error!.issues[0]).toMatchObject({
      path: ['stock', '1'],
      message: 'admin.product_csv.error.quantity',
    });
    expect(row({ stock: { '1': '2,5' } }).success).toBe(false);
  });

  it('needs the variant code', () => {
    expect(row({ variantCode: '  ' }).error!.issues[0]).toMatchObject({
      path: ['variantCode'],
      message: 'admin.product_csv.error.code_missing',
    });
  });

  it('writes amounts with a decimal comma, switches and headers in Slovak', () => {
    const t = translator('sk');
    expect(moneyCell(1990, 2)).toBe('19,90');
    expect(moneyCell(null, 2)).toBe('');
    expect(boolCell(t, true)).toBe('áno');
    const headers = productCsvHeaders(t, 'EUR', [{ id: 1, name: 'Bratislava' }]).map((h) => h.header);
    expect(headers).toContain('Cena s DPH (EUR)');
    expect(headers.at(-1)).toBe('Sklad: Bratislava');
  });
});
