"""Test doubles shared by the edge tests (not a test module)."""
from edge_agent.models.chat import ModelError


def call(tool, **args):
    return {"tool": tool, "arguments": args}


class FakeGate:
    """Stands in for privacy.Gate: passes messages through unredacted, or fails like an outage."""

    def __init__(self, fail=False):
        self.fail, self.sent = fail, []

    def complete(self, cloud, messages, **kw):
        if self.fail:
            raise ModelError("cloud unreachable")
        self.sent.append(kw)
        return cloud.complete(messages, response_schema=kw.get("response_schema"))
