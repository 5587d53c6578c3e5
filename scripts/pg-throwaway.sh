#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for tests, in a temporary directory, on its own port.
#
#   scripts/pg-throwaway.sh [start] [PORT]   start it; prints its postgres:// URL (the only line on stdout)
#   scripts/pg-throwaway.sh stop [PORT]      stop it and delete its directory
#
# PORT defaults to 54329. Works on a Debian machine that has the postgresql package but no running cluster:
# it never touches the packaged cluster. As root, the server runs as the `postgres` user (PostgreSQL refuses
# to run as root). It listens on 127.0.0.1 and on a unix socket inside its own directory; the password is
# random, so other local users cannot log in. PG_BIN overrides the binaries' folder.
set -euo pipefail

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
MODE=start
if [[ "${1:-}" == start || "${1:-}" == stop ]]; then MODE="$1"; shift; fi
PORT="${1:-54329}"
DATABASE=app_test
# Remembers which temporary directory belongs to which port, so `stop PORT` finds it.
STATE_FILE="${TMPDIR:-/tmp}/pg-throwaway-${PORT}.dir"

fail() { echo "pg-throwaway: $*" >&2; exit 1; }

[[ "$PORT" =~ ^[0-9]+$ ]] || fail "port must be a number, got '$PORT'"

# Runs a PostgreSQL program as the cluster's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

stop_cluster() {
  [[ -f "$STATE_FILE" ]] || fail "no throwaway cluster is recorded for port $PORT ($STATE_FILE is missing)"
  local dir
  dir=$(cat "$STATE_FILE")
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    (cd "$dir" && as_owner "$PG_BIN/pg_ctl" stop -D "$dir/data" -m fast -w >&2)
  fi
  rm -rf -- "$dir" "$STATE_FILE"
  echo "pg-throwaway: stopped the cluster on port $PORT" >&2
}

start_cluster() {
  [[ -x "$PG_BIN/initdb" ]] || fail "no PostgreSQL binaries in $PG_BIN (apt-get install postgresql, or set PG_BIN)"
  [[ ! -f "$STATE_FILE" ]] || fail "a throwaway cluster already runs on port $PORT ($(cat "$STATE_FILE")); stop it first: $0 stop $PORT"
  if [[ $(id -u) -eq 0 ]] && ! id postgres >/dev/null 2>&1; then fail "running as root needs a 'postgres' user"; fi

  DIR=$(mktemp -d "${TMPDIR:-/tmp}/pg-throwaway.XXXXXX")
  echo "$DIR" >"$STATE_FILE"
  # Whatever fails below, leave no server and no directory behind.
  trap 'stop_cluster >/dev/null 2>&1 || true' EXIT
  local password
  password=$(od -An -N18 -tx1 /dev/urandom | tr -d ' \n')
  printf '%s\n' "$password" >"$DIR/pwfile"
  if [[ $(id -u) -eq 0 ]]; then chown -R postgres: "$DIR"; fi
  chmod 700 "$DIR"

  # The programs run from inside the directory: as `postgres`, the caller's working directory may be unreadable.
  cd "$DIR"
  as_owner "$PG_BIN/initdb" -D "$DIR/data" -U postgres --pwfile="$DIR/pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --no-locale >"$DIR/initdb.log" 2>&1 || { cat "$DIR/initdb.log" >&2; fail "initdb failed"; }
  rm -f "$DIR/pwfile"
  # fsync off and friends: a throwaway cluster trades durability for speed.
  as_owner "$PG_BIN/pg_ctl" start -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
    -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >&2 \
    || { cat "$DIR/server.log" >&2; fail "the server did not start on port $PORT (is the port taken?)"; }
  as_owner "$PG_BIN/createdb" -h "$DIR" -p "$PORT" -U postgres "$DATABASE"
  trap - EXIT
  echo "postgres://postgres:${password}@127.0.0.1:${PORT}/${DATABASE}"
}

if [[ "$MODE" == stop ]]; then stop_cluster; else start_cluster; fi
