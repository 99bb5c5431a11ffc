#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, stopping at the first failure.
set -euo pipefail
started=$SECONDS
step() { printf '\n\033[1m== %s ==\033[0m (at %d s)\n' "$*" "$((SECONDS - started))"; }

step "Lint (ESLint with jsx-a11y) and formatting (Prettier)"
npx eslint . --max-warnings=0
# Zero import cycles, counting type-only and dynamic imports (ESLint plugins skip type-only edges).
node scripts/check-import-cycles.mjs
npx prettier --check . --log-level warn

step "Type check"
npx tsc -p tsconfig.json --noEmit

step "i18n catalogues: extracted, complete in English"
node scripts/check-i18n.mjs

if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  step "Unit, model (generated paths + coverage) and diagram freshness tests"
  npx vitest run --project unit --project model
  # The server suite once, on PostgreSQL (production's database, where transactions really run side by
  # side). The embedded PGlite that `npm start` uses is covered by its own database and start-up tests
  # here, and by every browser test below, whose server runs on it.
  step "Server tests against a real PostgreSQL"
  bash scripts/with-postgres.sh npx vitest run --project server
  step "Server tests on the embedded PGlite: the database layer and the demo start-up"
  npx vitest run --project server tests/server/db.test.ts tests/server/demo-mode.test.ts
elif [ "${CI:-}" = "true" ]; then
  echo "CI needs Debian's postgresql package for the PostgreSQL server tests" >&2
  exit 1
else
  step "Unit, model (generated paths + coverage), diagram freshness and server tests"
  echo "(PostgreSQL not installed here: the server tests run on the embedded PGlite only)"
  npx vitest run
fi

step "Production build and bundle budget"
npx vite build --logLevel warn
node scripts/check-bundle.mjs

step "Storybook build"
npx storybook build -o storybook-static --quiet

step "Browser tests (Playwright in Debian Chromium, axe)"
npx playwright test

step "Smoke suite in Firefox (WebDriver BiDi) and WebKit (WebDriver)"
bash tests/engines/run.sh
