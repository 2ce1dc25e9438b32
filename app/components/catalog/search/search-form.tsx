import { useId } from 'react';
import { Form } from 'react-router';
import { SearchIcon } from '~/components/icons';
import { useT } from '~/lib/root/use-root-data';

/** Longest query the inputs accept (the server cuts longer ones to the same length: SEARCH_MAX_QUERY_LENGTH). */
const SEARCH_INPUT_MAX_LENGTH = 200;

/** The search form of the results page: label, search input keeping the query, button. GET /hledani?q=… */
export function SearchPageForm({ q, className = '' }: { q: string; className?: string }) {
  const t = useT();
  const id = useId();

  return (
    <Form method="get" action="/hledani" role="search" aria-label={t('search.form_name')} className={`max-w-2xl ${className}`}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {t('search.form_label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          // uncontrolled, so text typed before hydration stays; the key shows a new search's query (or back/forward)
          key={q}
          defaultValue={q}
          maxLength={SEARCH_INPUT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 rounded-lg border-2 border-line bg-white px-4 text-base text-ink focus:border-brand-dark focus:ring-2 focus:ring-brand-dark/30 focus:outline-none"
        />
        <button
          type="submit"
          className="flex h-11 shrink-0 items-center gap-2 rounded-lg bg-brand-dark px-5 font-semibold text-white hover:bg-ink"
        >
          <SearchIcon size={18} />
          {t('search.submit')}
        </button>
      </div>
    </Form>
  );
}
