"""edit_file replaces one exact piece of a file and keeps its format; a miss names the closest line. Real files."""
from __future__ import annotations

import json

from edge_agent.tools import ToolContext, ToolRegistry, workspace_tools

SETTINGS = '{\n  "db": {"port": 5432},\n  "cache": {"backend": "redis", "port": 6379}\n}\n'


def edit(tmp_path, **args):
    return ToolRegistry(workspace_tools()).execute("edit_file", args, ToolContext(workspace=tmp_path))


def test_one_exact_piece_is_replaced_and_the_rest_stays(tmp_path):
    (tmp_path / "settings.json").write_text(SETTINGS)
    obs = edit(tmp_path, path="settings.json", old='"port": 6379', new='"port": 6380')
    assert obs.ok and "replaced" in obs.text
    assert json.loads((tmp_path / "settings.json").read_text()) == {"db": {"port": 5432},
                                                                     "cache": {"backend": "redis", "port": 6380}}


def test_misses_repeats_and_broken_formats_are_refused_with_what_to_do(tmp_path):
    (tmp_path / "settings.json").write_text(SETTINGS)
    miss = edit(tmp_path, path="settings.json", old='"port": 6378', new="6380")
    assert not miss.ok and "closest line is" in miss.text and "6379" in miss.text
    twice = edit(tmp_path, path="settings.json", old='"port"', new='"p"')
    assert not twice.ok and "occurs 2 times" in twice.text
    broken = edit(tmp_path, path="settings.json", old='"port": 6379', new="port: 6380")
    assert not broken.ok and "not valid JSON" in broken.text
    assert not edit(tmp_path, path="settings.json", old="x", new="x").ok
    assert not edit(tmp_path, path="../outside.json", old="a", new="b").ok  # the sandbox's path check
    assert (tmp_path / "settings.json").read_text() == SETTINGS


def test_a_task_that_may_write_a_file_may_edit_it(harness):
    h = harness(tools=["read_file", "write_file"], files={"a.ini": "[web]\nport = 8080\n"})
    assert h.registry.names() == ["read_file", "write_file", "edit_file"]
    assert h.ok("edit_file", path="a.ini", old="8080", new="8081").startswith("replaced '8080'")
