"""The runtime's count and sums under a listing, for a question about how many rows or how much they add up to."""
from edge_agent.row_totals import matching_rows, totals_line, with_totals
from edge_agent.tools import Observation

EXPENSES = """EX-1 | 2025-02-18 | Marco Rossi | travel | 1240.0 | EUR | pending
EX-2 | 2025-02-27 | Marco Rossi | meals | 86.5 | EUR | pending
EX-3 | 2025-02-28 | Marco Rossi | travel | 300.0 | EUR | approved
EX-4 | 2025-03-02 | Marta Rossi | hotel | 410.0 | EUR | pending
EX-5 | 2025-03-03 | Marco Rossini | hotel | 99.0 | EUR | pending"""
DESCRIBED = "List expenses: id | date | who | category | amount | currency | status."
TICKETS = """T-1001 | 2025-03-12 | urgent | open | 生产环境订单服务报 500
T-1003 | 2025-03-11 | urgent | pending | CEO 邮箱无法收信
T-1004 | 2025-03-10 | urgent | resolved | VPN 断线
T-1005 | 2025-03-10 | normal | open | 打印机卡纸"""
LEDGER = """日期,区域,项目,金额,付款方式,备注
2025-01-08,厨房,橱柜定金,6000,银行转账,
2025-01-15,卫生间,防水涂料和人工,2800,微信,
2025-01-20,厨房,燃气灶和油烟机,4580,信用卡,
2025-02-01,客厅,灯具,1270,微信,
"""


def test_a_total_over_the_rows_the_request_names():
    line = totals_line("What's the total of Marco Rossi's expense claims that are still pending?", EXPENSES,
                       "list_expenses", {}, DESCRIBED)
    assert line is not None and "2 of 5 rows" in line and "EX-1, EX-2" in line and "amount 1,326.5" in line
    assert "EX-4" not in line and "EX-5" not in line  # another Rossi, a Rossini


def test_a_count_in_chinese_over_english_rows_leaves_closed_ones_out():
    line = totals_line("现在还有几个紧急工单没解决？", TICKETS, "list_tickets", {})
    assert line is not None and "2 of 4 rows" in line and "T-1001, T-1003" in line and "'urgent'" in line
    assert "not closed" in line


def test_a_csv_file_read_is_summed_by_its_header():
    line = totals_line("看一下 renovation_ledger.csv，厨房一共花了多少钱？", LEDGER, "read_file",
                       {"path": "renovation_ledger.csv"})
    assert line is not None and "2 of 4 rows" in line and "金额 10,580" in line


def test_a_month_the_request_names_picks_rows_by_date():
    rows = matching_rows("How much did we spend on hotels in March?", [(r, r.split(" | ")) for r in EXPENSES.split("\n")])
    assert rows is not None and rows[0] == [3, 4]
    assert "month 3" in rows[1]


def test_no_line_when_nothing_picks_or_the_question_is_not_about_rows():
    assert totals_line("Approve Marco's pending taxi claim", EXPENSES, "list_expenses", {}) is None  # a change
    assert totals_line("How many claims are there?", EXPENSES, "list_expenses", {}) is None  # no word picks
    assert totals_line("How many claims does Zoe have?", EXPENSES, "list_expenses", {}) is None  # none left
    assert totals_line("How many rows?", "a\nb", "read_file", {"path": "notes.txt"}) is None


def test_the_line_goes_under_a_successful_listing_only():
    q = "How many pending claims does Marco Rossi have?"
    shown = with_totals(Observation(True, EXPENSES), "list_expenses", {}, q, DESCRIBED)
    assert shown.text.startswith(EXPENSES) and "EX-1, EX-2;" in shown.text
    failed = Observation(False, "no such tool")
    assert with_totals(failed, "list_expenses", {}, q) is failed


def test_a_word_in_the_other_language_counts_by_its_concept_and_one_row_shows_its_numbers():
    tickets = """T-1002 | 2025-03-09 | normal | pending | 退货：书角破损
T-1005 | 2025-03-02 | normal | closed | 退货申请：咖啡豆包装漏气
T-1001 | 2025-03-10 | normal | open | Return request: wrong edition delivered
T-1003 | 2025-03-04 | normal | resolved | Return: duplicate order
T-1004 | 2025-03-11 | normal | open | Where is my order?"""
    line = totals_line("网店现在还有几个退货工单没处理完？", tickets, "list_tickets", {})
    assert line is not None and "2 of 5 rows" in line and "T-1002, T-1001" in line
    items = """BK-LANTERN-DTR | The Lantern Keeper's Daughter (paperback) | 7 | 2
BK-LANTERN-KPR | The Lantern Keeper (hardback) | 3 | 1
BEAN-HOUSE-1KG | House Espresso Blend 1kg | 12 | 4"""
    line = totals_line("how many copies of lantern keepers daughter have we got?", items, "list_items", {},
                       "List items: sku | name | stock | reorder_point.")
    assert line is not None and line.startswith("[runtime: BK-LANTERN-DTR is the row that matches 'daughter'")
    assert line.endswith("; its stock 7; reorder_point 2]") and " 1 " not in line


def test_no_line_for_one_records_amount_or_stock():
    """blind13 (held out, then read): 'how much is it' over invoices got the sum of the rows matching 'invoice' and
    'pay'; 'how many boxes … left' got a count of two rows, and both answers copied the line."""
    invoices = """INV-2 | Bio-Rad | 3145.0 | EUR | 2025-03-10 | paid
INV-3 | Fisher Scientific | 1240.5 | EUR | 2025-03-20 | open
INV-4 | Sigma | 880.0 | EUR | 2025-04-02 | open"""
    assert totals_line("Which supplier invoice do we have to pay next, and how much is it?", invoices,
                       "list_invoices", {}) is None
    tips = """TIP-200-BULK | Pipette tips 200 µL, non-filter, bulk bag | 22 | 10
TIP-F200 | Filter tips 200 µL, sterile (box of 96) | 14 | 5
TIP-F200-BULK | Filter tips 200 µL, bulk | 3 | 2"""
    assert totals_line("how many boxes of the 200 µl filter tips have we got left?", tips, "list_items", {}) is None
    assert totals_line("What's the total of the open invoices?", invoices, "list_invoices", {}) is not None


def test_a_running_total_this_month_uses_the_prompts_month():
    from edge_agent.row_totals import totals_line
    rows = ("EX-7 | 2025-02-27 | Lena Vogt | tools | 80.0 | EUR | approved\n"
            "EX-8 | 2025-03-02 | Lena Vogt | tools | 45.0 | EUR | approved\n"
            "EX-9 | 2025-03-06 | Lena Vogt | travel | 30.0 | EUR | approved\n"
            "EX-10 | 2025-03-09 | Tom Beck | tools | 99.0 | EUR | approved")
    line = totals_line("How much has Lena claimed for tools so far this month?", rows, "list_expenses", {},
                       "List expenses: id | date | employee | category | amount | currency | status.",
                       "Today is 2025-03-12 (Wednesday).")
    assert line is not None and "EX-8" in line and "amount 45" in line and "EX-7" not in line


def test_stock_several_rows_hold_together_is_added_up():
    from edge_agent.row_totals import totals_line
    items = ("HEL-A-1 | Aero helmet - Annex | 7 | 2\nHEL-A-2 | Aero helmet - Basement | 5 | 2\n"
             "HEL-U-1 | Urban helmet - Annex | 3 | 2\nLCK-1 | U-lock | 9 | 4")
    said = "List stock items: sku | name | stock | reorder_point."
    line = totals_line("how many Aero helmets do we have in stock across both rooms?", items, "list_items", {}, said)
    assert line is not None and "HEL-A-1, HEL-A-2" in line and "stock 12" in line
    # one record's stock is its own number; two records without "across/both/in total" are not added up
    one = totals_line("how many Aero helmets do we have left in the Annex?", items, "list_items", {}, said)
    assert one is not None and "HEL-A-1 is the row" in one and "stock 7" in one
    assert totals_line("how many Aero helmets do we have left?", items, "list_items", {}, said) is None


def test_items_are_counted_by_their_stock_unless_kinds_are_counted():
    from edge_agent.row_totals import totals_line
    items = ("SD-64-A | SD card 64GB (bag A) | 5 | 2\nSD-64-B | SD card 64GB (bag B) | 3 | 2\nHDD-4T | 4TB drive | 2 | 1")
    said = "List stock items: sku | name | stock | reorder_point."
    line = totals_line("how many 64GB SD cards have we got altogether?", items, "list_items", {}, said)
    assert line is not None and "together they hold stock 8" in line
    kinds = totals_line("how many kinds of 64GB SD card items do we have altogether?", items, "list_items", {}, said)
    assert kinds is not None and kinds.startswith("[runtime count: 2 of 3")
