import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, contractSource } from '../contract/contract';
import { PrecompressedBody } from './compression';
import { REDOC_BUILD_FILE } from '../paths';

// The contract for its readers: backend teams regenerate clients from it, and a browsable
// reference (Redoc's standalone bundle, served from this server, no CDN) renders it. Redoc is a
// dev dependency: the built server reads the bundle its build copied (the runtime image has no
// redoc package); run from the sources (ts-node, tests) before a build, it reads node_modules.
const redocBundle = () =>
  fs.existsSync(REDOC_BUILD_FILE) ? REDOC_BUILD_FILE : path.join(path.dirname(require.resolve('redoc/package.json')), 'bundles', 'redoc.standalone.js');

// Redoc renders with styled-components (inline styles) and searches in a blob: worker; its own
// script comes from this server only.
const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const referencePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>userprofile API reference</title>
  </head>
  <body>
    <redoc spec-url="${API_PREFIX}/openapi.json"></redoc>
    <script src="${API_PREFIX}/reference/redoc.standalone.js"></script>
  </body>
</html>
`;

export function registerApiReference(app: FastifyInstance) {
  // Compressed once each, not per request (the Redoc bundle is about a megabyte).
  const contract = contractSource();
  const yaml = new PrecompressedBody(Buffer.from(contract.text));
  const json = new PrecompressedBody(Buffer.from(JSON.stringify(contract.document)));
  const redoc = new PrecompressedBody(fs.readFileSync(redocBundle()));

  app.get(`${API_PREFIX}/openapi.yaml`, (request, reply) => yaml.send(request, reply.type('application/yaml; charset=utf-8')));
  app.get(`${API_PREFIX}/openapi.json`, (request, reply) => json.send(request, reply.type('application/json; charset=utf-8')));
  app.get(`${API_PREFIX}/reference`, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Content-Security-Policy', REFERENCE_CSP).header('Cache-Control', 'no-cache').send(referencePage),
  );
  app.get(`${API_PREFIX}/reference/redoc.standalone.js`, (request, reply) =>
    redoc.send(request, reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=86400')),
  );
}
