/**
 * The largest users CSV that POST /user/import and its preview accept: a million users (110-150
 * MB) with room to spare. The console learns it from GET /config, to refuse a larger file before
 * it uploads.
 */
export const IMPORT_FILE_LIMIT_BYTES = 256 * 1024 * 1024;
