"""The stand-in cloud server decodes actions the way the edge does.

llama_cpp.server turns a request's JSON schema into a grammar and puts it in the sampler
chain: every generated token is checked over the whole vocabulary, which halves generation
on these models (issue 17). The edge decodes actions with the ConstrainedDecoder instead
(only the sampled token is checked; text the schema forces is evaluated as one batch). This
module makes the stand-in server do the same: inside the server process (`serve()` is its
entry point) `Llama.create_chat_completion` is wrapped, and a request whose response format
carries an action schema (anyOf {tool: const, arguments}) is answered by
`LlamaCppModel.around(llm).complete(...)`, the edge's own code path, on the server's model.

Same guarantees as before: the reply is generated under the action grammar, so only valid
actions come out; the HTTP side (routes, locks, SSE, errors) stays llama_cpp.server's, and
replies have the same shape (content, finish_reason, usage with prompt and completion
tokens; a streamed reply is chunks of the same text). Everything else (free text, other
schemas, native tools, logprobs, an explicit grammar or logit bias) goes to llama.cpp's own
path untouched. Two things differ on purpose and follow the edge: the reply starts from the
prefill `{"tool": "` (the grammar allowed only that opening anyway), and a reply stuck in a
short token loop is stopped and generated once more with a repeat penalty.

EDGE_AGENT_STANDIN_ACTIONS = fast (default) | grammar (llama_cpp.server's own path, for
side-by-side measurements).
"""
from __future__ import annotations

import queue
import threading
import time
import uuid
from typing import Any, Iterator

MODE_ENV = "EDGE_AGENT_STANDIN_ACTIONS"
MODES = ("fast", "grammar")
DEFAULT_MAX_TOKENS = 512
# Reply ids name the path that made them (the server's response model keeps `id`, drops unknown fields).
ID_PREFIX = "chatcmpl-edge-decoder-"


def action_schema(kwargs: dict[str, Any]) -> dict[str, Any] | None:
    """The action schema a create_chat_completion call asks for, or None when this module must not answer it."""
    from edge_agent.grammar import is_action_schema

    if any(kwargs.get(k) for k in ("tools", "functions", "logprobs", "grammar", "logit_bias", "logits_processor")):
        return None
    rf = kwargs.get("response_format")
    if not isinstance(rf, dict):
        return None
    if rf.get("type") == "json_object":
        schema = rf.get("schema")
    elif rf.get("type") == "json_schema":
        schema = (rf.get("json_schema") or {}).get("schema")
    else:
        return None
    return schema if isinstance(schema, dict) and is_action_schema(schema) else None


class _Cancelled(Exception):
    """The stream's reader went away: stop generating at the next token."""


class FastActions:
    """The edge's decoding over one Llama the server loaded (kept per Llama instance)."""

    def __init__(self, llm, model_id: str):
        from edge_agent.llama_model import LlamaCppModel

        self.llm = llm
        self.model = LlamaCppModel.around(llm, model_id=model_id)

    def _prepare(self, kwargs: dict[str, Any]) -> tuple[list, int, float]:
        from edge_agent.grammar import ACTION_PREFILL

        messages = list(kwargs.get("messages") or [])
        prompt = len(self.model.tokenize(self.model.render(messages, ACTION_PREFILL)))
        room = self.model.n_ctx - prompt
        if room <= 0:  # llama.cpp's own words, which the server's error handler turns into a 400
            raise ValueError(f"Requested tokens ({prompt}) exceed context window of {self.model.n_ctx}")
        max_tokens = min(int(kwargs.get("max_tokens") or DEFAULT_MAX_TOKENS), room)
        if kwargs.get("seed") is not None:
            self.llm.set_seed(int(kwargs["seed"]))
        temperature = kwargs.get("temperature")
        return messages, max_tokens, 0.2 if temperature is None else float(temperature)

    def complete(self, schema: dict[str, Any], kwargs: dict[str, Any], on_token=None) -> dict[str, Any]:
        messages, max_tokens, temperature = self._prepare(kwargs)
        out = self.model.complete(messages, response_schema=schema, max_tokens=max_tokens, temperature=temperature,
                                  on_token=on_token)
        u = out.usage
        return {
            "id": f"{ID_PREFIX}{uuid.uuid4()}", "object": "chat.completion", "created": int(time.time()),
            "model": kwargs.get("model") or self.model.model_id,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": out.text}, "logprobs": None,
                         "finish_reason": openai_finish(out.finish_reason)}],
            "usage": {"prompt_tokens": u.prompt_tokens, "completion_tokens": u.completion_tokens,
                      "total_tokens": u.prompt_tokens + u.completion_tokens},
        }

    def stream(self, schema: dict[str, Any], kwargs: dict[str, Any]) -> Iterator[dict[str, Any]]:
        """Chunks as llama_cpp.server streams them. Generation runs on a worker thread that hands
        over each piece; when the reader stops early, the worker is cancelled and joined before the
        generator returns, so the model is never used after the server releases its lock."""
        pieces: queue.Queue = queue.Queue()
        cancel = threading.Event()

        def on_token(text: str) -> None:
            if cancel.is_set():
                raise _Cancelled()
            pieces.put(("piece", text))

        def work() -> None:
            try:
                pieces.put(("done", self.complete(schema, kwargs, on_token)))
            except BaseException as e:  # handed to the reader, raised there
                pieces.put(("error", e))

        head = {"id": f"{ID_PREFIX}{uuid.uuid4()}", "object": "chat.completion.chunk", "created": int(time.time()),
                "model": kwargs.get("model") or self.model.model_id}

        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            return {**head, "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]}

        worker = threading.Thread(target=work, name="standin-action", daemon=True)
        worker.start()
        try:
            yield chunk({"role": "assistant"})
            while True:
                kind, value = pieces.get()
                if kind == "piece":
                    yield chunk({"content": value})
                elif kind == "error":
                    raise value
                else:
                    yield chunk({}, value["choices"][0]["finish_reason"])
                    return
        finally:
            cancel.set()
            worker.join()


def openai_finish(finish: str | None) -> str:
    """The edge's finish reasons (stop, length, repetition, repetition-retried:X) in OpenAI's two words."""
    return "length" if finish in ("length", "repetition") or (finish or "").endswith(":length") else "stop"


_states: dict[int, FastActions] = {}
_lock = threading.Lock()


def _for(llm, model_id: str) -> FastActions:
    with _lock:
        state = _states.get(id(llm))
        if state is None or state.llm is not llm:
            state = _states[id(llm)] = FastActions(llm, model_id)
        return state


def install() -> None:
    """Wrap Llama.create_chat_completion in this process (idempotent)."""
    import llama_cpp

    original = llama_cpp.Llama.create_chat_completion
    if getattr(original, "edge_agent_fast_actions", False):
        return

    def create_chat_completion(self, *args: Any, **kwargs: Any):
        schema = None if args else action_schema(kwargs)
        if schema is None:
            return original(self, *args, **kwargs)
        state = _for(self, kwargs.get("model") or "stand-in")
        return state.stream(schema, kwargs) if kwargs.get("stream") else state.complete(schema, kwargs)

    create_chat_completion.edge_agent_fast_actions = True  # type: ignore[attr-defined]
    create_chat_completion.__wrapped__ = original  # type: ignore[attr-defined]
    llama_cpp.Llama.create_chat_completion = create_chat_completion  # type: ignore[method-assign]


def serve(mode: str = "fast", extra_buffers: bool = True) -> None:
    """The stand-in server's entry point: `python -c BOOTSTRAP --model ...` (see bootstrap())."""
    import runpy

    if not extra_buffers:
        from edge_agent.models.llama_env import disable_extra_buffers

        disable_extra_buffers()
    if mode == "fast":
        install()
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)


def bootstrap(mode: str, extra_buffers: bool) -> str:
    if mode not in MODES:
        raise ValueError(f"stand-in action decoding must be one of {', '.join(MODES)}, not {mode!r}")
    return (f"from edge_agent.router.standin_actions import serve; "
            f"serve(mode={mode!r}, extra_buffers={bool(extra_buffers)!r})")
