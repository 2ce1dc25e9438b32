/**
 * The rich-text editor of the back office (decision 0087): Tiptap (ProseMirror) with StarterKit (paragraphs,
 * headings h2–h3, bold, italic, underline, strike, lists, blockquote, rule, links) and Image — only the markup the
 * storefront's sanitizer keeps (src/domain/content/sanitize.ts; code and code blocks are off). Loaded lazily by
 * RichTextField, so only the editor routes download it. The toolbar is a labelled toolbar of buttons with
 * aria-pressed; links and images open a small inline panel (no window.prompt); images come from the media library
 * (search) or are uploaded into it, and are inserted as local /media paths. The server sanitizes again on save.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { MessageKey } from '@/i18n';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';
import { adminInputClass, adminPrimaryButton, adminSecondaryButton } from './admin-styles';
import { searchMedia, uploadMediaFile, type MediaPick } from './media-client';

const LINK_OK = /^(https?:\/\/\S+|\/\S*|mailto:\S+|tel:[+\d\s/()-]+)$/i;

export default function RichTextEditor({
  initialHtml,
  labelId,
  describedBy,
  invalid,
  onChange,
  onReady,
}: {
  initialHtml: string;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  onChange: (html: string) => void;
  onReady: () => void;
}) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
      }),
      Image.configure({ inline: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: `rich-text min-h-64 w-full rounded-b-md border bg-white px-3 py-2 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-dark/40 ${
          invalid ? 'border-2 border-danger' : 'border-muted'
        }`,
        'data-testid': 'rich-text-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // in the commit that shows the editor, so the textarea it replaces hides before the next paint: Preact runs
  // ordinary effects a task later (decision 0137), and for that task the form showed two "Text" fields
  useLayoutEffect(() => {
    if (editor) onReady();
  }, [editor, onReady]);
  if (!editor) return null;
  return (
    <div className="flex min-w-0 flex-col">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

type Panel = null | 'link' | 'image';

function Toolbar({ editor }: { editor: Editor }) {
  const t = useT();
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (key: MessageKey, text: ReactNode, action: () => void, pressed?: boolean, disabled?: boolean) => (
    <button
      type="button"
      key={key}
      title={t(key)}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      onClick={action}
      className="inline-flex h-9 min-w-9 items-center justify-center rounded-sm px-2 text-sm font-semibold text-ink hover:bg-brand-light focus-visible:ring-2 focus-visible:ring-brand-dark/40 focus-visible:outline-none disabled:opacity-40 aria-pressed:bg-brand-dark aria-pressed:text-white"
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{t(key)}</span>
    </button>
  );
  return (
    <div className="rounded-t-md border border-b-0 border-muted bg-surface">
      <div role="toolbar" aria-label={t('admin.editor.toolbar')} className="flex flex-wrap gap-1 p-1">
        {button('admin.editor.bold', <strong>B</strong>, () => chain().toggleBold().run(), state.bold)}
        {button('admin.editor.italic', <em>I</em>, () => chain().toggleItalic().run(), state.italic)}
        {button('admin.editor.heading2', 'H2', () => chain().toggleHeading({ level: 2 }).run(), state.h2)}
        {button('admin.editor.heading3', 'H3', () => chain().toggleHeading({ level: 3 }).run(), state.h3)}
        {button('admin.editor.bullet_list', '•', () => chain().toggleBulletList().run(), state.bullet)}
        {button('admin.editor.ordered_list', '1.', () => chain().toggleOrderedList().run(), state.ordered)}
        {button('admin.editor.blockquote', '„“', () => chain().toggleBlockquote().run(), state.quote)}
        {button('admin.editor.link', '🔗', () => setPanel(panel === 'link' ? null : 'link'), state.link || panel === 'link')}
        {state.link ? button('admin.editor.unlink', '⛓', () => chain().unsetLink().run()) : null}
        {button('admin.editor.image', '🖼', () => setPanel(panel === 'image' ? null : 'image'), panel === 'image')}
        {button('admin.editor.undo', '↶', () => chain().undo().run(), undefined, !state.canUndo)}
        {button('admin.editor.redo', '↷', () => chain().redo().run(), undefined, !state.canRedo)}
      </div>
      {panel === 'link' ? <LinkPanel editor={editor} close={() => setPanel(null)} /> : null}
      {panel === 'image' ? <ImagePanel editor={editor} close={() => setPanel(null)} /> : null}
    </div>
  );
}

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const t = useT();
  const id = useId();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // the panel opened from the toolbar: the address field takes the focus
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      close();
      return;
    }
    if (!LINK_OK.test(value)) {
      setError(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    close();
  };
  return (
    <div className="flex flex-col gap-2 border-t border-line p-2" role="group" aria-label={t('admin.editor.link')}>
      <label htmlFor={`${id}-href`} className="text-sm font-semibold text-ink">
        {t('admin.editor.link_url')}
      </label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        ref={input}
        value={href}
        onChange={(e) => {
          setHref(e.target.value);
          setError(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            close();
            editor.commands.focus();
          }
        }}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error || undefined}
        className={adminInputClass(error)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('admin.editor.link_hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {t('admin.editor.link_invalid')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" className={adminPrimaryButton} onClick={apply}>
          {t('admin.editor.apply')}
        </button>
        <button
          type="button"
          className={adminSecondaryButton}
          onClick={() => {
            close();
            editor.commands.focus();
          }}
        >
          {t('admin.editor.cancel')}
        </button>
      </div>
    </div>
  );
}

function ImagePanel({ editor, close }: { editor: Editor; close: () => void }) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<MediaPick[]>([]);
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState<'idle' | 'uploading' | 'error'>('idle');
  const [message, setMessage] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchMedia(query.trim(), controller.signal)
        .then(setItems)
        .catch(() => undefined);
    }, 200);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  const insert = (path: string, fallbackAlt: string) => {
    editor
      .chain()
      .focus()
      .setImage({ src: `${path}?w=800`, alt: alt.trim() || fallbackAlt })
      .run();
    close();
  };
  return (
    <div className="flex flex-col gap-2 border-t border-line p-2" role="group" aria-label={t('admin.editor.image')}>
      <label htmlFor={`${id}-alt`} className="text-sm font-semibold text-ink">
        {t('admin.editor.image_alt')}
      </label>
      <input id={`${id}-alt`} type="text" value={alt} onChange={(e) => setAlt(e.target.value)} className={adminInputClass(false)} />
      <label htmlFor={`${id}-upload`} className="text-sm font-semibold text-ink">
        {t('admin.editor.image_upload')}
      </label>
      <input
        id={`${id}-upload`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        className={`${adminInputClass(false)} py-1.5`}
        aria-describedby={status === 'error' ? `${id}-error` : undefined}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setStatus('uploading');
          const result = await uploadMediaFile(file, alt.trim());
          if (result.ok) {
            setStatus('idle');
            insert(result.path, file.name.replace(/\.[^.]+$/, ''));
          } else {
            setStatus('error');
            setMessage(result.message || t('admin.editor.image_error'));
          }
        }}
      />
      <p role="status" className="text-sm">
        {status === 'uploading' ? t('admin.editor.image_uploading') : null}
      </p>
      {status === 'error' ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {message}
        </p>
      ) : null}
      <label htmlFor={`${id}-q`} className="text-sm font-semibold text-ink">
        {t('admin.media.picker.search')}
      </label>
      <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} className={adminInputClass(false)} />
      <ul className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto tablet:grid-cols-4">
        {items.map((item) => {
          const caption = item.source === 'product' ? t('admin.media.source.product', { name: item.productName ?? '' }) : item.name;
          return (
            <li key={item.path}>
              <button
                type="button"
                onClick={() => insert(item.path, item.alt ?? caption)}
                className="flex w-full flex-col gap-1 rounded-md border border-line p-1 text-left text-xs hover:border-brand-dark focus-visible:ring-2 focus-visible:ring-brand-dark/40 focus-visible:outline-none"
              >
                <img src={mediaUrl(item.path, 160) ?? ''} alt="" width={160} height={120} className="aspect-[4/3] w-full object-cover" />
                <span className="truncate">
                  {t('admin.editor.image_insert')}: {caption}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <button
          type="button"
          className={adminSecondaryButton}
          onClick={() => {
            close();
            editor.commands.focus();
          }}
        >
          {t('admin.editor.cancel')}
        </button>
      </div>
    </div>
  );
}
