"""Commands that only look create nothing; a filter that matches nothing is an error; and the
CLI works where `fcntl` does not exist (Windows), simulated by blocking its import."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from edge_agent.cli.main import cli
from edge_agent.store import Store

ROOT = Path(__file__).resolve().parents[2]


def _invoke(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def _tree(path: Path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*"))


def test_logs_on_a_missing_store_creates_neither_folder_nor_database(tmp_path):
    db = tmp_path / "nonexistent" / "dir" / "t.db"
    r = _invoke("logs", "--db", str(db))
    assert r.exit_code == 0 and "no runs yet" in r.output
    assert _invoke("logs", "--db", str(db), "--json").output.strip() == "[]"
    r = _invoke("logs", "some-run", "--db", str(db))
    assert r.exit_code == 1 and "no trace store" in r.output
    assert not (tmp_path / "nonexistent").exists()


def test_logs_on_the_default_store_creates_nothing(tmp_path, monkeypatch):
    db = tmp_path / "data" / "traces.db"
    monkeypatch.setenv("EDGE_AGENT_DB", str(db))
    assert _invoke("logs").exit_code == 0
    assert not db.parent.exists()


def test_logs_does_not_migrate_or_write_an_existing_store(tmp_path):
    db = tmp_path / "t.db"
    Store(db).close()
    before = db.read_bytes()
    assert _invoke("logs", "--db", str(db)).exit_code == 0
    assert db.read_bytes() == before


def test_logs_on_a_file_that_is_not_sqlite_is_one_line(tmp_path):
    bad = tmp_path / "notes.txt"
    bad.write_text("hello, not a database\n" * 100)
    r = _invoke("logs", "--db", str(bad))
    assert r.exit_code == 1 and r.output.startswith("Error: cannot open trace store")
    assert len(r.output.splitlines()) == 1
    assert bad.read_text().startswith("hello")


def test_privacy_egress_creates_nothing(tmp_path):
    missing = tmp_path / "no" / "t.db"
    r = _invoke("privacy", "egress", "run-1", "--db", str(missing))
    assert r.exit_code == 1 and "no trace store" in r.output
    assert not (tmp_path / "no").exists()
    db = tmp_path / "t.db"
    Store(db).close()  # a store where no cloud call ever happened: no egress table
    r = _invoke("privacy", "egress", "run-1", "--db", str(db))
    assert r.exit_code == 1 and "no egress records" in r.output
    assert "egress" not in Store(db, readonly=True).db.table_names()


def test_models_list_creates_nothing(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    for var, sub in (("HOME", ""), ("XDG_CACHE_HOME", "c"), ("XDG_DATA_HOME", "d"), ("XDG_CONFIG_HOME", "cf")):
        monkeypatch.setenv(var, str(home / sub))
    monkeypatch.setenv("EDGE_AGENT_MODELS_DIR", str(home / "models"))
    monkeypatch.setenv("EDGE_AGENT_USER_CATALOG", str(home / "catalog.json"))
    assert _invoke("models", "list").exit_code == 0
    assert _invoke("models", "list", "--json").exit_code == 0
    assert _tree(home) == []


def test_bench_validate_with_a_filter_that_matches_nothing_fails():
    r = _invoke("bench", "validate", "--tasks", "nosuch-*")
    assert r.exit_code == 1 and "no task matches --tasks 'nosuch-*'" in r.output


# Blocks `import fcntl` as on Windows, then runs the CLI: what a missing module does at import time.
_NO_FCNTL = ("import sys; sys.modules['fcntl'] = None; sys.argv[0] = 'edge-agent'; "
             "from edge_agent.cli.main import cli; cli()")


def _without_fcntl(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), EDGE_AGENT_DB=str(tmp_path / "t.db"),
               EDGE_AGENT_MODELS_DIR=str(tmp_path / "models"))
    return subprocess.run([sys.executable, "-c", _NO_FCNTL, *args], capture_output=True, text=True, env=env,
                          timeout=120, check=False)


def test_the_cli_works_without_fcntl(tmp_path):
    probe = subprocess.run([sys.executable, "-c", "import sys; sys.modules['fcntl'] = None; import fcntl"],
                           capture_output=True, text=True, check=False)
    assert probe.returncode != 0  # the simulation really blocks the import
    for args in (["--help"], ["models", "list"], ["logs"], ["strategies"], ["bench", "--help"], ["run", "--help"]):
        p = _without_fcntl(tmp_path, *args)
        assert p.returncode == 0, (args, p.stderr[-800:])
        assert "Traceback" not in p.stderr


def test_the_fetch_lock_works_without_fcntl(tmp_path, monkeypatch):
    """Without fcntl (and, on Linux, without msvcrt) the lock degrades to none instead of crashing."""
    from edge_agent.models import fetch
    from edge_agent.models.catalog import get_entry

    monkeypatch.setitem(sys.modules, "fcntl", None)
    monkeypatch.setitem(sys.modules, "msvcrt", None)
    with fetch._model_lock(tmp_path, get_entry("qwen2.5-coder-0.5b-instruct"), None):
        pass
