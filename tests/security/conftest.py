"""Fixtures for escape attempts: a workspace, and secrets placed where an attacker would look.

Every attempt runs the real run_shell tool under the real OS sandbox on this machine. The
secrets sit in a fake $HOME, a fake trace store and a fake model cache outside the
workspace; the agent's own environment carries a fake API key. The tests run as root here,
so file permissions alone would let every read through: only the sandbox stops them.
"""
from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pytest

from edge_agent.sandbox import detect
from edge_agent.tools import ToolContext, ToolRegistry
from edge_agent.tools.files import (
    AppendFile,
    ListFiles,
    ReadFile,
    SearchFiles,
    WriteFile,
)
from edge_agent.tools.shell import RunShell

API_KEY = "sk-test-AGENT-SECRET-4242"
HOME_SECRET = "HOME-SECRET-ssh-key-7731"
STORE_ROWS = 14
STORE_SECRET = "LEDGER-ROW-SECRET-5813"  # a value only the store holds: a row count alone can match a tmp path
NOT_SANDBOXED = "NOT-SANDBOXED-ABORT"
GUARD = f'[ "$$" -eq 1 ] || {{ echo {NOT_SANDBOXED}; exit 99; }}; '


@dataclass
class Jail:
    ws: Path
    outside: Path      # a folder next to the workspace, not inside it
    home: Path
    db: Path
    models: Path
    registry: ToolRegistry
    ctx: ToolContext

    def sh(self, command: str, timeout_s: float = 20, **ctx_changes):
        """Run an attack. A guard runs first: unless the shell is PID 1 of its own namespace
        (that is, really sandboxed), it stops before the attack, so a broken sandbox fails the
        test instead of, say, unmounting the host's /proc as root."""
        ctx = ToolContext(**{**self.ctx.__dict__, **ctx_changes})
        obs = self.registry.execute("run_shell", {"command": GUARD + command, "timeout_s": timeout_s}, ctx)
        assert NOT_SANDBOXED not in obs.text, "the command ran outside the sandbox"
        return obs

    def tool(self, name: str, **args):
        return self.registry.execute(name, args, self.ctx)

    def egress_rows(self) -> int:
        with sqlite3.connect(self.db) as c:
            return c.execute("select count(*) from egress where sent = 1").fetchone()[0]


@pytest.fixture(scope="session", autouse=True)
def _needs_sandbox():
    caps = detect()
    if not caps.available:
        pytest.skip(f"no OS sandbox on this machine: {caps.reason}")


@pytest.fixture
def jail(tmp_path, monkeypatch) -> Jail:
    ws, outside, home = tmp_path / "ws", tmp_path / "outside", tmp_path / "home"
    for d in (ws, outside, home / ".ssh"):
        d.mkdir(parents=True)
    (home / ".ssh" / "id_rsa").write_text(HOME_SECRET + "\n")
    (outside / "notes.txt").write_text("outside the workspace\n")
    (ws / "data.csv").write_text("a,b\n1,2\n")
    db = tmp_path / "store" / "traces.db"
    db.parent.mkdir()
    with sqlite3.connect(db) as c:  # a stand-in egress ledger: what the attack tried to rewrite
        c.execute("create table egress (id integer primary key, sent integer, text text)")
        c.executemany("insert into egress (sent, text) values (1, ?)", [(STORE_SECRET,)] * STORE_ROWS)
    models = tmp_path / "models"
    models.mkdir()
    (models / "weights.gguf").write_text("MODEL-BYTES\n")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("EDGE_AGENT_DB", str(db))
    monkeypatch.setenv("EDGE_AGENT_MODELS_DIR", str(models))
    monkeypatch.setenv("OPENAI_API_KEY", API_KEY)
    registry = ToolRegistry([ListFiles(), ReadFile(), WriteFile(), AppendFile(), SearchFiles(), RunShell()],
                            observation_cap=20_000)
    return Jail(ws, outside, home, db, models, registry, ToolContext(workspace=ws))


def assert_denied(obs, *secrets: str) -> None:
    """The attempt failed as an error observation and no secret appears in it."""
    assert not obs.ok, obs.text
    for s in secrets:
        assert s not in obs.text


def pids_with(marker: str) -> list[int]:
    """Host processes whose command line contains `marker` (to prove nothing outlived a call)."""
    out = []
    for p in os.listdir("/proc"):
        if not p.isdigit():
            continue
        try:
            cmd = Path(f"/proc/{p}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if marker in cmd:
            out.append(int(p))
    return out
