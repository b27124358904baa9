"""The one place that turns command-line options into concrete objects (models, store)."""
from __future__ import annotations

import functools

import click

DEFAULT_EDGE = "qwen2.5-coder-0.5b-instruct"


def edge_options(fn):
    @click.option("--model", "-m", default=DEFAULT_EDGE, show_default=True,
                  help="Edge model: a catalog id (see `edge-agent models list`) or a path to a .gguf file.")
    @click.option("--n-ctx", type=click.IntRange(512, 131072), default=8192, show_default=True,
                  help="Context window in tokens. A prompt that does not fit is an error, never truncated.")
    @click.option("--threads", type=click.IntRange(1, 256), default=None,
                  help="CPU threads for llama.cpp (default: up to 4).")
    @click.option("--gpu-layers", type=int, default=0, show_default=True,
                  help="Layers to offload to a GPU or Apple Metal (-1 = all); needs a GPU build of llama-cpp-python.")
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        return fn(*a, **kw)

    return wrapper


def open_store(db: str | None):
    from edge_agent.store import Store, StoreError

    try:
        return Store(db)
    except StoreError as e:
        raise click.ClickException(str(e))


def build_edge(model: str, *, n_ctx: int = 8192, threads: int | None = None, gpu_layers: int = 0):
    from edge_agent import load_edge_model
    from edge_agent.models.chat import ModelError

    try:
        return load_edge_model(model, n_ctx=n_ctx, n_threads=threads, n_gpu_layers=gpu_layers)
    except ModelError as e:
        raise click.ClickException(str(e))


def cloud_options(fn):
    """--cloud and friends, shared by `run` and `bench run`."""
    @click.option("--cloud", default=None, metavar="URL|PROVIDER|MODEL_ID",
                  help="Cloud model: an OpenAI-compatible base URL, a provider name (glm, qwen, openai, openrouter, "
                       "deepseek, gemini, ...), or a local catalog id (e.g. qwen2.5-coder-1.5b-instruct) to start "
                       "the offline stand-in server on loopback.")
    @click.option("--cloud-model", default=None, help="Model id to ask the cloud for (default: the provider's).")
    @click.option("--cloud-key-env", default=None, metavar="VAR",
                  help="Environment variable holding the API key (default: the provider's, or EDGE_AGENT_CLOUD_API_KEY).")
    @click.option("--privacy", "privacy_mode", type=click.Choice(["redact", "block", "off"]), default="redact",
                  show_default=True, help="What the privacy gate does with sensitive values leaving the device.")
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        return fn(*a, **kw)

    return wrapper


def build_cloud(spec: str | None, stack, *, model: str | None = None, key_env: str | None = None, threads: int | None = None):
    """An OpenAIChatModel for `spec`, or None. A local catalog id starts the stand-in server,
    which `stack` (a contextlib.ExitStack) stops when the command ends."""
    if not spec:
        return None
    from edge_agent.models.catalog import load_catalog
    from edge_agent.models.chat import ModelError
    from edge_agent.router.openai_client import OpenAIChatModel
    from edge_agent.router.providers import PROVIDERS

    try:
        if spec.startswith(("http://", "https://")):
            return OpenAIChatModel(spec.rstrip("/"), model or "default", api_key_env=key_env or "EDGE_AGENT_CLOUD_API_KEY")
        if spec in PROVIDERS:
            p = PROVIDERS[spec]
            return OpenAIChatModel(p.base_url, model or p.default_model, api_key_env=key_env or p.key_env,
                                   schema_mode=p.schema_mode)
        if spec in load_catalog():
            from edge_agent.router.server import LocalCloudServer
            from edge_agent.models.store import resolve_model

            click.echo(f"starting the local cloud stand-in ({spec}) on loopback…", err=True)
            server = stack.enter_context(LocalCloudServer(resolve_model(spec), model_id=spec, threads=threads))
            return server.client()
    except ModelError as e:
        raise click.ClickException(str(e))
    raise click.ClickException(f"--cloud {spec!r} is neither a URL, a provider name, nor a catalog model id")


def build_gate(store, mode: str = "redact"):
    from edge_agent.privacy.gate import Gate
    from edge_agent.privacy.ledger import SqliteEgressLedger

    return Gate(mode=mode, ledger=SqliteEgressLedger(store.db))


def sandbox_options(fn):
    """--sandbox and --allow-network, shared by `run`, `bench run` and `demo`."""
    @click.option("--sandbox", "sandbox_mode", type=click.Choice(["read-only", "workspace-write", "full-access"]),
                  default="workspace-write", show_default=True,
                  help="How commands the agent runs (run_shell, task scripts) are confined: read-only, "
                       "workspace-write (write only the workspace and a private temp folder), or full-access "
                       "(no OS sandbox; use only in a container or VM). See docs/security.md.")
    @click.option("--allow-network", is_flag=True, help="Let sandboxed commands use the network (off by default).")
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        return fn(*a, **kw)

    return wrapper


def check_sandbox(mode: str, allow_network: bool) -> dict:
    """Say in one line what the sandbox will be (warn once on full-access, or say why the
    shell is not offered here); the dict is recorded with the run."""
    from edge_agent.sandbox import detect, shell_offered, warn_full_access_once

    if mode == "full-access":
        warn_full_access_once()
    else:
        ok, why = shell_offered(mode)
        if not ok:
            click.echo(why, err=True)
    caps = detect() if mode != "full-access" else None
    return {"sandbox_mode": mode, "allow_network": allow_network,
            "sandbox_backend": caps.backend if caps is not None else "none (full-access)"}
