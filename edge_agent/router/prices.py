"""Price catalog: USD per million tokens (input, cached_input, output) per cloud model.

The built-in list (prices.json beside this file) holds list prices as the authors knew
them on each entry's `as_of` date; users correct or extend it with a JSON or TOML file
named by EDGE_AGENT_PRICES (or passed explicitly). Prices are Decimals so a cost ledger
adds up to the exact cent-fraction a test can assert, not to a float approximation.
"""
from __future__ import annotations

import json
import os
import re
import tomllib
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, Mapping
from edge_agent.errors import ConfigError

PRICES_ENV = "EDGE_AGENT_PRICES"
BUILTIN_PATH = Path(__file__).with_name("prices.json")
_MILLION = Decimal(1_000_000)
# Suffixes that name a dated snapshot or a preview of a catalogued model, e.g.
# gpt-4o-2024-08-06, claude-sonnet-4-5-20250929, gemini-2.5-flash-preview-09-2025.
# Anything else (gpt-4o-audio-preview-x, glm-4.5-flash) is a different product and is not
# guessed at: an unknown model has no price rather than a wrong one.
_SNAPSHOT = re.compile(r"-(\d{4}-\d{2}-\d{2}|\d{8}|\d{4}|latest|preview(-[\w.]+)*|\d{2}-\d{4})$")


class PriceError(ConfigError):
    """A price file or entry is unusable; the message names the file and the field."""


def _dec(value: Any, where: str) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (int, float, str, Decimal)):
        raise PriceError(f"{where}: expected a number of USD per million tokens, got {value!r}")
    try:
        # str() first so 0.1 becomes Decimal("0.1"), not the float's binary expansion.
        d = Decimal(str(value))
    except InvalidOperation:
        raise PriceError(f"{where}: {value!r} is not a number") from None
    if not d.is_finite() or d < 0:
        raise PriceError(f"{where}: price must be a finite number >= 0, got {value!r}")
    return d


@dataclass(frozen=True)
class Price:
    """USD per million tokens. `as_of` is the date the price was taken; `source` where from."""

    input: Decimal
    cached_input: Decimal
    output: Decimal
    model: str = ""
    as_of: str = ""
    source: str = ""

    @classmethod
    def of(cls, input: Any, output: Any, cached_input: Any = None, *, model: str = "", as_of: str = "",
           source: str = "") -> "Price":
        """Build from plain numbers; cached_input defaults to input (no cache discount assumed)."""
        where = f"price of {model or 'model'}"
        inp = _dec(input, f"{where}.input")
        cached = inp if cached_input is None else _dec(cached_input, f"{where}.cached_input")
        return cls(inp, cached, _dec(output, f"{where}.output"), model, as_of, source)

    @classmethod
    def free(cls, model: str = "local") -> "Price":
        """A local stand-in (e.g. `edge-agent cloud serve`): tokens are counted, dollars are 0."""
        return cls(Decimal(0), Decimal(0), Decimal(0), model, "", "local stand-in; no charge")

    def cost_usd(self, raw_tokens: int, cached_tokens: int, output_tokens: int) -> Decimal:
        return (raw_tokens * self.input + cached_tokens * self.cached_input + output_tokens * self.output) / _MILLION

    def as_dict(self) -> dict[str, Any]:
        return {"model": self.model, "input": float(self.input), "cached_input": float(self.cached_input),
                "output": float(self.output), "as_of": self.as_of, "source": self.source}


class PriceCatalog:
    """Prices by model id with aliases and snapshot-suffix matching (see `find`)."""

    def __init__(self, prices: Mapping[str, Price], aliases: Mapping[str, str] | None = None):
        self.prices = {k.lower(): v for k, v in prices.items()}
        self.aliases = {k.lower(): v.lower() for k, v in (aliases or {}).items()}

    def __contains__(self, model: str) -> bool:
        return self.find(model) is not None

    def names(self) -> list[str]:
        return sorted(self.prices)

    def find(self, model: str) -> Price | None:
        """Price of `model`, or None. Tries, in order: the id as given, an alias, the id
        without an OpenRouter-style provider prefix ("openai/gpt-4o"), and the id without a
        dated-snapshot suffix ("gpt-4o-2024-08-06" -> "gpt-4o")."""
        name = model.strip().lower()
        candidates = [name]
        if "/" in name:
            candidates.append(name.rsplit("/", 1)[1])
        for cand in list(candidates):
            stripped = _SNAPSHOT.sub("", cand)
            if stripped != cand:
                candidates.append(stripped)
        for cand in candidates:
            cand = self.aliases.get(cand, cand)
            if cand in self.prices:
                return self.prices[cand]
        return None

    def get(self, model: str) -> Price:
        price = self.find(model)
        if price is None:
            raise PriceError(f"no price for model {model!r}; add it to a price file named by {PRICES_ENV} "
                             f"(see docs/cloud.md) or use a free local price")
        return price


def _entries(data: Mapping[str, Any], where: str) -> tuple[dict[str, Any], dict[str, str]]:
    """Accept {"models": {...}, "aliases": {...}} or a flat {model: {...}} mapping."""
    if not isinstance(data, Mapping):
        raise PriceError(f"{where}: expected a table of models")
    # In the flat form every key except "aliases" and "_comments" names a model.
    models = data.get("models", {k: v for k, v in data.items() if k != "aliases" and not k.startswith("_")})
    aliases = data.get("aliases", {})
    if not isinstance(models, Mapping) or not isinstance(aliases, Mapping):
        raise PriceError(f"{where}: 'models' and 'aliases' must be tables")
    return dict(models), {str(k): str(v) for k, v in aliases.items()}


def _merge(base: dict[str, dict[str, Any]], models: Mapping[str, Any], where: str, default_source: str) -> None:
    for name, entry in models.items():
        if not isinstance(entry, Mapping):
            raise PriceError(f"{where}: entry {name!r} must be a table with input/cached_input/output")
        key = str(name).lower()
        if key not in base:
            missing = [f for f in ("input", "output") if f not in entry]
            if missing:
                raise PriceError(f"{where}: new model {name!r} needs {' and '.join(missing)}")
        merged = dict(base.get(key, {}))
        merged.update(entry)
        if any(f in entry for f in ("input", "cached_input", "output")):
            # The built-in date and source describe the built-in numbers, not the user's.
            merged["as_of"] = entry.get("as_of", "")
            merged["source"] = entry.get("source", default_source)
        base[key] = merged


def read_price_file(path: str | Path) -> dict[str, Any]:
    p = Path(path).expanduser()
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise PriceError(f"cannot read price file {p}: {exc.strerror or exc}") from None
    try:
        if p.suffix.lower() == ".toml":
            return tomllib.loads(raw.decode("utf-8"), parse_float=Decimal)
        return json.loads(raw, parse_float=Decimal)
    except (ValueError, UnicodeDecodeError) as exc:
        kind = "TOML" if p.suffix.lower() == ".toml" else "JSON"
        raise PriceError(f"price file {p} is not valid {kind}: {str(exc).splitlines()[0]}") from None


def load_catalog(path: str | Path | None = None, *, env: Mapping[str, str] | None = None) -> PriceCatalog:
    """The built-in catalog with overrides from `path`, else from $EDGE_AGENT_PRICES.

    An override entry for a known model replaces only the fields it sets; a new model must
    set input and output (cached_input then defaults to input).
    """
    env = os.environ if env is None else env
    builtin = json.loads(BUILTIN_PATH.read_text(encoding="utf-8"), parse_float=Decimal)
    raw: dict[str, dict[str, Any]] = {k.lower(): dict(v) for k, v in builtin["models"].items()}
    aliases = dict(builtin.get("aliases", {}))
    override = path if path is not None else (env.get(PRICES_ENV) or None)
    if override is not None:
        where = str(Path(override).expanduser())
        models, extra_aliases = _entries(read_price_file(override), where)
        _merge(raw, models, where, f"user override ({where})")
        aliases.update(extra_aliases)
    prices = {}
    for name, e in raw.items():
        unknown = set(e) - {"input", "cached_input", "output", "as_of", "source"}
        if unknown:
            raise PriceError(f"price of {name}: unknown field(s) {', '.join(sorted(unknown))}")
        prices[name] = Price.of(e.get("input"), e.get("output"), e.get("cached_input"), model=name,
                                as_of=str(e.get("as_of", "")), source=str(e.get("source", "")))
    return PriceCatalog(prices, aliases)


def find_price(model: str, path: str | Path | None = None) -> Price | None:
    """Convenience: load the catalog (with overrides) and look up one model."""
    return load_catalog(path).find(model)


__all__ = ["Price", "PriceCatalog", "PriceError", "PRICES_ENV", "load_catalog", "find_price", "read_price_file"]
