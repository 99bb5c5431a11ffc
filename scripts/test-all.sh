#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, stopping at the first failure.
set -euo pipefail
step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "Lint (ESLint with jsx-a11y) and formatting (Prettier)"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn

step "Type check"
npx tsc -p tsconfig.json --noEmit

step "i18n catalogues: extracted, complete in English"
node scripts/check-i18n.mjs

step "Unit, model (generated paths + coverage), diagram freshness and server tests"
npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ] || [ "${CI:-}" = "true" ]; then
  if command -v pg_ctlcluster >/dev/null 2>&1 || [ -d /usr/lib/postgresql ]; then
    step "Server tests against a real PostgreSQL"
    bash scripts/with-postgres.sh npx vitest run --project server
  fi
fi

step "Production build and bundle budget"
npx vite build --logLevel warn
node scripts/check-bundle.mjs

step "Storybook build"
npx storybook build -o storybook-static --quiet

step "Browser tests (Playwright in Debian Chromium, axe)"
npx playwright test
