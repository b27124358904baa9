"""What a bench run was made of, so that its numbers can be reproduced and a resume checked.

    m = build_manifest(tasks, tasks_dir=..., strategies={name: params}, edge=..., cloud=..., config=...)
    problem = mismatch(old, m)     # None, or one line naming the first difference

Recorded in `bench.json` beside the run and in the store (`bench_runs.manifest_json`):
the task folder, every task id with a content hash (task.yaml and its workspace), the
effective strategy parameters (calibrated defaults included), model ids with checksums,
the cloud price, the run settings, and the code version. A resume whose manifest differs
in anything but added strategies or repeats is refused: its rows would not be comparable.
"""
from __future__ import annotations

import hashlib
import subprocess
from dataclasses import asdict, is_dataclass
from pathlib import Path
from typing import Any

from edge_agent.bench.task import Task

# Compared on resume. `code` is recorded but not enforced (a fix to a typo must not strand a
# half-finished real-model run); `strategies` is compared for the strategies both runs have.
CHECKED = ("tasks_dir", "tasks", "models", "price", "settings")


def task_hash(task: Task) -> str:
    """sha256 over task.yaml and every workspace file (path and bytes), first 16 hex digits."""
    h = hashlib.sha256()
    if task.source_dir is not None:
        h.update((task.source_dir / "task.yaml").read_bytes())
        ws = task.workspace_dir
        if ws is not None and ws.is_dir():
            for p in sorted(ws.rglob("*")):
                if p.is_file():
                    h.update(str(p.relative_to(ws)).encode() + b"\0" + p.read_bytes())
    return h.hexdigest()[:16]


def code_version() -> str:
    """`git describe` of the checkout this code runs from (+dirty), else the package version."""
    root = Path(__file__).resolve().parents[2]
    try:
        out = subprocess.run(["git", "-C", str(root), "describe", "--always", "--dirty", "--abbrev=12"],
                             capture_output=True, text=True, timeout=5, check=False)
        if out.returncode == 0 and out.stdout.strip():
            return out.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    try:
        from importlib.metadata import version

        return version("edge-agent")
    except Exception:
        return "unknown"


def model_checksum(spec: str | None) -> str | None:
    """The catalog's sha256 for a catalog id; for a .gguf path, its verified sidecar if any."""
    if not spec:
        return None
    try:
        from edge_agent.models.catalog import load_catalog

        entry = load_catalog().get(spec)
        if entry is not None:
            return entry.sha256
    except Exception:
        return None
    p = Path(spec)
    if p.is_file():
        from edge_agent.models.store import _read_sidecar

        side = _read_sidecar(p)  # written when the file was verified; matches only if size and mtime still do
        st = p.stat()
        if side and side.get("size") == st.st_size and side.get("mtime_ns") == st.st_mtime_ns:
            return side.get("sha256")
    return None


def _plain(v: Any) -> Any:
    if v is None:
        return None
    if is_dataclass(v) and not isinstance(v, type):
        return {k: str(x) for k, x in asdict(v).items()}
    return str(v)


def tasks_dir_key(tasks_dir: Path | str) -> str:
    """The task folder as a manifest records it: a folder shipped inside the package by its path in the package
    (`edge_agent/bench/starter`), so the same command resumes from another clone (the task hashes still have to
    match); any other folder by its absolute path."""
    path = Path(tasks_dir).resolve()
    package = Path(__file__).resolve().parents[1]
    return str(path.relative_to(package.parent)) if path.is_relative_to(package) else str(path)


def _package_relative(recorded: str) -> str:
    """A recorded folder compared by its path in the package when it is one of the package's own (older manifests
    recorded the absolute path inside whichever clone ran them)."""
    at = recorded.rfind("/edge_agent/bench/")
    return recorded[at + 1:] if at >= 0 else recorded


def build_manifest(tasks: list[Task], *, tasks_dir: Path | str, strategies: dict[str, dict[str, Any]],
                   edge: str, cloud: str | None, price: Any = None, settings: dict[str, Any] | None = None,
                   edge_checksum: str | None = None, cloud_checksum: str | None = None) -> dict[str, Any]:
    return {
        "tasks_dir": tasks_dir_key(tasks_dir),
        "tasks": {t.id: task_hash(t) for t in tasks},
        "strategies": strategies,
        "models": {"edge": {"id": edge, "sha256": edge_checksum or model_checksum(edge)},
                   "cloud": {"id": cloud or "", "sha256": cloud_checksum or model_checksum(cloud)}},
        "price": _plain(price),
        "settings": dict(settings or {}),
        "code": code_version(),
    }


# Settings a manifest made before they existed had implicitly: greedy decoding, no cell seeds.
SETTING_DEFAULTS: dict[str, Any] = {"temperature": 0.0, "time_limit_s": None}


def mismatch(old: dict[str, Any], new: dict[str, Any]) -> str | None:
    """None when `new` may resume `old`; else one line naming the first difference."""
    for key in CHECKED:
        then, now = old.get(key), new.get(key)
        if key == "tasks_dir" and isinstance(then, str) and isinstance(now, str):
            then, now = _package_relative(then), _package_relative(now)
        if key == "settings" and isinstance(then, dict) and isinstance(now, dict):
            then, now = {**SETTING_DEFAULTS, **then}, {**SETTING_DEFAULTS, **now}
        if key in old and then != now:
            return f"{key} differ{_diff(then, now)}"
    for name, params in (old.get("strategies") or {}).items():
        if name in (new.get("strategies") or {}) and new["strategies"][name] != params:
            return f"strategy {name} parameters differ{_diff(params, new['strategies'][name])}"
    return None


def _diff(a: Any, b: Any) -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if a.get(k) != b.get(k):
                return f" ({k}: {_short(a.get(k))} then, {_short(b.get(k))} now)"
    return f" ({_short(a)} then, {_short(b)} now)"


def _short(v: Any) -> str:
    s = repr(v)
    return s if len(s) <= 60 else s[:57] + "..."
