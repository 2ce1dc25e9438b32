/**
 * The product list's bulk actions (decision 0099): the selected `id`s and `intent` — show | hide
 * (productBulkSchema → bulkSetProductVisibility), price-preview | price (productPriceBulkSchema →
 * bulkChangeProductPrices), stock-preview | stock (productStockBulkSchema → bulkChangeProductStock). A preview writes
 * nothing and answers what would change with the input to confirm; the answer stays on the page. Refused input is a
 * 422 with the Slovak message of its field.
 */
import { data, type ActionFunctionArgs } from 'react-router';
import { catalogAdminDeps } from '@/domain/catalog/admin-catalog-deps';
import { bulkSetProductVisibility, productBulkSchema } from '@/domain/catalog/admin-product-bulk';
import {
  bulkChangeProductPrices,
  bulkChangeProductStock,
  productPriceBulkSchema,
  productStockBulkSchema,
  type BulkChangeResult,
} from '@/domain/catalog/admin-product-bulk-change';
import { loadMainCurrency } from '@/domain/pricing/main-currency';
import type { Translate } from '@/i18n';
import { formatMoneyInput, normalizeMoneyText, parseMoneyInput } from '@/lib/money-input';
import { formatZodError } from '@/lib/validation';
import type { z } from '@/lib/zod';
import { requireAdminPage } from '~/lib/admin/admin-guard.server';

/** What the confirmation form posts again (the canonical text of the previewed change). */
interface BulkChangeConfirm {
  intent: 'price' | 'stock';
  ids: number[];
  fields: Record<string, string>;
}

export type ProductBulkActionData =
  | { ok: true; kind: 'visibility'; result: Awaited<ReturnType<typeof bulkSetProductVisibility>> }
  | { ok: true; kind: 'price' | 'stock'; result: BulkChangeResult; confirm: BulkChangeConfirm | null }
  | { ok: false; message: string };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** A typed number with an optional sign ("+10", "−7,5", "10 %"); NaN when it is none, null when blank. */
function parseSigned(raw: string, parse: (unsigned: string) => number | null): number | null {
  const trimmed = raw.trim().replace(/%$/, '').trim();
  if (trimmed === '') return null;
  const plus = trimmed.startsWith('+');
  return parse(plus ? trimmed.slice(1) : trimmed);
}

function refused(error: z.ZodError, input: unknown, t: Translate) {
  const message = Object.values(formatZodError(error, input, t)).flat()[0] ?? t('validation.summary');
  return data<ProductBulkActionData>({ ok: false, message }, { status: 422 });
}

export async function productBulkAction({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminPage(request, context, 'admin');
  const { t } = context.services;
  const form = await request.formData();
  const intent = text(form, 'intent');
  const ids = form
    .getAll('id')
    .filter((v): v is string => typeof v === 'string')
    .map((v) => (/^\d{1,10}$/.test(v) ? Number(v) : v));
  const deps = catalogAdminDeps(context.services);

  if (intent === 'price' || intent === 'price-preview') {
    const main = await loadMainCurrency(context.services.db);
    const mode = text(form, 'priceMode');
    const raw = text(form, 'priceValue');
    const value =
      mode === 'percent'
        ? parseSigned(raw, (s) => {
            const n = normalizeMoneyText(s, 2);
            return n === null || n === undefined ? Number.NaN : Number(n);
          })
        : parseSigned(raw, (s) => parseMoneyInput(s, { decimals: main.decimals, allowNegative: mode === 'amount' }));
    const input = { ids, mode, value: value ?? undefined, preview: intent === 'price-preview' };
    const parsed = productPriceBulkSchema.safeParse(input);
    if (!parsed.success) return refused(parsed.error, input, t);
    const result = await bulkChangeProductPrices(deps, parsed.data, user.id);
    const v = parsed.data.value;
    const confirm: BulkChangeConfirm | null =
      result.preview && result.changed > 0
        ? {
            intent: 'price',
            ids: result.items.filter((i) => i.outcome === 'changed').map((i) => i.id),
            fields: {
              priceMode: parsed.data.mode,
              priceValue: parsed.data.mode === 'percent' ? String(v) : formatMoneyInput(v, main.decimals),
            },
          }
        : null;
    return data<ProductBulkActionData>({ ok: true, kind: 'price', result, confirm });
  }

  if (intent === 'stock' || intent === 'stock-preview') {
    const raw = text(form, 'stockQuantity');
    const quantity = parseSigned(raw, (s) =>
      /^-?\d{1,9}$/.test(s.replace('\u2212', '-')) ? Number(s.replace('\u2212', '-')) : Number.NaN,
    );
    const store = text(form, 'stockStore');
    const input = {
      ids,
      storeId: /^\d{1,10}$/.test(store) ? Number(store) : undefined,
      mode: text(form, 'stockMode'),
      quantity: quantity ?? undefined,
      preview: intent === 'stock-preview',
    };
    const parsed = productStockBulkSchema.safeParse(input);
    if (!parsed.success) return refused(parsed.error, input, t);
    const result = await bulkChangeProductStock(deps, parsed.data, user.id);
    if ('errors' in result)
      return data<ProductBulkActionData>({ ok: false, message: Object.values(result.errors).flat()[0]! }, { status: 422 });
    const confirm: BulkChangeConfirm | null =
      result.preview && result.changed > 0
        ? {
            intent: 'stock',
            ids: result.items.filter((i) => i.outcome === 'changed').map((i) => i.id),
            fields: { stockStore: String(parsed.data.storeId), stockMode: parsed.data.mode, stockQuantity: String(parsed.data.quantity) },
          }
        : null;
    return data<ProductBulkActionData>({ ok: true, kind: 'stock', result, confirm });
  }

  const input = { action: intent || undefined, ids };
  const parsed = productBulkSchema.safeParse(input);
  if (!parsed.success) return refused(parsed.error, input, t);
  const result = await bulkSetProductVisibility(deps, parsed.data, user.id);
  return data<ProductBulkActionData>({ ok: true, kind: 'visibility', result });
}
