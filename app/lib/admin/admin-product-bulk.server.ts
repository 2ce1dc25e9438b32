/**
 * The product list's bulk show / hide (decision 0099): the selected `id`s and `intent` show | hide, validated by
 * productBulkSchema, then bulkSetProductVisibility. The answer stays on the page.
 */
import { data, type ActionFunctionArgs } from 'react-router';
import { catalogAdminDeps } from '@/domain/catalog/admin-catalog-deps';
import { bulkSetProductVisibility, productBulkSchema } from '@/domain/catalog/admin-product-bulk';
import { formatZodError } from '@/lib/validation';
import { requireAdminPage } from '~/lib/admin/admin-guard.server';

export type ProductBulkActionData =
  { ok: true; result: Awaited<ReturnType<typeof bulkSetProductVisibility>> } | { ok: false; message: string };

export async function productBulkAction({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminPage(request, context, 'admin');
  const { t } = context.services;
  const form = await request.formData();
  const input = {
    action: form.get('intent') ?? undefined,
    ids: form
      .getAll('id')
      .filter((v): v is string => typeof v === 'string')
      .map((v) => (/^\d{1,10}$/.test(v) ? Number(v) : v)),
  };
  const parsed = productBulkSchema.safeParse(input);
  if (!parsed.success) {
    const message = Object.values(formatZodError(parsed.error, input, t)).flat()[0] ?? t('validation.summary');
    return data<ProductBulkActionData>({ ok: false, message }, { status: 422 });
  }
  const result = await bulkSetProductVisibility(catalogAdminDeps(context.services), parsed.data, user.id);
  return data<ProductBulkActionData>({ ok: true, result });
}
