"""What the rules read in place of a character, one for one so that every offset still points into the text as written."""
from __future__ import annotations

import functools

from edge_agent.privacy.data_lists import read_list

_FULLWIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F) if chr(c - 0xFEE0).isalnum() or chr(c - 0xFEE0) in "@+-.#"}


@functools.cache
def reading_table() -> dict[int, int]:
    """What the rules read in place of a character, one for one so that every offset still points into the original:
    full-width digits and letters as ASCII ("１３８…", "Ｅ１２３…"), and a traditional Han character as its simplified
    form (data/traditional.txt.gz), so that the rules' Chinese cue words work in Hong Kong and Taiwan text too:
    "密碼" is read "密码", "電話" "电话", "帳號" "账号" (round 31)."""
    return _FULLWIDTH | {ord(p[0]): ord(p[1]) for p in read_list("traditional.txt.gz")}
