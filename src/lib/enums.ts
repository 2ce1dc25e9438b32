/**
 * Value lists shared by the database schema (its CHECK constraints) and browser-safe zod schemas. They live here, not
 * in src/db/schema.ts, so that a form's schema does not pull Drizzle and the whole table schema into the browser.
 */
export const PRODUCT_RELATION_KINDS = ['related', 'similar', 'addon'] as const;
export type ProductRelationKind = (typeof PRODUCT_RELATION_KINDS)[number];
/** How a product may be delivered (decision 0051): null = any carrier. */
export const DELIVERY_RESTRICTIONS = ['pickup_only', 'no_packeta'] as const;
export type DeliveryRestriction = (typeof DELIVERY_RESTRICTIONS)[number];
