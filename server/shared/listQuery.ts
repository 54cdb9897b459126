import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

// What every paged list of the API shares: contains filters, the console's order and the page.

/** A LIKE pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A case-insensitive contains filter on `value`, or nothing when the filter is blank (the console's
 * containsText). ILIKE on the bare expression, so a pg_trgm GIN index on it serves the filter.
 */
export function contains(value: Expression<unknown>, text: string | undefined): Expression<SqlBool> | null {
  if (text === undefined || text.trim() === '') return null;
  return sql<SqlBool>`${value} ilike ${containsPattern(text)} escape '\\'`;
}

/** An expression in the console's order (collation console_order, migration 014). */
export function inConsoleOrder(value: Expression<unknown>): RawBuilder<unknown> {
  return sql`${value} collate console_order`;
}

export interface PageRequest {
  page?: number;
  size?: number;
}

/** LIMIT and OFFSET of a page (pages from 1; the console shows 10 a page). */
export function pageWindow({ page = 1, size = 10 }: PageRequest): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}
