#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (Debian's postgresql package):
#   scripts/with-postgres.sh npx vitest run --project server
# Starts a cluster in a temp folder on a loopback port, exports TEST_DATABASE_URL (and DATABASE_URL_TEST)
# for the command, then stops the cluster and removes the folder. As root, the cluster runs as the
# postgres user (runuser); otherwise as the current user.
set -euo pipefail

PGBIN="${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
PORT="${TEST_PG_PORT:-55432}"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "with-postgres: PostgreSQL binaries not found (set PGBIN)" >&2
  exit 1
fi

DIR="$(mktemp -d /tmp/portal-pg.XXXXXX)"
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = "0" ]; then chown postgres: "$DIR"; fi

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "$PGBIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 --no-sync >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on $TEST_DATABASE_URL" >&2
set +e
"$@"
STATUS=$?
set -e
exit $STATUS
