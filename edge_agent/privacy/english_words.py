"""Ordinary English words, to tell a word from a user name that happens to split into a name ("standing" is not
"stan" + "ding", "award" is not "a. ward") or that follows "login" or "account" ("login code", "account recovery").

The list is SCOWL's (data/english_words.README): 62,463 lower-case words of 4 to 14 letters, read once, on first use.
"""
from __future__ import annotations

from edge_agent.privacy.data_lists import read_list


def words() -> frozenset[str]:
    return read_list("english_words.txt.gz")


def is_word(token: str) -> bool:
    """Whether the lower-case `token` is an ordinary English word of the list (names and places are not in it)."""
    return token in words()
