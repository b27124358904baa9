"""System-prompt tokens (qwen2.5-coder-0.5b tokenizer) for a files task and a records task."""

from pathlib import Path
from llama_cpp import Llama
from edge_agent.protocol import system_prompt
from edge_agent.single_field import fold_specs
from edge_agent.tools import ToolRegistry, workspace_tools
from edge_agent.bench.services import service_tools

llm = Llama(
    str(Path.home() / ".cache/edge-agent/models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"),
    vocab_only=True,
    verbose=False,
)
files = ToolRegistry(workspace_tools())
recs = ToolRegistry([t for t in service_tools() if t.name in ("list_tickets", "get_ticket", "update_ticket")])
for name, reg, task in (
    ("files", files, "How many rows in a.csv?"),
    ("records", recs, "Close ticket T-1"),
    ("files-zh", files, "a.csv 里有几行？"),
):
    text = system_prompt(fold_specs(reg.specs()), task=task, today="2025-03-12")
    print(name, len(llm.tokenize(text.encode(), add_bos=False)))
