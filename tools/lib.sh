# Common settings and helpers for the mariadb-ops tools; sourced, never run.
# Every path can be moved with an environment variable (see BUILD.md).

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_AREA=${OPS_BUILD_DIR:-$TOP/build}
# Flavours of the build, each with its own build directory (ccache is shared):
#   release   the fork, RelWithDebInfo: what tools/run starts and CI tests (the default)
#   debug     the fork, Debug (tools/build --debug): have_debug.inc tests, DBUG_EXECUTE_IF
#   pristine  upstream without the series, release options (tools/baseline)
OPS_FLAVOR=${OPS_FLAVOR:-release}
case "$OPS_FLAVOR" in
  release)  SRC=$BUILD_AREA/src  OUT=$BUILD_AREA/out  INSTALL=$BUILD_AREA/install
            LOGS=$BUILD_AREA/logs ;;
  debug)    SRC=$BUILD_AREA/src  OUT=$BUILD_AREA/debug/out  INSTALL=$BUILD_AREA/debug/install
            LOGS=$BUILD_AREA/debug/logs ;;
  pristine) SRC=$BUILD_AREA/pristine/src  OUT=$BUILD_AREA/pristine/out
            INSTALL=$BUILD_AREA/pristine/install  LOGS=$BUILD_AREA/pristine/logs ;;
  *) printf 'ERROR: OPS_FLAVOR=%s: use release, debug or pristine\n' "$OPS_FLAVOR" >&2; exit 1 ;;
esac
# SRC: upstream + patches/series + our own files (pristine: upstream only); OUT: the
# cmake/ninja build directory; INSTALL: what tools/run starts.
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
