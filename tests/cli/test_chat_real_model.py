"""The real thing, kept short: `edge-agent chat` in process on the 0.5B model (llama.cpp, one
thread), two turns piped in. Checks the shape, not the model's skill: tokens were streamed
as they were generated, both turns are stored in one session, and the second turn's prompt
carried the first turn (llama.cpp reused that prefix: it evaluated fewer tokens than it read)."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from edge_agent.cli.main import cli
from edge_agent.store import Store
from edge_agent.store.sessions import Sessions

pytestmark = pytest.mark.real_model
MODEL_ID = "qwen2.5-coder-0.5b-instruct"


@pytest.fixture(scope="module")
def model_ready():
    try:
        from edge_agent.models.store import resolve_model

        resolve_model(MODEL_ID)
    except Exception as exc:
        pytest.skip(f"{MODEL_ID} unavailable: {exc}")


def test_chat_two_turns_on_the_real_edge_model(model_ready, tmp_path):
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "notes.txt").write_text("The meeting is on Tuesday.\n")
    db = tmp_path / "t.db"
    r = CliRunner().invoke(cli, ["chat", "-w", str(ws), "--db", str(db), "-m", MODEL_ID, "--threads", "1",
                                 "--n-ctx", "4096", "--max-steps", "3", "--max-tokens", "96", "--json"],
                           input="Read notes.txt and tell me the day of the meeting.\nWhich file did you read?\n")
    assert r.exit_code == 0, r.output[-2000:]
    events = [json.loads(x) for x in r.output.splitlines() if x.startswith("{")]
    tokens = [e for e in events if e["type"] == "token"]
    finished = [e for e in events if e["type"] == "run_finished"]
    assert len(finished) == 2 and len(tokens) > 10  # streamed piece by piece, not one blob per step
    store = Store(db)
    [session] = Sessions(store).recent()
    turns = Sessions(store).turns(session["id"])
    assert [t["prompt"] for t in turns] == ["Read notes.txt and tell me the day of the meeting.",
                                            "Which file did you read?"]
    first = store.model_calls(turns[1]["run_id"])[0]
    assert first["prompt_tokens"] > first["evaluated_tokens"] > 0  # the history was there, and its prefix cached
    print("turn answers:", [t["final_answer"] for t in turns], "statuses:", [t["status"] for t in turns])
