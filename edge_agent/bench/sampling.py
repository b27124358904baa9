"""Sampling for benchmark repeats: a temperature and one seed per cell, so repeats differ and reruns match.

With greedy decoding every repeat of a (task, strategy) cell produces the same actions, so
Pass^k would be Pass^1 in disguise. Repeats therefore sample (`bench run --temperature`,
default REPEAT_TEMPERATURE when --repeats > 1, greedy for one repeat), and each cell gets its
own seed, derived from the base `--seed`, the task id, the strategy and the repeat index:

    seed = cell_seed(base, task_id, strategy, repeat)   # stable across machines and Python runs
    edge, cloud = seeded(edge, seed), seeded(cloud, seed)

The seed reaches an in-process llama.cpp edge (its sampler is rebuilt from it on every
generation), any OpenAI-compatible client (the request's `seed` field, which the llama.cpp
stand-in server honours) and the scripted test doubles (`with_seed`). It is recorded in the
cell's row; the temperature and the seed scheme are in the bench manifest, so a resume with
other sampling settings is refused.
"""
from __future__ import annotations

import copy
import hashlib
from typing import Any

# Default temperature when a bench runs more than one repeat: high enough that a 0.5B model's
# repeats take different paths, low enough that its JSON actions stay mostly well-formed.
REPEAT_TEMPERATURE = 0.7
SEED_SCHEME = "sha256(base|task|strategy|repeat)[:4]"  # recorded in the manifest: how cell seeds were made


def default_temperature(repeats: int) -> float:
    """Greedy for a single repeat (the behaviour before sampling existed), sampling otherwise."""
    return 0.0 if repeats <= 1 else REPEAT_TEMPERATURE


def sampling_settings(temperature: float) -> dict[str, Any]:
    """The manifest's sampling settings: the temperature, and how cell seeds are derived when it samples."""
    out: dict[str, Any] = {"temperature": float(temperature)}
    if temperature > 0:
        out["seed_scheme"] = SEED_SCHEME
    return out


def cell_seed(base: int, task_id: str, strategy: str, repeat: int) -> int:
    """A 31-bit seed for one cell; the same inputs give the same seed on every machine."""
    key = f"{base}|{task_id}|{strategy}|{repeat}".encode()
    return int.from_bytes(hashlib.sha256(key).digest()[:4], "big") & 0x7FFFFFFF


def seeded(model: Any, seed: int, *, fresh: bool = False) -> Any:
    """`model` sampling with `seed` for one cell. Returns the model itself (llama.cpp in
    process, which runs one cell at a time) or a per-cell copy (HTTP clients, doubles), so
    concurrent cells never see each other's seed. A model with none of these hooks is
    returned unchanged (its seed is then not controlled; `applies(model)` says so).

    `fresh` (when sampling) also empties an in-process model's KV cache, so the cell's first
    prompt is evaluated whole, as in any rerun of that cell: a prefix left by the previous
    cell changes how llama.cpp batches the evaluation, which moves the logits by rounding
    error, and at temperature > 0 that is enough to flip a sampled token now and then."""
    if model is None:
        return None
    if hasattr(model, "with_seed"):
        return model.with_seed(seed)
    llm = getattr(model, "llm", None)
    if llm is not None and hasattr(llm, "set_seed"):
        llm.set_seed(seed)  # llama-cpp-python builds each generation's sampler from this seed
        if fresh and hasattr(llm, "reset"):
            llm.reset()
        return model
    if hasattr(model, "seed"):
        clone = copy.copy(model)
        clone.seed = seed
        return clone
    return model


def applies(model: Any) -> bool:
    """Whether `seeded` can control this model's sampling."""
    if model is None:
        return True
    return (hasattr(model, "with_seed") or hasattr(getattr(model, "llm", None), "set_seed")
            or hasattr(model, "seed"))
