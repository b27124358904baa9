import csv
import statistics


def read_column(path, column):
    with open(path, newline="", encoding="utf-8") as f:
        return [float(r[column]) for r in csv.DictReader(f) if r.get(column, "").strip()]


def column_mean(path, column):
    values = read_column(path, column)
    return sum(values) / len(values) if values else 0.0


def column_median(path, column):
    values = read_column(path, column)
    return statistics.median(values) if values else 0.0


def column_total(path, column):
    return round(sum(read_column(path, column)), 2)
