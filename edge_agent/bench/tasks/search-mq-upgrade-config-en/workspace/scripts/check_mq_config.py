"""Validate a quillmq 4.x client config the way the 4.x client does at start-up."""
import json
import sys

ALLOWED = {"broker": {"host", "port", "transport", "auth"}, "consumer": {"prefetch_count", "retry"}, "queues": None}

path = sys.argv[1] if len(sys.argv) > 1 else "config/mq.v4.json"
try:
    cfg = json.load(open(path))
except FileNotFoundError:
    sys.exit(f"ERROR: {path} not found")
errors = [f"unknown key {k!r}" for k in cfg if k not in ALLOWED]
for sect, keys in ALLOWED.items():
    if keys and isinstance(cfg.get(sect), dict):
        errors += [f"unknown key {sect}.{k!r}" for k in cfg[sect] if k not in keys]
b, c = cfg.get("broker", {}), cfg.get("consumer", {})
if b.get("transport") not in ("tls", "tcp"):
    errors.append("broker.transport must be 'tls' or 'tcp'")
if not isinstance(b.get("auth"), dict) or set(b["auth"]) != {"username", "password"}:
    errors.append("broker.auth needs username and password")
backoff = c.get("retry", {}).get("backoff_ms") if isinstance(c.get("retry"), dict) else None
if not isinstance(backoff, int):
    errors.append("consumer.retry.backoff_ms must be an integer (milliseconds)")
if not isinstance(c.get("prefetch_count"), int):
    errors.append("consumer.prefetch_count must be an integer")
if errors:
    print("INVALID:\n  " + "\n  ".join(errors))
    sys.exit(1)
print("OK: valid quillmq 4.x config")
