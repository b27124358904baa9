"""Lookup rows ordered by relevance to the request (edge_agent.relevance): pure text, no model."""
from __future__ import annotations

from edge_agent.concepts import concepts
from edge_agent.relevance import order_rows, terms

TICKETS = ("T-1001 | 2025-03-12 | normal | open | 会议室投影仪无信号\n"
           "T-1002 | 2025-03-12 | normal | open | 3F 复印机缺粉，打印全是白纸\n"
           "T-1003 | 2025-03-12 | normal | open | 2F 复印机卡纸")


def test_rows_sharing_the_requests_words_come_first_and_nothing_is_lost():
    shown = order_rows(TICKETS, "三楼打印机那个工单可以关了，硒鼓已经换好了")
    assert shown.splitlines()[0].startswith("T-1002") and sorted(shown.splitlines()) == sorted(TICKETS.splitlines())
    config = "db.pool.timeout_s | 2025-02-01\npartner_api.base_url | 2025-01-15\npartner_api.request_timeout_ms | x"
    first = order_rows(config, "Our calls to the partner API keep timing out. Bump the API request timeout").split("\n")[0]
    assert first.startswith("partner_api.request_timeout_ms")


def test_equal_rows_keep_the_services_order_and_other_lines_stay():
    text = "no notes match 'x' exactly; closest matches:\nN-1 | a\nN-2 | b\nIf one of these is meant, use its id."
    assert order_rows(text, "nothing shared") == text
    assert order_rows("one line | only", "line") == "one line | only"
    assert {"partner", "api", "timeout", "ms", "印机"} <= terms("partner_api.timeout_ms 打印机")


def test_a_shared_stem_counts_less_than_a_shared_word():
    todos = ("TD-1 | Renew car insurance | 2025-03-20\nTD-2 | Buy birthday present for Mia | 2025-03-15\n"
             "TD-3 | Dental check-up (Dr. Okafor) | 2025-03-12")
    assert order_rows(todos, "I went to the dentist this morning. Mark that todo done.").startswith("TD-3")
    rows = "A-1 | printing costs\nA-2 | printer jam"
    assert order_rows(rows, "the printer is fixed").startswith("A-2")  # the word beats the stem "prin"
    assert "dent~" in terms("dentist") and "mia~" not in terms("Mia")


def test_rows_said_in_other_words_or_another_language_come_first():
    rows = ("T-1001 | 2025-03-06 | normal | open | Export to CSV drops the last row\n"
            "T-1002 | 2025-03-09 | high | open | Password reset email never arrives\n"
            "T-1003 | 2025-03-11 | normal | open | Redirect loop after login")
    assert order_rows(rows, "The customer keeps getting bounced back to the sign-in page").startswith("T-1003")
    jobs = ("J-1 | db-backup-daily | 30 2 * * * | enabled\nJ-2 | cache-purge-hourly | 0 * * * * | enabled\n"
            "J-3 | tmpfiles-sweep | 15 0 * * * | enabled")
    assert order_rows(jobs, "每天半夜清临时文件的那个定时任务先停一下").startswith("J-3")
    assert concepts("renew my passport") == {"#passport", "#renew"} and concepts("a cable") == set()


def test_rows_already_in_the_state_a_change_asks_for_go_last():
    from edge_agent.relevance import order_rows, target_states

    rows = ("INV-1 | Brightline Logistics | 5200.0 | paid\nINV-2 | Brightline Logistics | 4850.0 | open\n"
            "INV-3 | Brightline Media | 1900.0 | open")
    request = "Brightline Logistics wired payment. Find their unpaid invoice, mark it paid with a short note."
    assert target_states(request) == {"paid"}
    assert order_rows(rows, request).split("\n")[0].startswith("INV-2")
    question = "Which of Brightline Logistics' invoices are paid?"
    assert target_states(question) == frozenset() and order_rows(rows, question).startswith("INV-1")
    expenses = "EX-6 | Lena Fischer | meals | rejected\nEX-2 | Lena Fischer | meals | pending"
    assert order_rows(expenses, "Please reject Lena Fischer's minibar claim.").startswith("EX-2")


def test_a_dated_listing_with_no_row_of_the_request_says_to_widen_the_range():
    from edge_agent.relevance import window_hint
    from edge_agent.tools import Observation

    rows = Observation(True, "E-2 | 2025-03-14 08:30 | 2025-03-14 09:00 | 员工例会 | 小王, 阿杰 | 店内")
    args = {"start_date": "2025-03-12", "end_date": "2025-03-14"}
    shown = window_hint(rows, "list_events", args, "下一场作者见面会是哪天？几点开始？")
    assert shown.text.endswith("list a wider range]") and "2025-03-12 to 2025-03-14" in shown.text
    assert window_hint(rows, "list_events", args, "明天的员工例会几点？") is rows  # a row of the request is there
    assert window_hint(rows, "list_events", {}, "下一场作者见面会是哪天？") is rows  # no range asked
    assert window_hint(rows, "list_events", args, "Put a call with Sam in my calendar for Friday") is rows  # a change
    empty = Observation(True, "no events between 2025-03-12 and 2025-03-14")
    assert window_hint(empty, "list_events", args, "下一场作者见面会是哪天？") is empty  # the service says so
