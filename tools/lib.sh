# Common settings and helpers for the mariadb-ops tools; sourced, never run.
# Every path can be moved with an environment variable (see BUILD.md).

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_AREA=${OPS_BUILD_DIR:-$TOP/build}
SRC=$BUILD_AREA/src            # upstream + patches/series + our own files
OUT=$BUILD_AREA/out            # cmake/ninja build directory
INSTALL=$BUILD_AREA/install    # what tools/run starts
LOGS=$BUILD_AREA/logs
if [ -n "${OPS_CACHE_DIR:-}" ]; then CACHE=$OPS_CACHE_DIR
elif [ -w /var/cache ] || [ -d /var/cache/mariadb-ops ]; then CACHE=/var/cache/mariadb-ops
else CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/mariadb-ops
fi
# Our own files live at their upstream tree path under these folders.
OVERLAY_DIRS="mysql-test storage sql plugin include cmake support-files extra"

# shellcheck source=../upstream.lock
. "$TOP/upstream.lock"
TARBALL=$CACHE/upstream/$ORIG_TARBALL

say()  { printf '==> [%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
note() { printf '    %s\n' "$*"; }
die()  { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

# Run as root, or through sudo when there is one.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root for: $*"
  fi
}

# Seconds since $1 as "Mm SSs".
elapsed() { local s=$(( $(date +%s) - $1 )); printf '%dm %02ds' $((s / 60)) $((s % 60)); }
