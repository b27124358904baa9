"""Gate: the one door to a cloud model. redact → permit → record → send → un-redact.

This module is the only caller of `models.egress.issue_permit`; cloud clients refuse to
send without a permit bound to the exact payload, so nothing reaches a cloud endpoint
except through `Gate.complete`. Detection failures and timeouts fail closed: nothing is
sent, the ledger records the refusal, and `EgressBlocked` tells the agent to run the step
on the edge instead.

Redaction is incremental: each message is analysed once per session (cached by a digest
of its content) and its redacted form is reused byte for byte, so the redacted prefix of
a growing conversation stays identical and a provider's prompt cache keeps hitting.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from edge_agent.models.chat import Completion, Message, ModelError, ToolSpec
from edge_agent.models.egress import issue_permit, permit_extra
from edge_agent.privacy.budget import PrivacyBudget
from edge_agent.privacy.fragments import fragments, held_numbers
from edge_agent.privacy.ledger import EgressLedger, EgressRecord, MemoryEgressLedger
from edge_agent.privacy.secrets import extract_secret_values
from edge_agent.privacy.vault import Vault

Mode = Literal["redact", "off", "block"]
MODES = ("redact", "off", "block")


class EgressBlocked(ModelError):
    """Nothing was sent: block mode found something, the budget is spent, or detection failed."""

    def __init__(self, reason: str):
        self.reason = reason
        super().__init__(f"cloud egress blocked: {reason}")


@dataclass
class _Prepared:
    redacted: Message
    counts: Counter
    values: list[tuple[str, str]]  # (type, original value) of every detection
    original_json: str


def _digest(message: Message) -> tuple[str, str]:
    body = json.dumps(message, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(body.encode("utf-8")).hexdigest(), body


# Keys whose values are structure, not content: never analysed, never rewritten.
_STRUCTURAL = frozenset({"role", "type", "tool_call_id", "id"})
_SCHEMA_STRUCTURAL = frozenset({"type", "$ref", "format", "required", "additionalProperties"})
# Parts whose payload is not text the detector can read (a picture, a recording, a file):
# sending them would be sending unexamined data, so the gate refuses the request.
_OPAQUE_PART_KEYS = ("image_url", "input_audio", "file", "input_image", "audio", "image")
EXTRAS_ROLE = "__extras__"  # the pseudo-message that carries tool specs and the response schema


class UninspectablePart(ValueError):
    """A message part the detector cannot read (image, audio, file data)."""


def _map_strings(message: Message, fn: Callable[[str], str]) -> Message:
    """Apply fn to every string of a message that could carry content: text, parts, `name`,
    tool-call arguments (JSON strings parsed so each value is handled alone) and any other
    field — only structural keys (role, type, ids) are left alone. The extras pseudo-message
    (tool specs, response schema) is walked as a JSON schema: property names stay."""
    if message.get("role") == EXTRAS_ROLE:
        return {k: (v if k == "role" else _map_schema(v, fn)) for k, v in message.items()}
    out: dict[str, Any] = {}
    for key, value in message.items():
        if key in _STRUCTURAL:
            out[key] = value
        elif key == "tool_calls" and isinstance(value, list):
            out[key] = [_map_tool_call(tc, fn) for tc in value]
        elif key == "content" and isinstance(value, list):
            out[key] = [_map_part(p, fn) for p in value]
        else:
            out[key] = _map_json(value, fn)
    return out


def _map_part(part: Any, fn: Callable[[str], str]) -> Any:
    if not isinstance(part, dict):
        return _map_json(part, fn)
    opaque = [k for k in _OPAQUE_PART_KEYS if k in part]
    if opaque or part.get("type") not in (None, "text", "input_text", "output_text", "refusal"):
        raise UninspectablePart(f"a {part.get('type') or opaque[0]} message part cannot be inspected for "
                                "sensitive data; send text only")
    return {k: (v if k in _STRUCTURAL else _map_json(v, fn)) for k, v in part.items()}


def _map_schema(obj: Any, fn: Callable[[str], str]) -> Any:
    if isinstance(obj, str):
        return fn(obj)
    if isinstance(obj, list):
        return [_map_schema(v, fn) for v in obj]
    if isinstance(obj, dict):
        return {k: (v if k in _SCHEMA_STRUCTURAL else
                    {pk: _map_schema(pv, fn) for pk, pv in v.items()} if k == "properties" and isinstance(v, dict)
                    else _map_schema(v, fn)) for k, v in obj.items()}
    return obj


def _map_tool_call(tc: Any, fn: Callable[[str], str]) -> Any:
    if not isinstance(tc, dict):
        return tc
    tc = dict(tc)
    if isinstance(tc.get("function"), dict):  # OpenAI wire format
        tc["function"] = dict(tc["function"], arguments=map_arguments(tc["function"].get("arguments"), fn))
    elif "arguments" in tc:  # our Completion.tool_calls format
        tc["arguments"] = map_arguments(tc["arguments"], fn)
    return tc


def map_arguments(args: Any, fn: Callable[[str], str]) -> Any:
    if isinstance(args, str):
        try:
            parsed = json.loads(args)
        except ValueError:
            return fn(args)
        if isinstance(parsed, (dict, list)):
            mapped = _map_json(parsed, fn)
            return args if mapped == parsed else json.dumps(mapped, ensure_ascii=False)
        return fn(args)
    return _map_json(args, fn)


def _map_json(obj: Any, fn: Callable[[str], str]) -> Any:
    if isinstance(obj, str):
        return fn(obj)
    if isinstance(obj, dict):
        return {k: _map_json(v, fn) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_map_json(v, fn) for v in obj]
    return obj


def _one_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return f"{type(e).__name__}: {text[0] if text else ''}"[:300]


class Gate:
    def __init__(self, *, detector=None, mode: Mode = "redact", ledger: EgressLedger | None = None,
                 budget: PrivacyBudget | None = None, detect_timeout_s: float = 30.0, passthrough: Iterable[str] = ()):
        if mode not in MODES:
            raise ValueError(f"unknown privacy mode {mode!r}; expected one of {', '.join(MODES)}")
        if detector is None:
            from edge_agent.privacy.detect import Detector

            detector = Detector()
        self.detector = detector
        self.mode = mode
        self.ledger = ledger if ledger is not None else MemoryEgressLedger()
        self.budget = budget
        self.detect_timeout_s = detect_timeout_s
        # Types detected but sent in clear (e.g. AMOUNT when the cloud must compute with it).
        self.passthrough = frozenset(passthrough)
        self.vault = Vault()
        self._cache: dict[str, _Prepared] = {}
        self._lock = threading.Lock()

    # ---- secrets the runtime discovers -------------------------------------------------
    def learn_secrets(self, values_or_text: str | Iterable[str], source: str) -> int:
        """Teach the gate exact secret values (a credential file's text, or the values).
        Cached messages containing a new value are re-analysed on the next call."""
        if isinstance(values_or_text, str):
            values = extract_secret_values(values_or_text)
            text = values_or_text.strip()
            if not values and text and not any(c.isspace() for c in text):
                values = [text]  # a bare value, not a file
        else:
            values = list(values_or_text)
        new = self.detector.learn(values, source)
        if new:
            with self._lock:
                # original_json is JSON text: a value with a quote or backslash appears escaped there.
                forms = [f for v in new for f in {v, json.dumps(v, ensure_ascii=False)[1:-1]}]
                stale = [k for k, p in self._cache.items() if any(f in p.original_json for f in forms)]
                for k in stale:
                    del self._cache[k]
        return len(new)

    # ---- the door ----------------------------------------------------------------------
    def complete(self, cloud, messages: Sequence[Message], *, run_id: str = "", step: int | None = None,
                 policy: str = "", purpose: str = "step", response_schema=None, tools=None, max_tokens: int = 512,
                 temperature: float = 0.0) -> Completion:
        base: dict[str, Any] = dict(run_id=run_id, step=step, policy=policy, purpose=purpose,
                                    model_id=getattr(cloud, "model_id", ""))
        original = [dict(m) for m in messages]
        extras = permit_extra(tools, response_schema)
        # Tool specs and the schema are redacted and bound like a message: one more, last.
        everything = original + ([{"role": EXTRAS_ROLE, **extras}] if extras is not None else [])
        bytes_original = len(self._payload_json(original, extras).encode("utf-8"))
        try:
            prepared = self._prepare_with_timeout(everything)
        except Exception as e:  # any detector failure: fail closed
            self._refuse(base, bytes_original, Counter(), f"detection failed: {_one_line(e)}")

        counts = sum((p.counts for p in prepared), Counter())
        values = [tv for p in prepared for tv in p.values]
        if self.mode == "block" and counts:
            found = ", ".join(f"{t}×{n}" for t, n in sorted(counts.items()))
            self._refuse(base, bytes_original, counts, f"block mode: sensitive values detected ({found})")
        sent_all = everything if self.mode == "off" else [p.redacted for p in prepared]
        sent, sent_extras = sent_all[:len(original)], None
        if extras is not None:
            sent_extras = {k: v for k, v in sent_all[-1].items() if k != "role"}
        leaving = values if self.mode == "off" else [(t, v) for t, v in values if t in self.passthrough]
        if self.budget is not None:
            over = self.budget.exceeded_by(run_id, leaving)
            if over:
                self._refuse(base, bytes_original, counts, over)

        permit = issue_permit(sent, sent_extras, run_id=run_id, purpose=purpose)
        payload_json = self._payload_json(sent, sent_extras)
        record_id = self.ledger.record(EgressRecord(
            status="sent", payload_json=payload_json, bytes_sent=len(payload_json.encode("utf-8")),
            bytes_original=bytes_original, entity_counts_json=json.dumps(dict(counts), sort_keys=True), **base))
        if self.budget is not None:
            self.budget.spend(run_id, leaving)
        send_tools = None
        if sent_extras is not None and sent_extras["tools"]:
            send_tools = [ToolSpec(**t) if isinstance(t, dict) and set(t) <= {"name", "description", "parameters"}
                          else t for t in sent_extras["tools"]]
        try:
            completion = cloud.complete(sent, permit=permit,
                                        response_schema=None if sent_extras is None else sent_extras["response_schema"],
                                        tools=send_tools, max_tokens=max_tokens, temperature=temperature)
        except Exception as e:
            self.ledger.update_status(record_id, "failed", _one_line(e))
            raise
        return self._unredact(completion) if self.mode == "redact" else completion

    # ---- internals ---------------------------------------------------------------------
    def _refuse(self, base: dict, bytes_original: int, counts: Counter, reason: str):
        self.ledger.record(EgressRecord(status="blocked", payload_json=None, bytes_sent=0, bytes_original=bytes_original,
                                        entity_counts_json=json.dumps(dict(counts), sort_keys=True), reason=reason,
                                        **base))
        raise EgressBlocked(reason)

    @staticmethod
    def _payload_json(messages: list[Message], extras: dict | None) -> str:
        return json.dumps({"messages": messages, **(extras or {"tools": [], "response_schema": None})},
                          ensure_ascii=False, default=str)

    def _prepare_with_timeout(self, messages: list[Message]) -> list[_Prepared]:
        """Detection runs in a daemon thread so a hung detector cannot hang the agent; the
        vault and cache are only touched here, in the caller's thread, after it returns."""
        keys = [_digest(m) for m in messages]
        with self._lock:
            todo = {d: (m, body) for (d, body), m in zip(keys, messages) if d not in self._cache}
        found: dict[str, list[list]] = {}
        if todo:
            box: dict[str, Any] = {}

            def work():
                try:
                    box["ok"] = self._detect_messages({d: m for d, (m, _) in todo.items()})
                except BaseException as e:  # noqa: BLE001 — reported to the caller, which fails closed
                    box["err"] = e

            t = threading.Thread(target=work, name="privacy-detect", daemon=True)
            t.start()
            t.join(self.detect_timeout_s)
            if t.is_alive():
                raise TimeoutError(f"detection took longer than {self.detect_timeout_s:g}s")
            if "err" in box:
                raise box["err"]
            found = box["ok"]
        with self._lock:
            for d, (m, body) in todo.items():
                self._cache[d] = self._redact_message(m, found[d], body)
            return [self._cache[d] for d, _ in keys]

    def _detect_messages(self, messages: dict[str, Message]) -> dict[str, list[list]]:
        """Entities of each string of each message, in _map_strings order; all strings of all
        new messages go to the detector in one batch when it can take one."""
        strings: dict[str, list[str]] = {}
        for d, m in messages.items():
            out: list[str] = []
            _map_strings(m, lambda s, out=out: out.append(s) or s)  # type: ignore[misc]  # collects, maps nothing
            strings[d] = out
        flat = [s for ss in strings.values() for s in ss]
        many = getattr(self.detector, "analyze_many", None)
        found = iter(many(flat) if many is not None else [self.detector.analyze(s) if s else [] for s in flat])
        return {d: [next(found) for _ in ss] for d, ss in strings.items()}

    def _redact_message(self, message: Message, per_string: list[list], body: str) -> _Prepared:
        it = iter(per_string)
        counts: Counter = Counter()
        values: list[tuple[str, str]] = []

        numbers = held_numbers(self.vault.known_values())

        def redact(s: str) -> str:
            ents = next(it)
            ents = ents + fragments(s, numbers, [(e.start, e.end) for e in ents]) if numbers else ents
            for e in ents:
                counts[e.type] += 1
                values.append((e.type, s[e.start:e.end]))
            keep = [e for e in ents if e.type not in self.passthrough]
            return self.vault.redact(s, keep) if keep else s

        return _Prepared(_map_strings(message, redact), counts, values, body)

    def _unredact(self, c: Completion) -> Completion:
        calls = [_map_tool_call(tc, self.vault.unredact) for tc in c.tool_calls]
        return dataclasses.replace(c, text=self.vault.unredact(c.text or ""), tool_calls=calls)
