"""Table cells are sensitive by their column: a bare number under 月薪 is a salary."""
from edge_agent.privacy.columns import column_entities

STAFF = "工号,姓名,部门,手机,身份证号,月薪\nE1021,陈静,财务部,13671628840,310104199207083523,18000\nE1024,刘洋,技术部,13957214406,440305198509216135,32000\n"


def _found(text):
    return {(e.type, e.text) for e in column_entities(text)}


def test_salary_column_cells_are_amounts():
    found = _found(STAFF)
    assert ("AMOUNT", "18000") in found and ("AMOUNT", "32000") in found
    assert ("PERSON", "刘洋") in found and ("PHONE", "13957214406") in found
    assert not any(t == "AMOUNT" and v == "E1024" for t, v in found)  # 工号 is no salary


def test_read_file_line_numbers_and_offsets():
    shown = "\n".join(f"{i}| {line}" for i, line in enumerate(STAFF.splitlines(), 1))
    for e in column_entities(shown):
        assert shown[e.start:e.end] == e.text
    assert ("AMOUNT", "32000") in _found(shown)


def test_quoted_cells_and_tabs():
    text = 'name,email,address\nAnn,"ann@x.org","1 Main St, Springfield"\n'
    assert ("ADDRESS", "1 Main St, Springfield") in _found(text)
    assert ("PASSWORD", "hunter2-x") in _found("host\tpassword\ndb1\thunter2-x\n")
    assert ("SECRET", "tok-123") in _found("host\ttoken\ndb1\ttok-123\n")


def test_tables_without_sensitive_columns_and_prose_are_left_alone():
    # a price column's cells come back typed PRICE, which the detector only uses to drop amounts found in them
    assert _found("sku,price,qty\nA-1,19.99,3\n") == {("PRICE", "19.99")}
    assert _found("We met at 3 pm, salary was discussed, nothing else.\n") == set()


def test_the_table_ends_at_a_line_of_another_shape():
    text = "name,salary\nBo,5000\n\nTotal payroll was 5000 this month, 2 people\n"
    assert [e.text for e in column_entities(text)] == ["Bo", "5000"]  # a name column is sensitive too
