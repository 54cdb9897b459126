// The contrib extensions are published under the package's `exports` only, which the server's
// "moduleResolution": "Node" does not read; Node and Jest resolve them at run time.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  export const pg_trgm: import('@electric-sql/pglite').Extension;
}
