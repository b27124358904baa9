"""The egress rule: nothing sensitive leaves through a tool without approval.

The gate (privacy.Gate) guards what the cloud sees; this guards what the agent's own tool
calls send out. Before a tool runs, `EgressGuard.check` asks where its arguments go (the
tool's sink: local, app or external) and what they carry:
  - values the privacy vault knows (everything the gate redacted this session — so a cloud
    reply's [APIKEY_001], which the gate un-redacted, is recognised here as that key);
  - values the detector finds in the arguments (keys, passwords, e-mail addresses ...);
  - taint: content the run read from untrusted sources (web pages, incoming mail, files
    marked untrusted) copied into the arguments.
A call to an external sink that carries a sensitive value — or tainted content under the
strict setting — becomes an `ApprovalRequest`. Refused, the call does not run and the step
gets an error observation naming what was withheld (by type and placeholder, never the
value); the run goes on. Allowed (or not gated), a call to an external sink is written to
the egress ledger as a `sent` row with sink="external" and its content as the payload, so
exposure scoring counts what left through tools exactly as it counts what the cloud saw.
Withheld calls are ledger rows too (status "withheld", nothing in the payload).

Destination fields (recipients) decide internal vs external and are not content: telling
a recipient their own address leaks nothing. Tools a collaboration policy adds (advisor,
delegate) send through the gate, which redacts and records them; they are not re-gated here.
"""
from __future__ import annotations

import fnmatch
import json
import re
import threading
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable

from edge_agent.approvals import Approver, ApprovalRequest, deny_all
from edge_agent.privacy.ledger import EgressRecord, MemoryEgressLedger, now_iso

MIN_VALUE_LEN = 4  # shorter vault values ("Li", "42") match too much ordinary text
TAINT_RUN = 24  # characters copied verbatim from untrusted content that make a flow tainted
MIN_DESTINATION_LEN = 6


@dataclass
class Verdict:
    allowed: bool
    sink: str
    values: list[tuple[str, str, str]] = field(default_factory=list)  # (type, placeholder or "", value)
    tainted: bool = False
    request: ApprovalRequest | None = None
    answer: bool | None = None
    observation: str = ""

    @property
    def gated(self) -> bool:
        return self.request is not None


def _strings(obj: Any) -> Iterable[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from _strings(v)
    elif obj is not None and not isinstance(obj, bool):
        yield str(obj)


def _as_dict(arguments: Any) -> dict:
    """Arguments as the registry will see them (it parses a JSON string too)."""
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except ValueError:
            return {}
    return arguments if isinstance(arguments, dict) else {}


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())


class EgressGuard:
    """One per run. `vault` and `detector` are usually the gate's; both may be None (then only
    what the other finds counts). `ledger` receives tool egress rows; `store` the approvals."""

    def __init__(self, approver: Approver | None = None, *, vault=None, detector=None, ledger=None, store=None,
                 strict_taint: bool = False, untrusted_paths: Iterable[str] = (), gated_tools: Iterable[str] = (),
                 passthrough: Iterable[str] = (), approver_name: str = ""):
        self.approver = approver if approver is not None else deny_all
        self.approver_name = approver_name or getattr(self.approver, "__name__", type(self.approver).__name__)
        self.vault, self.detector = vault, detector
        self.ledger = ledger if ledger is not None else MemoryEgressLedger()
        self.store = store
        self.strict_taint = strict_taint
        self.untrusted_paths = tuple(untrusted_paths)
        self.gated_tools = set(gated_tools)
        self.passthrough = frozenset(passthrough)
        self._untrusted: list[str] = []
        self.counts: Counter = Counter()  # approval_requests, approvals_granted, egress_withheld, ...

    # ---- the rule ------------------------------------------------------------------------
    def check(self, tool, arguments: dict, ctx, *, run_id: str = "", step: int = 0, actor: str = "") -> Verdict:
        name = getattr(tool, "name", "?")
        if name in self.gated_tools:
            return Verdict(True, "cloud")
        args = _as_dict(arguments)
        try:
            sink = tool.sink_for(args, ctx)
        except Exception:  # a tool that cannot say where its arguments go is treated as reaching the world
            sink = "external"
        if sink != "external":
            return Verdict(True, sink)
        dest_fields = tuple(getattr(tool, "destination_fields", ()) or ())
        content = {k: v for k, v in args.items() if k not in dest_fields}
        destination = {k: v for k, v in args.items() if k in dest_fields}
        values = self._sensitive(content)
        tainted = self._tainted(content, destination)
        if tainted:
            self.counts["tainted_flows"] += 1
        if not values and not (tainted and self.strict_taint):
            return Verdict(True, sink, values, tainted)
        request = ApprovalRequest(
            run_id=run_id, step=step, tool=name, sink=sink, destination=self._describe_destination(destination, sink),
            values=tuple((t, ph or "(detected)") for t, ph, _ in values), tainted=tainted,
            reason=self._reason(values, tainted), preview=self._preview(args, values)[:1000], actor=actor,
            arguments=dict(args), raw_values=tuple(v for _, _, v in values if v), destination_fields=dest_fields)
        self.counts["approval_requests"] += 1
        answer = bool(self.approver(request))
        self.counts["approvals_granted" if answer else "egress_withheld"] += 1
        self._store_approval(request, answer)
        verdict = Verdict(answer, sink, values, tainted, request, answer)
        if not answer:
            verdict.observation = (f"withheld: {request.describe()}; not approved, so {name} was not run. "
                                   "Do the task without sending these values out, or finish and say what needs "
                                   "the user's approval.")
            self._record(run_id, step, name, "withheld", None, values, verdict.observation)
        return verdict

    def after(self, tool, arguments: dict, ctx, obs, verdict: Verdict, *, run_id: str = "", step: int = 0) -> None:
        """Call after the tool ran: records what left and remembers untrusted output."""
        name = getattr(tool, "name", "?")
        if getattr(tool, "untrusted_output", False) or self._untrusted_file(name, arguments):
            if obs.ok and obs.text:
                self._untrusted.append(_fold(obs.text))
        if verdict.sink == "external" and obs.ok:
            dest_fields = tuple(getattr(tool, "destination_fields", ()) or ())
            content = {k: v for k, v in _as_dict(arguments).items() if k not in dest_fields}
            why = "approved" if verdict.answer else "no sensitive values found"
            if verdict.tainted:
                why += "; tainted: carries content from an untrusted source"
            self._record(run_id, step, name, "sent", json.dumps(content, ensure_ascii=False, default=str),
                         verdict.values, why)

    def metrics(self) -> dict[str, int]:
        keys = ("approval_requests", "approvals_granted", "egress_withheld", "tainted_flows")
        return {k: int(self.counts.get(k, 0)) for k in keys}

    # ---- what the arguments carry ---------------------------------------------------------
    def _sensitive(self, content: dict) -> list[tuple[str, str, str]]:
        texts = [s for s in _strings(content) if s]
        if not texts:
            return []
        found: dict[tuple[str, str], tuple[str, str, str]] = {}
        joined = "\n".join(texts)
        folded, digits = _fold(joined), _digits(joined)
        for ph, typ, value in (self.vault.known_values() if self.vault is not None else []):
            v = _fold(value.strip())
            if typ in self.passthrough or len(v) < 2:
                continue
            d = _digits(value)
            if len(v) < MIN_VALUE_LEN:  # a short value ("Li") only as a whole word
                hit = re.search(rf"(?<![\w]){re.escape(v)}(?![\w])", folded) is not None
            else:
                hit = v in folded or (len(d) >= 7 and len(d) >= 0.6 * len(value) and d in digits)
            if hit:
                found[(typ, value)] = (typ, ph, value)
        if self.detector is not None:
            for text in texts:
                try:
                    entities = self.detector.analyze(text)
                except Exception:  # detection failed: fail closed, the call needs approval
                    found[("UNCHECKED", "")] = ("UNCHECKED", "(detection failed)", "")
                    continue
                for e in entities:
                    if e.type in self.passthrough:
                        continue
                    value = text[e.start:e.end]
                    key = (e.type, value)
                    if key not in found and not any(v == value for _, _, v in found.values()):
                        ph = self._placeholder_for(value)
                        found[key] = (e.type, ph, value)
        return list(found.values())

    def _placeholder_for(self, value: str) -> str:
        for ph, _, v in (self.vault.known_values() if self.vault is not None else []):
            if v == value:
                return ph
        return ""

    def _tainted(self, content: dict, destination: dict) -> bool:
        if not self._untrusted:
            return False
        for s in _strings(destination):
            s = _fold(s.strip())
            if len(s) >= MIN_DESTINATION_LEN and any(s in u for u in self._untrusted):
                return True
        for s in _strings(content):
            s = _fold(s)
            if any(s.strip() in u for u in self._untrusted):
                # Passing on an untrusted string unchanged (a URL from a search result, a quote)
                # moves nothing of ours; a string that mixes untrusted text with more does.
                if "@" in s and len(s.strip()) >= MIN_DESTINATION_LEN and " " not in s.strip():
                    return True  # except an address lifted from untrusted content
                continue
            if len(s) < TAINT_RUN:
                if len(s) >= MIN_DESTINATION_LEN and "@" in s and any(s in u for u in self._untrusted):
                    return True  # an address lifted from an untrusted page or mail
                continue
            for i in range(0, len(s) - TAINT_RUN + 1, TAINT_RUN // 3):
                window = s[i:i + TAINT_RUN]
                if window.strip() and any(window in u for u in self._untrusted):
                    return True
        return False

    def _untrusted_file(self, tool: str, arguments: Any) -> bool:
        if tool != "read_file" or not self.untrusted_paths or not isinstance(arguments, dict):
            return False
        path = str(arguments.get("path", ""))
        return any(fnmatch.fnmatch(path, pat) for pat in self.untrusted_paths)

    # ---- descriptions and records (no raw values) -------------------------------------------
    @staticmethod
    def _describe_destination(destination: dict, sink: str) -> str:
        parts = [f"{k}: {', '.join(_strings(v))}" for k, v in destination.items() if v]
        return "(" + "; ".join(parts)[:200] + ")" if parts else "(network/outside)"

    @staticmethod
    def _reason(values, tainted: bool) -> str:
        bits = []
        if values:
            bits.append("sensitive values: " + ", ".join(sorted({t for t, _, _ in values})))
        if tainted:
            bits.append("content from an untrusted source")
        return "; ".join(bits)

    @staticmethod
    def _preview(args: dict, values) -> str:
        text = json.dumps(args, ensure_ascii=False, default=str)
        for typ, ph, value in sorted(values, key=lambda v: -len(v[2])):
            text = text.replace(value, ph or f"[{typ}]")
            text = text.replace(json.dumps(value, ensure_ascii=False)[1:-1], ph or f"[{typ}]")
        return text

    def _record(self, run_id: str, step: int, tool: str, status: str, payload: str | None, values, reason: str):
        counts = Counter(t for t, _, _ in values)
        self.ledger.record(EgressRecord(
            run_id=run_id, status=status, step=step, purpose="tool", model_id="", payload_json=payload,
            bytes_sent=len(payload.encode("utf-8")) if payload else 0,
            bytes_original=len(payload.encode("utf-8")) if payload else 0,
            entity_counts_json=json.dumps(dict(counts), sort_keys=True), reason=reason[:500], sink="external",
            tool=tool))

    def _store_approval(self, request: ApprovalRequest, answer: bool) -> None:
        if self.store is None:
            return
        try:
            self.store.db["approvals"].insert({
                "run_id": request.run_id, "step_idx": request.step, "tool": request.tool, "sink": request.sink,
                "destination": request.destination, "values_json": json.dumps(list(request.values)),
                "tainted": int(request.tainted), "reason": request.reason, "actor": request.actor,
                "approver": self.approver_name, "answer": int(answer), "created_at": now_iso()})
        except Exception:  # bookkeeping must not turn a decision into a crash
            pass


@dataclass
class EgressSettings:
    """How a run applies the egress rule. `approve`: "ask" | "auto" | "deny" | a callback
    `approve(request) -> bool`. `ledger`/`detector` default to the gate's; a run without a gate
    (edge only) gets a `LazyDetector`, so a key read from a file is still seen on its way out.
    `detector=False` turns detection off (only values the vault knows are then checked)."""

    approve: Any = "deny"
    strict_taint: bool = False
    internal_domains: tuple[str, ...] = ()
    untrusted_paths: tuple[str, ...] = ()
    ledger: Any = None
    detector: Any = None


class LazyDetector:
    """The egress rule's detector when no gate brings one (an edge-only run): Presidio loads on
    the first call to an external sink, once per process, so runs that never send anything out
    never pay for it — and a run that does is checked like one with a cloud."""

    _shared: Any = None
    _lock = threading.Lock()

    def analyze(self, text: str) -> list:
        if LazyDetector._shared is None:
            with LazyDetector._lock:
                if LazyDetector._shared is None:
                    from edge_agent.privacy.detect import Detector

                    LazyDetector._shared = Detector()
        return LazyDetector._shared.analyze(text)
