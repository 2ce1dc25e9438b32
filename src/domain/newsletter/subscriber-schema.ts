import { z } from '../../lib/zod';

/** POST /api/subscriber/save and the footer form (SPEC §5: email required, type email). Browser-safe: zod only. */
export const subscriberSchema = z.object({
  email: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(254).pipe(z.email('validation.email')),
});
export type SubscriberInput = z.infer<typeof subscriberSchema>;
