import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

// What every paged list of the API shares: contains filters, the console's order and the page
// (pagedList: one page of a filtered query, sorted, with how many match).

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

/** Comma-separated values where any one counts (the console's containsAnyText), or nothing when all are blank. */
export function containsAny(value: Expression<unknown>, text: string | undefined): Expression<SqlBool> | null {
  const matches = (text ?? '').split(',').flatMap((needle) => contains(value, needle) ?? []);
  if (matches.length === 0) return null;
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

export type TextMatch = typeof contains;

/** The filters of a list, one per field present in `query` (blank ones left out), each `match` (contains by default). */
export function listFilters<Field extends string>(
  columns: Readonly<Record<Field, Expression<unknown>>>,
  query: Partial<Record<NoInfer<Field>, string | undefined>>,
  match: TextMatch = contains,
): Expression<SqlBool>[] {
  return (Object.keys(columns) as Field[]).flatMap((field) => match(columns[field], query[field]) ?? []);
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

/** What a paged list operation asks for: the page, the sort column and its direction. */
export interface ListPageRequest<SortField extends string> extends PageRequest {
  sort?: SortField;
  direction?: 'asc' | 'desc';
}

export interface ListOrder<SortField extends string> {
  /** Each sortable column as the query reads it (the sort is in the console's order). */
  columns: Readonly<Record<SortField, Expression<unknown>>>;
  /** The column a request without `sort` sorts by. */
  defaultSort: NoInfer<SortField>;
  /** Ties, in the console's order and the same direction (e.g. the name). */
  ties: readonly Expression<unknown>[];
  /** A unique column last, so a page never depends on the plan (ascending, plain order). */
  unique: Expression<unknown>;
}

/**
 * One page of `matching` (its filters and the caller's Visible To rule already applied), sorted by
 * the requested column in the console's order, then the ties and the unique column.
 */
export function pageOf<DB, TB extends keyof DB, Row, SortField extends string>(
  matching: SelectQueryBuilder<DB, TB, Row>,
  order: ListOrder<SortField>,
  request: ListPageRequest<SortField>,
): Promise<Row[]> {
  const direction = request.direction === 'desc' ? sql`desc` : sql`asc`;
  const keys = [order.columns[request.sort ?? order.defaultSort], ...order.ties];
  const { limit, offset } = pageWindow(request);
  let page = matching;
  for (const key of keys) page = page.orderBy(sql`${inConsoleOrder(key)} ${direction}`);
  return page.orderBy(order.unique).limit(limit).offset(offset).execute();
}

/** How many rows `matching` has (the selection, and any subqueries of it, dropped). */
export async function countOf<DB, TB extends keyof DB, Row>(matching: SelectQueryBuilder<DB, TB, Row>): Promise<number> {
  const row = await matching
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .$castTo<{ total: number }>()
    .executeTakeFirstOrThrow();
  return row.total;
}

/** One page of `matching` (pageOf) with how many rows match, the two queries at once. */
export async function pagedList<DB, TB extends keyof DB, Row, SortField extends string>(
  matching: SelectQueryBuilder<DB, TB, Row>,
  order: ListOrder<SortField>,
  request: ListPageRequest<SortField>,
  /** How many rows match when something faster than count(*) knows it exactly (e.g. app_user_count). */
  countAll?: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([pageOf(matching, order, request), countAll ? countAll() : countOf(matching)]);
  return { rows, total };
}
