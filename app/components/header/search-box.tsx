import { useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PLACEHOLDER_TYPING_MS } from '@/lib/constants';
import { SearchIcon } from '~/components/icons';
import { optionId, SuggestionList, suggestionOptions, type SuggestionOption } from '~/components/catalog/search/suggestion-list';
import { useSuggestions } from '~/components/catalog/search/use-suggestions';
import { useRootData, useT } from '~/lib/root/use-root-data';
import { useHydrated } from '~/lib/browser/use-hydrated';

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

/**
 * The header search: GET /hledani?q=… (a plain form without JavaScript). With JavaScript it is a WAI-ARIA combobox:
 * from 2 characters it suggests products and categories (debounced, stale requests aborted); ArrowDown / ArrowUp move
 * through the options, Enter opens the active option (or submits the query when none is active), Escape closes.
 */
export function SearchBox({ placeholders, className = '' }: { placeholders: string[]; className?: string }) {
  const t = useT();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const { currency } = useRootData();
  const navigate = useNavigate();
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
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const hydrated = useHydrated();
  // text typed (and focus taken) before hydration is kept: React would reset the input to the server value
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== initial) setValue(input.value);
    if (document.activeElement === input) setFocused(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  // keep the box in step with the URL (back/forward, a new search from elsewhere)
  const shownInitial = useRef(initial);
  useEffect(() => {
    if (shownInitial.current === initial) return;
    shownInitial.current = initial;
    setValue(initial);
  }, [initial]);
  // a navigation closes the suggestions
  useEffect(() => {
    setDismissed(true);
    setActiveIndex(-1);
  }, [location.key]);

  const suggestions = useSuggestions(value, focused);
  const options = suggestionOptions(suggestions);
  const open = focused && !dismissed && options.length > 0;
  // new suggestions: no option is active
  useEffect(() => setActiveIndex(-1), [suggestions]);

  const texts = placeholders.length > 0 ? placeholders : [t('frame.search_placeholder')];
  const placeholder = useTypedPlaceholder(texts, focused || value !== '');

  const choose = (option: SuggestionOption) => {
    setDismissed(true);
    setActiveIndex(-1);
    if (option.kind === 'all') setValue(suggestions?.query ?? value);
    else inputRef.current?.blur();
    navigate(option.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        setActiveIndex(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => {
        const next = current + step;
        if (next >= options.length) return -1; // past the last option: back to the input
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Enter') {
      const option = open && activeIndex >= 0 ? options[activeIndex] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      } else {
        setDismissed(true); // the form submits the query
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault(); // close only; keep the typed text
        setDismissed(true);
        setActiveIndex(-1);
      }
    }
  };

  // keep the active option in view
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  return (
    <Form method="get" action="/hledani" role="search" className={`relative ${className}`} onSubmit={() => setDismissed(true)}>
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
              'aria-expanded': open,
              'aria-controls': listboxId,
              'aria-activedescendant': open && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined,
            }
          : {})}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setDismissed(false);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => {
          setFocused(false);
          setActiveIndex(-1);
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
      {hydrated ? (
        <SuggestionList
          id={listboxId}
          open={open}
          options={options}
          activeIndex={open ? activeIndex : -1}
          currency={currency}
          label={t('search.suggestions_label')}
          onChoose={choose}
          onHover={setActiveIndex}
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {open ? t('search.suggest_count', { count: options.length - 1 }) : ''}
      </p>
    </Form>
  );
}
