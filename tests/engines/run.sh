#!/usr/bin/env bash
# The Firefox and WebKit smoke suite (tests/engines/smoke.test.ts): needs the built SPA (dist/, built
# here when missing), Debian's firefox-esr, webkit2gtk-driver and xvfb. ENGINES=firefox or webkit runs one.
set -euo pipefail
cd "$(dirname "$0")/../.."
# -a: a free display number, so parallel runs (and other X servers) do not collide.
exec xvfb-run -a -s '-screen 0 1920x1080x24' \
  node --import tsx --test --test-force-exit --test-reporter=spec --test-timeout=600000 tests/engines/smoke.test.ts
