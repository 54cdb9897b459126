import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

// The one api for /userprofile/api/v1. Generated files (*.gen.ts) inject their endpoints into it;
// enhance files add id-level cache tags.
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
