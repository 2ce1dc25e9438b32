import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';

/**
 * The global text modal (SPEC §2: "A global modal shows text content (width 800); an unknown modal type shows an
 * unknown-type text"; "Delivery and availability modals exist"). One instance lives in the default layout; anything
 * opens it with `openTextModal({ type })`:
 * - 'delivery' and 'availability' load their content from GET /api/modals/{type} (sanitized on the server);
 * - 'text' shows the title and plain text passed in;
 * - any other type shows the unknown-type text.
 * A native modal <dialog>: the page behind is inert, Tab stays inside, Escape or the close button or a click on the
 * backdrop closes it, and focus returns to what opened it.
 */

export type TextModalRequest =
  { type: 'delivery' | 'availability' } | { type: 'text'; title: string; text: string } | { type: string; title?: string; text?: string };

const OPEN_EVENT = 'shop:open-text-modal';

/** The page a modal's link falls back to without JavaScript (the delivery and payment page covers both). */
export const MODAL_FALLBACK_URL = { delivery: '/info/rozvoz', availability: '/info/rozvoz' } as const;

function openTextModal(request: TextModalRequest, opener?: HTMLElement | null) {
  window.dispatchEvent(
    new CustomEvent(OPEN_EVENT, { detail: { request, opener: opener ?? (document.activeElement as HTMLElement | null) } }),
  );
}

type Shown = { request: TextModalRequest; opener: HTMLElement | null };

// the dialog's code loads when something first opens it (decision 0109: most pages never do)
const TextModalDialog = lazy(() => import('./text-modal-dialog'));

export function GlobalTextModal() {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    const onOpen = (event: Event) => setShown((event as CustomEvent<Shown>).detail);
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <TextModalDialog
        key={JSON.stringify(shown.request)}
        request={shown.request}
        onClosed={() => {
          const opener = shown.opener;
          setShown(null);
          if (opener && opener.isConnected) opener.focus();
        }}
      />
    </Suspense>
  );
}

/**
 * A link that opens the global modal; without JavaScript (or with a modifier key) it is an ordinary link to `href`,
 * the page with the same content.
 */
export function ModalLink({
  request,
  href,
  className,
  children,
}: {
  request: TextModalRequest;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openTextModal(request, event.currentTarget);
  };
  return (
    <a href={href} onClick={onClick} aria-haspopup="dialog" className={className} data-modal-link={request.type}>
      {children}
    </a>
  );
}
