#!/bin/bash
WT=$1; TAG=$2; SET=$3; FILTER=$4
. /work/main/.venv/bin/activate
export PYTHONPATH=$WT
cd $WT
python -c "import sys; from edge_agent.cli.main import cli; sys.argv[0]='edge-agent'; cli()" bench run --strategies cloud-only --cloud qwen2.5-coder-1.5b-instruct --cloud-price glm-4.6 --tasks-dir $WT/edge_agent/bench/$SET --max-steps 8 --threads 1 --time-limit 1800 --out /tmp/s6/out-$TAG-$SET --db /tmp/s6/$TAG-$SET.db --tasks "$FILTER"
