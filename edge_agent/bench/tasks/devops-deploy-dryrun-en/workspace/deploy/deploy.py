"""Deploy the shop image to an environment. --dry-run checks every dependency without changing anything."""
import argparse
import json
import sys

# What the deploy host can reach today (the network checks of the real tool, frozen for this sandbox).
REGISTRIES = {"registry.internal:443": "push", "registry-mirror.internal:443": "pull-only",
              "registry-staging.internal:443": "push"}
KUBE_CONTEXTS = {"staging-eu-1", "prod-eu-1", "prod-us-1"}

p = argparse.ArgumentParser()
p.add_argument("--env", required=True)
p.add_argument("--dry-run", action="store_true")
a = p.parse_args()
cfg = json.load(open("deploy/targets.json"))[a.env]
auth = open("deploy/.registry-auth").read().strip()
reg = cfg["registry"]
if reg not in REGISTRIES:
    sys.exit(f"ERROR: registry {reg} unreachable (connection refused)")
if REGISTRIES[reg] != "push":
    sys.exit(f"ERROR: registry {reg} is {REGISTRIES[reg]}: cannot push images")
print(f"registry {reg}: login ok")
if cfg["kube_context"] not in KUBE_CONTEXTS:
    sys.exit(f"ERROR: kube context {cfg['kube_context']!r} not found in kubeconfig")
print(f"kube context {cfg['kube_context']}: ok")
if not a.dry_run:
    sys.exit("ERROR: real deploys run from CI only")
print(f"DRY RUN OK: {a.env} would roll out {cfg['replicas']} replicas to {cfg['namespace']}")
