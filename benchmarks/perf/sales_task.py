"""The small sales task the real-model perf scripts replay (step_route.py, agent_overhead.py).

The real edge model does the work of every step (prompt evaluation, generation, entropy);
`Replay` then returns the scripted action, so every run takes the same path and the timing
compares like with like. Replay is a test double wrapped around a real model.
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Sequence

from edge_agent.models.chat import Completion

PROMPT = "Summarise sales.csv into summary.md and list the top 3 rows by units in top3.txt."


def make_workspace(root: Path) -> None:
    root.mkdir(parents=True, exist_ok=True)
    rows = ["region,product,units"] + [f"{r},{p},{(i * 37) % 101}" for i, (r, p) in enumerate(
        [(r, p) for r in ("north", "south", "east", "west") for p in ("widget", "gadget", "gizmo")])]
    (root / "sales.csv").write_text("\n".join(rows) + "\n")
    (root / "notes.md").write_text("Quarterly notes.\nThe north region had a promotion in week 3.\n")


class Replay:
    """The real edge model does the work of each step; the scripted action is returned.
    `model_s` adds up the wall time spent inside the model's complete()."""

    def __init__(self, model, trajectory: Sequence[tuple[str, dict]]):
        self.model, self.model_id, self.params = model, model.model_id, getattr(model, "params", None)
        self.trajectory = list(trajectory)
        self.i = 0
        self.model_s = 0.0

    def complete(self, messages, **kw):
        t0 = time.perf_counter()
        c = self.model.complete(messages, **kw)
        self.model_s += time.perf_counter() - t0
        tool, args = self.trajectory[min(self.i, len(self.trajectory) - 1)]
        self.i += 1
        return Completion(json.dumps({"tool": tool, "arguments": args}), c.usage, c.model_id, c.latency_s,
                          c.first_token_entropy, c.finish_reason)
