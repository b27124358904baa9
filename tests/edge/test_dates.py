"""Relative dates in the request resolved against today for the system prompt (edge_agent.dates): pure text."""
from __future__ import annotations

from datetime import date

import pytest

from edge_agent.dates import dates_line, resolve
from edge_agent.protocol import system_prompt

WED = date(2025, 3, 12)  # a Wednesday


@pytest.mark.parametrize("text,expected", [
    ("下周二那个预约改到周四同一个时间", [("下周二", "2025-03-18"), ("周四", "2025-03-20")]),  # 周四 shares 下周
    ("Put a call with Sam in my calendar for Monday at 10am.", [("Monday", "2025-03-17")]),
    ("Move next Tuesday's standup to Thursday", [("next Tuesday", "2025-03-18"), ("Thursday", "2025-03-20")]),
    ("this Friday, last Monday", [("this Friday", "2025-03-14"), ("last Monday", "2025-03-03")]),
    ("明天下午和后天", [("明天", "2025-03-13"), ("后天", "2025-03-14")]),
    ("remind me tomorrow, in 3 days, 2 days ago", [("tomorrow", "2025-03-13"), ("in 3 days", "2025-03-15"),
                                                   ("2 days ago", "2025-03-10")]),
    ("paid on March 3rd, due 28 April; 3月28日之前", [("March 3rd", "2025-03-03"), ("28 April", "2025-04-28"),
                                                   ("3月28日", "2025-03-28")]),
    ("星期天 和 下个星期一", [("星期天", "2025-03-16"), ("下个星期一", "2025-03-17")]),
])
def test_the_requests_dates_resolve(text, expected):
    assert [(p, d.isoformat()) for p, d in resolve(text, WED)] == expected


def test_words_that_only_look_like_dates_are_left_alone():
    assert resolve("周杰的电话; 一周天气; I sat on the sun deck; February 30", WED) == []


def test_the_prompt_line_names_today_and_the_dates_in_the_requests_language():
    assert dates_line("the review next Tuesday", "2025-03-12", "en") == (
        'Today is 2025-03-12 (Wednesday). Dates in the request: "next Tuesday" = 2025-03-18 (Tuesday).')
    assert dates_line("下周二", "2025-03-12", "zh") == "今天是 2025-03-12（星期三）。请求中的日期：下周二 = 2025-03-18（星期二）。"
    assert dates_line("anything", "not a date", "en") == ""
    assert "Today is 2025-03-12 (Wednesday)." in system_prompt([], task="list my todos", today="2025-03-12")
    assert system_prompt([], task="x", today="someday").endswith("Today is someday")


def test_a_bare_weekday_in_a_request_about_what_happened_is_the_one_just_past():
    from datetime import date

    from edge_agent.dates import resolve

    wed = date(2025, 3, 12)
    assert resolve("Tom's taxi from Monday is fine, go ahead and approve it", wed) == [("Monday", date(2025, 3, 10))]
    assert resolve("approve Monday's taxi", wed)[0][1] == date(2025, 3, 10)
    assert resolve("The invoice I paid on Tuesday was wrong", wed)[0][1] == date(2025, 3, 11)
    for ahead in ("starting from Monday, move the standup to 10", "from Monday on we meet at 9",
                  "The meeting was moved to Friday", "Book a room for Monday"):
        assert resolve(ahead, wed)[0][1] > wed, ahead


def test_a_week_or_month_named_without_a_day_is_a_period():
    from datetime import date

    from edge_agent.dates import dates_line, ranges

    wed = date(2025, 3, 12)
    assert ranges("When's my 1:1 with Omar next week?", wed) == [("next week", date(2025, 3, 17), date(2025, 3, 23))]
    assert ranges("本周和上个月", wed) == [("本周", date(2025, 3, 10), date(2025, 3, 16)),
                                        ("上个月", date(2025, 2, 1), date(2025, 2, 28))]
    assert ranges("下周二见", wed) == [] and ranges("this Friday", wed) == []  # a day: resolve's
    assert ranges("next month", date(2025, 12, 3)) == [("next month", date(2026, 1, 1), date(2026, 1, 31))]
    assert '"next week" = 2025-03-17 to 2025-03-23' in dates_line("anything next week?", "2025-03-12", "en")
    assert "下周 = 2025-03-17 至 2025-03-23" in dates_line("下周有什么会", "2025-03-12", "zh")
