"""A count the request gives, written as another number in a count field, is refused with the request's number."""
from edge_agent.request_quantity import quantity_refusal, request_counts

HUILA = "roaster just dropped off 6 bags of the colombia huila this morning, can you add them to stock"


def test_the_requests_one_count_is_found_and_dates_money_ids_are_not_counts():
    assert request_counts(HUILA) == [6]
    assert request_counts("A4 打印纸快用完了，帮我下一个 30 箱的采购单。") == [30]
    assert request_counts("补三箱咖啡豆") == [3]
    assert request_counts("Move my 3pm on 2025-03-14 to 4pm, the $120 room, ticket T-1001") == []


def test_another_number_in_a_count_field_is_refused():
    msg = quantity_refusal(HUILA, "adjust_stock", {"sku": "BEAN-COL-HUILA", "delta": 1})
    assert msg is not None and "the request gives 6" in msg
    assert quantity_refusal("帮我下一个 30 箱 A4 纸的采购单", "create_purchase_order", {"sku": "PAP", "qty": 3}) is not None


def test_the_same_count_a_level_to_reach_several_counts_or_a_plan_pass():
    assert quantity_refusal(HUILA, "adjust_stock", {"sku": "BEAN-COL-HUILA", "delta": 6}) is None
    assert quantity_refusal("6 bags came back damaged, take them out of stock", "adjust_stock", {"delta": -6}) is None
    assert quantity_refusal("Place an order that brings us back up to 40 bags", "create_purchase_order",
                            {"qty": 33}) is None
    assert quantity_refusal("order 2 boxes of 12 pens", "create_purchase_order", {"qty": 24}) is None
    assert quantity_refusal("1. add the 6 bags\n2. order more", "adjust_stock", {"delta": 1}) is None
    assert quantity_refusal(HUILA, "get_item", {"sku": "BEAN-COL-HUILA", "delta": 1}) is None


def test_a_delta_takes_its_sign_from_a_request_that_only_takes_out_or_only_puts_in():
    used = "We used 4 of the walnut sample tiles at the client meeting, please take them off stock"
    assert "write delta = -4" in quantity_refusal(used, "adjust_stock", {"sku": "T", "delta": 4})
    assert "delta = -4" in quantity_refusal(used, "adjust_stock", {"sku": "T", "delta": 1})
    assert quantity_refusal(used, "adjust_stock", {"sku": "T", "delta": -4}) is None
    assert "delta is positive" in quantity_refusal("刚到货 5 箱牛奶，帮我入库", "adjust_stock", {"sku": "M", "delta": -5})
    assert "delta is negative" in quantity_refusal("今天卖掉了 2 台旧电脑，库存扣一下", "adjust_stock",
                                                   {"sku": "PC", "delta": 2})
    # both directions, or neither: the sign is the model's
    assert quantity_refusal("5 came back and we sold 5, fix the stock", "adjust_stock", {"delta": 5}) is None
    assert quantity_refusal("set the count of bolts right: 7", "adjust_stock", {"delta": -7}) is None
