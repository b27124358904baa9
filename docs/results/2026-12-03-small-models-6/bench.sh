#!/bin/bash
# usage: bench.sh WORKTREE TAG SET [TASKFILTER]
WT=$1; TAG=$2; SET=$3; FILTER=$4
. /work/main/.venv/bin/activate
export PYTHONPATH=$WT
cd $WT
ARGS=(--strategies edge-only --tasks-dir $WT/edge_agent/bench/$SET --max-steps 8 --threads 1 --time-limit 1800 --out /tmp/s6/out-$TAG-$SET --db /tmp/s6/$TAG-$SET.db)
[ -n "$FILTER" ] && ARGS+=(--tasks "$FILTER")
python -c "import sys; from edge_agent.cli.main import cli; sys.argv[0]='edge-agent'; cli()" bench run "${ARGS[@]}"
