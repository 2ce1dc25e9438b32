/** Limits of the cart calls, without zod, so browser code can import them without the schema library. */

/** Largest id an `integer` column holds. */
export const MAX_DB_ID = 2_147_483_647;
/** Most pieces of one line a single request may ask for (the stock caps it further). */
export const MAX_LINE_QUANTITY = 9999;
export const MAX_NOTE_LENGTH = 500;
