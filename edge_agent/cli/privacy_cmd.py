"""`edge-agent privacy …`: scan a text for sensitive values; show what left the device in a run.

Thin on purpose: the logic lives in the privacy package.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click


@click.group(name="privacy")
def group():
    """Sensitive-value detection and the egress ledger."""


# Detection runs at tens of ms per KB here, so 1 MB is a minute or so; larger input is
# refused up front (before decoding) rather than left to run without bound.
MAX_SCAN_BYTES = 1024 * 1024


def _read_text(file) -> str:
    """The whole input as text, or a one-line ClickException for input that is not text."""
    name = getattr(file, "name", "-")
    data = file.read(MAX_SCAN_BYTES + 1)
    if len(data) > MAX_SCAN_BYTES:
        raise click.ClickException(f"{name}: larger than {MAX_SCAN_BYTES:,} bytes; split it first")
    if b"\x00" in data:
        raise click.ClickException(f"{name}: binary data (NUL bytes), not text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise click.ClickException(f"{name}: not UTF-8 text (invalid byte at offset {e.start})")


@group.command()
@click.argument("file", type=click.File("rb"))
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@click.option("--timeout", "timeout_s", type=click.FloatRange(min=0, min_open=True), default=120.0, show_default=True,
              help="Give up (one line, exit 1) when detection takes longer than this many seconds.")
def scan(file, as_json, timeout_s):
    """Print FILE (or - for stdin) redacted, and the sensitive values found in it (UTF-8 text, at most 1 MB)."""
    from edge_agent import privacy

    text = _read_text(file)
    try:
        result = privacy.scan(text, timeout_s=timeout_s)
    except Exception as e:  # the detector failed to load: one line, no traceback
        raise click.ClickException(str(e).splitlines()[0] if str(e) else type(e).__name__)
    if as_json:
        click.echo(json.dumps(result.to_dict(), ensure_ascii=False, indent=2))
        return
    click.echo(result.redacted, nl=not result.redacted.endswith("\n"))
    rows = result.to_dict()["entities"]
    click.echo(f"\n{len(rows)} sensitive value(s) found", err=False)
    if rows:
        click.echo(f"{'type':<13} {'placeholder':<16} {'score':>5}  value")
        for r in rows:
            value = r["text"].replace("\n", "\\n")
            click.echo(f"{r['type']:<13} {r['placeholder']:<16} {r['score']:>5.2f}  {value[:60]}")


@group.command()
@click.argument("run_id")
@click.option("--db", "db_path", type=click.Path(dir_okay=False, path_type=Path), help="Trace database (default: the runtime store).")
@click.option("--json", "as_json", is_flag=True, help="Print the records as JSON, payloads included.")
def egress(run_id, db_path, as_json):
    """Show every cloud request of RUN_ID: what was sent (redacted), bytes, entity counts."""
    from edge_agent.privacy.ledger import SqliteEgressLedger

    if db_path is None:
        try:
            from edge_agent.store import default_db_path
        except ImportError:
            raise click.ClickException("no default trace database available here; pass --db PATH")
        db_path = Path(default_db_path())
    from edge_agent.store import Store, StoreError

    try:  # read-only: looking at a ledger never creates a database, a folder or a table
        db = Store(db_path, readonly=True).db
    except StoreError as e:
        raise click.ClickException(f"{e}; pass --db PATH")
    try:
        records = SqliteEgressLedger(db).records(run_id) if SqliteEgressLedger.TABLE in db.table_names() else []
    except Exception as e:
        raise click.ClickException(f"cannot read egress ledger in {db_path}: {str(e).splitlines()[0] if str(e) else type(e).__name__}")
    if as_json:
        rows = [dict(vars(r), payload=r.payload, entity_counts=r.entity_counts) for r in records]
        for row in rows:
            row.pop("payload_json"), row.pop("entity_counts_json")
        click.echo(json.dumps(rows, ensure_ascii=False, indent=2))
        return
    if not records:
        raise click.ClickException(f"no egress records for run {run_id!r} in {db_path}")
    sent = [r for r in records if r.status == "sent"]
    click.echo(f"run {run_id}: {len(records)} cloud request(s), {len(sent)} sent, "
               f"{sum(r.bytes_sent for r in records)} bytes sent of {sum(r.bytes_original for r in records)} original")
    click.echo(f"{'id':>4} {'step':>4} {'purpose':<8} {'status':<7} {'bytes':>7} {'model':<18} entities / reason")
    for r in records:
        counts = ", ".join(f"{t}×{n}" for t, n in sorted(r.entity_counts.items())) or "-"
        detail = counts if r.status == "sent" else f"{counts}; {r.reason}"
        step = "" if r.step is None else r.step
        click.echo(f"{r.id:>4} {step:>4} {r.purpose[:8]:<8} {r.status:<7} {r.bytes_sent:>7} {r.model_id[:18]:<18} {detail}")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(group())
