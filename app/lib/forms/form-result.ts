/**
 * The one answer of every storefront form action (decision 0078). Browser-safe: the forms read it, the builders
 * in responses.server.ts make it.
 */
import type { FieldErrors } from '@/lib/validation';

export interface FormResult<Data = undefined> {
  ok: boolean;
  /** which form of the page answered (pages with several forms post an `intent`) */
  intent?: string;
  /** the text for the whole form: what was done, or why it was refused as a whole */
  message: string | null;
  /** field (dotted path) → messages; '' for errors not tied to one field */
  errors: FieldErrors;
  /** what the shopper typed, to show again after a refusal (never passwords or hidden tokens) */
  values: Record<string, string>;
  /** a different number for every answer: a form keyed by it starts afresh, an effect runs once per answer */
  stamp: number;
  /** what a form needs beyond the above (the cart change, the card payment's redirect) */
  data?: Data;
}

/** The refused answer in conform's terms (`useForm({ lastResult })`): errors and the values to show again. */
export function submissionOf(result: FormResult<unknown> | null | undefined) {
  if (!result) return undefined;
  return {
    status: result.ok ? ('success' as const) : ('error' as const),
    initialValue: result.values,
    error: result.errors,
  };
}
