#!/bin/sh
# Regenerates the one migration that this branch adds on top of main, from db/schema.ts.
# Serialised with flock so parallel workers never interleave drizzle-kit runs.
set -e
cd "$(dirname "$0")/../apps/api"
exec 9>/tmp/rawat-migrasi.lock
flock 9
git checkout -- migrations/meta/_journal.json
git ls-files --others --exclude-standard migrations | xargs -r rm -f
npx drizzle-kit generate --name master 2>&1 | grep -v "^npm warn" | tail -3
