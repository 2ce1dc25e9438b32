/**
 * src/db/sql-row.ts types raw rows by turning the schema's property names into snake_case (decision 0077): that holds
 * only while every column is named as its property in snake_case. A column named otherwise fails here, before a row
 * type silently names a column the database does not have.
 */
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';

const snakeCase = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

describe('schema column names', () => {
  it('covers the tables the row types derive from', () => {
    const names = tables.map((table) => getTableName(table));
    expect(names).toEqual(expect.arrayContaining(['users', 'vouchers', 'product_variants', 'orders', 'addresses', 'products']));
  });

  it('names every column as its property in snake_case', () => {
    const mismatches = tables.flatMap((table) =>
      Object.entries(getTableColumns(table))
        .filter(([property, column]) => column.name !== snakeCase(property))
        .map(([property, column]) => `${getTableName(table)}.${property} is "${column.name}"`),
    );
    expect(mismatches).toEqual([]);
  });
});
