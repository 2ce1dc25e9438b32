import { useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { PLACEHOLDER_TYPING_MS } from '@/lib/constants';
import { SearchIcon } from '~/components/icons';
import { useT } from '~/lib/use-root-data';

/** How long a fully typed placeholder stays before the next one is typed. */
const PLACEHOLDER_PAUSE_MS = 2200;

/**
 * Rotating placeholder typed out at PLACEHOLDER_TYPING_MS per character (SPEC §2, §9). The server renders the first
 * text in full; the animation pauses while the input has focus or a value, and for prefers-reduced-motion.
 */
function useTypedPlaceholder(texts: string[], paused: boolean): string {
  const [state, setState] = useState({ index: 0, length: texts[0]?.length ?? 0 });

  useEffect(() => {
    if (paused || texts.length < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const current = texts[state.index % texts.length] ?? '';
    const done = state.length >= current.length;
    const timer = window.setTimeout(
      () => setState((s) => (done ? { index: (s.index + 1) % texts.length, length: 0 } : { index: s.index, length: s.length + 1 })),
      done ? PLACEHOLDER_PAUSE_MS : PLACEHOLDER_TYPING_MS,
    );
    return () => window.clearTimeout(timer);
  }, [texts, paused, state]);

  const text = texts[state.index % Math.max(texts.length, 1)] ?? '';
  return paused ? text : text.slice(0, state.length);
}

/** The header search: GET /hledani?q=… (works without JavaScript). */
export function SearchBox({ placeholders, className = '' }: { placeholders: string[]; className?: string }) {
  const t = useT();
  const id = useId();
  const [params] = useSearchParams();
  const location = useLocation();
  const onSearchPage = location.pathname === '/hledani';
  const initial = onSearchPage ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(initial);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // keep the box in step with the URL (back/forward, a new search from elsewhere)
  useEffect(() => {
    setValue(initial);
  }, [initial]);

  const texts = placeholders.length > 0 ? placeholders : [t('frame.search_placeholder')];
  const placeholder = useTypedPlaceholder(texts, focused || value !== '');

  return (
    <Form method="get" action="/hledani" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('header.search_label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-11 w-full rounded-full border-2 border-line bg-white pr-14 pl-5 text-base text-ink placeholder:text-muted focus:border-brand-dark focus:ring-2 focus:ring-brand-dark/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 flex h-9 w-11 items-center justify-center rounded-full bg-brand-dark text-white hover:bg-ink focus-visible:outline-offset-1"
      >
        <SearchIcon size={18} />
        <span className="sr-only">{t('header.search_submit')}</span>
      </button>
    </Form>
  );
}
