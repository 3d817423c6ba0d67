#!/bin/bash
# try.sh N: start the fork on a copy of /work/scratch-rec with a 6 MB buffer pool, wait 180 s
I=/work/main/build/install
for i in $(seq $1); do
  rm -rf /work/scratch-rec-run && cp -a /work/scratch-rec /work/scratch-rec-run
  rm -f /tmp/rec/err.$i; s=$(date +%s.%N)
  $I/bin/mariadbd --no-defaults --basedir=$I --datadir=/work/scratch-rec-run --socket=/tmp/rec/sock --skip-networking --user=root --innodb-buffer-pool-size=6M --innodb-log-file-size=2G --log-error=/tmp/rec/err.$i &
  pid=$!
  ok=hang
  for t in $(seq 720); do
    grep -q 'ready for connections' /tmp/rec/err.$i 2>/dev/null && { ok=ready; break; }
    kill -0 $pid 2>/dev/null || { ok=died; break; }
    sleep 0.25
  done
  e=$(echo "$(date +%s.%N) - $s" | bc)
  echo "try $i: $ok after $e s; batches: $(grep -c 'To recover' /tmp/rec/err.$i)"
  if [ $ok = ready ]; then $I/bin/mariadb --no-defaults -uroot -S /tmp/rec/sock -e shutdown; wait $pid; else kill -9 $pid; wait $pid 2>/dev/null; fi
done
