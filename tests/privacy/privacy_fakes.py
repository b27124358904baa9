"""Test doubles shared by the privacy tests (imported by module name; pytest puts this folder on sys.path)."""
from edge_agent.models.chat import Completion, Usage
from edge_agent.models.egress import check_permit


class FakeCloud:
    """A cloud client as edge_agent.router.OpenAIChatModel behaves: refuses without a matching permit,
    records exactly what it received, answers from a script (callable of the messages)."""

    model_id = "fake-cloud"

    def __init__(self, reply=None, tool_calls=None):
        self.reply = reply or (lambda msgs: "ok")
        self.tool_calls = tool_calls or (lambda msgs: [])
        self.received: list[list[dict]] = []

    def complete(self, messages, *, permit=None, response_schema=None, tools=None, max_tokens=512, temperature=0.0):
        check_permit(permit, messages, tools=tools, response_schema=response_schema)
        self.received.append([dict(m) for m in messages])
        return Completion(text=self.reply(messages), usage=Usage(), model_id=self.model_id,
                          tool_calls=self.tool_calls(messages))
