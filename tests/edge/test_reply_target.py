"""A reply sent to the address the read mail arrived at (the user's own) is refused with the sender to write to."""
from edge_agent.records import StepRecord
from edge_agent.reply_target import reply_refusal

MAIL = ("From: daniel.kim@northwave.io\nTo: me@northwave.io\nDate: 2025-03-10\nSubject: Q2 offsite - are you in?\n\n"
        "Can you make April 10?")
READ = [StepRecord(0, "edge", "", "search_emails", {"query": "offsite"}, True, "M-101 | inbox | offsite"),
        StepRecord(1, "edge", "", "read_email", {"id": "M-101"}, True, MAIL)]
REQUEST = "帮我回一下 Daniel 问 Q2 offsite 的那封邮件，跟他说我 4 月 10 号可以参加。"


def test_a_reply_to_the_users_own_address_is_refused_with_the_sender():
    msg = reply_refusal(REQUEST, READ, "send_email", {"to": ["me@northwave.io"], "subject": "Re", "body": "yes"})
    assert msg is not None and msg.startswith("not sent") and "daniel.kim@northwave.io" in msg
    assert reply_refusal("Reply to Daniel's offsite mail: I'm in", READ, "send_email", {"to": "me@northwave.io"})


def test_a_reply_to_the_sender_or_a_mail_that_is_no_reply_runs():
    assert reply_refusal(REQUEST, READ, "send_email", {"to": ["daniel.kim@northwave.io"]}) is None
    assert reply_refusal(REQUEST, READ, "send_email", {"to": ["daniel.kim@northwave.io", "me@northwave.io"]}) is None
    assert reply_refusal("Forward Daniel's offsite mail to me", READ, "send_email", {"to": "me@northwave.io"}) is None
    assert reply_refusal(REQUEST, READ[:1], "send_email", {"to": "me@northwave.io"}) is None  # nothing read
    assert reply_refusal(REQUEST, READ, "read_email", {"id": "M-101"}) is None
