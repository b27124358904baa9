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
