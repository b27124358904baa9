"""Where fetched models live on disk and how a model id or path becomes a verified file.

A fetched model is `<models dir>/<filename>` plus a sidecar `<filename>.verified` (JSON:
sha256, size, mtime_ns) written by fetch after the checksum matched. Hashing a 500 MB
file takes seconds, so resolve_model trusts the sidecar while the file's size and mtime
are unchanged and only re-hashes when they are not.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import platformdirs

from edge_agent.models.catalog import ModelEntry, get_entry, load_catalog
from edge_agent.models.chat import ModelError

MODELS_DIR_ENV = "EDGE_AGENT_MODELS_DIR"
GGUF_MAGIC = b"GGUF"
_HASH_BLOCK = 1 << 20


class ModelNotFound(ModelError):
    """The model is known but not fetched, or the path/id names nothing."""


class CorruptModel(ModelError):
    """A cached model no longer matches what was verified at fetch time."""


def models_dir() -> Path:
    override = os.environ.get(MODELS_DIR_ENV)
    base = Path(override) if override else Path(platformdirs.user_cache_dir("edge-agent")) / "models"
    return base.expanduser()


def model_path(model_id: str) -> Path:
    """Where the model's file is (or will be once fetched)."""
    return models_dir() / get_entry(model_id).cache_filename


def sidecar_path(path: Path) -> Path:
    return path.with_name(path.name + ".verified")


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(_HASH_BLOCK):
            h.update(block)
    return h.hexdigest()


def has_gguf_magic(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(4) == GGUF_MAGIC


def write_sidecar(path: Path, sha256: str, *, record_for: Path | None = None) -> None:
    """Record that `path` hashed to sha256. `record_for` names the final file when the
    sidecar is written before the rename (fetch does that so no verified-looking file
    ever lacks its record); rename keeps size and mtime, so the stat of `path` holds."""
    st = path.stat()
    target = sidecar_path(record_for or path)
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_text(json.dumps({"sha256": sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}))
    os.replace(tmp, target)


def _read_sidecar(path: Path) -> dict | None:
    try:
        return json.loads(sidecar_path(path).read_text())
    except (OSError, ValueError):
        return None


def _refetch_hint(entry: ModelEntry) -> str:
    return f"run: edge-agent models fetch {entry.id} --force"


def verify_cached(entry: ModelEntry) -> Path:
    """The cached file of `entry` if it is present and verified; raise otherwise.

    Size mismatch against the sidecar is corruption (a truncated or overwritten file).
    A changed mtime with the same size, or a missing sidecar (e.g. a file copied in by
    hand), costs one re-hash; a match refreshes the sidecar.
    """
    path = models_dir() / entry.cache_filename
    if not path.is_file():
        raise ModelNotFound(f"model {entry.id} is not fetched; run: edge-agent models fetch {entry.id}")
    st = path.stat()
    record = _read_sidecar(path)
    if record is not None:
        if record.get("size") != st.st_size:
            raise CorruptModel(f"model {entry.id} at {path} is corrupt (size changed since it was verified); {_refetch_hint(entry)}")
        if entry.sha256 and record.get("sha256") != entry.sha256:
            raise CorruptModel(f"model {entry.id} at {path} does not match the catalog checksum; {_refetch_hint(entry)}")
        if record.get("mtime_ns") == st.st_mtime_ns:
            return path
    expected = entry.sha256 or (record or {}).get("sha256")
    actual = sha256_file(path)
    if expected is None:
        # A user model with no published checksum and no record: trust it as-is from now on.
        expected = actual
    if actual != expected:
        raise CorruptModel(f"model {entry.id} at {path} fails its sha256 check; {_refetch_hint(entry)}")
    write_sidecar(path, actual)
    return path


def is_fetched(model_id: str) -> bool:
    """True when the model is cached and its record is intact (never re-hashes needlessly)."""
    try:
        verify_cached(get_entry(model_id))
        return True
    except ModelError:
        return False


def resolve_model(id_or_path: str) -> Path:
    """Turn what a user typed after --model into a GGUF file to load.

    A catalog id wins over a same-named file in the current directory; anything else is
    taken as a path and must exist and start with the GGUF magic bytes, so pointing at a
    .safetensors or an HTML error page fails here rather than deep inside llama.cpp.
    """
    catalog = load_catalog()
    if id_or_path in catalog:
        return verify_cached(catalog[id_or_path])
    path = Path(id_or_path).expanduser()
    if path.is_file():
        if not has_gguf_magic(path):
            raise ModelError(f"{path} is not a GGUF file (it does not start with the GGUF magic bytes)")
        return path
    if path.exists():
        raise ModelNotFound(f"{path} is not a file")
    raise ModelNotFound(
        f"no model file or catalog id {id_or_path!r}; known ids: {', '.join(sorted(catalog))}"
    )
