"""A what-is-next question gets the runtime's line naming the earliest open row from today on."""
from edge_agent.next_row import next_line

SYSTEM = "Today is 2025-03-12 (Wednesday)."
EVENTS = ("E-1 | 2025-03-10 18:00 | 2025-03-10 20:00 | Group ride - Riverside\n"
          "E-2 | 2025-03-13 09:00 | 2025-03-13 09:30 | Staff stand-up\n"
          "E-3 | 2025-03-15 08:00 | 2025-03-15 11:00 | Group ride - Old Town\n"
          "E-4 | 2025-03-22 08:00 | 2025-03-22 11:00 | Group ride - Riverside")


def test_the_next_row_the_requests_words_pick():
    line = next_line("when is the next group ride?", EVENTS, "list_events", {}, SYSTEM)
    assert line is not None and "E-3" in line and "E-4" not in line and "E-1" not in line
    assert "E-2" in next_line("what's next on my calendar?", EVENTS, "list_events", {}, SYSTEM)


def test_done_rows_are_skipped_and_chinese_is_read():
    todos = ("TD-1 | 换收银机纸卷 | 2025-03-13 | normal | done\nTD-2 | 给车队报价 | 2025-03-14 | high | open\n"
             "TD-3 | 盘点内胎 | 2025-03-20 | low | open")
    line = next_line("下一个要到期的待办是哪个？", todos, "list_todos", {}, "今天是 2025-03-12（星期三）。")
    assert line is not None and "TD-2" in line and "TD-1" not in line


def test_dates_and_other_questions_get_no_line():
    assert next_line("what's on next Tuesday?", EVENTS, "list_events", {}, SYSTEM) is None
    assert next_line("下周三有什么安排？", EVENTS, "list_events", {}, SYSTEM) is None
    assert next_line("move the next group ride to 9am", EVENTS, "list_events", {}, SYSTEM) is None  # a change
    assert next_line("when is the next group ride?", EVENTS, "list_events", {}, "") is None  # no today known


def test_a_what_is_next_listing_over_one_day_is_widened():
    from edge_agent.next_row import range_fixes
    fix = range_fixes("when is the next group ride?", "list_events", {"start_date": "2025-03-12", "end_date": "2025-03-12"})
    assert fix and fix[0][:2] == ("end_date", "2025-05-11")
    assert range_fixes("what's on next Tuesday?", "list_events", {"start_date": "2025-03-18", "end_date": "2025-03-18"}) == []
    assert range_fixes("when is the next group ride?", "list_events", {"start_date": "2025-03-12", "end_date": "2025-06-01"}) == []


def test_a_question_about_the_last_time_gets_the_latest_row_up_to_today():
    record = ("id: CU-7\nname: Ines Farah\nnotes: prefers mornings\n\nVisits:\n"
              "V-3 | 2025-02-02 | visit | wheel truing\nV-9 | 2025-03-04 | visit | new chain and cassette\n"
              "V-5 | 2025-01-11 | call | asked about e-bike rental")
    for ask in ("when did Ines last come in, and what did we do?", "Ines 上次来是什么时候？"):
        line = next_line(ask, record, "get_customer", {"id": "CU-7"}, SYSTEM)
        assert line is not None and "V-9" in line and "latest row" in line and "V-3" not in line
    assert next_line("what did Ines do last week?", record, "get_customer", {"id": "CU-7"}, SYSTEM) is None
    assert next_line("when did Ines last come in?", record, "read_file", {"path": "x"}, SYSTEM) is None


def test_a_row_titled_as_cancelled_is_not_next():
    events = ("E-7 | 2025-03-14 10:00 | 2025-03-14 11:00 | [CANCELLED] Engagement shoot - Lee & Park | Pier\n"
              "E-8 | 2025-03-19 16:00 | 2025-03-19 17:00 | Engagement shoot - Ruiz & Kim | Botanic garden")
    line = next_line("when is the next engagement shoot?", events, "list_events", {}, SYSTEM)
    assert line is not None and "E-8" in line and "E-7" not in line
