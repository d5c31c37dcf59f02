#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on a loopback port.
# Exports SANDBOX_DATABASE_URL and DATABASE_URL for the command, then stops the
# server. The binaries are the machine's, else the embedded-postgres dev dependency's
# (scripts/lib/find-postgres.mjs: PG_BINDIR, TEST_PG=embedded|system).
set -euo pipefail

found="$(node "$(dirname "$0")/lib/find-postgres.mjs")"
source_name="${found%% *}"
bindir="${found#* }"

port="${PG_TEST_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
base="$(mktemp -d /tmp/ramp-pg.XXXXXX)"
data="$base/data"

as_pg=()
if [[ "$(id -u)" == "0" ]]; then
  # PostgreSQL refuses to run as root: hand the folder to the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$base"
  as_pg=(runuser -u postgres --)
  # A checkout under a folder only root may enter (/root, say) hides node_modules from that
  # user: run a copy of the binaries, with their lib/ and share/ beside them, from the folder.
  if ! "${as_pg[@]}" test -x "$bindir/postgres"; then
    cp -a "$(dirname "$bindir")" "$base/pg"
    bindir="$base/pg/bin"
  fi
fi

stop_pg() {
  "${as_pg[@]}" "$bindir/pg_ctl" stop -D "$data" -m fast -s >/dev/null 2>&1 || true
  rm -rf "$base"
}
trap stop_pg EXIT

"${as_pg[@]}" "$bindir/initdb" -D "$data" -A trust -U postgres --no-sync >"$base/initdb.log" 2>&1 || {
  cat "$base/initdb.log" >&2
  exit 1
}
# pg_ctl -w returns once the server accepts connections (it reads postmaster.pid, so no
# client binary is needed: embedded-postgres ships none).
"${as_pg[@]}" "$bindir/pg_ctl" start -D "$data" -w -t 60 -s -l "$base/server.log" \
  -o "-p $port -k $base -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" || {
  cat "$base/server.log" >&2
  exit 1
}

url="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | sed -E 's/.*\(PostgreSQL\) ([^ ]+).*/\1/') ($source_name) on 127.0.0.1:$port"
SANDBOX_DATABASE_URL="$url" DATABASE_URL="$url" TEST_DATABASE=postgres "$@"
