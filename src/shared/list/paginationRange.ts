/**
 * MUI Pagination shows the first and last `boundaryCount` pages, `siblingCount` pages either
 * side of the current one, the current page and two ellipses (or the pages they stand for):
 * with one of each that is at most 7 page items, as in 1 ... 4 5 6 ... 10.
 */
export const PAGINATION_RANGE = { siblingCount: 1, boundaryCount: 1 } as const;
