# The userprofile console and its API server in one image (README "Docker").
# e2e/productionImage.spec.ts runs this file's ENV, CMD and HEALTHCHECK on the build `npm start` made
# (no Docker daemon where the tests run): keep each on one line.

# Build: the console (webpack) and the server (tsc, plus Redoc's bundle), with every dependency.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json webpack.config.ts ./
COPY src ./src
COPY openapi ./openapi
COPY server ./server
COPY scripts ./scripts
RUN npm run build && npm run build:server

# Runtime: production dependencies only (no webpack, React or Redoc), run as the unprivileged user node.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data SEED_DEMO=false DEMO_APPS=false DEMO_INVENTORY=false
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY openapi/userprofile.yaml openapi/connector.yaml openapi/inventory.yaml ./openapi/
COPY server/db/migrations ./server/db/migrations
COPY scripts/healthcheck.js ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.js"]
CMD ["node", "dist/server/main.js"]
