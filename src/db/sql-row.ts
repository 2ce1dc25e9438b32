/**
 * Row types of raw SQL derived from the Drizzle schema (decision 0077), so a column's type is declared once, in
 * src/db/schema.ts. `queryRows` answers with the database's snake_case column names and the drivers' own values:
 *
 *   type VoucherRow = SqlColumns<typeof vouchers, 'id' | 'code' | 'active_from'>;
 *   // { id: number; code: string; active_from: Date | string | null }
 *
 * Every column of the schema is named as its property in snake_case (tests/unit/sql-row.test.ts checks it), so the
 * property names map by type. Values as raw SQL returns them: timestamps and dates are a Date on PGlite and text on
 * postgres-js; numeric and int8 are text on postgres-js (callers read them through Number()). Columns a query
 * computes or renames (joins, aggregates, `AS`) stay declared beside the query.
 */
import type { Column, Table } from 'drizzle-orm';

/** `isPriceSaleActive` → `is_price_sale_active`. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Rest>}`
  : S;

type DateColumn = 'PgTimestamp' | 'PgTimestampString' | 'PgDate' | 'PgDateString';
type TextNumberColumn = 'PgNumeric' | 'PgNumericNumber' | 'PgNumericBigInt' | 'PgBigInt53' | 'PgBigInt64';
type OrNull<Value, Raw> = null extends Value ? Raw | null : Raw;

/** A column's value as a raw query returns it on either driver. */
type RawValue<C extends Column, Value> = C['_']['columnType'] extends DateColumn
  ? OrNull<Value, Date | string>
  : C['_']['columnType'] extends TextNumberColumn
    ? OrNull<Value, number | string>
    : Value;

/** A row of `T` as `queryRows` returns `SELECT *`: snake_case column names, the drivers' values. */
type SqlRow<T extends Table> = {
  [K in keyof T['_']['columns'] & string as SnakeCase<K>]: RawValue<T['_']['columns'][K], T['$inferSelect'][K & keyof T['$inferSelect']]>;
};

/** The named columns of a row of `T` as `queryRows` returns them. */
export type SqlColumns<T extends Table, K extends keyof SqlRow<T>> = Pick<SqlRow<T>, K>;

/** Columns selected under a prefix (`v.name AS variant_name`): `Prefixed<SqlColumns<typeof productVariants, 'name'>, 'variant_'>`. */
export type Prefixed<Row, P extends string> = { [K in keyof Row & string as `${P}${K}`]: Row[K] };
