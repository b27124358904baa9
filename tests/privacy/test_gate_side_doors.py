"""Issue 11, item 5: no side doors in the gate. Tool specs, the response schema, a message's
`name` and every part are redacted and covered by the permit digest; parts the detector
cannot read are refused; a learned secret with a quote or backslash invalidates the cache."""
import json

import pytest

from edge_agent.models.chat import ToolSpec
from edge_agent.models.egress import EgressDenied, check_permit
from edge_agent.privacy.gate import EgressBlocked, Gate

EMAIL = "ann.lee@example.com"


class Recorder:
    """A cloud client double that checks the permit against what it is handed, as the real one does."""

    model_id = "recorder"

    def __init__(self):
        self.calls = []

    def complete(self, messages, *, permit=None, response_schema=None, tools=None, max_tokens=512, temperature=0.0):
        check_permit(permit, messages, tools=tools, response_schema=response_schema)
        self.calls.append({"messages": messages, "tools": tools, "schema": response_schema, "permit": permit})
        from edge_agent.models.chat import Completion, Usage

        return Completion(text="ok", usage=Usage(), model_id=self.model_id)


def test_tool_specs_and_schema_are_redacted_and_bound(detector):
    cloud = Recorder()
    spec = ToolSpec("mail_ann", f"Send mail to {EMAIL} only", {"type": "object", "properties": {
        "to": {"type": "string", "description": f"always {EMAIL}", "enum": [EMAIL]}}})
    schema = {"type": "object", "properties": {"to": {"const": EMAIL, "type": "string"}}, "required": ["to"]}
    Gate(detector=detector).complete(cloud, [{"role": "user", "content": "hi"}], tools=[spec], response_schema=schema)
    sent = cloud.calls[0]
    wire = json.dumps([sent["tools"][0].__dict__, sent["schema"]])
    assert EMAIL not in wire and "[EMAIL_001]" in wire
    assert sent["schema"]["required"] == ["to"] and "to" in sent["schema"]["properties"]  # structure kept
    # The permit covers the specs: the same messages with the original specs are refused.
    with pytest.raises(EgressDenied):
        check_permit(sent["permit"], sent["messages"], tools=[spec], response_schema=schema)


def test_name_field_and_text_parts_are_redacted(detector):
    cloud = Recorder()
    messages = [{"role": "user", "name": EMAIL, "content": [{"type": "text", "text": f"write to {EMAIL}"}]}]
    Gate(detector=detector).complete(cloud, messages)
    assert EMAIL not in json.dumps(cloud.calls[0]["messages"])
    assert cloud.calls[0]["messages"][0]["content"][0]["type"] == "text"


@pytest.mark.parametrize("part", [
    {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}},
    {"type": "input_audio", "input_audio": {"data": "UklGR", "format": "wav"}},
])
def test_parts_the_detector_cannot_read_are_refused(detector, part):
    cloud = Recorder()
    gate = Gate(detector=detector)
    with pytest.raises(EgressBlocked, match="cannot be inspected"):
        gate.complete(cloud, [{"role": "user", "content": [{"type": "text", "text": "see"}, part]}])
    assert cloud.calls == [] and gate.ledger.all()[-1].status == "blocked"


@pytest.mark.parametrize("secret", ['pa"ss-word-42', "pa\\ss-word-42"])
def test_a_learned_secret_with_quote_or_backslash_is_redacted_after_a_first_send(detector, secret):
    cloud = Recorder()
    gate = Gate(detector=detector)
    msg = {"role": "user", "content": f"the value is {secret} ok"}
    gate.complete(cloud, [msg])
    assert secret in cloud.calls[0]["messages"][0]["content"]  # not known yet
    assert gate.learn_secrets([secret], source="test") == 1
    gate.complete(cloud, [msg])
    assert secret not in json.dumps(cloud.calls[1]["messages"], ensure_ascii=False)
    assert secret not in cloud.calls[1]["messages"][0]["content"]


def test_a_quoted_secret_with_an_escaped_quote_is_learned_whole(detector):
    from edge_agent.privacy.secrets import extract_secret_values

    env = 'DB_PASSWORD="pa\\"ss-word-42"\nAPI_TOKEN=\'a"b-cdef-123\'\nLOG_LEVEL=debug\n'
    assert sorted(extract_secret_values(env)) == ['a"b-cdef-123', 'pa"ss-word-42']
    cloud = Recorder()
    gate = Gate(detector=detector)
    assert gate.learn_secrets(env, source=".env") == 2
    gate.complete(cloud, [{"role": "user", "content": 'connect with pa"ss-word-42 now'}])
    assert 'pa"ss-word-42' not in json.dumps(cloud.calls[0]["messages"], ensure_ascii=False)
    assert 'pa\\"ss-word-42' not in json.dumps(cloud.calls[0]["messages"], ensure_ascii=False)
