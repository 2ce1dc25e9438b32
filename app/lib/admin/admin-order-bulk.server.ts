/**
 * The order list's bulk action (decision 0099): the form (selected `id`s, `intent` paid | shipped, the e-mail box)
 * validated by the schema POST /api/admin/orders/bulk uses, then the same domain function. The answer stays on the
 * page: per order what changed and what was refused.
 */
import { data, type ActionFunctionArgs } from 'react-router';
import { bulkChangeOrderState, type OrderBulkResult } from '@/domain/orders/admin-order-bulk';
import { orderBulkFormInput, orderBulkSchema } from '@/domain/orders/admin-order-bulk-schema';
import { formatZodError } from '@/lib/validation';
import { requireAdminPage } from '~/lib/admin/admin-guard.server';

export type OrderBulkActionData = { ok: true; result: OrderBulkResult } | { ok: false; message: string };

export async function orderBulkAction({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminPage(request, context, 'admin');
  const { t, db, mailer, mailOutbox, config, now } = context.services;
  const input = orderBulkFormInput(await request.formData());
  const parsed = orderBulkSchema.safeParse(input);
  if (!parsed.success) {
    const errors = formatZodError(parsed.error, input, t);
    const message = Object.values(errors).flat()[0] ?? t('validation.summary');
    return data<OrderBulkActionData>({ ok: false, message }, { status: 422 });
  }
  const result = await bulkChangeOrderState({ db, mailer, mailOutbox, t, publicUrl: config.publicUrl, now }, parsed.data, user.id);
  return data<OrderBulkActionData>({ ok: true, result });
}
