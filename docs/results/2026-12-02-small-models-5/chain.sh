#!/bin/bash
# chain.sh WAITPID SET HALF: after the running edge-only bench, cloud-only and step-route on SET, then advisor on a half of blind5
WAITPID=$1; SET=$2; HALF=$3
while kill -0 $WAITPID 2>/dev/null; do sleep 5; done
echo "$(date -u +%T) edge-only done"
/tmp/s8/heldout.sh after /work/wt-after8 "cloud-only step-route" $SET
[ "$HALF" = 1 ] && T="blind5-calendar-design-review-mixed,blind5-config-checkout-flag-en,blind5-contacts-typo-lookup-zh,blind5-crm-deal-won-en,blind5-csv-store-avg-zh,blind5-finance-invoice-paid-en,blind5-helpdesk-reassign-zh" || T="blind5-inventory-bolt-reorder-en,blind5-kb-leave-carryover-zh,blind5-mail-freight-reply-en,blind5-notes-open-actions-zh,blind5-ops-export-job-status-en,blind5-people-manager-office-mixed,blind5-todo-insurance-form-en"
cd /work/wt-after8 && export PYTHONPATH=$PWD && . /work/main/.venv/bin/activate
echo "$(date -u +%T) start advisor blind5 half $HALF load $(cut -d' ' -f1-3 /proc/loadavg)"
edge-agent bench run --strategies advisor --cloud qwen2.5-coder-1.5b-instruct --cloud-price glm-4.6 --tasks "$T"   --tasks-dir /tmp/s8/tasks/blind5 --max-steps 8 --threads 1 --time-limit 1800 --out /tmp/s8/after-blind5-advisor-h$HALF   --db /tmp/s8/after-blind5-adv$HALF.db
echo "$(date -u +%T) end advisor half $HALF rc $? load $(cut -d' ' -f1-3 /proc/loadavg)"
