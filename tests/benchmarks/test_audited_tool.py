"""AuditedTool (bench/environment.py): its spec is the inner tool's, built once per process and
handed out as a copy; every executed call lands in the audit table."""
from __future__ import annotations

from pydantic import BaseModel

from edge_agent.bench.environment import AuditedTool
from edge_agent.tools.base import Tool, ToolContext


class Args(BaseModel):
    path: str
    start_line: int = 1


class Reader(Tool):
    name = "read_thing"
    description = "Read a thing."
    Args = Args
    paging_args = ("start_line",)

    def run(self, args, ctx):
        return f"read {args.path}"


def test_spec_is_the_inner_tools_and_a_copy():
    inner, audited = Reader(), AuditedTool(Reader())
    for paging in (False, True):
        assert audited.spec(paging) == inner.spec(paging)
    first = audited.spec()
    first.parameters["properties"]["path"]["description"] = "changed by a caller"
    assert audited.spec() == inner.spec()  # the cached spec was not touched


def test_a_tool_with_its_own_spec_is_asked_every_time():
    class Custom(Reader):
        calls = 0

        def spec(self, paging=False):
            Custom.calls += 1
            return super().spec(paging)

    audited = AuditedTool(Custom())
    audited.spec(), audited.spec()
    assert Custom.calls == 2


def test_calls_are_audited(tmp_path):
    import sqlite_utils

    db = sqlite_utils.Database(tmp_path / "s.db")
    db.table("audit").create({"seq": int, "tool": str, "arguments": str, "ok": int, "summary": str}, pk="seq")
    ctx = ToolContext(workspace=tmp_path, run_id="r", services={"db": db})
    tool = AuditedTool(Reader())
    assert tool.run(Args(path="a.txt"), ctx) == "read a.txt"
    rows = list(db["audit"].rows_where(order_by="seq"))
    assert rows == [{"seq": 1, "tool": "read_thing", "arguments": '{"path": "a.txt", "start_line": 1}', "ok": 1,
                     "summary": "read a.txt"}]
