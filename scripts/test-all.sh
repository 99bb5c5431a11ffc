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

step "Unit, model (generated paths + coverage), diagram freshness and server tests"
npx vitest run

if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  step "Server tests against a real PostgreSQL"
  bash scripts/with-postgres.sh npx vitest run --project server
elif [ "${CI:-}" = "true" ]; then
  echo "CI needs Debian's postgresql package for the PostgreSQL server tests" >&2
  exit 1
else
  echo "(PostgreSQL not installed here: the server tests ran on the embedded PGlite only)"
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
