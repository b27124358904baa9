"""An update that replaces a record's text when the request only adds to it is refused with the text to write."""
import json

from edge_agent.records import StepRecord
from edge_agent.text_append import append_refusal

READ = StepRecord(1, "edge", "", "read_note", {"id": "N-5"}, True,
                  "# Quay House - site log\n(id N-5, updated 2025-03-01)\n\n2025-02-27 plasterer done\n"
                  "2025-03-01 electrician booked for the 6th")
ASK = "note down in the Quay House site log that the skip gets collected on Friday"


def test_a_body_that_drops_the_old_text_is_refused_with_old_plus_new():
    msg = append_refusal(ASK, [READ], "update_note", {"id": "N-5", "body": "skip collected Friday"})
    assert msg is not None and "2 lines" in msg
    body = json.loads(msg[msg.index('"'):])
    assert body.startswith("2025-02-27 plasterer done\n2025-03-01 electrician") and body.endswith("skip collected Friday")


def test_old_plus_new_an_edit_request_or_another_tool_pass():
    kept = READ.observation.split("\n\n", 1)[1] + "\nskip collected Friday"
    assert append_refusal(ASK, [READ], "update_note", {"id": "N-5", "body": kept}) is None
    assert append_refusal("在工地日志里把电工那条删掉，加上：周五收垃圾箱", [READ], "update_note",
                          {"id": "N-5", "body": "周五收垃圾箱"}) is None
    assert append_refusal("rewrite the site log as one line: all done", [READ], "update_note",
                          {"id": "N-5", "body": "all done"}) is None
    assert append_refusal(ASK, [READ], "create_note", {"title": "t", "body": "x"}) is None


def test_an_unread_record_is_read_first():
    msg = append_refusal("在项目笔记里记一笔：台面改用石英石", [], "update_note", {"id": "N-1", "body": "台面改用石英石"})
    assert msg is not None and "Read N-1 first (read_note)" in msg


def test_an_edit_of_one_entry_that_keeps_the_others_is_held_to_the_text_read():
    ask = "把工地日志里电工那条改成：电工改到 8 号来，其他条目不要动"
    msg = append_refusal(ask, [READ], "update_note", {"id": "N-5", "body": "电工改到 8 号来"})
    assert msg is not None and "keeps the others" in msg and "plasterer done" in msg
    edited = "2025-02-27 plasterer done\n2025-03-08 electrician (moved)"
    assert append_refusal(ask, [READ], "update_note", {"id": "N-5", "body": edited}) is None
    unread = append_refusal("fix the electrician line in the site log, leave the rest", [], "update_note",
                            {"id": "N-5", "body": "electrician on the 8th"})
    assert unread is not None and "Read N-5 first" in unread


def test_a_plain_update_reads_first_and_keeps_a_long_text():
    log = StepRecord(1, "edge", "", "read_note", {"id": "N-8"}, True,
                     "# Freezer map\n(id N-8, updated 2025-03-01)\n\nshelf 1: buffers\nshelf 2: antibodies\nshelf 3: enzymes")
    ask = "update my freezer note: the enzymes went from shelf 3 to shelf 1 today"
    unread = append_refusal(ask, [], "update_note", {"id": "N-8", "body": "enzymes moved to shelf 1"})
    assert unread is not None and "Read N-8 first" in unread
    msg = append_refusal(ask, [log], "update_note", {"id": "N-8", "body": "enzymes moved to shelf 1"})
    assert msg is not None and "shelf 2: antibodies" in msg
    edited = "shelf 1: buffers, enzymes\nshelf 2: antibodies\nshelf 3: (empty)"
    assert append_refusal(ask, [log], "update_note", {"id": "N-8", "body": edited}) is None
    assert append_refusal("rewrite my freezer note as: all in shelf 1", [], "update_note", {"id": "N-8", "body": "x"}) is None
