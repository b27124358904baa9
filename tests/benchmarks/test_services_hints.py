"""Services that help a small model find things: Chinese searches match on shared character pairs, an empty
filtered listing names the values that exist, an empty mail folder says where mail is, and a recipient that is
a name (not an address) is answered before the egress rule withholds the mail. Real SQLite services."""
from __future__ import annotations

from edge_agent.bench.services.base import cjk_overlap, empty_hint


def test_a_chinese_query_finds_a_title_sharing_a_word(harness):
    h = harness(tools=["search_notes"],
                services={"notes": {"notes": [{"id": "N-1", "title": "周末购物清单", "body": "牛奶"},
                                              {"id": "N-2", "title": "新房装修开支记录", "body": "瓷砖 1200"}]}})
    found = h.ok("search_notes", query="装修花销")
    assert "closest matches" in found and "N-2" in found and "N-1" not in found
    assert cjk_overlap("装修花销", "新房装修开支记录") == 1 / 3 and cjk_overlap("abc", "abc") == 0.0


def test_an_empty_filtered_listing_names_the_values_that_exist(harness):
    h = harness(tools=["list_expenses"],
                services={"finance": {"expenses": [
                    {"id": "EX-1", "date": "2025-03-05", "employee": "陈晨", "category": "打车", "amount": 86.0},
                    {"id": "EX-2", "date": "2025-03-06", "employee": "陈晨", "category": "餐饮", "amount": 40.0}]}})
    text = h.ok("list_expenses", employee="陈晨", category="打车费报销")
    assert text.startswith("no expenses with employee '陈晨' and category '打车费报销'")
    assert "category values that exist: 打车 (1), 餐饮 (1)" in text  # the closest first
    assert "EX-1" in h.ok("list_expenses", category="打车")
    assert empty_hint([], {"status": None}, "tickets") == "no tickets"


def test_an_empty_mail_folder_says_where_the_mail_is(harness):
    h = harness(tools=["list_emails"],
                services={"mail": {"messages": [{"sender": "billing@brightline.io", "to": ["me@x.com"],
                                                 "subject": "Invoice", "body": "Total 1,250.00", "date": "2025-03-10"}]}})
    assert h.ok("list_emails", folder="sent") == "no emails in sent (inbox has 1: try list_emails with that folder)"


def test_a_recipient_that_is_a_name_is_answered_before_egress(harness):
    h = harness(tools=["send_email"], services={"mail": {}})
    tool = h.registry.get("send_email")
    assert "Look the address up first" in tool.precheck({"to": ["Alex"], "subject": "s", "body": "b"})
    assert tool.precheck({"to": ["alex@example.com"], "subject": "s", "body": "b"}) is None
    obs = h.call("send_email", to=["Alex"], subject="s", body="b")
    assert not obs.ok and "not an email address: Alex" in obs.text


def test_an_empty_date_range_says_where_the_events_are_and_today(harness):
    h = harness(tools=["list_events"],
                services={"calendar": {"events": [{"title": "Design review", "start": "2025-03-13T10:00",
                                                   "end": "2025-03-13T11:00"}]}})
    text = h.ok("list_events", start_date="2023-04-01", end_date="2023-04-04")
    assert text == ("no events between 2023-04-01 and 2023-04-04; the calendar has 1 events, from 2025-03-13 to "
                    "2025-03-13 (today is 2025-03-12).")


def test_a_config_prefix_that_matches_nothing_lists_the_keys_closest_first(harness):
    h = harness(tools=["list_config"],
                services={"config": {"entries": [{"key": "db.pool.size", "value": "20", "updated": "2025-02-01"},
                                                 {"key": "partner_api.request_timeout_ms", "value": "30000",
                                                  "updated": "2025-01-15"}]}})
    text = h.ok("list_config", prefix="partner.")
    assert text.splitlines()[:2] == ["no keys under 'partner.'. Keys that exist (closest first):",
                                     "partner_api.request_timeout_ms | 2025-01-15"]
    assert "payments" not in h.registry.get("list_config").spec().description


def test_lookups_are_read_only_and_setting_the_same_values_is_idempotent():
    from edge_agent.bench.services import service_tools

    tools = {t.name: t for t in service_tools()}
    assert tools["list_config"].read_only and tools["search_contacts"].read_only and not tools["send_email"].read_only
    assert tools["set_config"].idempotent and tools["update_ticket"].idempotent
    assert not tools["add_todo"].idempotent and not tools["send_email"].idempotent


def test_date_and_time_arguments_are_spelled_out_in_the_action_grammar():
    """The calendar and todo tools declare their date shapes as patterns, so the constrained decoder cannot write
    an e-mail address or a run of newlines as an event's start (the folded update tool keeps the pattern)."""
    import jsonschema

    from edge_agent.bench.services import people
    from edge_agent.grammar import action_grammar
    from edge_agent.protocol import action_schema
    from edge_agent.single_field import fold_specs

    schema = action_schema(fold_specs([people.CreateEvent().spec(), people.UpdateEvent().spec(),
                                       people.ListEvents().spec(), people.AddTodo().spec()]))
    grammar = action_grammar(schema)
    assert grammar.count('" " [0-2] [0-9] ":" [0-5] [0-9]') >= 3  # create start/end and the folded update value
    ok = {"tool": "update_event", "arguments": {"id": "E-1", "field": "start", "value": "2025-03-14 10:15"}}
    jsonschema.validate(ok, schema)
    bad = {"tool": "update_event", "arguments": {"id": "E-1", "field": "start", "value": "logistics@northwind.io"}}
    try:
        jsonschema.validate(bad, schema)
        raise AssertionError("an e-mail address passed as a start time")
    except jsonschema.ValidationError:
        pass


def test_a_phone_argument_has_a_phone_numbers_shape():
    """blind11: a 0.5B set a contact's phone to words from the contact's notes; the schema (and so the grammar) holds
    a phone argument to digits, spaces and + ( ) . / -, and every phone the bundled tasks write fits it."""
    import jsonschema

    from edge_agent.bench.services import people
    from edge_agent.protocol import action_schema
    from edge_agent.single_field import fold_specs

    schema = action_schema(fold_specs([people.UpdateContact().spec(), people.AddContact().spec()]))
    for phone in ("+44 7700 900318", "(415) 555-0100", "13588990011", "021 6088 1234"):
        jsonschema.validate({"tool": "update_contact", "arguments": {"id": "C-1", "field": "phone", "value": phone}},
                            schema)
    jsonschema.validate({"tool": "add_contact", "arguments": {"name": "Zoe"}}, schema)  # no phone: fine
    for bad in ("go to the web summit", "call me", ""):
        try:
            jsonschema.validate({"tool": "update_contact", "arguments": {"id": "C-1", "field": "phone", "value": bad}},
                                schema)
            raise AssertionError(f"{bad!r} passed as a phone")
        except jsonschema.ValidationError:
            pass


def test_creating_what_exists_again_is_refused(harness):
    h = harness(tools=["add_todo", "complete_todo", "create_event"], services={
        "todo": {"todos": [{"title": "Renew PASSPORT - post forms"}]},
        "calendar": {"events": [{"id": "E-1", "title": "Design review", "start": "2025-03-14 15:00",
                                 "end": "2025-03-14 16:00"}]}})
    h.ok("complete_todo", id="TD-1")
    again = h.call("add_todo", title="renew passport - post forms")
    assert not again.ok and "TD-1 already has this title (done)" in again.text and len(h.rows("todos")) == 1
    dup = h.call("create_event", title="Design Review", start="2025-03-14 15:00", end="2025-03-14 16:00")
    assert not dup.ok and "E-1 already exists" in dup.text and "update_event" in dup.text
    h.ok("create_event", title="Design review", start="2025-03-21 15:00", end="2025-03-21 16:00")  # another day
    assert len(h.rows("events")) == 2


def test_the_same_mail_is_not_sent_twice(harness):
    h = harness(tools=["send_email"], services={"mail": {"messages": []}})
    h.ok("send_email", to=["alex@brightpath.co"], subject="Late", body="15 minutes late")
    again = h.call("send_email", to=["alex@brightpath.co"], subject="Late", body="15 minutes late")
    assert not again.ok and "already went out as M-101" in again.text
    h.ok("send_email", to=["alex@brightpath.co"], subject="Late", body="20 minutes late now")  # another mail


def test_a_chinese_name_one_character_off_is_a_near_match():
    from edge_agent.bench.services.base import cjk_one_off, search_rows

    rows = [{"name": n, "title": t} for n, t in [("张晓慧", "市场部 活动策划经理"), ("张晓辉", "财务部 会计"),
                                                 ("李小慧", "研发部 前端工程师"), ("陈刚", "IT 支持")]]
    found, _ = search_rows(rows, "张小慧", ["name", "title"])
    assert {r["name"] for r in found} == {"张晓慧", "李小慧"}  # 张晓慧 shares no character pair with 张小慧
    assert cjk_one_off("张小慧", "张晓辉") == 0.0 and cjk_one_off("小慧", "小辉") == 0.0  # two off; too short
