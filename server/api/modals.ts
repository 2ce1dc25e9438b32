/**
 * GET /api/modals/{type}: the content of the storefront's global text modal (src/domain/content/modals.ts).
 * Unknown type → 404 (the modal shows its unknown-type text).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { getModalContent, MODAL_TYPES } from '../../src/domain/content/modals';
import type { AppEnv } from '../app';
import { notFound } from '../http/errors';
import type { ApiRouteDoc } from '../http/openapi';

const modalParams = z.object({ type: z.string().describe(`modal type: ${MODAL_TYPES.join(', ')}`) });
const modalSchema = z.object({ type: z.enum(MODAL_TYPES), title: z.string(), html: z.string().describe('sanitized HTML') });

export const modalDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/modals/{type}',
    summary: 'Content of the global text modal by type: delivery (the delivery and payment page), availability (what the availability texts mean).',
    tag: 'content',
    params: modalParams,
    response: modalSchema,
    errors: { 404: 'Unknown modal type' },
  },
];

export function modalRoutes() {
  const api = new Hono<AppEnv>();
  api.get('/modals/:type', async (c) => {
    const { db, t } = c.get('services');
    const content = await getModalContent(db, t, c.req.param('type'));
    if (!content) throw notFound();
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ data: content });
  });
  return api;
}
