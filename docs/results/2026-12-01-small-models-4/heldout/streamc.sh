#!/bin/bash
# wait for the BEFORE stream to finish, then run step-route AFTER on the frozen code
while ! grep -q "end step-route" /tmp/s5/before.log; do sleep 20; done
exec /tmp/s5/heldout.sh after3 /work/wt-after5 "step-route"
