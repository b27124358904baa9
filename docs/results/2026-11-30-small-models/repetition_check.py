"""Real-model check of the repetition stop: ask the 0.5B to complete a todo whose id is a long run of ones
(the measured run used ~80).

Under the grammar the model copies the digits; without the stop it would generate until
max_tokens. Run: PYTHONPATH=<tree> python repetition_check.py <0.5B gguf>
Measured 2026-11-30 (2 shared vCPUs, 1 thread): finish_reason 'repetition' (both tries looped),
84 completion tokens in all, 101 s under a load average of ~7.
"""
from __future__ import annotations

import sys
import time

from edge_agent.bench.services import service_tools
from edge_agent.llama_model import LlamaCppModel
from edge_agent.protocol import action_schema, system_prompt

tools = [t for t in service_tools() if t.name in ("list_todos", "complete_todo", "add_todo")]
specs = [t.spec() for t in tools]
model = LlamaCppModel(sys.argv[1], n_threads=1, n_ctx=4096)
messages = [{"role": "system", "content": system_prompt(specs)},
            {"role": "user", "content": "Mark todo " + "1" * 80 + " as done."}]
t0 = time.time()
c = model.complete(messages, response_schema=action_schema(specs), max_tokens=300)
print(repr(c.text), c.finish_reason, c.usage, f"{time.time() - t0:.1f} s")
