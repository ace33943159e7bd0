# The app image for docker-compose.yml: API, projections and the built UI in one process (`node dist/main.js`), or
# the workflows' worker alone (`node dist/worker-main.js`). The build stage has the dev toolchain and runs
# `npm run build` (UI, workflow bundles, server); the runtime stage has production dependencies and the built files
# only, and runs no tsx. test/gate/production-build.test.ts assembles the runtime stage from these COPY lines and
# starts it. The image has no Python or Java: give it TEMPORAL_ADDRESS (docker-compose.yml does).

FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# ONNXRUNTIME_NODE_INSTALL=skip: onnxruntime-node's install script would fetch CUDA libraries; its CPU binding ships.
RUN ONNXRUNTIME_NODE_INSTALL=skip npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-trixie-slim
# Chromium renders template thumbnails (workflows/render); runtime/chromium.ts prefers the system's /usr/bin/chromium.
# ffmpeg and ffprobe read uploads; runtime/ffmpeg.ts prefers a pair of 6 or newer on PATH: Debian 13's is 7.1, kept
# patched by Debian (the image has no Python to fetch the packaged pair).
RUN apt-get update && apt-get install -y --no-install-recommends chromium ffmpeg && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Memory (ARCHITECTURE.md, "Memory"): V8's young generation at 2 × 16 MB, and two glibc malloc arenas.
ENV NODE_ENV=production NODE_OPTIONS="--enable-source-maps --max-semi-space-size=16" MALLOC_ARENA_MAX=2 PORT=3000
COPY package.json package-lock.json ./
RUN ONNXRUNTIME_NODE_INSTALL=skip npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/admin-ui/dist ./admin-ui/dist
COPY --from=build /app/workflows/dist ./workflows/dist
COPY projections/migrations ./projections/migrations
COPY demo/template-files ./demo/template-files
RUN mkdir .data .cache && chown node:node .data .cache
USER node
EXPOSE 3000
CMD ["node", "dist/main.js"]
