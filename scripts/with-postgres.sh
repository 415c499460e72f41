#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster: initdb in a temp dir, a free port on
# 127.0.0.1, a database "frosty_test", and TEST_DATABASE_URL pointing at it. The cluster is
# stopped and removed when the command ends.
#   scripts/with-postgres.sh npm test
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL server binaries not found: apt-get install postgresql" >&2
  exit 1
fi

run_as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pgdata=$(mktemp -d "${TMPDIR:-/tmp}/frosty-pg.XXXXXX")
[ "$(id -u)" = 0 ] && chown postgres:postgres "$pgdata"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  run_as_pg "$pg_bin/pg_ctl" -D "$pgdata" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pgdata"
}
trap cleanup EXIT

run_as_pg "$pg_bin/initdb" -D "$pgdata" -U postgres -A trust --no-sync -E UTF8 >/dev/null
run_as_pg "$pg_bin/pg_ctl" -D "$pgdata" -l "$pgdata/server.log" -w -o \
  "-p $port -k $pgdata -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
run_as_pg "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U postgres frosty_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/frosty_test"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') ready at $TEST_DATABASE_URL"
"$@"
