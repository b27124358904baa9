"""The blind corpora stay well-formed: offsets, check digits and the language mix hold (each one's own checker,
written with it by a helper that had not read the detector)."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CHECKERS = sorted(HERE.glob("corpus_blind*/check_blind.py"))


@pytest.mark.parametrize("checker", CHECKERS, ids=lambda p: p.parent.name)
def test_blind_corpus_checker_passes(checker):
    r = subprocess.run([sys.executable, str(checker)], capture_output=True, text=True, timeout=120, cwd=checker.parent)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "FAIL" not in r.stdout and "ERROR" not in r.stdout
    ok = "OK" in r.stdout or re.search(r"(?<![\w.])0 (errors|problems|error\(s\))(?!\w)|all checks passed", r.stdout)
    assert ok, r.stdout[-2000:]  # each helper's checker words success its own way
