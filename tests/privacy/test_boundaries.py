"""Architecture rules: one door to the cloud, and privacy's import direction."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


SHIPPED = ("edge_agent", "router", "privacy", "models", "benchmarks")


def _py_files():
    """Shipped code only: test doubles may mint permits to exercise a cloud client alone."""
    for p in (f for pkg in SHIPPED for f in (ROOT / pkg).rglob("*.py")):
        if any(part in (".git", "venv", ".venv", "build", "node_modules") or part.endswith(".egg-info") for part in p.parts):
            continue
        yield p


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
    assert sorted(set(callers)) == ["privacy/gate.py"], callers


def test_privacy_never_imports_router_edge_agent_or_benchmarks():
    bad = []
    for p in (ROOT / "privacy").rglob("*.py"):
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            bad += [f"{p.name}: {n}" for n in names if n.split(".")[0] in ("router", "edge_agent", "benchmarks")]
    assert bad == []
