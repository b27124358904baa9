"""An answer whose numbers come only from a record marked out of date is sent back when a current one was read
(edge_agent.stale_source)."""
from __future__ import annotations

from edge_agent.records import StepRecord
from edge_agent.stale_source import STALE_SENT_BACK, stale_sendback

NEW = StepRecord(1, "edge", "", "read_article", {"id": "KB-102"}, True,
                 "# VPN setup guide (2024 gateway) (id KB-102, updated 2024-03-20)\n\nConnect on UDP 51820.")
OLD = StepRecord(2, "edge", "", "read_article", {"id": "KB-100"}, True,
                 "# VPN setup guide (id KB-100, updated 2023-05-10)\n\nSuperseded by the 2024 gateway guide. UDP 1194.")
ASK = "What port does the office VPN connect on these days?"


def test_a_number_only_the_superseded_record_has_is_sent_back():
    msg = stale_sendback(ASK, "Connect to vpn.corp.example on UDP port 1194.", [NEW, OLD])
    assert msg and msg.startswith(STALE_SENT_BACK) and "KB-100 (1194)" in msg and "KB-102 is current" in msg
    assert stale_sendback(ASK, "UDP 51820", [NEW, OLD]) is None
    assert stale_sendback(ASK, "UDP port 1194", [OLD]) is None  # nothing current was read
    assert stale_sendback("Set the VPN port to 1194", "done, 1194", [NEW, OLD]) is None  # a change request
