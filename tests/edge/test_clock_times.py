"""Clock times of a request, resolved into the system prompt next to its dates (edge_agent.clock_times)."""
import pytest

from edge_agent.clock_times import times_text
from edge_agent.dates import dates_line


@pytest.mark.parametrize("request_text, lang, expected", [
    ("下周二上午10点帮我约王芳一个小时", "zh", "上午10点 = 10:00；一个小时 → 10:00 到 11:00"),
    ("帮我挪到凌晨三点跑吧", "zh", "凌晨三点 = 03:00"),
    ("下午两点半开会，开两个半小时", "zh", "下午两点半 = 14:30；两个半小时 → 14:30 到 17:00"),
    ("晚上8点提醒我", "zh", "晚上8点 = 20:00"),
    ("中午1点吃饭", "zh", "中午1点 = 13:00"),
    ("tell Sarah the demo moved to 3 pm", "en", '"3 pm" = 15:00'),
    ("Put a 30 min call with Sam in my calendar for Monday at 10am.", "en", '"10am" = 10:00; "30 min" → 10:00 to 10:30'),
    ("lunch at noon for an hour", "en", '"noon" = 12:00; "for an hour" → 12:00 to 13:00'),
    ("call at 4 p.m. for 45 minutes", "en", '"4 p.m." = 16:00; "for 45 minutes" → 16:00 to 16:45'),
])
def test_times_are_read_as_people_write_them(request_text, lang, expected):
    assert expected in times_text(request_text, lang)


@pytest.mark.parametrize("request_text, lang", [
    ("3点开会", "zh"),  # morning or afternoon: not said
    ("meet at 3:30", "en"),
    ("what time is my dentist on friday", "en"),
    ("the 3 pmodel build", "en"),
    ("什么时候开会", "zh"),
])
def test_ambiguous_or_absent_times_add_nothing(request_text, lang):
    assert times_text(request_text, lang) == ""


def test_two_times_give_no_end_time():
    text = times_text("move it from 2 a.m. to 3:30 a.m., it runs for an hour", "en")
    assert '"2 a.m." = 02:00' in text and '"3:30 a.m." = 03:30' in text and "to 0" not in text.split("03:30")[1]


def test_the_prompt_line_carries_the_times():
    line = dates_line("下周二上午10点帮我约王芳一个小时", "2025-03-12", "zh")
    assert "下周二 = 2025-03-18" in line and "上午10点 = 10:00" in line


def test_the_start_of_a_range_takes_the_ends_half_of_the_day():
    from edge_agent.clock_times import request_times
    assert [t for _, _, t in request_times("can you hold the studio 2 to 3:30pm on Friday")] == [14 * 60, 15 * 60 + 30]
    assert [t for _, _, t in request_times("the van from 11-1pm")] == [11 * 60, 13 * 60]
    assert [t for _, _, t in request_times("block 9 to 10am")] == [9 * 60, 10 * 60]


def test_a_part_of_the_day_in_words_gives_am_or_pm():
    from edge_agent.clock_times import request_times
    times = [t for _, _, t in request_times("at 9 in the morning, 3 in the afternoon, 7 o'clock in the evening, 10 at night")]
    assert times == [9 * 60, 15 * 60, 19 * 60, 22 * 60]
