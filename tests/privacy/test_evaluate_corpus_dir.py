"""`python -m edge_agent.privacy.evaluate --corpus DIR`: any folder in the corpus format gets the
same per-type and per-language report; a malformed one gets one line and exit code 2."""
from __future__ import annotations

import json

from edge_agent.privacy.evaluate import main

ROWS = [
    {"id": "t1", "lang": "en", "text": "Mail Ann Lee at ann.lee@example.com, version 2.3.1",
     "spans": [{"type": "PERSON", "start": 5, "end": 12, "value": "Ann Lee"},
               {"type": "EMAIL", "start": 16, "end": 35, "value": "ann.lee@example.com"}],
     "decoys": [{"kind": "version", "start": 45, "end": 50, "value": "2.3.1"}]},
    {"id": "t2", "lang": "zh", "text": "手机13912345678联系", "spans": [{"type": "PHONE", "start": 2, "end": 13}]},
]


def test_a_corpus_folder_gets_the_per_type_and_language_report(tmp_path, capsys, engine):
    (tmp_path / "corpus.jsonl").write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in ROWS), encoding="utf-8")
    assert main(["--corpus", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "(2 texts, 3 annotated values, 1 decoys)" in out
    assert "recall, all values (covered by any detection): 1.000 (3/3)" in out
    assert "strict recall, key group" in out and "decoys kept: 1.000 (1/1)" in out
    for line in ("EMAIL", "PERSON", "PHONE", "en ", "zh ", "decoys kept by kind: version 1/1"):
        assert line in out, line


def test_a_malformed_corpus_folder_is_one_line(tmp_path, capsys):
    (tmp_path / "a.jsonl").write_text('{"text": "x"}\n', encoding="utf-8")
    assert main(["--corpus", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "spans" in err
    (tmp_path / "b.jsonl").write_text("", encoding="utf-8")
    assert main(["--corpus", str(tmp_path)]) == 2  # two candidate files: ambiguous


def test_half_keeps_the_texts_whose_id_number_has_that_parity(tmp_path, capsys, engine):
    rows = [dict(ROWS[0], id="c-en-001"), dict(ROWS[1], id="c-zh-002")]
    (tmp_path / "corpus.jsonl").write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    assert main(["--corpus", str(tmp_path), "--half", "odd"]) == 0
    odd = capsys.readouterr().out
    assert main(["--corpus", str(tmp_path), "--half", "even"]) == 0
    even = capsys.readouterr().out
    assert "(1 texts," in odd and "(1 texts," in even and odd != even
