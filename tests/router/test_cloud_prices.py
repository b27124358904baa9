"""The price catalog: built-in entries, lookup rules, user overrides, exact arithmetic."""
from __future__ import annotations

import json
import re
from decimal import Decimal

import pytest

from edge_agent.router.prices import BUILTIN_PATH, PRICES_ENV, Price, PriceError, find_price, load_catalog

FAMILIES = ["glm-4.5", "glm-4.6", "qwen-plus", "qwen-max", "gpt-4o", "gpt-4.1", "gpt-5", "claude-sonnet-4-5",
            "claude-opus-4-1", "claude-haiku-4-5", "deepseek-chat", "gemini-2.5-pro", "gemini-2.5-flash"]


@pytest.fixture(autouse=True)
def _no_user_prices(monkeypatch):
    monkeypatch.delenv(PRICES_ENV, raising=False)


def test_builtin_catalog_is_dated_sourced_and_says_check():
    raw = json.loads(BUILTIN_PATH.read_text())
    assert "check" in raw["_note"] and "as known to the authors" in raw["_note"]
    catalog = load_catalog()
    for name in FAMILIES:
        assert name in catalog, name
    for name, p in catalog.prices.items():
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", p.as_of), name
        assert p.source, name
        assert 0 <= p.cached_input <= p.input and p.output > 0, name


@pytest.mark.parametrize("asked, found", [
    ("gpt-4o", "gpt-4o"),
    ("GPT-4o", "gpt-4o"),
    ("gpt-4o-2024-08-06", "gpt-4o"),
    ("gpt-4o-mini-2024-07-18", "gpt-4o-mini"),
    ("openai/gpt-4.1-mini", "gpt-4.1-mini"),
    ("anthropic/claude-sonnet-4-5-20250929", "claude-sonnet-4-5"),
    ("claude-sonnet-4.5", "claude-sonnet-4-5"),
    ("gemini-2.5-flash-preview-09-2025", "gemini-2.5-flash"),
    ("z-ai/glm-4.6", "glm-4.6"),
    ("qwen-plus-latest", "qwen-plus"),
    ("glm-4.5-flash", None),      # a different (free) product: no guess
    ("gpt-4o-audio-preview-x", None),
    ("qwen2.5-coder-1.5b-instruct", None),
])
def test_lookup(asked, found):
    p = find_price(asked)
    assert (p.model if p else None) == found


def test_exact_cost_arithmetic():
    p = Price.of(2.5, 10, 1.25, model="x")
    assert p.cost_usd(1_000_000, 0, 0) == Decimal("2.5")
    assert p.cost_usd(1000, 200, 300) == Decimal("0.00575")  # (2500 + 250 + 3000) / 1e6
    assert Price.of(0.1, 0.3).cost_usd(3, 0, 0) == Decimal("0.0000003")  # no float drift
    assert Price.of(1, 2).cached_input == Decimal(1)  # no discount assumed when not given


def test_free_price():
    p = Price.free("stand-in")
    assert p.cost_usd(10**6, 10**6, 10**6) == 0 and p.model == "stand-in"


def test_json_override_from_env(tmp_path, monkeypatch):
    f = tmp_path / "prices.json"
    f.write_text(json.dumps({"models": {"gpt-4o": {"output": 12.5},
                                        "glm-5": {"input": 1, "output": 3.2, "as_of": "2026-01-02"}},
                             "aliases": {"my-cloud": "glm-5"}}))
    monkeypatch.setenv(PRICES_ENV, str(f))
    c = load_catalog()
    gpt = c.get("gpt-4o")
    assert (gpt.input, gpt.cached_input, gpt.output) == (Decimal("2.50"), Decimal("1.25"), Decimal("12.5"))
    assert gpt.as_of == "" and str(f) in gpt.source  # the built-in date no longer describes it
    glm = c.get("my-cloud")
    assert (glm.model, glm.input, glm.cached_input, glm.output, glm.as_of) == ("glm-5", 1, 1, Decimal("3.2"), "2026-01-02")


def test_toml_override_flat_form(tmp_path):
    f = tmp_path / "prices.toml"
    f.write_text('["local-vllm"]\ninput = 0\noutput = 0\n\n["gpt-4.1"]\ninput = 1.9\ncached_input = 0.45\n')
    c = load_catalog(f)
    assert c.get("local-vllm").output == 0
    assert (c.get("gpt-4.1").input, c.get("gpt-4.1").cached_input) == (Decimal("1.9"), Decimal("0.45"))


def test_explicit_path_beats_env(tmp_path, monkeypatch):
    monkeypatch.setenv(PRICES_ENV, str(tmp_path / "missing.json"))
    f = tmp_path / "p.json"
    f.write_text('{"a-model": {"input": 1, "output": 1}}')
    assert load_catalog(f).find("a-model") is not None


@pytest.mark.parametrize("content, suffix, message", [
    ('{"new-model": {"input": 1}}', ".json", "new model 'new-model' needs output"),
    ('{"gpt-4o": {"input": -1}}', ".json", "price must be a finite number >= 0"),
    ('{"gpt-4o": {"input": "cheap"}}', ".json", "'cheap' is not a number"),
    ('{"gpt-4o": {"inptu": 1}}', ".json", "unknown field"),
    ('{"gpt-4o": 3}', ".json", "must be a table"),
    ("{not json", ".json", "is not valid JSON"),
    ("[x\ninput =", ".toml", "is not valid TOML"),
])
def test_bad_override_files_give_one_line_errors(tmp_path, content, suffix, message):
    f = tmp_path / f"prices{suffix}"
    f.write_text(content)
    with pytest.raises(PriceError, match=re.escape(message)) as info:
        load_catalog(f)
    assert "\n" not in str(info.value)


def test_missing_override_file(tmp_path):
    with pytest.raises(PriceError, match="cannot read price file"):
        load_catalog(tmp_path / "nope.json")


def test_unknown_model_error_says_how_to_fix():
    with pytest.raises(PriceError, match=PRICES_ENV):
        load_catalog().get("someones-private-model")
