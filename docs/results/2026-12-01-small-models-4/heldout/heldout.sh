#!/bin/bash
# usage: heldout.sh LABEL TREE "STRATEGIES" -- real models on blind4 (held out), greedy, one repeat;
# a strategy is not started at or after 07:45 UTC.
LABEL=$1; TREE=$2; STRATS=${3:-"edge-only advisor cloud-only step-route"}
cd $TREE && export PYTHONPATH=$PWD && . /work/venv/bin/activate
for S in $STRATS; do
  now=$(date -u +%H%M)
  if [ "$now" -ge 0745 ]; then echo "$(date -u +%T) not starting $S (after 07:45)"; break; fi
  CLOUD=""; [ "$S" != edge-only ] && CLOUD="--cloud qwen2.5-coder-1.5b-instruct --cloud-price glm-4.6"
  echo "$(date -u +%T) start $S load $(cut -d' ' -f1-3 /proc/loadavg) code $(git rev-parse --short HEAD)"
  edge-agent bench run --strategies $S $CLOUD --tasks-dir /tmp/s5/blind4 --max-steps 8 \
    --threads 1 --time-limit 1800 --out /tmp/s5/$LABEL-blind4-$S --db /tmp/s5/$LABEL-blind4.db
  echo "$(date -u +%T) end $S rc $? load $(cut -d' ' -f1-3 /proc/loadavg)"
done
