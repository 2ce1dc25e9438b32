import { createElement, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isPageHydrated, markPageHydrated } from '~/lib/browser/use-hydrated';
import { useIslandHtml } from '~/lib/http/island-html';

type IslandTag = 'div' | 'ul' | 'nav' | 'section';

/**
 * Server-rendered markup that the browser keeps as it is (decision 0041): during hydration the island takes its own
 * HTML from the document as `dangerouslySetInnerHTML`, so React does not hydrate, commit and keep fibers for every
 * link and list item inside (the footer's link columns, the desktop mega menu's category list: about a third of a
 * page's elements). Only for content without state or handlers of its own that changes only with a new document
 * (menus and contacts from the root loader).
 *
 * Links inside stay client-side navigations: a plain left click on a same-origin link without `target` or
 * `download` goes through React Router's navigate. Mounted after hydration (a client navigation, or a new `key`
 * because its content changed), the island renders its children as usual: give it a key that changes with what
 * it shows. With `live`, a panel hidden until the shopper opens it (the menus) renders with React from then on.
 *
 * With `serverKey` (a string naming everything the children show), the server renders the children once per process
 * and key and writes the kept markup in later documents (decision 0122): only for content that depends on nothing
 * else (not the request's path, cookies, shopper or `useId`), and whose images are `loading="lazy"` (React hoists a
 * preload into the head for an eager image, which kept markup would leave out).
 */
export function StaticIsland({
  id,
  as = 'div',
  className,
  label,
  testId,
  live = false,
  serverKey,
  children,
}: {
  id: string;
  as?: IslandTag;
  className?: string;
  /** aria-label */
  label?: string;
  testId?: string;
  /** Render the children with React from now on (a closed panel that the shopper opens: its toggles need React). */
  live?: boolean;
  /** Server only: the children's markup is kept per process under this key (decision 0122). */
  serverKey?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const islands = useIslandHtml();
  // read once, at the first render in the browser (hydration): the markup the server sent
  const [serverHtml] = useState(() =>
    typeof document === 'undefined' || isPageHydrated() ? null : (document.getElementById(id)?.innerHTML ?? null),
  );
  useEffect(markPageHydrated, []);
  // one object for every render: React compares it by reference and would otherwise set innerHTML again (parsing
  // the markup anew) each time the parent re-renders
  const innerHtml = useMemo(() => (serverHtml === null ? null : { __html: serverHtml }), [serverHtml]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || !event.currentTarget.contains(link) || link.target || link.hasAttribute('download')) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };

  const props = { id, className, 'aria-label': label, 'data-testid': testId, onClick };
  if (islands && serverKey !== undefined && !live) {
    const kept = islands.get(id, serverKey);
    if (kept !== undefined) {
      return createElement(as, { ...props, key: 'static', dangerouslySetInnerHTML: { __html: kept }, suppressHydrationWarning: true });
    }
    islands.capture(id, serverKey);
  }
  // the two forms have their own keys: going live mounts the children in place of the server HTML
  if (innerHtml === null || live) return createElement(as, { ...props, key: 'live' }, children);
  return createElement(as, { ...props, key: 'static', dangerouslySetInnerHTML: innerHtml, suppressHydrationWarning: true });
}
