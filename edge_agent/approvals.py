"""Approvals: who says yes when a sensitive value is about to leave through a tool.

The egress rule (edge_agent.egress) turns a gated tool call into an `ApprovalRequest`; an
approver answers it with True (run the call) or False (withhold it). Approvers:

  deny    refuses every gated action (the safe default for unattended runs);
  auto    allows what `AutoPolicy` allows: no credential-type values and no tainted data;
  ask     prompts in the terminal: yes / no / always (this tool, for the rest of this run);
  InlineApprover  hands the request to another thread (the chat's, which shows the prompt
          among the turn's output) and waits for its answer;
  a callable `approve(request) -> bool` (the API); an exception or a non-bool answer from
  it counts as "no", so a buggy callback cannot open the door.

A request never carries the raw values: only their types and vault placeholders, so it can
be shown, logged and stored as it is.
"""
from __future__ import annotations

import inspect
import queue
import sys
import threading
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, TextIO

APPROVE_MODES = ("ask", "auto", "deny")
# Types whose appearance at an external sink `auto` never allows on its own.
CREDENTIAL_TYPES = frozenset({"APIKEY", "SECRET", "PASSWORD", "PIN", "PASSPHRASE", "CARD", "IDCARD", "SSN", "IBAN"})


class ApprovalError(ValueError):
    """A misconfigured approval mode or callback; one line, raised before the run starts."""


@dataclass(frozen=True)
class ApprovalRequest:
    run_id: str
    step: int
    tool: str
    sink: str
    destination: str  # "to: a@x.com", "network", ... (never a value)
    values: tuple[tuple[str, str], ...]  # (type, placeholder or "(detected)")
    tainted: bool
    reason: str
    preview: str = ""  # the arguments with sensitive values replaced by placeholders
    actor: str = ""  # who proposed the action: edge | cloud
    # Real content, for approvers that must compare it (the benchmark's simulated user); never
    # stored, printed or logged.
    arguments: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    raw_values: tuple[str, ...] = field(default=(), compare=False, repr=False)
    destination_fields: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def types(self) -> set[str]:
        return {t for t, _ in self.values}

    def describe(self) -> str:
        what = ", ".join(f"{p} ({t})" if p.startswith("[") else
                         "content it could not check (detection failed)" if t == "UNCHECKED" else t
                         for t, p in self.values) or "no known values"
        taint = "; built from untrusted content" if self.tainted else ""
        return f"{self.tool} would send {what} to {self.sink} sink {self.destination}{taint}"

    def to_row(self) -> dict[str, Any]:
        row = asdict(self)
        for private in ("arguments", "raw_values", "destination_fields"):
            row.pop(private)
        return row


Approver = Callable[[ApprovalRequest], bool]


def deny_all(request: ApprovalRequest) -> bool:
    return False


class AutoPolicy:
    """Allow unless a credential-type value is involved or the data is tainted."""

    def __init__(self, blocked_types: frozenset[str] = CREDENTIAL_TYPES, allow_tainted: bool = False):
        self.blocked_types, self.allow_tainted = blocked_types, allow_tainted

    def __call__(self, request: ApprovalRequest) -> bool:
        if request.tainted and not self.allow_tainted:
            return False
        return not (request.types() & self.blocked_types)


class TerminalApprover:
    """Asks on the terminal; "always" allows the same tool for the rest of this run."""

    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None):
        self.stdin, self.stdout = stdin or sys.stdin, stdout or sys.stderr
        self.always: set[str] = set()

    def __call__(self, request: ApprovalRequest) -> bool:
        if request.tool in self.always:
            return True
        print(f"\napproval needed: {request.describe()}", file=self.stdout)
        if request.preview:
            print(f"  arguments: {request.preview[:400]}", file=self.stdout)
        for _ in range(3):
            print("  allow? [y]es / [n]o / [a]lways for this tool this run: ", end="", file=self.stdout, flush=True)
            line = self.stdin.readline()
            if not line:  # end of input: no
                return False
            answer = line.strip().lower()
            if answer in ("y", "yes"):
                return True
            if answer in ("n", "no", ""):
                return False
            if answer in ("a", "always"):
                self.always.add(request.tool)
                return True
        return False


def announcing(approver: Approver, announce: Callable[[ApprovalRequest], None]) -> Approver:
    """`approver`, after `announce(request)` (the agent emits ApprovalRequested there). A
    failing announcement never decides anything: the approver still answers."""
    def approve(request: ApprovalRequest) -> bool:
        try:
            announce(request)
        except Exception:
            pass
        return bool(approver(request))

    approve.__name__ = getattr(approver, "__name__", type(approver).__name__)
    return approve


class InlineApprover:
    """Answers from another thread: the run's thread calls it and blocks; the thread that shows
    the run (the chat) takes the request with `pending()` and replies with `answer()`.

    "always" (answer(True, always=True)) allows the tool for as long as this approver lives
    (a chat session). `cancel()` answers every waiting and future request with "no" until
    `reset()`: a stopped turn never leaves its run thread waiting for a reply.
    """

    __name__ = "ask"

    def __init__(self, timeout_s: float | None = None):
        self._requests: queue.Queue[ApprovalRequest] = queue.Queue()
        self._answers: queue.Queue[bool] = queue.Queue()
        self._cancelled = threading.Event()
        self.timeout_s = timeout_s
        self.always: set[str] = set()

    def __call__(self, request: ApprovalRequest) -> bool:
        if request.tool in self.always:
            return True
        if self._cancelled.is_set():
            return False
        self._requests.put(request)
        waited = 0.0
        while True:  # polls, so a cancel() that races with the hand-over still ends the wait
            try:
                return self._answers.get(timeout=0.1)
            except queue.Empty:
                waited += 0.1
                if self._cancelled.is_set() or (self.timeout_s is not None and waited >= self.timeout_s):
                    return False

    def pending(self, timeout_s: float | None = None) -> ApprovalRequest | None:
        try:
            return self._requests.get(timeout=timeout_s)
        except queue.Empty:
            return None

    def answer(self, allow: bool, *, always: bool = False, tool: str = "") -> None:
        if allow and always and tool:
            self.always.add(tool)
        self._answers.put(bool(allow))

    def cancel(self) -> None:
        self._cancelled.set()

    def reset(self) -> None:
        """Ready for the next turn: no stale request or answer is left over."""
        for q in (self._requests, self._answers):
            while True:
                try:
                    q.get_nowait()
                except queue.Empty:
                    break
        self._cancelled.clear()


def _guarded(fn: Callable[[ApprovalRequest], Any]) -> Approver:
    def approve(request: ApprovalRequest) -> bool:
        try:
            return fn(request) is True
        except Exception:  # a failing callback is a "no", never an open door or a crash
            return False

    approve.__name__ = getattr(fn, "__name__", "approve")
    return approve


def make_approver(spec: str | Callable[[ApprovalRequest], Any] | None, *, interactive: bool | None = None) -> Approver:
    """An approver from a mode name or a callback; ApprovalError (one line) if unusable."""
    if spec is None:
        return deny_all
    if callable(spec):
        try:
            positional = [p for p in inspect.signature(spec).parameters.values()
                          if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)]
        except (TypeError, ValueError):
            positional = None  # a builtin without a signature: trust it
        if positional == []:
            raise ApprovalError("the approve callback must take one argument (the ApprovalRequest)")
        return _guarded(spec)
    if not isinstance(spec, str) or spec not in APPROVE_MODES:
        raise ApprovalError(f"unknown approval mode {spec!r}; expected one of {', '.join(APPROVE_MODES)} or a callback")
    if spec == "deny":
        return deny_all
    if spec == "auto":
        return AutoPolicy()
    tty = sys.stdin.isatty() if interactive is None else interactive
    if not tty:
        raise ApprovalError("--approve ask needs a terminal to answer on; use --approve auto or --approve deny")
    return TerminalApprover()
