/** Request schemas of the voucher calls (browser-safe: zod only). SPEC §5: voucherCode, serviceType 'eshop', guestEmail. */
import { z } from '../../lib/zod';

export const voucherAddSchema = z.object({
  voucherCode: z.string().trim().min(1).max(64).describe('the code as the shopper typed it (case-insensitive)'),
  serviceType: z.string().trim().min(1).max(32).default('eshop').describe("the storefront sends 'eshop'"),
  guestEmail: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(254).pipe(z.email()).optional())
    .describe("a guest's e-mail: required by vouchers with requires_email, counted by per-customer limits"),
});

export const voucherDeleteSchema = z.object({
  voucherId: z.number().int().min(1).max(2_147_483_647).describe('voucher_id of a voucher in the cart'),
});
