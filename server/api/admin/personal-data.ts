/**
 * A customer's personal data on the customer's request (decision 0097): the export and the erasure, thin handlers over
 * src/domain/accounts/personal-data.ts (the same functions as the customer's own GET /api/me/personal-data and
 * DELETE /api/me). Admin only.
 */
import { z } from 'zod';
import { erasePersonalData, exportPersonalData, PersonalDataError, personalDataFileName } from '../../../src/domain/accounts/personal-data';
import { HttpError, notFound } from '../../http/errors';
import { adminPathId, adminRoute, type AdminApiRoute } from './registry';

const idParams = z.object({ id: z.number().int().positive() });

export const adminPersonalDataApi: AdminApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/api/admin/customers/{id}/personal-data',
    role: 'admin',
    summary: 'Everything the shop keeps about a customer (format party-shop.personal-data.v1), as a JSON attachment',
    params: idParams,
    errors: { 404: 'Unknown customer' },
    handler: async (c) => {
      const { db, now } = c.get('services');
      const exported = await exportPersonalData(db, adminPathId(c), now());
      if (!exported) throw notFound();
      c.header('Content-Disposition', `attachment; filename="${personalDataFileName(now())}"`);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data: exported });
    },
  }),
  adminRoute({
    method: 'delete',
    path: '/api/admin/customers/{id}',
    role: 'admin',
    summary:
      "Erases a customer on the customer's request: account, addresses, reviews, cart, watchdogs and newsletter go; orders stay with their invoice data (accounting law), without e-mail, phone, delivery address and note",
    params: idParams,
    response: z.object({ ordersKept: z.number() }),
    errors: {
      404: 'Unknown customer',
      422: 'code open_orders (an order not completed or cancelled) or staff_account (a back-office role)',
    },
    handler: async (c, user) => {
      const { db, t } = c.get('services');
      try {
        const result = await erasePersonalData(db, adminPathId(c), { by: 'staff', actorId: user.id });
        if (!result) throw notFound();
        return c.json({ data: result, message: t('admin.personal_data.flash.erased') });
      } catch (error) {
        if (!(error instanceof PersonalDataError)) throw error;
        const message = t(error.messageKey);
        throw new HttpError(422, message, { code: error.code, errors: { '': [message] } });
      }
    },
  }),
];
