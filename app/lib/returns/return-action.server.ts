/**
 * The page door of a return request (decision 0102): reads the multipart form (photos within their limit), parses it
 * with the schema the API uses and files it through the same domain function; answers the FormResult of decision 0078.
 */
import type { AppLoadContext } from 'react-router';
import { createReturnRequest, type ReturnRequester } from '@/domain/returns/return-requests';
import { readReturnSubmission } from '@/domain/returns/return-input';
import { guestReturnRequestSchema, returnRequestSchema, type ReturnRequestInput } from '@/domain/returns/return-schemas';
import { formatZodError } from '@/lib/validation';
import { formDone, formRefused } from '~/lib/http/responses.server';

const KEPT = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => k === 'kind' || k === 'iban' || k === 'description' || k.startsWith('quantity.'))
      .map(([k, v]) => [k, v.slice(0, 2000)]),
  );

export async function fileReturnFromPage(
  request: Request,
  context: AppLoadContext,
  requester: { kind: 'customer'; userId: number; orderId: number } | { kind: 'guest'; ip: string },
) {
  const services = context.services;
  const { t } = services;
  const read = await readReturnSubmission(request);
  if (!read.ok)
    return formRefused(
      { photos: [read.reason === 'too_large' ? t('error.body_too_large') : t('validation.invalid')] },
      { intent: 'return', status: read.reason === 'too_large' ? 413 : 400 },
    );
  const values = KEPT(read.values);
  let who: ReturnRequester;
  let input: ReturnRequestInput;
  if (requester.kind === 'customer') {
    const parsed = returnRequestSchema.safeParse(read.input);
    if (!parsed.success) return formRefused(formatZodError(parsed.error, read.input, t), { intent: 'return', values });
    who = requester;
    input = parsed.data;
  } else {
    const parsed = guestReturnRequestSchema.safeParse(read.input);
    if (!parsed.success) return formRefused(formatZodError(parsed.error, read.input, t), { intent: 'return', values });
    who = { kind: 'guest', ip: requester.ip, orderNumber: parsed.data.orderNumber, email: parsed.data.email };
    input = parsed.data;
  }
  const result = await createReturnRequest({ ...services, publicUrl: services.config.publicUrl }, who, input, read.photos);
  if (result.ok) return formDone(t('returns.sent', { number: result.number }), { intent: 'return', data: { number: result.number } });
  if (result.code === 'not_found') return formRefused({ '': [t('returns.guest_not_found')] }, { intent: 'return', values, status: 404 });
  if (result.code === 'rate_limited') return formRefused({ '': [t('returns.rate_limited')] }, { intent: 'return', values, status: 429 });
  return formRefused(result.errors, { intent: 'return', values });
}
