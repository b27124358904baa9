import csv
import sys

from exporter.paging import pages

FIELDS = ["customer_id", "company", "plan", "mrr"]


def export(src, dst, page_size=50):
    with open(src, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    written = 0
    with open(dst, "w", newline="", encoding="utf-8") as out:
        w = csv.DictWriter(out, fieldnames=FIELDS, extrasaction="ignore")
        w.writeheader()
        for page in pages(rows, page_size):
            w.writerows(page)
            written += len(page)
    return written


if __name__ == "__main__":
    n = export(sys.argv[1], sys.argv[2])
    print(f"exported {n} rows")
