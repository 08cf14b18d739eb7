#!/usr/bin/env bash
# The Dockerfile's stages run without Docker, for a machine that has none: the same commands in the
# same order, each stage in its own folder under a temporary directory, then the runtime stage's
# files alone started as an unprivileged user and asked for its health, its pages and an account.
# What it cannot check: the base image (node:20-bookworm-slim), apt-get inside it, Docker's own
# COPY/USER/HEALTHCHECK handling, and docker-compose.yml.
#
#   scripts/check-image-stages.sh            # dependencies: a hard-link copy of ./node_modules
#   scripts/check-image-stages.sh --npm-ci   # dependencies: `npm ci` as the image does (slow: native builds)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/oneiro-image.XXXXXX)
server_pid=''
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
step() { printf '\n== %s\n' "$*"; }

step "context: the files Docker would send (.dockerignore applied)"
mkdir -p "$work/context"
ignored=$(grep -v '^\s*$' "$root/.dockerignore" | sed 's#/*$##' | paste -sd '|')
(cd "$root" && git ls-files --cached --others --exclude-standard | grep -Ev "^($ignored)(/|$)" |
  while read -r file; do [ -e "$file" ] && printf '%s\0' "$file"; done | rsync -a --from0 --files-from=- . "$work/context/")
echo "$(find "$work/context" -type f | wc -l) files"

step "stage deps: npm ci --ignore-scripts, native modules rebuilt"
mkdir -p "$work/deps"
cp "$work/context/package.json" "$work/context/package-lock.json" "$work/deps/"
if [ "${1:-}" = "--npm-ci" ]; then
  (cd "$work/deps" && npm ci --ignore-scripts --no-audit --no-fund && npm rebuild argon2 better-sqlite3 esbuild)
else
  # Hard links share the files with ./node_modules; npm's own bookkeeping file is replaced, not edited.
  cp -al "$root/node_modules" "$work/deps/node_modules"
  rm -f "$work/deps/node_modules/.package-lock.json"
fi

step "stage build: npm run build"
cp -a "$work/context" "$work/build"
cp -al "$work/deps/node_modules" "$work/build/node_modules"
(cd "$work/build" && npm run build --silent)

step "stage production-deps: npm prune --omit=dev --ignore-scripts"
mkdir -p "$work/production-deps"
cp "$work/deps/package.json" "$work/deps/package-lock.json" "$work/production-deps/"
cp -al "$work/deps/node_modules" "$work/production-deps/node_modules"
(cd "$work/production-deps" && npm prune --omit=dev --ignore-scripts --no-audit --no-fund >/dev/null)
# npm keeps a dev dependency that a production package lists as an optional peer (typescript, tsx,
# esbuild, the prisma CLI's helpers): never loaded by the server, only disk space. Listed, not failed.
kept=$(for dev in typescript tsx esbuild prisma vite vitest eslint; do [ -e "$work/production-deps/node_modules/$dev" ] && printf '%s ' "$dev"; done || true)
echo "dev packages npm keeps as optional peers: ${kept:-none}"
echo "$(du -sh "$work/production-deps/node_modules" | cut -f1) of production dependencies"

step "stage runtime: only the files the Dockerfile copies, run as an unprivileged user"
runtime="$work/runtime"
mkdir -p "$runtime/dist" "$runtime/web" "$runtime/prisma" "$work/data"
cp -al "$work/production-deps/node_modules" "$runtime/node_modules"
cp "$work/build/package.json" "$runtime/"
cp -a "$work/build/dist/server" "$runtime/dist/server"
cp -a "$work/build/web/dist" "$runtime/web/dist"
cp -a "$work/build/prisma/migrations" "$runtime/prisma/migrations"
chmod 755 "$work"
chown -R nobody:nogroup "$work/data"
port=$((20000 + RANDOM % 20000))
(cd "$runtime" && env -i PATH="$PATH" NODE_ENV=production HOST=127.0.0.1 PORT=$port DATA_DIR="$work/data" \
  DATABASE_URL="file:$work/data/oneiro.db" MALLOC_ARENA_MAX=2 LOG_LEVEL=warn \
  setpriv --reuid=65534 --regid=65534 --clear-groups node --max-semi-space-size=2 dist/server/main.mjs) &
server_pid=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 200); do curl -sf "$base/health" >/dev/null && break; sleep 0.1; done
check() { # name, then a command whose success is the check
  local name=$1
  shift
  if "$@"; then echo "ok   $name"; else echo "FAIL $name" >&2; exit 1; fi
}
check "/health answers" curl -sf "$base/health" -o /dev/null
check "/ready: migrations applied, the database answers" curl -sf "$base/ready" -o /dev/null
check "the process is node on the compiled build, not tsx" \
  grep -q 'dist/server/main.mjs' "/proc/$(pgrep -P "$server_pid" -n node || echo "$server_pid")/cmdline"
check "the server runs as nobody" test "$(stat -c %U "$work/data/session-secret")" = nobody
asset=$(grep -o '/assets/index-[^"]*\.js' "$runtime/web/dist/index.html" | head -1)
check "the landing page's script comes brotli-compressed" \
  sh -c "curl -sI -H 'Accept-Encoding: br' '$base$asset' | grep -qi '^content-encoding: br'"
check "an account can be created" sh -c "curl -sf -o /dev/null -H 'Content-Type: application/json' \
  -d '{\"username\":\"imagecheck\",\"email\":\"image@example.org\",\"password\":\"correct horse battery\"}' \
  '$base/api/register'"
echo
echo "The image's stages ran and the runtime serves. Not run here: Docker itself (base image, apt-get, COPY, USER, HEALTHCHECK) and docker-compose.yml."
