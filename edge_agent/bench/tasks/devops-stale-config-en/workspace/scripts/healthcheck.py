"""Health check for orders-api: can the configured database and cache be reached?

Reads config/app.yaml (a flat two-level YAML; parsed by hand so it runs without PyYAML).
Exit code 0 when every dependency answers, 1 otherwise.
"""
import hashlib
import sys

# Endpoints that answer on this network (hashed, as the probe only compares fingerprints).
REACHABLE = ['f5e0cc73014096d1', 'b49b006ef9c6c152']


def load(path):
    cfg, section = {}, None
    for raw in open(path, encoding="utf-8"):
        line = raw.split(" #")[0].rstrip()
        if not line.strip():
            continue
        key, _, value = line.strip().partition(":")
        value = value.strip().strip('"')
        if raw.startswith("  ") and section is not None:
            cfg[section][key] = value
        elif value == "":
            section = key
            cfg[section] = {}
        else:
            section = None
            cfg[key] = value
    return cfg


def probe(kind, target):
    return hashlib.sha256(f"{kind}:{target}".encode()).hexdigest()[:16] in REACHABLE


def main():
    try:
        cfg = load("config/app.yaml")
        db, cache = cfg["db"], cfg["cache"]
        db_target = f"{db['host']}:{db['port']}"
        cache_target = cache["url"]
    except (OSError, KeyError) as e:
        print(f"FAIL: config/app.yaml unreadable or incomplete: {e}")
        return 1
    failed = False
    if probe("db", db_target):
        print(f"db    {db_target} ... reachable")
    else:
        print(f"db    {db_target} ... connection refused")
        failed = True
    if probe("cache", cache_target):
        print(f"cache {cache_target} ... reachable")
    else:
        print(f"cache {cache_target} ... connection refused")
        failed = True
    print("FAIL: orders-api is unhealthy" if failed else "OK: orders-api is healthy")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
