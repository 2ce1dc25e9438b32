import type { Suggestions } from '@/domain/catalog/search';
import type { MoneyFormat } from '@/domain/pricing/pricing';
import { formatMoney } from '~/lib/format/format-money';
import { mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

/** One selectable row of the autocomplete: a product, a category or "all results". */
export type SuggestionOption =
  | {
      kind: 'product';
      key: string;
      url: string;
      item: Suggestions['products'][number];
    }
  | {
      kind: 'category';
      key: string;
      url: string;
      item: Suggestions['categories'][number];
    }
  | { kind: 'all'; key: string; url: string };

/** The options in keyboard order: products, categories, then "show all results". */
export function suggestionOptions(suggestions: Suggestions | null): SuggestionOption[] {
  if (!suggestions) return [];
  const options: SuggestionOption[] = [
    ...suggestions.products.map((item) => ({
      kind: 'product' as const,
      key: `p${item.id}`,
      url: item.url,
      item,
    })),
    ...suggestions.categories.map((item) => ({
      kind: 'category' as const,
      key: `c${item.id}`,
      url: item.url,
      item,
    })),
  ];
  if (options.length > 0)
    options.push({
      kind: 'all',
      key: 'all',
      url: `/hledani?q=${encodeURIComponent(suggestions.query)}`,
    });
  return options;
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-o${index}`;

/**
 * The listbox under the header search input (WAI-ARIA combobox pattern: the input keeps focus, the active option is
 * announced through aria-activedescendant). Always rendered (hidden when closed) so aria-controls points somewhere.
 */
export function SuggestionList({
  id,
  open,
  options,
  activeIndex,
  currency,
  label,
  onChoose,
  onHover,
}: {
  id: string;
  open: boolean;
  options: SuggestionOption[];
  activeIndex: number;
  currency: MoneyFormat | null;
  label: string;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
}) {
  const t = useT();
  const products = options.map((o, i) => [o, i] as const).filter(([o]) => o.kind === 'product');
  const categories = options.map((o, i) => [o, i] as const).filter(([o]) => o.kind === 'category');
  const all = options.map((o, i) => [o, i] as const).filter(([o]) => o.kind === 'all');

  const optionProps = (option: SuggestionOption, index: number) => ({
    id: optionId(id, index),
    role: 'option' as const,
    'aria-selected': index === activeIndex,
    // keep the focus in the input (a click would blur it and close the list first)
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => onChoose(option),
    onMouseMove: () => {
      if (index !== activeIndex) onHover(index);
    },
  });
  const rowClass = (index: number) =>
    `flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${index === activeIndex ? 'bg-brand-light outline-2 outline-brand-dark' : 'hover:bg-surface'}`;

  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open}
      className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[min(70vh,34rem)] overflow-y-auto rounded-xl border border-line bg-white p-2 text-left shadow-xl"
    >
      {products.length > 0 ? (
        <div role="group" aria-labelledby={`${id}-gp`}>
          <div id={`${id}-gp`} role="presentation" className="px-3 pt-1 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
            {t('search.group_products')}
          </div>
          {products.map(([option, index]) =>
            option.kind === 'product' ? (
              <div key={option.key} {...optionProps(option, index)} className={rowClass(index)}>
                <span className="block size-12 shrink-0 overflow-hidden rounded bg-surface">
                  {mediaUrl(option.item.image, 80) ? (
                    <img
                      src={mediaUrl(option.item.image, 80)!}
                      alt=""
                      width={48}
                      height={48}
                      decoding="async"
                      className="size-12 object-cover"
                    />
                  ) : null}
                </span>
                <span className="min-w-0 flex-1 text-sm leading-snug font-semibold text-ink">{option.item.name}</span>
                <span className={`shrink-0 text-sm font-bold whitespace-nowrap ${option.item.isSale ? 'text-pink' : 'text-ink'}`}>
                  {formatMoney(option.item.price, currency)}
                </span>
              </div>
            ) : null,
          )}
        </div>
      ) : null}
      {categories.length > 0 ? (
        <div role="group" aria-labelledby={`${id}-gc`} className={products.length > 0 ? 'mt-1 border-t border-line pt-1' : ''}>
          <div id={`${id}-gc`} role="presentation" className="px-3 pt-1 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
            {t('search.group_categories')}
          </div>
          {categories.map(([option, index]) =>
            option.kind === 'category' ? (
              <div key={option.key} {...optionProps(option, index)} className={rowClass(index)}>
                <span className="text-sm font-semibold text-ink">
                  {option.item.name}
                  {option.item.parentName ? <span className="font-normal text-muted"> · {option.item.parentName}</span> : null}
                </span>
              </div>
            ) : null,
          )}
        </div>
      ) : null}
      {all.map(([option, index]) => (
        <div
          key={option.key}
          {...optionProps(option, index)}
          className={`${rowClass(index)} mt-1 justify-center border-t border-line text-sm font-bold text-brand-dark`}
        >
          {t('search.suggest_all')}
        </div>
      ))}
    </div>
  );
}
