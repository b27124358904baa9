"""write_file keeps a structured file parseable: a 0.5B rewrote a JSON settings file as YAML-ish lines to change
one port. Real files, the real tool registry."""
from __future__ import annotations

import json

import pytest

from edge_agent.tools import ToolContext, ToolRegistry, workspace_tools

SETTINGS = {"db": {"host": "db.internal", "port": 5432}, "cache": {"port": 6379}}


def write(tmp_path, path, content):
    return ToolRegistry(workspace_tools()).execute("write_file", {"path": path, "content": content},
                                                   ToolContext(workspace=tmp_path))


@pytest.mark.parametrize("name,old,bad,good", [
    ("settings.json", json.dumps(SETTINGS), "db: {host: 'db.internal', port: 5432}\ncache: {port: 6380}",
     json.dumps({**SETTINGS, "cache": {"port": 6380}})),
    ("app.yaml", "web:\n  port: 8080\n", "just a line", "web:\n  port: 8081\n"),
    ("pyproject.toml", "[tool]\nname = 'x'\n", "[tool\nname = x", "[tool]\nname = 'y'\n"),
    ("service.ini", "[web]\nport = 8080\n", "web = 8081", "[web]\nport = 8081\n"),
])
def test_a_write_that_breaks_the_format_is_refused_and_a_valid_one_runs(tmp_path, name, old, bad, good):
    (tmp_path / name).write_text(old)
    obs = write(tmp_path, name, bad)
    assert not obs.ok and f"{name} is" in obs.text and "the new content is not valid" in obs.text
    assert (tmp_path / name).read_text() == old  # nothing was written
    assert write(tmp_path, name, good).ok and (tmp_path / name).read_text() == good


def test_files_that_did_not_parse_and_other_files_are_written_as_given(tmp_path):
    (tmp_path / "broken.json").write_text("{not json")
    assert write(tmp_path, "broken.json", "still not json").ok
    (tmp_path / "notes.txt").write_text("a")
    assert write(tmp_path, "notes.txt", "{").ok
    assert write(tmp_path, "new.json", "anything").ok  # a new file has no format to keep
