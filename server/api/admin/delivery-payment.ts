/**
 * Back-office carriers and payment methods (decision 0124): read them priced as the owner types them, save one.
 * Thin handlers over src/domain/checkout/admin-delivery-payment (the settings page's action calls the same functions);
 * a save drops the frame cache on every app server. Admin only.
 */
import { z } from 'zod';
import {
  loadDeliveryPaymentSettings,
  saveDeliveryMethodSettings,
  type DeliveryMethodKind,
} from '../../../src/domain/checkout/admin-delivery-payment';
import { carrierSettingsSchema, paymentMethodSettingsSchema } from '../../../src/domain/checkout/admin-delivery-payment-schema';
import { notFound, ValidationError } from '../../http/errors';
import { readBody, validate } from '../../http/validate';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive() });
const money = z.object({ code: z.string(), decimals: z.number(), symbol_before: z.string(), symbol_after: z.string() });
const method = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  priceGross: z.number().describe('the fee with VAT, minor units of the main currency'),
  otherPrices: z.array(money.extend({ priceGross: z.number() })).describe('the same fee in the other currencies, as the checkout shows it'),
  vatPercent: z.number(),
  isActive: z.boolean(),
});
const settingsAnswer = z.object({
  currency: money.describe("the shop's main currency: fees are typed and read in it"),
  carriers: z.array(method.extend({ deliveryDays: z.string().nullable(), trackingUrl: z.string().nullable() })),
  paymentMethods: z.array(method),
});

/** PUT of one carrier or payment method: validate, save through the domain, drop the frame cache, answer the list. */
function saveHandler(kind: DeliveryMethodKind): AdminApiRoute['handler'] {
  const schema = kind === 'carrier' ? carrierSettingsSchema : paymentMethodSettingsSchema;
  return async (c, user) => {
    const input = validate(c, schema, await readBody(c));
    const { db, t, frame } = c.get('services');
    const saved = await saveDeliveryMethodSettings(db, kind, adminPathId(c), input, user.id, t);
    if (saved === null) throw notFound();
    if (!saved.ok) throw new ValidationError(t('validation.summary'), saved.errors);
    frame.invalidate();
    return c.json({ data: await loadDeliveryPaymentSettings(db) });
  };
}

export const adminDeliveryPaymentApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/delivery-payment',
    role: 'admin',
    summary: 'Carriers and payment methods (offered or not) with their fees in the main currency',
    response: settingsAnswer,
    handler: async (c) => c.json({ data: await loadDeliveryPaymentSettings(c.get('services').db) }),
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/carriers/{id}',
    role: 'admin',
    summary: 'Saves a carrier: name, fee with VAT in the main currency, delivery time, tracking page pattern, offered or not',
    params: idParams,
    body: carrierSettingsSchema,
    response: settingsAnswer,
    errors: { 404: 'Unknown carrier', 422: 'Errors at the fields (the last offered carrier cannot be switched off)' },
    handler: saveHandler('carrier'),
  }),
  adminRoute({
    method: 'put',
    path: '/api/admin/payment-methods/{id}',
    role: 'admin',
    summary: 'Saves a payment method: name, fee with VAT in the main currency, offered or not',
    params: idParams,
    body: paymentMethodSettingsSchema,
    response: settingsAnswer,
    errors: { 404: 'Unknown payment method', 422: 'Errors at the fields (the last offered payment method cannot be switched off)' },
    handler: saveHandler('payment'),
  }),
];
