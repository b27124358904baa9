"""Errors that teach: a miss names the tool to look with and the closest rows; searches fold case,
accents and full-/half-width forms, take partial words, and fall back to near spellings."""
from __future__ import annotations

from edge_agent.bench.services.base import normalize, text_match

CONTACTS = {"contacts": {"contacts": [
    {"id": "C-1", "name": "José Álvarez", "email": "jose@acme.com", "company": "Acme"},
    {"id": "C-2", "name": "Chris Park", "email": "chris@globex.com", "company": "Globex"},
    {"id": "C-3", "name": "王芳", "email": "wang@acme.cn", "company": "Ａｃｍｅ中国"}]}}


def test_normalize_folds_case_accents_and_width():
    assert normalize("  JOSÉ  Álvarez ") == "jose alvarez"
    assert normalize("Ａｃｍｅ１２") == "acme12"
    assert text_match("jose ALV", "José Álvarez") and text_match("acme", "Ａｃｍｅ中国")
    assert not text_match("jose park", "José Álvarez")


def test_search_matches_like_a_user_expects(harness):
    h = harness(tools=["search_contacts"], services=CONTACTS)
    assert "C-1" in h.ok("search_contacts", query="jose")
    assert "C-1" in h.ok("search_contacts", query="Alvarez,")
    assert "C-3" in h.ok("search_contacts", query="acme中国")
    near = h.ok("search_contacts", query="Cris Parc")  # a near spelling
    assert "closest matches" in near and "C-2" in near and "C-1" not in near
    empty = h.ok("search_contacts", query="zzzz")  # a small collection: every row, so the one meant is there
    assert empty.startswith("no contacts match 'zzzz'; all 3 contacts:") and all(f"C-{i}" in empty for i in (1, 2, 3))


def test_a_miss_in_a_large_collection_says_what_to_try(harness):
    many = {"contacts": {"contacts": [{"id": f"C-{i}", "name": f"Person {i}", "email": f"p{i}@x.com"}
                                      for i in range(1, 13)]}}
    h = harness(tools=["search_contacts"], services=many)
    empty = h.ok("search_contacts", query="zzzz")
    assert empty.startswith("no contacts match 'zzzz'.") and "shorter word" in empty and "C-1" not in empty


def test_not_found_names_the_finder_and_the_closest_rows(harness):
    h = harness(tools=["get_contact", "update_contact", "complete_todo"], services={
        **CONTACTS, "todo": {"todos": [{"title": "Renew passport"}, {"title": "Book dentist"}]}})
    miss = h.call("get_contact", id="c-2")
    assert not miss.ok and "search_contacts" in miss.text and "C-2 (Chris Park)" in miss.text
    guess = h.call("complete_todo", id="12345")
    assert not guess.ok and "list_todos" in guess.text and "TD-1 (Renew passport)" in guess.text
    by_name = h.call("complete_todo", id="dentist")
    assert "Closest: TD-2 (Book dentist)" in by_name.text


def test_successes_say_what_changed(harness):
    h = harness(tools=["update_contact", "complete_todo"], services={
        **CONTACTS, "todo": {"todos": [{"title": "Renew passport"}]}})
    assert "email: 'chris@globex.com' -> 'c@p.com'" in h.ok("update_contact", id="C-2", email="c@p.com")
    assert "TD-1 (Renew passport): status 'open' -> 'done'" in h.ok("complete_todo", id="TD-1")
