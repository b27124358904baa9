#!/bin/bash
# stop the half-1 advisor bench once its fifth task (csv-store-avg) is recorded: adv3 runs the last two
while true; do
  n=$(python3 -c "import sqlite3;print(sqlite3.connect('/tmp/s8/after-blind5-adv1.db').execute('select count(*) from bench_results').fetchone()[0])")
  if [ "$n" -ge 5 ]; then pkill -f "after-blind5-advisor-h1"; echo "$(date -u +%T) stopped adv1 at $n"; break; fi
  sleep 5
done
