#!/bin/bash
# Reproduce the chosen thresholds and the tables from the stores (read-only; run from the repo root).
# Never writes the user's calibration file: the result goes to /tmp/thresh5/calibration.json.
set -e
export EDGE_AGENT_CALIBRATION=/tmp/thresh5/calibration.json
STORES="/tmp/thresh5/stores/*.db /tmp/thresh5/suite.db /tmp/thresh5/starter.db"  # stores/: copies (05:22 UTC) of /tmp/pass3-src/pass3[ab].db, /tmp/small3/*.db, /tmp/small4/*.db
DBS=""; for f in $STORES; do DBS="$DBS --db $f"; done
OUT=docs/results/2026-12-01-thresholds
edge-agent calibrate --method outcomes $DBS --bootstrap 1000 --seed 0 --target-cloud-share 0.3 > $OUT/calibrate.txt
edge-agent calibrate --method outcomes $DBS --bootstrap 1000 --seed 0 --target-cloud-share 0.3 --dry-run --json > $OUT/calibrate.json
edge-agent calibrate --method outcomes $DBS --bootstrap 1000 --seed 0 --strategy step-route --step-label run --dry-run \
  > $OUT/calibrate-step-run-label.txt
python $OUT/tables.py $STORES > $OUT/tables.md
