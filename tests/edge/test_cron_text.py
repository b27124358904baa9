"""Cron schedules in a tool's result are read out in words next to them."""
import pytest

from edge_agent.cron_text import read_out, with_cron_reading
from edge_agent.tools import Observation


@pytest.mark.parametrize("text, expected", [
    ("J-2 | loyalty-points-recalc | 15 1 * * * | enabled", "15 1 * * * (every day at 01:15) |"),
    ("J-1 | webshop-stock-sync | */30 * * * * | enabled", "*/30 * * * * (every 30 minutes) |"),
    ("schedule: 0 9 * * 1-5", "0 9 * * 1-5 (at 09:00 on Monday to Friday)"),
    ("schedule: '0 */6 * * *' -> '0 3 1 * *'", "'0 */6 * * * (every 6 hours at minute 0)' -> '0 3 1 * * (at 03:00 on day 1"),
    ("30 8 * * 1,3,5", "(at 08:30 on Monday, Wednesday, Friday)"),
])
def test_a_schedule_is_read_out(text, expected):
    assert expected in read_out(text)


@pytest.mark.parametrize("text", ["a 1 2 3 4 5 b", "x 5 * * * *x", "61 1 * * *", "version 1.2 * * * *", "3 * 4"])
def test_what_is_no_schedule_or_unsure_stays(text):
    assert read_out(text) == text


def test_only_a_successful_result_changes_and_a_reading_is_not_added_twice():
    obs = Observation(True, "15 1 * * *")
    once = with_cron_reading(obs)
    assert once.text == "15 1 * * * (every day at 01:15)" and with_cron_reading(once).text == once.text
    failed = Observation(False, "15 1 * * *")
    assert with_cron_reading(failed) is failed
