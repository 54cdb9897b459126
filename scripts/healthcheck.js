#!/usr/bin/env node
// The Docker image's HEALTHCHECK: exits 0 while the server on this container's PORT is ready
// (GET /readyz answers 200: the database answers and migrations are applied), else 1.
const port = process.env.PORT || 8080;
fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
