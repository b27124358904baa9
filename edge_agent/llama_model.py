"""LlamaCppModel: the edge model, in process, through llama-cpp-python.

Three things make it fit an agent loop rather than a chat box:
- prefix reuse: Llama.generate keeps the KV cache of the longest common token prefix with
  the previous call, so each step evaluates only the new messages; we count those tokens
  ourselves because llama.cpp's usage reports the whole prompt;
- a free uncertainty signal: a logits processor sees the full-vocabulary logits of the
  first sampled position and computes the entropy of the renormalised top-20 there, inside
  the generation we were making anyway (no logits_all, no second pass);
- no silent truncation: the prompt is tokenised and checked against n_ctx first;
- no degenerate loops: a reply whose tail repeats one short token cycle (under a grammar a
  0.5B model can write one digit until max_tokens, ~40 s for an invalid action) is stopped
  early and generated once more with a repeat penalty; finish_reason says so.
"""
from __future__ import annotations

import codecs
import os
import time
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from edge_agent.models.llama_env import extra_buffers_enabled, model_params_patch
from edge_agent.grammar import ACTION_PREFILL, action_grammar, is_action_schema, schema_grammar
from edge_agent.models.chat import Completion, ContextOverflowError, Message, ModelError, ToolSpec, Usage

ENTROPY_TOP_K = 20
REPEAT_MAX_PERIOD = 8   # a cycle of up to this many tokens ...
REPEAT_MIN_SPAN = 32    # ... filling at least this many trailing tokens is degenerate
RETRY_REPEAT_PENALTY = 1.3
_CHATML = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def topk_entropy(logits: np.ndarray, k: int = ENTROPY_TOP_K) -> float:
    """Entropy (nats) of the softmax over the k largest logits, renormalised among them."""
    top = np.partition(np.asarray(logits, dtype=np.float64), -k)[-k:]
    top -= top.max()
    p = np.exp(top)
    p /= p.sum()
    return float(-(p * np.log(np.clip(p, 1e-300, None))).sum())


class _FirstTokenEntropy:
    """Logits processor: measures the first sampled position only, changes nothing."""

    def __init__(self):
        self.value: float | None = None

    def __call__(self, input_ids, scores):
        if self.value is None:
            self.value = topk_entropy(scores)
        return scores


def repeating_tail(tokens: Sequence[int], max_period: int = REPEAT_MAX_PERIOD,
                   min_span: int = REPEAT_MIN_SPAN) -> bool:
    """True when the last min_span tokens (or 4 cycles, if longer) repeat one cycle of <= max_period."""
    n = len(tokens)
    for p in range(1, max_period + 1):
        span = max(min_span, 4 * p)
        if n < span:
            continue
        tail = tokens[n - span:]
        if all(tail[i] == tail[i - p] for i in range(p, span)):
            return True
    return False


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


class LlamaCppModel:
    def __init__(self, model_path: str | Path, *, model_id: str | None = None, n_ctx: int = 8192,
                 n_threads: int | None = None, n_gpu_layers: int = 0, seed: int = 0,
                 n_batch: int = 512, verbose: bool = False, params: int | None = None):
        from llama_cpp import Llama  # deferred: importing llama_cpp loads a large native library

        path = Path(model_path)
        if not path.is_file():
            raise ModelError(f"model file not found: {path}")
        self.model_id = model_id or path.stem
        self.path = path
        self.params = params
        threads = n_threads or min(4, os.cpu_count() or 1)
        try:
            with model_params_patch(extra_buffers_enabled()):
                    self.llm = Llama(model_path=str(path), n_ctx=n_ctx, n_threads=threads, n_threads_batch=threads,
                                 n_gpu_layers=n_gpu_layers, seed=seed, n_batch=n_batch, verbose=verbose)
        except (ValueError, RuntimeError) as e:
            raise ModelError(f"cannot load {path.name} with llama.cpp: {e}") from None
        self.n_ctx = self.llm.n_ctx()
        self._formatter = self._make_formatter()
        self._grammars: dict[str, Any] = {}

    def _make_formatter(self):
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        meta = self.llm.metadata
        template = meta.get("tokenizer.chat_template") or _CHATML
        vocab = self.llm._model
        eos = vocab.token_get_text(self.llm.token_eos()) if self.llm.token_eos() >= 0 else ""
        bos = vocab.token_get_text(self.llm.token_bos()) if self.llm.token_bos() >= 0 else ""
        return Jinja2ChatFormatter(template=template, eos_token=eos, bos_token=bos, add_generation_prompt=True)

    # --- prompt -----------------------------------------------------------------------
    def render(self, messages: Sequence[Message], prefill: str = "") -> str:
        return self._formatter(messages=[dict(m) for m in messages]).prompt + prefill

    def tokenize(self, text: str) -> list[int]:
        return self.llm.tokenize(text.encode("utf-8"), add_bos=False, special=True)

    def count_tokens(self, messages: Sequence[Message]) -> int:
        return len(self.tokenize(self.render(messages)))

    def _grammar(self, schema: dict[str, Any]):
        from llama_cpp import LlamaGrammar

        import json

        key = json.dumps(schema, sort_keys=True)
        if key not in self._grammars:
            text = action_grammar(schema) if is_action_schema(schema) else schema_grammar(schema)
            self._grammars[key] = LlamaGrammar.from_string(text, verbose=False)
        return self._grammars[key]

    def evaluated_if_run(self, tokens: Sequence[int]) -> int:
        """Prompt tokens llama.cpp will compute for `tokens`, given what its KV cache holds."""
        cached = self.llm.input_ids[: self.llm.n_tokens].tolist()
        prefix = common_prefix(cached, tokens)
        if prefix == len(tokens) and len(cached) == len(tokens):
            return 0 if not self.llm._requires_eval else 1
        reuse = prefix - 1 if prefix == len(tokens) else prefix
        return len(tokens) - max(reuse, 0)

    # --- completion -------------------------------------------------------------------
    def complete(self, messages: Sequence[Message], *, response_schema: dict[str, Any] | None = None,
                 tools: Sequence[ToolSpec] | None = None, max_tokens: int = 512,
                 temperature: float = 0.0, on_token: Callable[[str], None] | None = None) -> Completion:
        """One generation. `on_token(text)` receives the text as it is generated (the prefill
        first), for the agent's Token events; it never changes what is generated."""
        prefill = ACTION_PREFILL if is_action_schema(response_schema) else ""
        tokens = self.tokenize(self.render(messages, prefill))
        if len(tokens) + max_tokens > self.n_ctx:
            raise ContextOverflowError(len(tokens), self.n_ctx, max_tokens, self.model_id)
        evaluated = self.evaluated_if_run(tokens)
        probe = _FirstTokenEntropy()
        t0 = time.perf_counter()
        if on_token and prefill:
            on_token(prefill)
        out, finish, t_first = self._generate(tokens, response_schema, max_tokens, temperature, 1.0, probe, on_token)
        spent = len(out)
        if finish == "repetition":
            # One retry with a repeat penalty; a second loop is returned as it is (the step fails).
            retry, finish2, _ = self._generate(tokens, response_schema, max_tokens, temperature,
                                               RETRY_REPEAT_PENALTY, None, on_token)
            spent += len(retry)
            out, finish = retry, ("repetition" if finish2 == "repetition" else f"repetition-retried:{finish2}")
        t_end = time.perf_counter()
        text = prefill + self.llm.detokenize(out).decode("utf-8", errors="replace")
        return Completion(
            text=text,
            usage=Usage(prompt_tokens=len(tokens), cached_tokens=len(tokens) - evaluated,
                        evaluated_tokens=evaluated, completion_tokens=spent),
            model_id=self.model_id,
            latency_s=t_end - t0,
            first_token_entropy=probe.value,
            finish_reason=finish,
            prompt_s=(t_first or t_end) - t0,
            generate_s=t_end - (t_first or t_end),
        )

    def _generate(self, tokens: list[int], schema: dict[str, Any] | None, max_tokens: int, temperature: float,
                  repeat_penalty: float, probe: _FirstTokenEntropy | None,
                  on_token: Callable[[str], None] | None = None) -> tuple[list[int], str, float | None]:
        """(generated tokens, finish reason: stop | length | repetition, time of the first token)."""
        grammar = self._grammar(schema) if schema else None  # the sampler builds its own parser state per call
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace") if on_token else None
        out: list[int] = []
        finish, t_first = "length", None
        try:
            for tok in self.llm.generate(tokens, temp=temperature, top_k=40, top_p=0.95, min_p=0.05,
                                         repeat_penalty=repeat_penalty, grammar=grammar,
                                         logits_processor=[probe] if probe is not None else None):
                if t_first is None:
                    t_first = time.perf_counter()
                if _is_eog(self.llm, tok):
                    finish = "stop"
                    break
                out.append(tok)
                if decoder is not None and on_token is not None:
                    piece = decoder.decode(self.llm.detokenize([tok]))
                    if piece:
                        on_token(piece)
                if len(out) >= max_tokens:
                    break
                if repeating_tail(out):
                    finish = "repetition"
                    break
        except (RuntimeError, ValueError) as e:
            raise ModelError(f"llama.cpp generation failed: {e}") from None
        return out, finish, t_first

    def close(self) -> None:
        llm, self.llm = getattr(self, "llm", None), None
        if llm is not None:
            llm.close()


def _is_eog(llm, tok: int) -> bool:
    import llama_cpp

    return bool(llama_cpp.llama_vocab_is_eog(llm._model.vocab, tok))
