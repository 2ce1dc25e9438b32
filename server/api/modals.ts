/**
 * GET /api/modals/{type}: the content of the storefront's global text modal (src/domain/content/modals.ts).
 * Unknown type → 404 (the modal shows its unknown-type text).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { deliveryPaymentFacts, offerSwitches } from '../../src/domain/checkout/delivery-payment-facts';
import { getModalContent, MODAL_TYPES } from '../../src/domain/content/modals';
import { resolveRequestCatalogContext } from '../http/catalog-context';
import type { AppEnv } from '../app';
import { notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';

const modalParams = z.object({ type: z.string().describe(`modal type: ${MODAL_TYPES.join(', ')}`) });
const modalSchema = z.object({ type: z.enum(MODAL_TYPES), title: z.string(), html: z.string().describe('sanitized HTML') });

export const modalDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/modals/{type}',
    summary:
      'Content of the global text modal by type: delivery (the delivery and payment page with the configured carriers and payment methods priced in the currency of currencyId, query or cookie), availability (what the availability texts mean).',
    tag: 'content',
    params: modalParams,
    response: modalSchema,
    errors: { 404: 'Unknown modal type' },
  },
];

export function modalRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/modals/:type', async (c) => {
    const services = c.get('services');
    const { db, t, config } = services;
    // the delivery modal's prices are in the shopper's currency (cookie or ?currencyId), from the cached offer
    const [frame, catalog] = await Promise.all([services.frame.get(), resolveRequestCatalogContext(c)]);
    const facts = deliveryPaymentFacts(frame.delivery, { ...offerSwitches(config), currency: catalog.currency, locale: config.locale });
    const content = await getModalContent(db, t, c.req.param('type'), facts);
    if (!content) throw notFound();
    // private: the delivery prices depend on the shopper's currency cookie
    c.header('Cache-Control', 'private, max-age=60');
    return c.json({ data: content });
  });
  return api;
}
