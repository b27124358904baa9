"""Token cost of the edge system prompt for each task of a folder, with the real 0.5B tokenizer.

This copy builds the prompt the way the agent does at the tree it runs in: update tools in their one-field
form (edge_agent.single_field, where the tree has it) and the date line (the bench's fixed date, where
system_prompt takes `today`). The earlier copy (2026-11-30) left both out.

The system prompt is evaluated on every cold start (a new run, or a cache miss), so its size
is paid per run. Run with the tree to measure first on the path:
    PYTHONPATH=<tree> python docs/results/2026-11-30-small-models/prompt_tokens.py <tasks dir> <gguf>
"""
from __future__ import annotations

import statistics
import sys
from pathlib import Path

from llama_cpp import Llama

from edge_agent.bench.environment import build_registry  # noqa: F401 (import check: the tree is complete)
from edge_agent.bench.services import service_tools
from edge_agent.bench.task import load_tasks
from edge_agent.protocol import system_prompt
from edge_agent.tools import workspace_tools


def main(tasks_dir: str, gguf: str) -> None:
    llm = Llama(model_path=gguf, vocab_only=True, verbose=False)
    pool = {t.name: t for t in [*workspace_tools(), *service_tools()]}
    sizes = []
    for task in load_tasks(Path(tasks_dir)):
        specs = [pool[n].spec() for n in task.allowed_tools if n in pool]
        try:
            from edge_agent.single_field import fold_specs
            specs = fold_specs(specs)
        except ImportError:  # a tree before the one-field update tools
            pass
        try:
            text = system_prompt(specs, task=task.prompt, today="2025-03-12")
        except TypeError:  # a tree before the date line
            text = system_prompt(specs, task=task.prompt)
        n = len(llm.tokenize(text.encode("utf-8"), add_bos=False, special=True))
        sizes.append(n)
        print(f"{task.id:40s} {len(specs):2d} tools {n:5d} tokens")
    print(f"{'mean':40s}          {statistics.mean(sizes):7.1f} tokens (min {min(sizes)}, max {max(sizes)})")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
