import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { FacetOption } from '@/domain/catalog/listing';
import { useT } from '~/lib/root/use-root-data';
import type { ListingPageData, ListingPageFacets, PriceErrors } from './listing-loader.server';
import { ALL_OPTIONS_PARAM, FRAGMENT_PARAM, type ListingState } from './listing-state';

export const FILTER_FORM_ID = 'listing-filters-form';
export const FILTER_PANEL_ID = 'filtre';

interface CurrencyFormat {
  code: string;
  decimals: number;
  symbol_before: string;
  symbol_after: string;
}

interface Option {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

const plain = (options: FacetOption[]): Option[] => options.map((o) => ({ ...o, label: o.value }));

/** Keeps uncontrolled inputs in step with the shown state (after back/forward or a chip click) without remounting them. */
function useSyncFormWithState(formRef: RefObject<HTMLFormElement | null>, state: ListingState, priceErrors: PriceErrors) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        const key = element.name as keyof ListingState;
        const value = state[key];
        element.checked = Array.isArray(value) ? value.includes(element.value) : value === true;
      } else if (element instanceof HTMLInputElement && (element.name === 'priceFrom' || element.name === 'priceTo')) {
        if (document.activeElement !== element) element.value = state[element.name] ?? priceErrors[element.name]?.value ?? '';
      } else if (element instanceof HTMLSelectElement && element.name === 'sort') {
        element.value = state.sort;
      }
    }
  }, [formRef, state, priceErrors]);
}

function OptionGroup({ legend, name, options }: { legend: string; name: string; options: Option[] }) {
  if (options.length === 0) return null;
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <OptionList name={name} options={options} />
    </fieldset>
  );
}

function OptionList({ name, options, id }: { name: string; options: Option[]; id?: string }) {
  return (
    <ul id={id} className="facet-list">
      {options.map((o) => {
        return (
          <li key={o.value}>
            {/* the label wraps its box: no ids needed; one text node each (decision 0091) */}
            <label>
              <input type="checkbox" name={name} value={o.value} defaultChecked={o.selected} />
              <span>
                {o.label} <span>{`(${o.count})`}</span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A product parameter's options (Veľkosť, Materiál, … — two dozen groups on a large category): a toggle whose options
 * are rendered when the shopper opens it, fetched then unless one of them is selected (the group starts open with
 * them): decision 0109, ~15 kB of a category page's HTML and ~7 kB of its router data.
 */
function CollapsibleGroup({
  legend,
  name,
  options,
  open,
  onToggle,
}: {
  legend: string;
  name: string;
  /** null while they are being fetched */
  options: Option[] | null;
  open: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="facet">
      <button type="button" aria-expanded={open} aria-controls={open ? id : undefined} onClick={onToggle}>
        {legend}
      </button>
      {open ? (
        <fieldset id={id}>
          <legend className="sr-only">{legend}</legend>
          {options ? (
            <OptionList name={name} options={options} />
          ) : (
            <p role="status" className="text-sm text-muted">
              {t('common.loading')}
            </p>
          )}
        </fieldset>
      ) : null}
    </div>
  );
}

/** The parameter groups: which are open, and the options of open groups the page data does not carry. */
function ParameterGroups({ groups }: { groups: ListingPageFacets['parameters'] }) {
  const location = useLocation();
  const fetcher = useFetcher<{ listing: ListingPageData }>();
  const [open, setOpen] = useState(() => new Set(groups.filter((g) => g.values.length > 0).map((g) => g.name)));
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const missing = groups.some((g) => open.has(g.name) && g.values.length === 0);
  // one fetch of every group's options per filter state (the loader's answer for this URL with ALL_OPTIONS_PARAM)
  useEffect(() => {
    if (!missing || requestedFor === location.search) return;
    setRequestedFor(location.search);
    const params = new URLSearchParams(location.search);
    params.delete(FRAGMENT_PARAM);
    params.set(ALL_OPTIONS_PARAM, '1');
    void fetcher.load(`${location.pathname}?${params.toString()}`);
  }, [missing, requestedFor, location.pathname, location.search, fetcher]);
  const fetched = requestedFor === location.search && fetcher.state === 'idle' ? (fetcher.data?.listing.facets?.parameters ?? null) : null;

  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return groups.map((group) => {
    if (group.optionCount === 0) return null;
    const values = group.values.length > 0 ? group.values : (fetched?.find((g) => g.name === group.name)?.values ?? null);
    return (
      <CollapsibleGroup
        key={group.name}
        legend={group.name}
        name="param"
        open={open.has(group.name)}
        onToggle={() => toggle(group.name)}
        options={values && values.map((o) => ({ ...o, value: `${group.name}=${o.value}`, label: o.value }))}
      />
    );
  });
}

/**
 * The filter form: a GET form that works without JavaScript (submit button) and submits itself on every change
 * with JavaScript (`onAutoSubmit`). Counts per option come from the facets (each counted over the other filters).
 */
export function FilterPanel({
  state,
  facets,
  currency,
  action,
  hydrated,
  onAutoSubmit,
  priceErrors = {},
}: {
  state: ListingState;
  priceErrors?: PriceErrors;
  facets: ListingPageFacets | null;
  currency: CurrencyFormat;
  action: string;
  hydrated: boolean;
  onAutoSubmit: (form: HTMLFormElement) => void;
}) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  useSyncFormWithState(formRef, state, priceErrors);
  const symbol = (currency.symbol_after || currency.symbol_before || currency.code).trim();
  const factor = 10 ** currency.decimals;
  const priceHint = facets?.price
    ? { min: String(Math.floor(facets.price.min / factor)), max: String(Math.ceil(facets.price.max / factor)) }
    : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAutoSubmit(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    // text inputs submit on blur or Enter, not on every keystroke
    if (target instanceof HTMLInputElement && target.type !== 'checkbox') return;
    onAutoSubmit(event.currentTarget);
  };
  // two text fields and no visible submit button: the browser's implicit submission does nothing, so Enter submits here
  const onPriceKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (event.currentTarget.form) onAutoSubmit(event.currentTarget.form);
  };
  const onPriceBlur = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const name = input.name as 'priceFrom' | 'priceTo';
    const shown = state[name] ?? priceErrors[name]?.value ?? '';
    if (input.value.trim().replace(',', '.') !== shown && input.form) onAutoSubmit(input.form);
  };

  return (
    <form
      ref={formRef}
      id={FILTER_FORM_ID}
      method="get"
      action={action}
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="filtre-nadpis"
      className="space-y-3"
    >
      <h2 id="filtre-nadpis" className="text-lg font-bold text-ink">
        {t('listing.filters')}
      </h2>
      <fieldset>
        <legend className="mb-2 font-semibold text-ink">{t('listing.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['priceFrom', 'priceTo'] as const).map((name) => {
            const error = priceErrors[name];
            const errorId = `${name}-chyba`;
            return (
              <div key={name}>
                <label className="text-sm text-muted">
                  {t(name === 'priceFrom' ? 'listing.price_from' : 'listing.price_to', { currency: symbol })}
                  <input
                    type="text"
                    inputMode="decimal"
                    name={name}
                    defaultValue={state[name] ?? error?.value ?? ''}
                    placeholder={name === 'priceFrom' ? priceHint?.min : priceHint?.max}
                    onBlur={onPriceBlur}
                    onKeyDown={onPriceKeyDown}
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className={`mt-1 w-full rounded-md border px-2 py-1.5 text-ink ${error ? 'border-danger' : 'border-muted'}`}
                  />
                </label>
                {error ? (
                  <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
                    {/* the one message of a refused bound, named so that the browser build carries its text (decision 0093) */}
                    {t(error.message satisfies 'listing.price_invalid')}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <label className="flex cursor-pointer items-center gap-2 border-t border-line pt-3 text-sm font-semibold text-ink">
        <input type="checkbox" name="inStock" value="1" defaultChecked={state.inStock} className="size-4 accent-brand-dark" />
        <span>
          {t('listing.in_stock_only')}
          {facets ? <span className="font-normal text-muted"> ({facets.inStock})</span> : null}
        </span>
      </label>
      {facets ? (
        <>
          <OptionGroup legend={t('listing.brand')} name="brand" options={facets.brands.map((o) => ({ ...o, label: o.name }))} />
          <OptionGroup legend={t('listing.motif')} name="motif" options={facets.motifs.map((o) => ({ ...o, label: o.name }))} />
          <OptionGroup legend={t('listing.color')} name="color" options={plain(facets.colors)} />
          <OptionGroup legend={t('listing.size')} name="size" options={plain(facets.sizes)} />
          <ParameterGroups groups={facets.parameters} />
        </>
      ) : null}
      {hydrated ? null : (
        <button type="submit" className="w-full rounded-full bg-brand-dark px-4 py-2 font-semibold text-white hover:bg-ink">
          {t('listing.filter_apply')}
        </button>
      )}
    </form>
  );
}
