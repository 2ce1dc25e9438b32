import { useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { PLACEHOLDER_TYPING_MS } from '@/lib/constants';
import { SearchIcon } from '~/components/icons';
import { useT } from '~/lib/root/use-root-data';
import { useHydrated } from '~/lib/browser/use-hydrated';
import type { SuggestionsControl, SuggestionsState } from './search-suggestions';

/** How long a fully typed placeholder stays before the next one is typed. */
const PLACEHOLDER_PAUSE_MS = 2200;

/**
 * Rotating placeholder typed out at PLACEHOLDER_TYPING_MS per character (SPEC §2, §9). The server renders the first
 * text in full; the animation pauses while the input has focus or a value, and for prefers-reduced-motion.
 */
function useTypedPlaceholder(texts: string[], paused: boolean): string {
  const [state, setState] = useState({
    index: 0,
    length: texts[0]?.length ?? 0,
  });

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

type SuggestionsModule = typeof import('./search-suggestions');

// the suggestions' code loads on the first focus or keystroke in the field (decision 0111): the form works without it;
// the module system keeps the loaded module, so asking again costs nothing
const loadSuggestions = (): Promise<SuggestionsModule> => import('./search-suggestions');

const CLOSED: SuggestionsState = { open: false, activeId: undefined, count: 0 };

/**
 * The header search: GET /hledani?q=… (a plain form without JavaScript). With JavaScript it is a WAI-ARIA combobox
 * whose suggestions (search-suggestions.tsx) load when the shopper first focuses or types in the field.
 */
export function SearchBox({ placeholders, className = '' }: { placeholders: string[]; className?: string }) {
  const t = useT();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const [params] = useSearchParams();
  const location = useLocation();
  const onSearchPage = location.pathname === '/hledani';
  const initial = onSearchPage
    ? Array.from(params.get('q') ?? '')
        .slice(0, 200)
        .join('')
    : '';
  const [value, setValue] = useState(initial);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const control = useRef<SuggestionsControl>(null);
  const [combo, setCombo] = useState<SuggestionsState>(CLOSED);
  const [Suggestions, setSuggestions] = useState<SuggestionsModule['SearchSuggestions'] | null>(null);
  const load = () => {
    if (Suggestions) return;
    loadSuggestions().then(
      (module) => setSuggestions(() => module.SearchSuggestions),
      () => {}, // no suggestions; the form still searches (a stale chunk reloads the page, chunk-reload.ts)
    );
  };

  const hydrated = useHydrated();
  // text typed (and focus taken) before hydration is kept: React would reset the input to the server value
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== initial) setValue(input.value);
    if (document.activeElement === input) setFocused(true);
    if (input.value !== initial || document.activeElement === input) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  // keep the box in step with the URL (back/forward, a new search from elsewhere)
  const shownInitial = useRef(initial);
  useEffect(() => {
    if (shownInitial.current === initial) return;
    shownInitial.current = initial;
    setValue(initial);
  }, [initial]);

  const texts = placeholders.length > 0 ? placeholders : [t('frame.search_placeholder')];
  const placeholder = useTypedPlaceholder(texts, focused || value !== '');

  return (
    <Form method="get" action="/hledani" role="search" className={`relative ${className}`} onSubmit={() => control.current?.close()}>
      <label htmlFor={id} className="sr-only">
        {t('header.search_label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        // a combobox once hydrated (without JavaScript it is a plain search field of the form)
        {...(hydrated
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': combo.open,
              'aria-controls': listboxId,
              'aria-activedescendant': combo.activeId,
            }
          : {})}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          control.current?.reopen();
          load();
        }}
        onKeyDown={(event) => control.current?.onKeyDown(event)}
        onFocus={() => {
          setFocused(true);
          control.current?.reopen();
          load();
        }}
        onBlur={() => {
          setFocused(false);
          control.current?.onBlur();
        }}
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
      {Suggestions ? (
        <Suggestions
          listboxId={listboxId}
          value={value}
          focused={focused}
          input={inputRef}
          setValue={setValue}
          onState={setCombo}
          control={control}
        />
      ) : hydrated ? (
        // the listbox aria-controls names, empty until the suggestions' code is there
        <div id={listboxId} role="listbox" aria-label={t('search.suggestions_label')} hidden />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {combo.open ? t('search.suggest_count', { count: combo.count }) : ''}
      </p>
    </Form>
  );
}
