/**
 * Demo product templates per subcategory slug (every subcategory of CATEGORY_TREE has an entry), and the free gifts.
 * The templates live in one file per group of top categories.
 */
import { BALLOON_PRODUCTS } from './products-balloons';
import { COSTUME_PRODUCTS } from './products-costumes';
import { DECORATION_PRODUCTS } from './products-decorations';
import { GIFT_SPECS as GIFTS, OCCASION_PRODUCTS } from './products-occasions';
import type { GiftSpec, SubcategoryProducts } from './product-types';

export type { DescFamily, GiftSpec, ImageSpec, ProductSpec, SubcategoryProducts, VariantSpec } from './product-types';

export const PRODUCT_SPECS: Record<string, SubcategoryProducts> = {
  ...BALLOON_PRODUCTS,
  ...COSTUME_PRODUCTS,
  ...DECORATION_PRODUCTS,
  ...OCCASION_PRODUCTS,
};

export const GIFT_SPECS: GiftSpec[] = GIFTS;
