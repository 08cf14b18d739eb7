#!/usr/bin/env bash
# Issue 26: how long `npm run restore` takes. Seeds one account with N dreams (bench/seed.ts), takes
# `npm run backup`, restores it with `npm run restore` into an empty target, and times each step, on
# SQLite and then PostgreSQL (databases wtm_restore_src/_dst on 127.0.0.1, dropped and created).
#   N=100000 bench/restore-time.sh   (scratch files under /tmp/wtm; bench/README.md section 17)
#   N=1000000 ENGINES=postgres SEED=scale bench/restore-time.sh
#     seeds inside PostgreSQL instead (bench/scale-seed.ts: N dreams of N/100 accounts, set-based, minutes
#     rather than the factories' hours at this size); the backup and the restore are the same commands.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-1000000}
export SESSION_SECRET=bench-secret-that-is-at-least-32-characters-long
SEED=${SEED:-factories}
for engine in ${ENGINES:-sqlite postgres}; do
  rm -rf /tmp/wtm/$engine && mkdir -p /tmp/wtm/$engine/src /tmp/wtm/$engine/dst /tmp/wtm/$engine/backups
  if [ $engine = sqlite ]; then
    SRC=file:/tmp/wtm/$engine/src/oneiro.db; DST=file:/tmp/wtm/$engine/dst/oneiro.db
  else
    psql -q -h 127.0.0.1 -U postgres -c 'DROP DATABASE IF EXISTS wtm_restore_src' -c 'DROP DATABASE IF EXISTS wtm_restore_dst' -c 'CREATE DATABASE wtm_restore_src' -c 'CREATE DATABASE wtm_restore_dst'
    SRC=postgresql://postgres@127.0.0.1:5432/wtm_restore_src; DST=postgresql://postgres@127.0.0.1:5432/wtm_restore_dst
  fi
  echo "== $engine $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ "$SEED" = scale ] && [ $engine = postgres ]; then
    /usr/bin/time -f "seed %e s" npx tsx bench/scale-seed.ts --database $SRC --dreams $N --users $((N / 100)) | tail -2
  else
    /usr/bin/time -f "seed %e s" npx tsx bench/seed.ts --database $SRC --dreams $N | tail -2
  fi
  echo "seeded $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
  DATABASE_URL=$SRC DATA_DIR=/tmp/wtm/$engine/src /usr/bin/time -f "backup %e s" npm run -s backup -- /tmp/wtm/$engine/backups
  du -sh /tmp/wtm/$engine/backups/*
  echo "restore start $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
  DATABASE_URL=$DST DATA_DIR=/tmp/wtm/$engine/dst /usr/bin/time -f "restore %e s (wall, npm run restore)" npm run -s restore -- /tmp/wtm/$engine/backups/oneiro-*
  echo "restore end $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ $engine = sqlite ]; then ls -la /tmp/wtm/$engine/dst; else psql -h 127.0.0.1 -U postgres -d wtm_restore_dst -Atc 'select count(*) from "DreamEntry"'; fi
done
