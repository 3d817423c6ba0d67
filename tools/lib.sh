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

# The cmake options of every build of the fork (tools/build and the RPM spec that
# tools/rpm generates): RelWithDebInfo or Debug is added by the caller.
OPS_CMAKE_TRIM=(
  # debug_sync compiled in; inert unless the server is started with --debug-sync-timeout.
  -DCMAKE_C_FLAGS=-DENABLED_DEBUG_SYNC -DCMAKE_CXX_FLAGS=-DENABLED_DEBUG_SYNC
  -DCMAKE_INSTALL_PREFIX=/usr/local/mariadb-ops
  # Left out: engines and plugins a replica does not need.
  -DPLUGIN_COLUMNSTORE=NO -DPLUGIN_ROCKSDB=NO -DPLUGIN_MROONGA=NO -DPLUGIN_SPIDER=NO
  -DPLUGIN_CONNECT=NO -DPLUGIN_S3=NO -DPLUGIN_OQGRAPH=NO -DPLUGIN_SPHINX=NO
  -DPLUGIN_TOKUDB=NO -DPLUGIN_FEDERATED=NO -DPLUGIN_FEDERATEDX=NO -DPLUGIN_AUTH_GSSAPI=NO
  -DPLUGIN_HASHICORP_KEY_MANAGEMENT=NO
  -DPLUGIN_PROVIDER_BZIP2=NO -DPLUGIN_PROVIDER_LZ4=NO -DPLUGIN_PROVIDER_LZMA=NO
  -DPLUGIN_PROVIDER_LZO=NO -DPLUGIN_PROVIDER_SNAPPY=NO
  -DWITH_EMBEDDED_SERVER=OFF -DWITH_UNIT_TESTS=OFF -DCONNECT_WITH_JDBC=OFF
  # Kept as stock builds them, so that every option of a stock my.cnf starts the fork:
  # Galera hooks (the wsrep_* options; wsrep_on stays OFF) and NUMA (innodb_numa_interleave).
  -DWITH_WSREP=ON -DWITH_NUMA=ON
  # System libraries instead of the bundled copies.
  -DWITH_SSL=system -DWITH_PCRE=system -DWITH_ZLIB=system -DWITH_LIBFMT=system
  -DWITH_MARIABACKUP=ON -DWITH_SAFEMALLOC=OFF
)

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
