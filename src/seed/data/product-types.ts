/**
 * Types of the demo product templates (src/seed/data/products*.ts), read by src/seed/catalog.ts.
 */
import type { GeneratedImageKind } from '../../media/generated-images';
import type { ColorKey } from './taxonomy';

/** Description family: picks the description copy, material, age and size parameters of a product. */
export type DescFamily =
  | 'latex'
  | 'foil'
  | 'number'
  | 'letter'
  | 'balloon-set'
  | 'garland-kit'
  | 'helium'
  | 'costume-kids'
  | 'costume-adult'
  | 'accessory'
  | 'wig'
  | 'mask'
  | 'hat'
  | 'facepaint'
  | 'props'
  | 'garland'
  | 'hanging'
  | 'table-deco'
  | 'confetti'
  | 'lantern'
  | 'tableware'
  | 'party-set'
  | 'candle'
  | 'number-candle'
  | 'deco-candle'
  | 'fountain'
  | 'sparkler'
  | 'smoke'
  | 'gift-bag'
  | 'card'
  | 'gift-set'
  | 'mug'
  | 'book'
  | 'cake'
  | 'bachelorette'
  | 'adult'
  | 'game'
  | 'halloween'
  | 'christmas'
  | 'cannon'
  | 'glow'
  | 'pinata'
  | 'favor';

/** [illustration kind, palette colour, layout 1–9, optional label of 1–2 characters [0-9a-z]] */
export type ImageSpec = [GeneratedImageKind, ColorKey | `h${number}`, number?, string?];

export type VariantSpec =
  /** children's sizes (default 104, 116, 128, 140) */
  | { kind: 'kids'; sizes?: string[] }
  /** adult sizes (default S, M, L, XL); xlExtra: EUR added to the XL price */
  | { kind: 'adult'; sizes?: string[]; xlExtra?: number }
  | { kind: 'colors'; colors: ColorKey[] }
  /** [pieces, price multiplier of the base price] */
  | { kind: 'packs'; packs: Array<[number, number]> }
  /** one variant per character; the characters must be distinct */
  | { kind: 'letters'; letters: string };

export interface ProductSpec {
  /** Slovak product name; "(10 ks)" and "30 cm" in the name become parameters */
  name: string;
  /** gross shelf price in EUR */
  eur: number;
  /** VAT rate, default 23 */
  tax?: 23 | 19 | 5;
  /** one of BRANDS; default: a pick from the subcategory's brands */
  brand?: string;
  /** one of MOTIFS */
  motif?: string;
  color?: ColorKey;
  params?: Record<string, string>;
  variants?: VariantSpec;
  /** overrides the subcategory's family */
  family?: DescFamily;
  /** an inflation service (add-on cart item of balloons) */
  service?: 'latex' | 'foil' | 'number';
  /** 18+ product: age-confirmation dialog */
  adult?: boolean;
  /** extra subcategory slugs the product is listed in */
  also?: string[];
  img: ImageSpec;
}

export interface SubcategoryProducts {
  family: DescFamily;
  brands: string[];
  /** parameters every product of the subcategory carries */
  params?: Record<string, string>;
  products: ProductSpec[];
}

/** A free gift product offered once the cart passes a gross threshold (CZK haléře). */
export interface GiftSpec extends ProductSpec {
  thresholdCzkGross: number;
}
