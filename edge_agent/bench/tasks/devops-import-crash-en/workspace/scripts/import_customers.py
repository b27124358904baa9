"""Nightly import of the customer export into the reporting summary."""
import csv
import json
import os
from datetime import date

SRC = "data/customers_2025-03.csv"


def parse_row(row):
    return {
        "id": row["id"],
        "arr": float(row["arr"]),
        "signup": date.fromisoformat(row["signup_date"]),
    }


def main():
    with open(SRC, newline="") as f:
        rows = [parse_row(r) for r in csv.DictReader(f)]
    total = round(sum(r["arr"] for r in rows), 2)
    missing = sum(r["signup"] is None for r in rows)
    os.makedirs("out", exist_ok=True)
    json.dump({"rows": len(rows), "total_arr": total, "missing_signup": missing}, open("out/summary.json", "w"))
    print(f"imported {len(rows)} rows, total ARR {total}, missing signup dates {missing}")


if __name__ == "__main__":
    main()
