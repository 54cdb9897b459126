import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (014: pg_trgm for the user list's contains
 * filters). PGlite loads an extension's files only when it is given them at construction, so
 * every PGlite that opens this product's database is made with these.
 */
export const pgliteExtensions = { pg_trgm };
