"""How a chat turn looks: on a terminal (tokens as they come, a spinner while waiting), piped
(one line per event: no spinner, no partial lines; a model's tokens are joined into one
line per reply) or as JSON (one object per event, tokens included).

Every step says who acted and why (the policy's reason; the first-token entropy H against
the strategy's tau where it has one), the tool call and a short observation; every turn ends
with the session's footer: cloud tokens, USD and what the privacy gate redacted.
"""
from __future__ import annotations

import json
from typing import Any, TextIO

from edge_agent import events as ev
from edge_agent.cli.live import Spinner
from edge_agent.cli.render import short

MODES = ("tty", "plain", "json")
_WAITING = {"edge": "edge model thinking…", "cloud": "cloud model working…", "advise": "asking the cloud for advice…"}


class ChatView:
    def __init__(self, out: TextIO, mode: str, *, tau: float | None = None, spinner: Spinner | None = None):
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        self.out, self.mode, self.tau = out, mode, tau
        self.spinner = spinner if spinner is not None else Spinner(enabled=False)
        self._tokens: list[str] = []  # the current model reply (plain: one line when it ends)
        self._streaming = False  # tty: a token line is open

    # --- output primitives -----------------------------------------------------------------
    def line(self, text: str = "") -> None:
        self._end_tokens()
        self.spinner.stop()
        self.out.write(text + "\n")
        self.out.flush()

    def json_line(self, obj: dict[str, Any]) -> None:
        self.out.write(json.dumps(obj, ensure_ascii=False, default=str) + "\n")
        self.out.flush()

    def note(self, text: str, kind: str = "note") -> None:
        """A message from the chat itself (errors, hints, slash-command output)."""
        if self.mode == "json":
            self.json_line({"type": kind, "text": text})
        else:
            self.line(text)

    def _end_tokens(self) -> None:
        if self._streaming:
            self._streaming = False
            self.out.write("\033[0m\n" if self.spinner.enabled else "\n")
        if self._tokens and self.mode == "plain":
            text, self._tokens = "".join(self._tokens), []
            self.out.write(f"model wrote: {short(text, 300)}\n")
        self._tokens = []

    # --- events -------------------------------------------------------------------------------
    def event(self, e: ev.Event) -> None:
        if self.mode == "json":
            self.json_line(_event_dict(e))
            return
        handler = getattr(self, f"_on_{e.type}", None)
        if handler is not None:
            handler(e)

    def _on_run_started(self, e: ev.RunStarted) -> None:
        if self.mode == "plain":
            self.line(f"run {e.run_id} started: strategy {e.strategy}, edge {e.edge_model}"
                      + (f", cloud {e.cloud_model}" if e.cloud_model else ""))

    def _on_step_decided(self, e: ev.StepDecided) -> None:
        if self.mode == "plain":
            self.line(f"step {e.step + 1}: {e.route} acts ({e.reason})")
        else:
            self.line(f"[{e.step + 1}] {e.route} · {e.reason}")
            self.spinner.start(_WAITING.get(e.route, "working…"))

    def _on_token(self, e: ev.Token) -> None:
        if self.mode == "plain":
            self._tokens.append(e.text)
            return
        self.spinner.stop()
        if not self._streaming:
            self._streaming = True
            self.out.write("    \033[2m" if self.spinner.enabled else "    ")
        self.out.write(e.text.replace("\n", "\n    "))
        self.out.flush()

    def _on_cloud_called(self, e: ev.CloudCalled) -> None:
        red = ", ".join(f"{k}×{n}" for k, n in sorted(e.redactions.items())) or "nothing"
        state = "ok" if e.ok else f"failed: {short(e.error, 120)}"
        self.line(f"    cloud {e.purpose} ({e.model or 'cloud'}): {state}; gate redacted {red}")

    def _on_tool_called(self, e: ev.ToolCalled) -> None:
        self.line(f"    → {e.tool} {short(json.dumps(e.arguments, ensure_ascii=False), 100)}")
        if self.mode == "tty":
            self.spinner.start(f"running {e.tool}…")

    def _on_approval_requested(self, e: ev.ApprovalRequested) -> None:
        self.line(f"    approval needed: {e.reason}")

    def _on_observation(self, e: ev.Observed) -> None:
        mark = "ok " if e.ok else "ERR"
        self.line(f"    {mark} {short(e.text, 110)}" + (" (untrusted content)" if e.untrusted else ""))

    def _on_step_finished(self, e: ev.StepFinished) -> None:
        s = e.step
        bits = [f"{s.actor} acted ({s.reason})" if s.reason else f"{s.actor} acted"]
        for c in s.calls:
            if c.completion is None:
                bits.append(f"{c.side} call failed")
                continue
            u = c.completion.usage
            h = c.completion.first_token_entropy
            tok = f"{c.side} {u.evaluated_tokens} new/{u.prompt_tokens} prompt + {u.completion_tokens} written tokens"
            if h is not None:
                tok += f", H={h:.2f}" + (f" vs tau {self.tau:g}" if self.tau is not None else "")
            bits.append(tok)
        bits.append(f"{s.duration_s:.1f}s")
        prefix = f"step {s.idx + 1} done: " if self.mode == "plain" else "    "
        self.line(prefix + " · ".join(bits))

    def _on_run_finished(self, e: ev.RunFinished) -> None:
        r = e.result
        if r.ok:
            self.line(f"answer: {r.final_answer}")
        elif r.status == "cancelled":
            self.line("turn stopped (cancelled); the session goes on")
        else:
            self.line(f"turn ended without an answer: {r.status}" + (f" ({r.error})" if r.error else ""))

    # --- the footer ---------------------------------------------------------------------------
    def footer(self, totals: dict[str, Any], session_id: str) -> None:
        if self.mode == "json":
            self.json_line({"type": "session_totals", "session": session_id, **totals})
            return
        self.line(footer_text(totals, session_id))


def footer_text(t: dict[str, Any], session_id: str) -> str:
    usd = f"${t['cloud_usd']:.6f}" + ("" if t.get("usd_known", True) else " (+ calls with no known price)")
    red = ", ".join(f"{k}×{n}" for k, n in sorted(t["redacted"].items())) or "nothing"
    return (f"── session {session_id}: {t['turns']} turn(s) · cloud {t['cloud_calls']} calls, "
            f"{t['cloud_raw_tokens']} raw + {t['cloud_cached_tokens']} cached in / {t['cloud_output_tokens']} out "
            f"tokens, {usd} · gate redacted {red}")


def _event_dict(e: ev.Event) -> dict[str, Any]:
    if isinstance(e, ev.RunFinished):  # the full result repeats every message: keep the summary
        r = e.result
        return {"type": e.type, "run_id": e.run_id, "status": r.status, "final_answer": r.final_answer,
                "error": r.error or None, "steps": len(r.steps), "wall_s": round(r.wall_s, 2)}
    return e.to_dict()
