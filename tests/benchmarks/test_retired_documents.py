"""Reading an archived article names the current ones on the same subject (a 0.5B answered from the archived leave
policy the search listed first). Real SQLite services."""
from __future__ import annotations


def test_an_archived_article_points_at_the_current_one(harness):
    h = harness(tools=["read_article"], services={"kb": {"articles": [
        {"title": "Annual leave policy (2025)", "body": "Carry over up to 5 days.", "tags": ["hr", "leave"], "updated": "2025-01-02"},
        {"title": "Annual leave policy (2022) [ARCHIVED]", "body": "Carry over up to 10 days.", "tags": ["hr", "archived"],
         "updated": "2022-02-01"},
        {"title": "Expense policy", "body": "Claims within 30 days.", "tags": ["finance"], "updated": "2024-05-01"},
        {"title": "年假结转规定（2025 版）", "body": "最多结转5天。", "tags": ["hr"], "updated": "2025-01-02"},
        {"title": "年假结转规定（旧版）", "body": "最多结转10天。", "tags": ["hr"], "updated": "2021-01-02"}]}})
    old = h.ok("read_article", id="KB-101")
    assert "Carry over up to 10 days." in old and "Current ones on the same subject: KB-100 Annual leave policy (2025)" in old
    assert "KB-102" not in old and "KB-103" not in old  # another subject; another language's title shares no words
    assert "no longer current" not in h.ok("read_article", id="KB-100")
    assert "KB-103 年假结转规定（2025 版）" in h.ok("read_article", id="KB-104")


def test_a_document_that_says_it_is_superseded_points_at_the_current_one(harness):
    h = harness(tools=["read_article"], services={"kb": {"articles": [
        {"title": "VPN setup guide", "body": "Superseded by the 2024 gateway guide. Connect on UDP 1194.",
         "tags": ["vpn"], "updated": "2023-05-10"},
        {"title": "VPN setup guide (2024 gateway)", "body": "Connect on UDP 51820.", "tags": ["vpn"],
         "updated": "2024-03-20"}]}})
    assert "KB-101 VPN setup guide (2024 gateway)" in h.ok("read_article", id="KB-100")
    assert "no longer current" not in h.ok("read_article", id="KB-101")
