import { data } from 'react-router';
import type { FieldErrors } from '@/lib/validation';
import type { FormResult } from '../forms/form-result';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** Throw from a loader: the route's error boundary shows the 404 page with status 404 (SPEC §2). */
export function notFound(): never {
  throw data({ message: NOT_FOUND_MESSAGE }, { status: 404, statusText: NOT_FOUND_MESSAGE });
}

/** Parses a positive integer id from a route param; anything else is a 404. */
export function requireId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) notFound();
  const id = Number(value);
  if (id <= 0) notFound();
  return id;
}

interface AnswerOptions<Data> {
  intent?: string;
  message?: string | null;
  values?: Record<string, string>;
  data?: Data;
  headers?: HeadersInit;
}

/** Differs between two answers, even in the same millisecond. */
const nextStamp = () => Date.now() + Math.random();

/** The form result of decision 0078 without the HTTP envelope (for domain-like helpers that answer several forms). */
export function formResult<Data = undefined>(ok: boolean, errors: FieldErrors, options: AnswerOptions<Data> = {}): FormResult<Data> {
  const result: FormResult<Data> = { ok, message: options.message ?? null, errors, values: options.values ?? {}, stamp: nextStamp() };
  if (options.intent !== undefined) result.intent = options.intent;
  if (options.data !== undefined) result.data = options.data;
  return result;
}

/** A refused form: 422 with the field errors by default (409, 429, 404… for refusals of the whole form). */
export function formRefused<Data = undefined>(errors: FieldErrors, options: AnswerOptions<Data> & { status?: number } = {}) {
  return data(formResult<Data>(false, errors, options), { status: options.status ?? 422, headers: options.headers });
}

/** A form that did what it was asked: 200 with the message to show. */
export function formDone<Data = undefined>(message: string | null, options: Omit<AnswerOptions<Data>, 'message'> = {}) {
  return data(formResult<Data>(true, {}, { ...options, message }), { status: 200, headers: options.headers });
}
