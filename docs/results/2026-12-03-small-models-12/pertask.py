"""Per-task scores, before -> after: the one script of ../2026-12-03-small-models-8/pertask.py, run from here so this
folder's commands stay as written (python pertask.py BEFORE.db[,MORE.db] AFTER.db[,MORE.db])."""
import runpy
from pathlib import Path

runpy.run_path(str(Path(__file__).resolve().parents[1] / "2026-12-03-small-models-8" / "pertask.py"), run_name="__main__")
