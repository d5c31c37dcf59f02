#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on a loopback port.
# Exports SANDBOX_DATABASE_URL and DATABASE_URL for the command, then stops the
# server by its process id. Uses Debian's postgresql packages (installed by .ci/run).
set -euo pipefail

bindir="${PG_BINDIR:-}"
if [[ -z "$bindir" ]]; then
  for candidate in /usr/lib/postgresql/*/bin; do
    [[ -x "$candidate/postgres" ]] && bindir="$candidate"
  done
fi
if [[ -z "$bindir" ]] && command -v pg_ctl >/dev/null; then bindir="$(dirname "$(command -v pg_ctl)")"; fi
if [[ -z "$bindir" || ! -x "$bindir/postgres" ]]; then
  echo "with-postgres: no PostgreSQL server binaries found. Install them (Debian: apt-get install postgresql) or set PG_BINDIR." >&2
  exit 1
fi

port="${PG_TEST_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
base="$(mktemp -d /tmp/ramp-pg.XXXXXX)"
data="$base/data"

as_pg=()
if [[ "$(id -u)" == "0" ]]; then
  # PostgreSQL refuses to run as root: hand the folder to the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$base"
  as_pg=(runuser -u postgres --)
fi

"${as_pg[@]}" "$bindir/initdb" -D "$data" -A trust -U postgres --no-sync >"$base/initdb.log" 2>&1 || {
  cat "$base/initdb.log" >&2
  exit 1
}
"${as_pg[@]}" "$bindir/postgres" -D "$data" -p "$port" -k "$base" -c listen_addresses=127.0.0.1 \
  -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 >"$base/server.log" 2>&1 &

stop_pg() {
  local pid
  pid="$(head -n 1 "$data/postmaster.pid" 2>/dev/null || true)"
  [[ -n "$pid" ]] && kill -INT "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  rm -rf "$base"
}
trap stop_pg EXIT

for _ in $(seq 1 100); do
  "$bindir/pg_isready" -h 127.0.0.1 -p "$port" -q && break
  sleep 0.1
done
"$bindir/pg_isready" -h 127.0.0.1 -p "$port" -q || {
  cat "$base/server.log" >&2
  exit 1
}

url="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
SANDBOX_DATABASE_URL="$url" DATABASE_URL="$url" TEST_DATABASE=postgres "$@"
