"""The privacy gate each bench cell gets, and the detector warm-up done once per process.

A cell's gate is made per run (its placeholder vault, ledger and learned secrets belong to
that session); what is expensive to build — the detection engines and the results for texts
already analysed — is shared by the process. The runner calls `make_gate(store)` per cell and
`make_gate.warm_up()`, when the factory has one, before the first cell (bench.runner,
bench.local_pool, bench.ray_worker); tests pass their own factory instead.
"""
from __future__ import annotations

from typing import Any, Callable

from edge_agent.privacy.ledger import SqliteEgressLedger
from edge_agent.store import Store

WARM_UP_TEXT = "Alice Smith, phone 555-0100.\n联系人：张三，电话 13800138000。"


def warm_up_detection() -> None:
    """Load the detector's engines (spaCy, Presidio, jieba's dictionaries: seconds of CPU)
    before the first cell, so that one-time load never counts against a cell's detection
    timeout; on a loaded machine it exceeded the gate's 30 s and failed a consult closed."""
    from edge_agent.privacy.detect import Detector

    Detector().analyze(WARM_UP_TEXT)


def default_gate(mode: str) -> Callable[[Store], Any]:
    def make(store: Store):
        from edge_agent.privacy.gate import Gate

        from edge_agent.privacy.detect import Detector

        # Per run: the gate, its vault, ledger and learned secrets. Shared: the engine (built
        # once per process by privacy.engine) and the results for texts already analysed (the
        # Detector's process-wide result cache; secrets a run learns are matched after it).
        return Gate(mode=mode, ledger=SqliteEgressLedger(store.db),  # type: ignore[arg-type]
                    detector=Detector())

    make.warm_up = warm_up_detection  # type: ignore[attr-defined]
    return make
