#!/bin/bash
# usage: bench.sh TREE TAG SET "STRATEGIES"  -- real models, greedy, one repeat, one bench at a time
TREE=$1; TAG=$2; SET=$3; STRATS=${4:-edge-only}
cd $TREE && export PYTHONPATH=$PWD && . /work/main/.venv/bin/activate
for S in $STRATS; do
  CLOUD=""; [ "$S" != edge-only ] && CLOUD="--cloud qwen2.5-coder-1.5b-instruct --cloud-price glm-4.6"
  echo "$(date -u +%T) start $S $SET load $(cut -d' ' -f1-3 /proc/loadavg)"
  edge-agent bench run --strategies $S $CLOUD --tasks-dir $TREE/edge_agent/bench/$SET --max-steps 8 \
    --threads 1 --time-limit 1800 --out /tmp/small7/out-$TAG-$SET-$S --db /tmp/small7/$TAG-$SET.db
  echo "$(date -u +%T) end $S rc $? load $(cut -d' ' -f1-3 /proc/loadavg)"
done
