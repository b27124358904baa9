#!/bin/bash
B=/tmp/small7/bench.sh; T=WORKTREE
$B $T a3 blind7 edge-only
$B $T a3 starter "advisor edge-only cloud-only step-route"
$B $T a3 blind7 "step-route cloud-only advisor"
$B $T a3 blind5 edge-only
$B $T a3 blind6 edge-only
