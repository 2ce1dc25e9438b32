import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { RichText } from '~/components/rich-text';
import { useT } from '~/lib/root/use-root-data';
import { trapTabKey } from './modal-utils';
import type { TextModalRequest } from './text-modal';

/** The global text modal's dialog (app/components/overlays/text-modal.tsx), loaded when it first opens. */

const FETCHED_TYPES = ['delivery', 'availability'];

type Content =
  | { state: 'loading' }
  | { state: 'ready'; title: string; html?: string; text?: string }
  | { state: 'failed'; title: string; message: string };

export default function TextModalDialog({ request, onClosed }: { request: TextModalRequest; onClosed: () => void }) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const [content, setContent] = useState<Content>(() => initialContent(request, t));
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const handleClose = () => onClosedRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (!FETCHED_TYPES.includes(request.type)) return;
    const controller = new AbortController();
    fetch(`/api/modals/${encodeURIComponent(request.type)}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`modal ${request.type}: ${res.status}`);
        const body = (await res.json()) as { data: { title: string; html: string } };
        setContent({ state: 'ready', title: body.data.title, html: body.data.html });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(error);
        setContent({ state: 'failed', title: titleOf(request, tRef.current), message: tRef.current('modal.load_failed') });
      });
    return () => controller.abort();
  }, [request]);

  let body: ReactNode;
  if (content.state === 'loading') body = <p className="text-muted">{t('common.loading')}</p>;
  else if (content.state === 'failed') body = <p className="font-semibold text-danger">{content.message}</p>;
  else if (content.html !== undefined) body = <RichText html={content.html} />;
  else body = <p className="whitespace-pre-line">{content.text}</p>;

  return (
    // A click on the backdrop closes the dialog; the keyboard closes it with Escape (native <dialog>).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-busy={content.state === 'loading' || undefined}
      data-overlay="text-modal"
      data-modal-type={request.type}
      className="m-auto max-h-[90vh] w-[min(92vw,800px)] max-w-none overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70"
      onKeyDown={(event) => {
        if (dialogRef.current) trapTabKey(event, dialogRef.current);
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
    >
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 tablet:px-8">
          <h2 id={titleId} className="text-xl font-bold text-ink tablet:text-2xl">
            {content.state === 'loading' ? titleOf(request, t) : content.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={t('common.close')}
            className="-mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-ink hover:bg-surface"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5 tablet:px-8" tabIndex={0} role="region" aria-labelledby={titleId}>
          {body}
        </div>
      </div>
    </dialog>
  );
}

function titleOf(request: TextModalRequest, t: ReturnType<typeof useT>): string {
  if (request.type === 'delivery') return t('modal.delivery_title');
  if (request.type === 'availability') return t('modal.availability_title');
  return ('title' in request && request.title) || t('frame.notice');
}

function initialContent(request: TextModalRequest, t: ReturnType<typeof useT>): Content {
  if (FETCHED_TYPES.includes(request.type)) return { state: 'loading' };
  if (request.type === 'text' && 'text' in request && typeof request.text === 'string') {
    return { state: 'ready', title: titleOf(request, t), text: request.text };
  }
  return { state: 'ready', title: titleOf(request, t), text: t('modal.unknown_type') };
}
