# Oneiro in one image, one port. Stages: the dependencies (native modules compiled once), the build
# (code generation, the web client compressed, the server compiled to dist/server), the production
# dependencies alone, and a runtime that holds only what `node dist/server/main.mjs` reads: no
# TypeScript, no compiler, no sources. scripts/check-image-stages.sh runs the same steps without Docker.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Our postinstall (code generation) needs the sources, so it runs in `npm run build` below.
RUN npm ci --ignore-scripts && npm rebuild argon2 better-sqlite3 esbuild

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS production-deps
RUN npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# MALLOC_ARENA_MAX: glibc's per-thread arenas kept memory that compression and password hashing had
# used in the thread pool; two arenas keep the idle server small. --max-semi-space-size=2 (MB, V8's
# young generation): the default 16 MB stayed committed after load. Both as `npm run serve`
# (bench/README.md, "Server footprint and compression").
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data DATABASE_URL=file:/data/oneiro.db MALLOC_ARENA_MAX=2
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/prisma/migrations ./prisma/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=2", "dist/server/main.mjs"]
