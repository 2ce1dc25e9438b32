import { createElement, type Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/**
 * An in-app path React Router writes out as it is: one leading slash, no `.`, `..` or empty segment, no backslash, a
 * search or hash only when non-empty (resolved against the root, its href is then the same string).
 */
const PLAIN_PATH = /^\/(?:[^/?#.\\][^/?#\\]*(?:\/[^/?#.\\][^/?#\\]*)*\/?)?(?:\?[^#]+)?(?:#.+)?$/;

/**
 * Props of React Router's Link that only act in the browser (navigation options, handlers): no attribute. `prefetch`
 * "intent" adds only handlers; "render" and "viewport" render prefetch links, so those go through the router.
 */
const BROWSER_ONLY = new Set([
  'to',
  'target',
  'ref',
  'onClick',
  'replace',
  'state',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
  'prefetch',
]);

/** Props that change the element React Router's Link renders, or need the router: these go through it. */
const needsRouter = (props: LinkProps) =>
  props.discover !== undefined ||
  (props.prefetch !== undefined && props.prefetch !== 'none' && props.prefetch !== 'intent') ||
  props.relative !== undefined ||
  props.reloadDocument !== undefined ||
  props.mask !== undefined;

/**
 * React Router's `<Link>` on the server, without the router's work (decision 0122): a storefront page renders 50–75
 * links and each one resolved its path against the route matches, built its click and prefetch handlers and merged
 * refs, ~10 µs apiece, for `<a href="/…" data-discover="true">`. A plain in-app path is written here as the same
 * element, attributes in the same order (the other props, href, target, data-discover); anything else, and every
 * render in the browser (hydration, navigation), is React Router's Link.
 */
export function ServerLink(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { to } = props;
  if (typeof to !== 'string' || !PLAIN_PATH.test(to) || needsRouter(props)) return createElement(RouterLink, props);
  const attributes: Record<string, unknown> = {};
  for (const name in props) if (!BROWSER_ONLY.has(name)) attributes[name] = props[name as keyof LinkProps];
  attributes.href = to;
  attributes.target = props.target;
  attributes['data-discover'] = 'true';
  return createElement('a', attributes);
}

/** The storefront's Link: React Router's in the browser, the plain element for plain paths on the server. */
export const Link: typeof RouterLink = typeof document === 'undefined' ? (ServerLink as typeof RouterLink) : RouterLink;
