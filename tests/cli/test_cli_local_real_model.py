"""The real thing, kept short: `edge-agent cloud serve --logprobs` serves the 0.5B model over
HTTP, and `edge-agent run -m URL#MODEL -s step-route` uses it as the edge model, reading
its first-token entropy from the server's `top_logprobs`. One thread, one step."""
from __future__ import annotations

import json
import selectors
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from edge_agent.cli.main import cli

pytestmark = pytest.mark.real_model
MODEL_ID = "qwen2.5-coder-0.5b-instruct"


@pytest.fixture(scope="module")
def served():
    """(base URL, model id) of `edge-agent cloud serve --logprobs` on the 0.5B model."""
    try:
        import llama_cpp.server  # noqa: F401  (the [server] extra)

        from edge_agent.models.store import resolve_model

        resolve_model(MODEL_ID)
    except Exception as exc:  # not installed or not fetched: nothing to test against
        pytest.skip(f"{MODEL_ID} or llama-cpp-python[server] unavailable: {exc}")
    launch = "import sys; sys.argv[0] = 'edge-agent'; from edge_agent.cli.main import cli; cli()"
    proc = subprocess.Popen([sys.executable, "-c", launch, "cloud", "serve", "--model", MODEL_ID,
                             "--threads", "1", "--n-ctx", "4096", "--logprobs"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    url, deadline = "", time.monotonic() + 240
    while not url and time.monotonic() < deadline and proc.poll() is None:
        if sel.select(timeout=1):
            url = proc.stdout.readline().strip()
    if not url.startswith("http://127.0.0.1:"):
        proc.kill()
        pytest.fail(f"cloud serve did not print its URL (got {url!r})")
    yield url, MODEL_ID
    proc.send_signal(signal.SIGTERM)
    proc.wait(30)


def test_step_route_reads_entropy_from_a_served_edge_model(served, tmp_path):
    url, model = served
    (tmp_path / "notes.txt").write_text("alpha\nbeta\n")
    started = time.monotonic()
    r = CliRunner().invoke(cli, [
        "run", "List the files in the workspace, then answer with their names.", "-w", str(tmp_path),
        "-m", f"{url}#{model}", "-s", "step-route", "--cloud", url, "--cloud-model", model, "--tau", "100",
        "--max-steps", "1", "--max-tokens", "64", "--json"], catch_exceptions=False)
    wall = time.monotonic() - started
    lines = [json.loads(line) for line in r.output.splitlines() if line.startswith("{")]
    steps, result = [x for x in lines if x.get("type") == "step"], lines[-1]
    assert steps, r.output
    entropies = [c["entropy"] for s in steps for c in s["calls"] if c["side"] == "edge"]
    assert entropies and all(isinstance(h, float) and 0.0 <= h <= 3.0 for h in entropies)  # ln 20 ≈ 3.0
    assert result["metrics"]["step_route"]["edge_entropies"] == [round(h, 4) for h in entropies]
    assert all(s["actor"] == "edge" for s in steps)  # tau 100: nothing escalates
    assert "step-route:" not in r.output  # no "no entropy" note: the server gave top_logprobs
    print(f"\nserved edge over HTTP: {len(steps)} step(s), entropies {entropies}, {wall:.1f}s")
