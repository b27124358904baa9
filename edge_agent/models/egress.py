"""Egress permits: the proof a cloud client asks for before it sends anything.

privacy.Gate is the only code that issues permits (a test checks the source tree for
other callers). A permit is bound to the exact payload the gate approved, so a client
cannot be handed a permit for a redacted payload and then send a different one. The
digest covers the messages and the extras that go with them (tool specs, the response
schema), so a client cannot send unredacted specs alongside redacted messages.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from typing import Any, Sequence

from edge_agent.models.chat import Message, ModelError


class EgressDenied(ModelError):
    """A cloud call was attempted without a permit from edge_agent.privacy.Gate for this payload."""


def permit_extra(tools: Any = None, response_schema: Any = None) -> Any:
    """The part of a request besides the messages that a permit covers; None when empty, so
    a plain chat call is bound exactly as before."""
    specs = [dataclasses.asdict(t) if dataclasses.is_dataclass(t) and not isinstance(t, type) else t
             for t in (tools or [])]
    if not specs and response_schema is None:
        return None
    return {"tools": specs, "response_schema": response_schema}


def payload_digest(messages: Sequence[Message], extra: Any = None) -> str:
    body = json.dumps({"messages": list(messages), "extra": extra}, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class EgressPermit:
    digest: str
    run_id: str = ""
    purpose: str = ""


def issue_permit(messages: Sequence[Message], extra: Any = None, *, run_id: str = "", purpose: str = "") -> EgressPermit:
    """Called by privacy.Gate alone, after redaction and recording."""
    return EgressPermit(payload_digest(messages, extra), run_id, purpose)


def check_permit(permit: EgressPermit | None, messages: Sequence[Message], extra: Any = None, *,
                 tools: Any = None, response_schema: Any = None) -> None:
    """Called by every cloud client before it builds a request, with the tools and schema it
    is about to send (or `extra` from permit_extra)."""
    if extra is None:
        extra = permit_extra(tools, response_schema)
    if not isinstance(permit, EgressPermit):
        raise EgressDenied("cloud call refused: no egress permit (every cloud call must go through privacy.Gate)")
    if permit.digest != payload_digest(messages, extra):
        raise EgressDenied("cloud call refused: payload differs from what privacy.Gate approved")
