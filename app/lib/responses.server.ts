import { data } from 'react-router';

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
