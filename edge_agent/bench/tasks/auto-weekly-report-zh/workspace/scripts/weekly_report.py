"""Render the weekly helpdesk report from report.conf. Only counts go into the report."""
import csv
import os
import sys


def conf():
    out = {}
    for line in open("report.conf", encoding="utf-8"):
        if "=" in line and not line.lstrip().startswith("#"):
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip()
    return out


def main():
    c = conf()
    if not os.path.exists(c["template"]):
        print(f"error: template not found: {c['template']}", file=sys.stderr)
        return 2
    rows = list(csv.DictReader(open(c["data"], encoding="utf-8")))
    closed = [r for r in rows if r["status"] == "closed"]
    hours = [float(r["hours"]) for r in closed]
    text = open(c["template"], encoding="utf-8").read().format(
        week="2025-03-10 ~ 2025-03-14", created=len(rows), closed=len(closed),
        open=len(rows) - len(closed), avg_hours=round(sum(hours) / len(hours), 1))
    os.makedirs(os.path.dirname(c["output"]), exist_ok=True)
    open(c["output"], "w", encoding="utf-8").write(text)
    print(f"wrote {c['output']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
