"""The one place that turns command-line options into concrete objects (models, store)."""
from __future__ import annotations

import functools
from typing import Any, cast

import click

# A local server as the edge model: Ollama, LM Studio, llama-server, vLLM, `edge-agent cloud serve`.
_EDGE_SERVER_HELP = ("a local OpenAI-compatible server: URL#MODEL (loopback only), unix:///path.sock#MODEL, "
                     "or a preset (ollama, lmstudio, llama-server, vllm; #MODEL optional when it serves one model)")

DEFAULT_EDGE = "qwen2.5-coder-0.5b-instruct"


def edge_options(fn):
    @click.option("--model", "-m", default=DEFAULT_EDGE, show_default=True,
                  help="Edge model: a catalog id (see `edge-agent models list`), a path to a .gguf file, or "
                       + _EDGE_SERVER_HELP + ".")
    @click.option("--edge-url", default=None, metavar="URL[#MODEL]",
                  help="Same as -m URL#MODEL: " + _EDGE_SERVER_HELP + ".")
    @click.option("--n-ctx", type=click.IntRange(512, 131072), default=8192, show_default=True,
                  help="Context window in tokens. A prompt that does not fit is an error, never truncated.")
    @click.option("--threads", type=click.IntRange(1, 256), default=None,
                  help="CPU threads for llama.cpp (default: up to 4).")
    @click.option("--gpu-layers", type=int, default=0, show_default=True,
                  help="Layers to offload to a GPU or Apple Metal (-1 = all); needs a GPU build of llama-cpp-python.")
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        edge_url = kw.pop("edge_url", None)
        if edge_url:
            kw["model"] = edge_url
        return fn(*a, **kw)

    return wrapper


def open_store(db: str | None):
    from edge_agent.store import Store, StoreError

    try:
        return Store(db)
    except StoreError as e:
        raise click.ClickException(str(e))


def build_edge(model: str, *, n_ctx: int = 8192, threads: int | None = None, gpu_layers: int = 0,
               seed: int | None = None):
    """The in-process llama.cpp model for a catalog id or GGUF path, or a LocalServerModel for
    a local server (refused unless it is on loopback or a Unix socket)."""
    from edge_agent.models.chat import ModelError

    try:
        from edge_agent.router.local_edge import LocalServerModel, parse_endpoint

        endpoint = parse_endpoint(model)
        if endpoint is not None:
            return LocalServerModel(endpoint.base_url, endpoint.model, uds=endpoint.uds,
                                    schema_mode=endpoint.schema_mode, seed=seed, spec=model.partition("#")[0])
        from edge_agent import load_edge_model

        extra = {} if seed is None else {"seed": seed}
        return load_edge_model(model, n_ctx=n_ctx, n_threads=threads, n_gpu_layers=gpu_layers, **extra)
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
    @click.option("--schema-mode", type=click.Choice(["json_schema", "json_object", "none"]), default=None,
                  help="How the cloud is asked for JSON: json_schema (OpenAI, vLLM, LM Studio), json_object "
                       "(+schema: llama.cpp servers, GLM, Qwen) or none (prompt only). Default: the provider's, "
                       "else json_schema.")
    @click.option("--privacy", "privacy_mode", type=click.Choice(["redact", "block", "off"]), default="redact",
                  show_default=True, help="What the privacy gate does with sensitive values leaving the device.")
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        # Kept out of the commands' signatures: build_cloud reads it from the click context.
        click.get_current_context().meta[_SCHEMA_MODE] = kw.pop("schema_mode", None)
        return fn(*a, **kw)

    return wrapper


_SCHEMA_MODE = "edge_agent.cloud_schema_mode"


def _cloud_key_env(base_url: str, key_env: str | None) -> str | None:
    """The key variable for a cloud URL: the one named; else EDGE_AGENT_CLOUD_API_KEY, which a
    server on loopback (Ollama, vLLM, llama-server) may do without when it is unset."""
    import os

    import httpx

    from edge_agent.router.local_edge import is_loopback_host

    if key_env:
        return key_env
    if not os.environ.get("EDGE_AGENT_CLOUD_API_KEY", "").strip() and is_loopback_host(httpx.URL(base_url).host):
        return None
    return "EDGE_AGENT_CLOUD_API_KEY"


def _local_cloud_model(base_url: str, model: str | None, key_env: str | None) -> str | None:
    """A keyless server on loopback knows which models it serves: check or pick the model."""
    if key_env is None:
        from edge_agent.router.local_edge import resolve_model

        return resolve_model(base_url, model)
    return model


def _free_if_local(client, key_env: str | None):
    """A keyless server on this machine charges no dollars (tokens are still counted)."""
    if key_env is None and client.price is None:
        from edge_agent.router.prices import Price

        client.price = Price.free(client.model_id)
    return client


def build_cloud(spec: str | None, stack, *, model: str | None = None, key_env: str | None = None,
                threads: int | None = None, schema_mode: str | None = None):
    """An OpenAIChatModel for `spec`, or None. A local catalog id starts the stand-in server,
    which `stack` (a contextlib.ExitStack) stops when the command ends."""
    if not spec:
        return None
    from edge_agent.models.catalog import load_catalog
    from edge_agent.models.chat import ModelError
    from edge_agent.router.openai_client import OpenAIChatModel
    from edge_agent.router.providers import PROVIDERS

    ctx = click.get_current_context(silent=True)
    schema_mode = schema_mode or (ctx.meta.get(_SCHEMA_MODE) if ctx is not None else None)
    try:
        if spec.startswith(("http://", "https://")):
            base, _, fragment = spec.partition("#")
            base, model = base.rstrip("/"), model or fragment or None
            env = _cloud_key_env(base, key_env)
            return _free_if_local(OpenAIChatModel(base, _local_cloud_model(base, model, env) or "default",
                                                  api_key_env=env, schema_mode=cast(Any, schema_mode or "json_schema")), env)
        if spec in PROVIDERS:
            p = PROVIDERS[spec]
            env = key_env or p.key_env
            if p.key_env is None:  # a keyless local preset: ask the server which model it serves
                model = _local_cloud_model(p.base_url, model or p.default_model or None, env)
            return _free_if_local(OpenAIChatModel(p.base_url, model or p.default_model, api_key_env=env,
                                                  schema_mode=cast(Any, schema_mode or p.schema_mode)), env)
        if spec in load_catalog():
            from edge_agent.models.store import resolve_model
            from edge_agent.router.server import LocalCloudServer

            click.echo(f"starting the local cloud stand-in ({spec}) on loopback…", err=True)
            server = stack.enter_context(LocalCloudServer(resolve_model(spec), model_id=spec, threads=threads))
            return server.client(**({"schema_mode": schema_mode} if schema_mode else {}))
    except ModelError as e:
        raise click.ClickException(str(e))
    raise click.ClickException(f"--cloud {spec!r} is neither a URL, a provider name, nor a catalog model id")


def build_gate(store, mode: str = "redact"):
    from edge_agent.privacy.gate import Gate
    from edge_agent.privacy.ledger import SqliteEgressLedger

    return Gate(mode=cast(Any, mode), ledger=SqliteEgressLedger(store.db))  # click.Choice checked it


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
