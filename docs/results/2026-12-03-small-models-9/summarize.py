"""Completion per (task set, strategy) from trace stores: the one script of
../2026-11-30-small-models/summarize.py, run from here so this folder's commands stay as written."""
import runpy
from pathlib import Path

runpy.run_path(str(Path(__file__).resolve().parents[1] / "2026-11-30-small-models" / "summarize.py"), run_name="__main__")
