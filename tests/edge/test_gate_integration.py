"""End to end through the real pieces: Agent -> privacy.Gate (Presidio) -> OpenAIChatModel
-> httpx MockTransport. What the 'cloud' receives is exactly what the request body holds."""
import json

import httpx
import pytest

from edge_agent import Agent, Store
from edge_agent.models.scripted import ScriptedModel
from edge_agent.privacy.gate import Gate
from edge_agent.privacy.ledger import SqliteEgressLedger
from edge_agent.router.openai_client import OpenAIChatModel
from edge_agent.router.policy import Decision, Policy, Route

KEY = "sk-live-abcdefghijklmnopqrstuvwxyz123456"


def _cloud(seen):
    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        seen.append(body)
        # The cloud answers using the placeholder it was given for the phone number.
        user = " ".join(m["content"] for m in body["messages"])
        ph = next((w.strip(".,:") for w in user.split() if w.startswith("[PHONE_")), "[PHONE_001]")
        text = json.dumps({"tool": "write_file", "arguments": {"path": "call.txt", "content": f"call {ph}"}})
        if len(seen) > 1:
            text = json.dumps({"tool": "final_answer", "arguments": {"answer": "done"}})
        return httpx.Response(200, json={"choices": [{"message": {"role": "assistant", "content": text},
                                                      "finish_reason": "stop"}],
                                         "usage": {"prompt_tokens": 100, "completion_tokens": 10}})
    return OpenAIChatModel("https://cloud.test/v1", "m", api_key="test-key", transport=httpx.MockTransport(handler))


@pytest.fixture(scope="module")
def detector():
    from edge_agent.privacy.detect import Detector

    return Detector()


def test_cloud_sees_placeholders_tool_gets_real_values_and_ledger_has_the_payload(tmp_path, detector):
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / ".env").write_text("INTERNAL_TOKEN=plainwordsecret42\n")
    store = Store(tmp_path / "t.db")
    seen: list[dict] = []
    gate = Gate(detector=detector, ledger=SqliteEgressLedger(store.db))
    edge = ScriptedModel([{"tool": "read_file", "arguments": {"path": ".env"}}], model_id="edge")

    class ReadThenCloud(Policy):  # edge reads .env once, then every step goes to the cloud
        name, needs_cloud = "test-read-then-cloud", True

        def decide(self, state):
            return Decision(Route.EDGE if state.step == 0 else Route.CLOUD, "test")

    prompt = f"Write a note to call Ann Smith at +1 415 555 0134. Our key is {KEY}; token plainwordsecret42."
    r = Agent(edge, cloud=_cloud(seen), gate=gate, policy=ReadThenCloud(), store=store).run(prompt, workspace=ws)
    assert r.status == "finished", r.error
    sent = json.dumps(seen)
    for secret in ("415 555 0134", KEY, "Ann Smith", "plainwordsecret42"):
        assert secret not in sent, secret
    assert "[PHONE_001]" in sent
    assert (ws / "call.txt").read_text() == "call +1 415 555 0134"  # un-redacted before the tool ran
    rows = list(store.db["egress"].rows_where("run_id = ?", [r.run_id]))
    assert len(rows) == 2 and all(row["status"] == "sent" for row in rows)
    assert json.loads(rows[0]["payload_json"])["messages"] == seen[0]["messages"]
