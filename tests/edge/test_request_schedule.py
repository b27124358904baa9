"""A job schedule that does not say the request's time, interval or weekday is refused with the cron to write."""
from edge_agent.request_schedule import schedule_refusal

MOVE = "Could you shift the weekly stock sync so it starts at 6am instead of 4am? Keep the rest."


def test_a_move_to_a_new_time_is_checked_against_the_new_time_not_the_old():
    assert "write schedule = '0 6 * * 3'" in schedule_refusal(MOVE, "update_job", {"id": "J-2", "schedule": "0 4 * * 3"})
    assert schedule_refusal(MOVE, "update_job", {"id": "J-2", "schedule": "0 6 * * 3"}) is None
    # the runtime's own reading copied into the argument is refused, with the clean expression
    msg = schedule_refusal(MOVE, "update_job", {"id": "J-2", "schedule": "0 6 * * 3 (every Wednesday at 06:00)"})
    assert "write schedule = '0 6 * * 3'" in msg


def test_chinese_weekday_and_time_and_an_english_weekday_with_a_24_hour_time():
    zh = "新建一个定时任务：每周五晚上 9 点给会员发周报"
    assert "'0 21 * * 5'" in schedule_refusal(zh, "create_job", {"name": "n", "schedule": "09 00 * * *", "command": "c"})
    assert schedule_refusal(zh, "create_job", {"name": "n", "schedule": "0 21 * * FRI", "command": "c"}) is None
    en = "set up a job called tyre-report that runs every thursday at 18:45"
    assert "'45 18 * * 4'" in schedule_refusal(en, "create_job", {"name": "t", "schedule": "45 18 * * *", "command": "c"})


def test_an_interval():
    assert "'*/10 * * * *'" in schedule_refusal("每10分钟同步一次库存", "update_job", {"id": "J", "schedule": "*/30 * * * *"})
    assert "'*/20 * * * *'" in schedule_refusal("make the price sync run every 20 minutes", "update_job",
                                                {"id": "J", "schedule": "0 * * * *"})


def test_nothing_is_checked_without_one_clear_time_or_for_other_calls():
    assert schedule_refusal("turn the newsletter job off for now", "update_job", {"id": "J", "schedule": "0 1 * * *"}) is None
    assert schedule_refusal("run it at 9am or 10am, whichever is free", "update_job", {"id": "J", "schedule": "0 1 * * *"}) is None
    assert schedule_refusal(MOVE, "update_event", {"id": "E", "schedule": "0 4 * * *"}) is None
    assert schedule_refusal(MOVE, "update_job", {"id": "J", "enabled": False}) is None


def test_a_request_that_names_another_time_too_is_left_alone():
    busy = ("The nightly backup collides with the report export at 2 a.m. Move the backup to 00:45 every night; leave "
            "the other jobs as they are.")
    assert schedule_refusal(busy, "update_job", {"id": "J-1", "schedule": "45 0 * * *"}) is None
    assert schedule_refusal(busy, "update_job", {"id": "J-1", "schedule": "0 2 * * *"}) is None
