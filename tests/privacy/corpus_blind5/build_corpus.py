"""Builds corpus.jsonl from the hand-written texts in texts_en.py, texts_zh.py, texts_mixed.py.

Each text lists its sensitive values as (TYPE, value) and its look-alikes as (kind, value); offsets are found
with str.find (first occurrence not already taken), placeholders @@name@@ are filled from values.V.
"""
import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from values import V, g4
from valid import iban_group

X = dict(V)
X["visa1_s"] = g4(V["visa1"])
X["mc1_d"] = g4(V["mc1"], "-")
X["amex1_s"] = V["amex1"][:4] + " " + V["amex1"][4:10] + " " + V["amex1"][10:]
X["up1_s"] = g4(V["up1"])
X["mc2_s"] = g4(V["mc2"])
X["jcb1_d"] = g4(V["jcb1"], "-")
X["visa3_s"] = g4(V["visa3"])
X["de1_g"] = iban_group(V["de1"])
X["gb1_g"] = iban_group(V["gb1"])
X["fr1_g"] = iban_group(V["fr1"])
X["it1_g"] = iban_group(V["it1"])
X["es1_g"] = iban_group(V["es1"])
X["aadhaar1_s"] = g4(V["aadhaar1"])
X["aadhaar2_s"] = g4(V["aadhaar2"])
X["sin1_s"] = V["sin1"][:3] + " " + V["sin1"][3:6] + " " + V["sin1"][6:]
X["steuer1_s"] = V["steuer1"][:2] + " " + V["steuer1"][2:5] + " " + V["steuer1"][5:8] + " " + V["steuer1"][8:]
n = V["nir1"]
X["nir1_s"] = f"{n[0]} {n[1:3]} {n[3:5]} {n[5:7]} {n[7:10]} {n[10:13]} {n[13:]}"
FW = str.maketrans("0123456789X", "０１２３４５６７８９Ｘ")
X["id3_fw"] = V["id3"].translate(FW)

def fill(s):
    return re.sub(r"@@(\w+)@@", lambda m: X[m.group(1)], s)

def locate(text, value, taken):
    pos = 0
    while True:
        i = text.find(value, pos)
        if i < 0:
            raise ValueError(f"value {value!r} not found (or all occurrences taken) in {text[:80]!r}")
        j = i + len(value)
        if all(j <= a or i >= b for a, b in taken):
            return i, j
        pos = i + 1

def build():
    import texts_en, texts_zh, texts_mixed
    out, counters = [], {}
    for lang, kind, text, spans, decoys in texts_en.E + texts_zh.E + texts_mixed.E:
        text = fill(text)
        counters[lang] = counters.get(lang, 0) + 1
        rec = {"id": f"c5-{lang}-{counters[lang]:03d}", "lang": lang, "kind": kind, "text": text,
               "spans": [], "decoys": []}
        taken = []
        for typ, val in spans:
            val = fill(val)
            i, j = locate(text, val, taken)
            taken.append((i, j))
            rec["spans"].append({"type": typ, "start": i, "end": j, "value": val})
        for dk, val in decoys:
            val = fill(val)
            i, j = locate(text, val, taken)
            taken.append((i, j))
            rec["decoys"].append({"kind": dk, "start": i, "end": j, "value": val})
        rec["spans"].sort(key=lambda s: s["start"])
        rec["decoys"].sort(key=lambda s: s["start"])
        out.append(rec)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} texts to {path}")

if __name__ == "__main__":
    build()
