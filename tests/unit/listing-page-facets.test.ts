import { describe, expect, it } from 'vitest';
import { pageFacets } from '../../app/components/catalog/listing/listing-loader.server';
import type { ListingFacets } from '../../src/domain/catalog/listing';

const option = (value: string, count: number, selected = false) => ({ value, count, selected });

const facets: ListingFacets = {
  brands: [{ value: '1', name: 'Gemar', count: 4, selected: false }],
  motifs: [],
  colors: [option('červená', 3)],
  sizes: [],
  parameters: [
    { name: 'Veľkosť', values: [option('30 cm', 5), option('90 cm', 2)] },
    { name: 'Tvar', values: [option('srdce', 6), option('hviezda', 1, true)] },
    { name: 'Prázdny', values: [] },
  ],
  price: { min: 100, max: 900 },
  inStock: 7,
};

// decision 0109: the closed parameter groups carry their option count, their options come when a group opens
describe('pageFacets', () => {
  it('keeps the options of a group with a selected option only, and every group its count', () => {
    const page = pageFacets(facets, false);
    expect(page.parameters).toEqual([
      { name: 'Veľkosť', optionCount: 2, values: [] },
      { name: 'Tvar', optionCount: 2, values: facets.parameters[1]!.values },
      { name: 'Prázdny', optionCount: 0, values: [] },
    ]);
  });

  it('keeps every option when the URL asks for them (the fetch of an opened group)', () => {
    const page = pageFacets(facets, true);
    expect(page.parameters.map((g) => g.values)).toEqual(facets.parameters.map((g) => g.values));
    expect(page.parameters.map((g) => g.optionCount)).toEqual([2, 2, 0]);
  });

  it('leaves the other facets as they are', () => {
    const { parameters: _, ...rest } = pageFacets(facets, false);
    const { parameters: __, ...expected } = facets;
    expect(rest).toEqual(expected);
  });
});
