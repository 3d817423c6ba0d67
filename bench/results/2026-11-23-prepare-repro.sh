#!/usr/bin/env bash
# The shapes by hand on the server of INSTALL: at the defaults (SYNC, binlog_format
# MIXED), log_bin, sync_binlog=1, innodb_flush_log_at_trx_commit=1.
#  1. CREATE; INSERT 1; INSERT IGNORE 1 twice; kill -9; restart: what recovery says
#  2. FLUSH BINARY LOGS x2, 3 commits, RESET MASTER, 1 SYNC commit, 2 ASYNC commits
#     (innodb_flush_log_at_timeout=2700: nothing writes their redo); kill -9; restart
set -u
# INSTALL is an installed tree (bin/, scripts/) or, with OUT and SRC set, a build tree
INSTALL=${1:-} D=$(mktemp -d /tmp/repro.XXXX)
if [ -n "${OUT:-}" ]; then MARIADBD=$OUT/sql/mariadbd CLIENT=$OUT/client/mariadb ADMIN=$OUT/client/mariadb-admin
  EXTRA="--lc-messages-dir=$OUT/sql/share"
  INSTALLDB() { "$OUT/scripts/mariadb-install-db" --no-defaults --user=root --srcdir=$SRC --builddir=$OUT --datadir=$D/data; }
else MARIADBD=$INSTALL/bin/mariadbd CLIENT=$INSTALL/bin/mariadb ADMIN=$INSTALL/bin/mariadb-admin EXTRA=
  INSTALLDB() { "$INSTALL/scripts/mariadb-install-db" --no-defaults --user=root --basedir=$INSTALL --datadir=$D/data; }
fi
mysqld() { "$MARIADBD" --no-defaults $EXTRA --user=root --datadir=$D/data --socket=$D/sock \
  --skip-networking --log-bin=bin --sync-binlog=1 --innodb-flush-log-at-trx-commit=1 \
  --innodb-flush-log-at-timeout=2700 --innodb-buffer-pool-size=64M --log-error=$D/mariadbd.err "$@" & echo $! >$D/pid; }
sql() { "$CLIENT" --no-defaults -uroot -S $D/sock -N -e "$1"; }
waitup() { for i in $(seq 100); do sql 'SELECT 1' >/dev/null 2>&1 && return; sleep 0.2; done; echo "server did not start"; tail $D/mariadbd.err; exit 1; }
INSTALLDB >$D/installdb.log 2>&1 || { echo install-db failed; tail $D/installdb.log; exit 1; }
mysqld; waitup
echo "# shape 1: @@binlog_format=$(sql 'SELECT @@binlog_format'), @@innodb_flush_log_at_prepare=$(sql 'SELECT @@innodb_flush_log_at_prepare')"
sql "CREATE TABLE test.t(a INT PRIMARY KEY) ENGINE=InnoDB; INSERT INTO test.t VALUES(1); INSERT IGNORE INTO test.t VALUES(1); INSERT IGNORE INTO test.t VALUES(1);"
kill -9 $(cat $D/pid); sleep 1; n=$(wc -l <$D/mariadbd.err)
mysqld; waitup
echo "rows: $(sql 'SELECT GROUP_CONCAT(a) FROM test.t')"
echo "error log after restart (Binlog recovery lines):"; tail -n +$((n+1)) $D/mariadbd.err | grep 'Binlog recovery' | sed 's/^.*\] //' || true
echo "# shape 2: RESET MASTER, then 2 ASYNC commits lost"
sql "FLUSH BINARY LOGS; FLUSH BINARY LOGS; INSERT INTO test.t VALUES (2); INSERT INTO test.t VALUES (3); INSERT INTO test.t VALUES (4);"
echo "before RESET MASTER: $(sql 'SHOW MASTER STATUS' | cut -f1)"
sql "RESET MASTER; INSERT INTO test.t VALUES (10); SET SESSION innodb_flush_log_at_prepare='ASYNC'; INSERT INTO test.t VALUES (11); INSERT INTO test.t VALUES (12);"
kill -9 $(cat $D/pid); sleep 1; n=$(wc -l <$D/mariadbd.err)
mysqld; waitup
echo "rows: $(sql 'SELECT GROUP_CONCAT(a ORDER BY a) FROM test.t') (11 and 12 were acknowledged)"
echo "error log after restart (Binlog recovery lines):"; tail -n +$((n+1)) $D/mariadbd.err | grep 'Binlog recovery' | sed 's/^.*\] //' || echo "(none)"
"$ADMIN" --no-defaults -uroot -S $D/sock shutdown; sleep 1; rm -rf $D
