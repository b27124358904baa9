#!/bin/bash
# usage: heldout.sh LABEL TREE "STRATEGIES" SET -- the script of ../2026-12-03-small-models-9 (real models, greedy,
# one repeat, --max-steps 8 --threads 1 --time-limit 1800), with this session's work folder
WORK=${WORK:-/tmp/s15} exec "$(dirname "$0")/../2026-12-03-small-models-9/heldout.sh" "$@"
