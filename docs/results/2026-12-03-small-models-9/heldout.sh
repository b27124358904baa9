#!/bin/bash
# usage: heldout.sh LABEL TREE "STRATEGIES" SET -- real models on a held-out task set, greedy, one repeat
LABEL=$1; TREE=$2; STRATS=${3:-"edge-only cloud-only step-route"}; SET=$4
cd $TREE && export PYTHONPATH=$PWD && . /work/main/.venv/bin/activate
for S in $STRATS; do
  CLOUD=""; [ "$S" != edge-only ] && CLOUD="--cloud qwen2.5-coder-1.5b-instruct --cloud-price glm-4.6"
  echo "$(date -u +%T) start $S load $(cut -d' ' -f1-3 /proc/loadavg) code $(git rev-parse --short HEAD)"
  edge-agent bench run --strategies $S $CLOUD --tasks-dir ${WORK:-/tmp/s12}/tasks/$SET --max-steps 8 \
    --threads 1 --time-limit 1800 --out ${WORK:-/tmp/s12}/$LABEL-$SET-$S --db ${WORK:-/tmp/s12}/$LABEL-$SET.db
  echo "$(date -u +%T) end $S rc $? load $(cut -d' ' -f1-3 /proc/loadavg)"
done
