"""A write that uses an e-mail address no one gave is refused, with the request's own addresses."""
from edge_agent.invented_address import invented_address
from edge_agent.records import StepRecord

FOUND = [StepRecord(0, "edge", "", "search_contacts", {"query": "jo"}, True,
                    "C-1 | Joanna Whitaker | jo.whitaker@fernleaf.co.uk | Fernleaf Books")]
REQUEST = "Jo at Fernleaf has a new email - jo.whitaker@fernleafbooks.com. can you update her contact?"


def test_an_address_no_one_gave_is_refused_with_the_requests_own():
    msg = invented_address(REQUEST, FOUND, "update_contact", {"id": "C-1", "email": "user@fernleafbooks.com"})
    assert msg is not None and "user@fernleafbooks.com" in msg and "jo.whitaker@fernleafbooks.com" in msg
    folded = invented_address("Joanna's email changed", FOUND, "update_contact",
                              {"id": "C-1", "field": "email", "value": "joanna@fernleaf.com"})
    assert folded is not None and "search_contacts" in folded
    # recipients are the egress rule's to judge (it withholds or asks): not refused here
    assert invented_address("Mail Joanna", FOUND, "send_email", {"to": ["joanna@fernleaf.com"], "body": "x"}) is None


def test_addresses_from_the_request_or_a_result_and_free_text_pass():
    assert invented_address(REQUEST, FOUND, "update_contact", {"id": "C-1", "email": "Jo.Whitaker@FernleafBooks.com"}) is None
    assert invented_address("Mail Joanna", FOUND, "send_email", {"to": "jo.whitaker@fernleaf.co.uk",
                                                                 "body": "write to help@fernleaf.example"}) is None
    assert invented_address(REQUEST, FOUND, "search_contacts", {"query": "x@y.com"}) is None  # not a write


def test_a_role_or_colleague_address_at_a_seen_domain_passes_a_placeholder_does_not():
    mail = [StepRecord(0, "edge", "", "read_email", {"id": "M-1"}, True, "From: zhou.ming@hengda-tech.cn\nTo: me")]
    assert invented_address("add security", mail, "add_contact", {"email": "security@hengda-tech.cn"}) is None
    assert invented_address("add Chen", mail, "add_contact", {"email": "chen.jing@hengda-tech.cn"}) is None
    assert invented_address("add Chen", mail, "add_contact", {"email": "user@hengda-tech.cn"}) is not None
