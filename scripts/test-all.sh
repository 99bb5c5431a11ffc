#!/usr/bin/env bash
# `npm test`: every check CI runs. The quick static checks and the build first, in order, stopping at the
# first failure; then three lanes side by side, each stopping at its first failure: the browsers (Playwright
# in Chromium, the longest), the unit and generated path tests with the Firefox and WebKit smoke suite, and
# the server tests with the Storybook build. The browser tests spend much of their time waiting for the page,
# the simulated phone and the timers; the other two lanes run at a lower priority and use that time, so on a
# 2-core machine the longest lane is not slowed by the others.
set -euo pipefail
started=$SECONDS
step() { printf '\n\033[1m== %s ==\033[0m (at %d s)\n' "$*" "$((SECONDS - started))"; }

step "Lint (ESLint with jsx-a11y), dead code (knip) and formatting (Prettier)"
npx eslint . --max-warnings=0
# Zero import cycles, counting type-only and dynamic imports (ESLint plugins skip type-only edges).
node scripts/check-import-cycles.mjs
# Dead code: files, exports and dependencies nothing uses (knip.json names the entry points).
npx knip --no-progress
npx prettier --check . --log-level warn

step "Type check"
npx tsc -p tsconfig.json --noEmit

step "i18n catalogues: extracted, complete in English"
node scripts/check-i18n.mjs

if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  postgres=yes
elif [ "${CI:-}" = "true" ]; then
  echo "CI needs Debian's postgresql package for the PostgreSQL server tests" >&2
  exit 1
else
  postgres=no
fi

step "Production build and bundle budget"
npx vite build --logLevel warn
node scripts/check-bundle.mjs

lane_units() {
  step "Unit, model (generated paths + coverage) and diagram freshness tests"
  npx vitest run --project unit --project model
  step "Smoke suite in Firefox (WebDriver BiDi) and WebKit (WebDriver)"
  bash tests/engines/run.sh
}

lane_server() {
  if [ "$postgres" = yes ]; then
    # The server suite once, on PostgreSQL (production's database, where transactions really run side by
    # side). The embedded PGlite that `npm start` uses is covered by its own database and start-up tests
    # here, and by every browser test, whose server runs on it.
    step "Server tests against a real PostgreSQL"
    bash scripts/with-postgres.sh npx vitest run --project server
    step "Server tests on the embedded PGlite: the database layer and the demo start-up"
    npx vitest run --project server tests/server/db.test.ts tests/server/demo-mode.test.ts
  else
    step "Server tests (PostgreSQL not installed here: on the embedded PGlite only)"
    npx vitest run --project server
  fi
  step "Storybook build"
  npx storybook build -o storybook-static --quiet
}

lane_browsers() {
  step "Browser tests (Playwright in Debian Chromium, axe)"
  npx playwright test
}

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
run_lane() {
  local name=$1 begun=$SECONDS code
  # A plain command, not an `if` or `||` condition: there bash would ignore `set -e` inside the lane.
  set +e
  (
    set -euo pipefail
    # Every lane but the browsers' yields the processors to it (its children inherit the priority).
    if [ "$name" != browsers ]; then renice -n 10 -p "$BASHPID" >/dev/null; fi
    "lane_$name"
  ) >"$logs/$name.log" 2>&1
  code=$?
  set -e
  if [ "$code" = 0 ]; then
    echo "passed in $((SECONDS - begun)) s" >"$logs/$name.status"
  else
    echo "FAILED after $((SECONDS - begun)) s" >"$logs/$name.status"
  fi
}

step "Three lanes side by side: browsers, units, server"
lanes=(browsers units server)
for name in "${lanes[@]}"; do run_lane "$name" & done
wait

# Each lane's output in one piece, a failed lane last (nearest the end of the log).
failed=0
for pass in passed FAILED; do
  for name in "${lanes[@]}"; do
    grep -q "^$pass" "$logs/$name.status" || continue
    printf '\n\033[1m===== lane %s: %s =====\033[0m\n' "$name" "$(cat "$logs/$name.status")"
    cat "$logs/$name.log"
    [ "$pass" = FAILED ] && failed=1
  done
done
# What failed, lane by lane, at the very end: a log shown only by its tail still names every failure.
for name in "${lanes[@]}"; do
  grep -q '^FAILED' "$logs/$name.status" || continue
  printf '\n\033[1m===== what failed in lane %s =====\033[0m\n' "$name"
  # Vitest's "FAIL file > test" lines and Playwright's "✘"/numbered failures; else the lane's last lines.
  sed 's/\x1b\[[0-9;]*m//g' "$logs/$name.log" |
    grep -E '^ *(FAIL |✘|[0-9]+\) \[|[A-Za-z]*Error:|[0-9]+ (failed|flaky)|== )' | grep -v '^ *✓' | tail -n 40 ||
    tail -n 40 "$logs/$name.log"
done
printf '\n'
for name in "${lanes[@]}"; do printf 'lane %-9s %s\n' "$name" "$(cat "$logs/$name.status")"; done
echo "npm test took $((SECONDS - started)) s"
exit "$failed"
