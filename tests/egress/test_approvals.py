"""Approvers: terminal answers (yes / no / always), the auto policy, callbacks that fail closed,
and one-line errors for a misconfiguration."""
import io

import pytest

from edge_agent.approvals import ApprovalError, ApprovalRequest, AutoPolicy, TerminalApprover, make_approver


def request(tool="send_email", values=(("EMAIL", "[EMAIL_001]"),), tainted=False):
    return ApprovalRequest("r", 2, tool, "external", "(to: x@outside.example)", values, tainted, "why",
                           arguments={"body": "secret-value-123"}, raw_values=("secret-value-123",))


def test_terminal_yes_no_always_and_end_of_input():
    out = io.StringIO()
    ask = TerminalApprover(stdin=io.StringIO("y\nn\nmaybe\na\n"), stdout=out)
    assert ask(request()) is True
    assert ask(request()) is False
    assert ask(request()) is True  # "maybe" is asked again, then "a" = always
    assert ask(request()) is True and out.getvalue().count("approval needed") == 3  # remembered, not asked
    assert TerminalApprover(stdin=io.StringIO(""), stdout=io.StringIO())(request("run_shell")) is False
    assert "secret-value-123" not in out.getvalue()  # the prompt shows placeholders, never values


def test_auto_policy_never_allows_keys_or_tainted_data():
    auto = AutoPolicy()
    assert auto(request()) is True
    assert auto(request(values=(("APIKEY", "[APIKEY_001]"),))) is False
    assert auto(request(tainted=True)) is False


def test_callbacks_fail_closed_and_modes_are_checked():
    def boom(req):
        raise RuntimeError("bug")

    assert make_approver(boom)(request()) is False
    assert make_approver(lambda req: "yes")(request()) is False  # only True is a yes
    assert make_approver("deny")(request()) is False
    with pytest.raises(ApprovalError, match="needs a terminal"):
        make_approver("ask", interactive=False)
    with pytest.raises(ApprovalError, match="unknown approval mode"):
        make_approver("sometimes")


def test_request_row_has_no_raw_content():
    row = request().to_row()
    assert "arguments" not in row and "raw_values" not in row and "secret-value-123" not in str(row)
    assert "secret-value-123" not in repr(request())
