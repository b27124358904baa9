"""LlamaCppModel: the edge model, in process, through llama-cpp-python.

Four things make it fit an agent loop rather than a chat box:
- prefix reuse: each call keeps the KV cache of the longest common token prefix with the
  previous one (the rule Llama.generate uses), so each step evaluates only the new messages;
  we count those tokens ourselves because llama.cpp's usage reports the whole prompt;
- constrained decoding at the speed of free generation: the ConstrainedDecoder
  (edge_agent/models/constrained.py) checks only the sampled token against the action grammar,
  and decodes the text the grammar forces (`", "arguments": {"path": "`, the rest of a tool
  name once its prefix is unique) as one batch; every token still has the grammar's approval;
- a free uncertainty signal: the full-vocabulary logits of the first generated position are
  read raw and the entropy of their renormalised top-20 computed there, inside the generation
  we were making anyway (no logits_all, no second pass);
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
from edge_agent.models.action_plan import ActionPlan
from edge_agent.models.constrained import ConstrainedDecoder, DecodeStats
from edge_agent.models.chat import Completion, ContextOverflowError, Message, ModelError, ToolSpec, Usage

ENTROPY_TOP_K = 20
REPEAT_MAX_PERIOD = 24  # a cycle of up to this many tokens ...
REPEAT_MIN_SPAN = 32    # ... filling at least this many trailing tokens (and 4 cycles of a short one, 3 of a long
#                         one) is degenerate: "青色 Cyan (TM 系列) " is an 11-token cycle the 0.5B wrote until max_tokens
#                         inside a final answer, three steps of one run (blind14), when only cycles up to 8 were seen
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
    """Holds the first position's entropy; also usable as a llama-cpp-python logits processor
    (the benchmarks and tests compare the decoder's value with the one it sees)."""

    def __init__(self):
        self.value: float | None = None

    def __call__(self, input_ids, scores):
        if self.value is None:
            self.value = topk_entropy(scores)
        return scores


def repeating_tail(tokens: Sequence[int], max_period: int = REPEAT_MAX_PERIOD,
                   min_span: int = REPEAT_MIN_SPAN) -> bool:
    """True when the last min_span tokens (or 4 cycles of up to 8 tokens, 3 of a longer one, if longer) repeat one
    cycle of <= max_period."""
    n = len(tokens)
    for p in range(1, max_period + 1):
        span = max(min_span, (4 if p <= 8 else 3) * p)
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
                 n_batch: int = 512, verbose: bool = False, params: int | None = None, force_text: bool = True):
        from llama_cpp import Llama  # deferred: importing llama_cpp loads a large native library

        path = Path(model_path)
        if not path.is_file():
            raise ModelError(f"model file not found: {path}")
        self.model_id = model_id or path.stem
        self.path = path
        self.params = params
        # Forced text decoded in one batch is faster, but a batched decode's logits differ from
        # one-token decodes in the last bits, so a near tie can go the other way: force_text=False
        # reproduces the one-token-at-a-time greedy output exactly (still with the cheap grammar check).
        self.force_text = force_text
        threads = n_threads or min(4, os.cpu_count() or 1)
        try:
            with model_params_patch(extra_buffers_enabled()):
                    self.llm = Llama(model_path=str(path), n_ctx=n_ctx, n_threads=threads, n_threads_batch=threads,
                                 n_gpu_layers=n_gpu_layers, seed=seed, n_batch=n_batch, verbose=verbose)
        except (ValueError, RuntimeError) as e:
            raise ModelError(f"cannot load {path.name} with llama.cpp: {e}") from None
        self._attach()

    @classmethod
    def around(cls, llm, *, model_id: str, force_text: bool = True) -> "LlamaCppModel":
        """This class's generation over a Llama loaded elsewhere (the stand-in cloud server's), so
        both sides decode actions through one code path. The caller keeps ownership of `llm`."""
        self = cls.__new__(cls)
        self.model_id, self.path, self.params, self.force_text, self.llm = \
            model_id, Path(llm.model_path), None, force_text, llm
        self._attach()
        return self

    def _attach(self) -> None:
        self.n_ctx = self.llm.n_ctx()
        self._formatter = self._make_formatter()
        self._grammars: dict[str, str] = {}
        self._plans: dict[str, ActionPlan | None] = {}
        self._decoder = ConstrainedDecoder(self.llm)
        self.last_decode: DecodeStats | None = None

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

    def _grammar_text(self, schema: dict[str, Any]) -> str:
        import json

        key = json.dumps(schema, sort_keys=True)
        if key not in self._grammars:
            self._grammars[key] = action_grammar(schema) if is_action_schema(schema) else schema_grammar(schema)
        return self._grammars[key]

    def _grammar(self, schema: dict[str, Any]):
        """The schema's grammar as a LlamaGrammar (for raw llama-cpp-python comparisons)."""
        from llama_cpp import LlamaGrammar

        return LlamaGrammar.from_string(self._grammar_text(schema), verbose=False)

    def _plan(self, schema: dict[str, Any]) -> ActionPlan | None:
        import json

        key = json.dumps(schema, sort_keys=True)
        if key not in self._plans:
            self._plans[key] = ActionPlan.from_schema(schema) if self.force_text and is_action_schema(schema) else None
        return self._plans[key]

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
        """(generated tokens, finish reason: stop | length | repetition, time of the first token).

        One code path for every reply: the ConstrainedDecoder, with the schema's grammar and, for
        an action schema, its ActionPlan of forced text; without a schema it samples freely."""
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace") if on_token else None

        def emit(batch: list[int]) -> None:
            if decoder is not None and on_token is not None:
                piece = decoder.decode(self.llm.detokenize(batch))
                if piece:
                    on_token(piece)

        try:
            res = self._decoder.generate(
                tokens, grammar_text=self._grammar_text(schema) if schema else None,
                plan=self._plan(schema) if schema else None, max_tokens=max_tokens, temperature=temperature,
                repeat_penalty=repeat_penalty, seed=self.llm._seed,
                entropy=topk_entropy if probe is not None else None,
                is_eog=lambda t: _is_eog(self.llm, t), on_tokens=emit if on_token else None, stop=repeating_tail)
        except (RuntimeError, ValueError) as e:
            raise ModelError(f"llama.cpp generation failed: {e}") from None
        if probe is not None:
            probe.value = res.first_logits_entropy
        self.last_decode = res.stats
        return res.tokens, res.finish, res.t_first

    def close(self) -> None:
        llm, self.llm = getattr(self, "llm", None), None  # type: ignore[assignment]  # closed
        decoder = getattr(self, "_decoder", None)
        if decoder is not None:
            decoder.close()
        if llm is not None:
            llm.close()


def _is_eog(llm, tok: int) -> bool:
    import llama_cpp

    return bool(llama_cpp.llama_vocab_is_eog(llm._model.vocab, tok))
