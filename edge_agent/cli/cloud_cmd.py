"""`edge-agent cloud ...`: the offline cloud stand-in and the price catalog.

Thin on purpose: the work is in router.server and router.prices; this file only turns
options into calls and errors into one-line messages.
"""
from __future__ import annotations

import signal
from types import FrameType

import click

DEFAULT_MODEL = "qwen2.5-coder-1.5b-instruct"


@click.group(name="cloud")
def group() -> None:
    """Cloud models: a local OpenAI-compatible stand-in, and the price catalog."""


def _raise_interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt  # SIGTERM takes the same clean-shutdown path as Ctrl-C


@group.command()
@click.option("--model", "model", default=DEFAULT_MODEL, show_default=True,
              help="Catalog id of a fetched model, or a path to a GGUF file.")
@click.option("--port", type=click.IntRange(0, 65535), default=0, help="Port to listen on (default: a free one).")
@click.option("--host", default="127.0.0.1", show_default=True, help="Loopback address to listen on.")
@click.option("--n-ctx", type=click.IntRange(256), default=8192, show_default=True, help="Context size in tokens.")
@click.option("--threads", type=click.IntRange(1), default=None, help="llama.cpp threads (default: half the cores).")
@click.option("--chat-format", default=None, help="llama-cpp-python chat format (default: the GGUF's own template).")
@click.option("--logprobs", is_flag=True,
              help="Answer `logprobs`/`top_logprobs` (keeps logits for every position: slower), so the server can be "
                   "an edge model for step-route: `edge-agent run -m URL#MODEL -s step-route`.")
@click.option("--json", "as_json", is_flag=True, help="Print {\"base_url\", \"model\"} as one JSON line instead of the URL.")
def serve(model: str, port: int, host: str, n_ctx: int, threads: int | None, chat_format: str | None,
          logprobs: bool, as_json: bool) -> None:
    """Serve a local model as an OpenAI-compatible cloud on loopback.

    Prints the base URL on stdout (use it as --cloud), then runs until Ctrl-C or SIGTERM.
    """
    from edge_agent.models.chat import ModelError
    from edge_agent.router.server import LocalCloudServer, resolve_model_path

    try:
        path, model_id = resolve_model_path(model)
        server = LocalCloudServer(path, port=port or None, host=host, n_ctx=n_ctx, threads=threads,
                                  model_id=model_id, chat_format=chat_format,
                                  extra_args=["--logits_all", "true"] if logprobs else None)
    except ModelError as exc:
        raise click.ClickException(str(exc)) from None
    previous = signal.signal(signal.SIGTERM, _raise_interrupt)
    try:
        click.echo(f"starting {model_id} ({path.name}, {server.threads} threads, n_ctx {n_ctx})...", err=True)
        server.start()
        if as_json:
            import json

            click.echo(json.dumps({"base_url": server.base_url, "model": model_id}))
        else:
            click.echo(server.base_url)
        click.echo(f"serving model {model_id!r}; Ctrl-C to stop", err=True)
        code = server.wait()
        raise click.ClickException(f"server exited unexpectedly with code {code}: {server.log_tail(1) or 'no output'}")
    except ModelError as exc:
        raise click.ClickException(str(exc)) from None
    except KeyboardInterrupt:
        click.echo("stopping...", err=True)
    finally:
        server.stop()
        signal.signal(signal.SIGTERM, previous)


@group.command()
@click.argument("model", required=False)
@click.option("--prices", "prices_file", type=click.Path(dir_okay=False), default=None,
              help="Price override file (JSON or TOML); default: $EDGE_AGENT_PRICES.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of prices instead of a table.")
def prices(model: str | None, prices_file: str | None, as_json: bool) -> None:
    """List the price catalog (USD per million tokens), or show one MODEL's price."""
    from edge_agent.router.prices import PriceError, load_catalog

    try:
        catalog = load_catalog(prices_file)
        if model:
            entries = [catalog.get(model)]
        else:
            entries = [catalog.prices[name] for name in catalog.names()]
    except PriceError as exc:
        raise click.ClickException(str(exc)) from None
    if as_json:
        import json

        click.echo(json.dumps([p.as_dict() for p in entries], indent=2))
        return
    click.echo(f"{'model':<24} {'input':>8} {'cached':>8} {'output':>8}  as_of       source")
    for p in entries:
        click.echo(f"{p.model:<24} {p.input:>8} {p.cached_input:>8} {p.output:>8}  {p.as_of or '-':<10}  {p.source}")
    click.echo("List prices as known to the authors on the as_of date; check them before relying on them.", err=True)
