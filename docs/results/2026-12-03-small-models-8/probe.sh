#!/bin/bash
# The two 0.5B file tasks the real-model tests pin, at several thread counts (a different float order, as another CPU gives)
. /work/main/.venv/bin/activate; cd /tmp/s11/rt
for t in 1 2 3 4; do
  rm -rf ws$t; mkdir ws$t; printf "city,temp\nParis,12\nOslo,3\nRome,17\nCairo,25\n" > ws$t/data.csv
  edge-agent run "Write the number of lines in data.csv to report.txt" -w ws$t --db t.db --threads $t --max-steps 6 > csv$t.txt 2>&1
  echo "csv t=$t: $(cat ws$t/report.txt 2>/dev/null | head -1)"
  rm -rf nb$t; mkdir nb$t; printf "budget approved\nlunch\nbudget review\nthe budget is late\n" > nb$t/notes.md
  edge-agent run "How many lines in notes.md mention 'budget'? Write the number to n.txt" -w nb$t --db t.db --threads $t --max-steps 6 > nb$t.txt 2>&1
  echo "readme t=$t: $(cat nb$t/n.txt 2>/dev/null | head -1) notes.md intact: $(md5sum < nb$t/notes.md | cut -c1-6)"
done
