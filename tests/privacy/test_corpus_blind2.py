"""The second blind corpus stays well-formed: offsets, check digits and the language mix hold
(its own checker, written with it by a helper that had not read the detector)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CHECKER = Path(__file__).resolve().parent / "corpus_blind2" / "check_blind.py"


def test_blind2_corpus_checker_passes():
    r = subprocess.run([sys.executable, str(CHECKER)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "OK:" in r.stdout
