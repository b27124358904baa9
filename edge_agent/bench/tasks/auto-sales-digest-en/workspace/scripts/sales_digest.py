"""Daily sales digest: yesterday's orders by region, mailed to the sales team.

Locally, run with --dry-run: it reads data/orders_sample.csv and writes out/digest_preview.txt.
In production the scheduler injects SALES_DB_PASSWORD from the vault (see digest.ini).
"""
import argparse
import configparser
import csv
import os
import sys
from collections import Counter

ap = argparse.ArgumentParser()
ap.add_argument("--dry-run", action="store_true")
ap.add_argument("--config", default="digest.ini")
args = ap.parse_args()

cfg = configparser.ConfigParser()
cfg.read(args.config)
d = cfg["digest"]
if not args.dry_run and not os.environ.get(d["password_env"]):
    sys.exit(f"error: {d['password_env']} is not set (the scheduler injects it); use --dry-run to test locally")

rows = list(csv.DictReader(open(d["sample_data"])))
by_region = Counter()
for r in rows:
    by_region[r["region"]] += float(r["amount"])
lines = [f"Sales digest ({len(rows)} orders)"] + [f"{k}: {v:,.2f}" for k, v in sorted(by_region.items())]
if args.dry_run:
    os.makedirs("out", exist_ok=True)
    open("out/digest_preview.txt", "w").write("\n".join(lines) + "\n")
    print("dry run ok: wrote out/digest_preview.txt")
else:
    print("would query", d["db_host"], "and mail", d["recipients"])
