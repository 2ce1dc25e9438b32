import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { optionId, SuggestionList, suggestionOptions, type SuggestionOption } from '~/components/catalog/search/suggestion-list';
import { useSuggestions } from '~/components/catalog/search/use-suggestions';
import { useRootData, useT } from '~/lib/root/use-root-data';

/** What the header search input forwards to the suggestions (its events), once their code is loaded. */
export interface SuggestionsControl {
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  /** the text changed or the input took focus: the list may open again */
  reopen: () => void;
  onBlur: () => void;
  /** the form submits the query */
  close: () => void;
}

/** The combobox state the input shows in its ARIA attributes and the live region. */
export interface SuggestionsState {
  open: boolean;
  activeId: string | undefined;
  count: number;
}

export interface SearchSuggestionsProps {
  listboxId: string;
  value: string;
  focused: boolean;
  input: React.RefObject<HTMLInputElement | null>;
  setValue: (value: string) => void;
  onState: (state: SuggestionsState) => void;
  control: Ref<SuggestionsControl>;
}

/**
 * The header search's suggestions (WAI-ARIA combobox): from 2 characters it suggests products and categories
 * (debounced, stale requests aborted); ArrowDown / ArrowUp move through the options, Enter opens the active option
 * (or submits the query when none is active), Escape closes. Loaded when the shopper first focuses or types in the
 * search field (decision 0111); the input and its text stay in SearchBox.
 */
export function SearchSuggestions({ listboxId, value, focused, input, setValue, onState, control }: SearchSuggestionsProps) {
  const t = useT();
  const { currency } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // a navigation closes the suggestions (not the first render: the shopper is typing)
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setDismissed(true);
    setActiveIndex(-1);
  }

  const suggestions = useSuggestions(value, focused);
  const options = suggestionOptions(suggestions);
  const open = focused && !dismissed && options.length > 0;
  // new suggestions: no option is active
  useEffect(() => setActiveIndex(-1), [suggestions]);

  const activeId = open && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined;
  const count = open ? options.length - 1 : 0;
  useEffect(() => onState({ open, activeId, count }), [open, activeId, count, onState]);

  const choose = (option: SuggestionOption) => {
    setDismissed(true);
    setActiveIndex(-1);
    if (option.kind === 'all') setValue(suggestions?.query ?? value);
    else input.current?.blur();
    navigate(option.url);
  };

  useImperativeHandle(control, () => ({
    onKeyDown: (event) => {
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
    },
    reopen: () => {
      setDismissed(false);
      setActiveIndex(-1);
    },
    onBlur: () => setActiveIndex(-1),
    close: () => setDismissed(true),
  }));

  // keep the active option in view
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  return (
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
  );
}
