"""Architecture rules: one door to the cloud, and imports that point one way.

    edge_agent.bench ─► edge_agent (the runtime) ─► { edge_agent.router, edge_agent.privacy } ─► edge_agent.models

The CLI (`edge_agent.cli`) is the one place that wires everything, the benchmark included.
`edge_agent.errors` (the exception base) imports nothing from the package, so every part may import it.
"""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "edge_agent"

# What each part of the package may not import (prefixes of absolute module names).
FORBIDDEN = {
    "models": ("edge_agent.router", "edge_agent.privacy", "edge_agent.bench", "edge_agent.cli", "edge_agent.agent",
               "edge_agent.tools", "edge_agent.store"),
    "privacy": ("edge_agent.router", "edge_agent.bench", "edge_agent.cli", "edge_agent.agent", "edge_agent.tools",
                "edge_agent.store"),
    "router": ("edge_agent.bench", "edge_agent.cli", "edge_agent.agent", "edge_agent.tools", "edge_agent.store"),
    "runtime": ("edge_agent.bench", "edge_agent.cli"),
}


def _py_files(base: Path = PKG):
    for p in base.rglob("*.py"):
        if any(part in ("__pycache__",) for part in p.parts):
            continue
        yield p


def _part(p: Path) -> str:
    rel = p.relative_to(PKG).parts
    if rel[0] in ("models", "privacy", "router", "bench", "cli"):
        return rel[0]
    return "runtime"


def _imports(p: Path):
    for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"), filename=str(p))):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module
            if node.module == "edge_agent":  # `from edge_agent import privacy` names a subpackage
                yield from (f"edge_agent.{a.name}" for a in node.names)


def test_only_the_gate_issues_permits():
    callers = []
    for p in _py_files():
        tree = ast.parse(p.read_text(encoding="utf-8"), filename=str(p))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                if name == "issue_permit":
                    callers.append(str(p.relative_to(ROOT)))
    assert sorted(set(callers)) == ["edge_agent/privacy/gate.py"], callers


def test_imports_point_one_way():
    bad = []
    for p in _py_files():
        banned = FORBIDDEN.get(_part(p), ())
        for name in _imports(p):
            if any(name == b or name.startswith(b + ".") for b in banned):
                bad.append(f"{p.relative_to(ROOT)} imports {name}")
    assert bad == []


def test_no_generic_top_level_names_in_the_source_tree():
    """Everything shipped lives under edge_agent/: no top-level models/, router/, privacy/ to shadow an app's own."""
    for name in ("models", "router", "privacy"):
        assert not (ROOT / name).exists(), f"{name}/ at the top level would be installed as a generic package"
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'include = ["edge_agent*"]' in pyproject  # benchmarks/perf holds scripts, never installed


def test_the_error_base_imports_nothing_from_the_package():
    """edge_agent.errors is allowed from every part (models, privacy, router included) because
    it imports nothing from edge_agent: every error can derive from EdgeAgentError."""
    names = list(_imports(PKG / "errors.py"))
    assert [n for n in names if n == "edge_agent" or n.startswith("edge_agent.")] == []
    for part, banned in FORBIDDEN.items():
        assert not any("edge_agent.errors" == b or "edge_agent.errors".startswith(b + ".") for b in banned), part
