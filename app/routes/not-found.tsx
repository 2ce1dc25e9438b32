import { RouteErrorBoundary } from '~/components/error-views';
import { notFound } from '~/lib/http/responses.server';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: 'Stránka nenájdená | Party shop' }, { name: 'robots', content: 'noindex' }];

/** Unmatched routes: status 404, message 'This page could not be found'. */
export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
