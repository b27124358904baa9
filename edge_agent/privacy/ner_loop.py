"""spaCy's NER with its transition loop run while holding the GIL.

`Parser.greedy_parse` releases the GIL for its C loop, and the loop's inline state accessors
(`StateC.B`, `StateC.B_`, compiled into the spaCy 3.8 wheel) take it back on every call:
`set_valid` asks every move (≈ 74 for the NER's labels) whether it is valid, each asking for
a buffer token, so every step of every document acquires and drops the GIL a few hundred
times. `perf record` of `ner.predict` on 1 KB English messages put ~34 % of its samples in
take_gil / drop_gil / pthread mutexes. With the GIL held, those re-entries are a counter.

`GilHeldNer` runs the same steps from Python, the way spaCy's own `beam_parse` and
`transition_states` do: the model's step (`ParserStepModel.predict`: the same precomputed
features, summed by the same C routine, maxout, the upper layer, unseen classes set to the
minimum) then `transition_states` (the same validity check and argmax in C). The upper
layer's product goes through the model's ops (numpy, `engine.use_numpy_gemm`) instead of
the C loop's blis call, so a score can differ in its last bits; the entities are compared
with the C loop on every corpus text (tests/privacy/test_fast_path_same_entities.py, which
switches this off through `engine.reference_path`) and with the stored reference.
"""
from __future__ import annotations

import numpy
from spacy import util
from spacy.language import Language
from thinc.layers.linear import forward as linear_forward

COMPONENT = "edge_agent_gil_held_ner"


class GilHeldNer:
    """Stands in the pipeline for a (disabled) `ner` pipe; `fast = False` runs spaCy's own."""

    def __init__(self, ner):
        self.ner = ner
        self.fast = ner.cfg.get("beam_width", 1) == 1

    def _predict(self, docs):
        ner = self.ner
        if not self.fast or not any(len(doc) for doc in docs):
            return ner.predict(docs)
        ner._ensure_labels_are_added(docs)
        batch = ner.moves.init_batch(docs)
        model = ner.model.predict(docs)
        step = _stepper(model)
        states = [s for s in batch if not s.is_final()]
        while states:
            states = ner.transition_states(states, step(states))
        model.clear_memory()
        return batch

    def __call__(self, doc):
        self.ner.set_annotations([doc], self._predict([doc]))
        return doc

    def pipe(self, docs, *, batch_size: int = 256):
        # As Parser.pipe: sub-batches of similar length, documents out in order.
        for batch in util.minibatch(docs, size=batch_size):
            in_order = list(batch)
            for sub in util.minibatch(sorted(in_order, key=len), size=max(batch_size // 4, 2)):
                sub = list(sub)
                self.ner.set_annotations(sub, self._predict(sub))
            yield from in_order


def _stepper(model):
    """`model.predict` (spaCy's `step_forward`, not training) with its per-step Python calls
    cut: the upper layer's parameters read once, not per step; the unseen classes' minimum
    only when there are any (spaCy assigns it to an empty selection otherwise). Same
    operations in the same order; anything but a plain linear upper layer takes spaCy's path."""
    upper = model.vec2scores
    if not model.attrs["has_upper"] or upper is None or upper._func is not linear_forward:
        return model.predict
    W, b, ops = upper.get_param("W"), upper.get_param("b"), upper.ops
    unseen = model._class_mask == 0
    unseen = unseen if unseen.any() else None
    get_token_ids, state2vec = model.get_token_ids, model.state2vec

    def step(states):
        vector, _ = state2vec(get_token_ids(states), False)
        scores = ops.gemm(vector, W, trans2=True)
        scores += b
        if unseen is not None:
            scores[:, unseen] = numpy.nanmin(scores)
        return scores

    return step


def _factory(nlp, name):
    return GilHeldNer(nlp.get_pipe("ner"))


def install(nlp) -> GilHeldNer:
    """Put the GIL-held loop in `ner`'s place (which stays loaded, disabled)."""
    if COMPONENT not in Language.factories:
        Language.factory(COMPONENT, func=_factory)
    component = nlp.add_pipe(COMPONENT, before="ner")
    nlp.disable_pipe("ner")
    return component
