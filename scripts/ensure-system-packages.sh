#!/usr/bin/env bash
# The Debian packages the tests use beside npm's: Chromium for the browser tests, poppler-utils for the PDF tests
# and, with --postgresql, PostgreSQL's binaries for the throwaway cluster of `.ci/run`.
#
#   scripts/ensure-system-packages.sh [--postgresql]
#
# `npm test` runs it first and `.ci/run` runs it with --postgresql. When something is missing it installs it with
# apt-get if it may (as root, on a machine with apt-get), as a CI machine or a container wants; otherwise it stops
# at once, before a minute of lint and build, with the one command that installs it. It looks where the tests look:
# CHROMIUM_PATH (else /usr/bin/chromium, scripts/lib/chromium.ts), pdftoppm and pdftotext on PATH, and PG_BIN
# (else the newest /usr/lib/postgresql/*/bin, scripts/pg-throwaway.sh).
set -euo pipefail

with_postgresql=false
for argument in "$@"; do
  case "$argument" in
    --postgresql) with_postgresql=true ;;
    *)
      echo "ensure-system-packages: unknown argument '$argument' (usage: $0 [--postgresql])" >&2
      exit 2
      ;;
  esac
done

# The Debian packages whose programs are missing, each named once.
missing_packages() {
  local packages=()
  [[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]] || packages+=(chromium)
  if ! command -v pdftoppm >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1; then
    packages+=(poppler-utils)
  fi
  if $with_postgresql; then
    local pg_bin="${PG_BIN:-}"
    if [[ -z "$pg_bin" ]]; then
      # The glob stays unexpanded when no version is installed; the -x test below then fails as it should.
      for pg_bin in /usr/lib/postgresql/*/bin; do :; done
    fi
    [[ -x "$pg_bin/initdb" ]] || packages+=(postgresql)
  fi
  echo "${packages[*]}"
}

missing=$(missing_packages)
[[ -z "$missing" ]] && exit 0

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-system-packages: installing $missing"
  apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  still_missing=$(missing_packages)
  if [[ -n "$still_missing" ]]; then
    echo "ensure-system-packages: apt-get installed $missing, yet the tests would still miss: $still_missing" >&2
    exit 1
  fi
  exit 0
fi

install="apt-get install -y $missing"
[[ "$(id -u)" -eq 0 ]] || install="sudo $install"
echo "ensure-system-packages: the tests need $missing. Install it with:" >&2
echo "  $install" >&2
if ! command -v apt-get >/dev/null 2>&1; then
  echo "(that is Debian's command: elsewhere install the same programs with the system's own package manager," >&2
  echo " and set CHROMIUM_PATH to Chromium's program)" >&2
fi
exit 1
