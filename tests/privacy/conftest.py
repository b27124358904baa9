import os

os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""

import pytest  # noqa: E402

from privacy_fakes import FakeCloud  # noqa: E402


@pytest.fixture(scope="session")
def engine():
    """Load spaCy + Presidio once for the whole test session."""
    from edge_agent.privacy import engine as eng

    return eng.get_analyzer()


@pytest.fixture
def detector(engine):
    """The rules alone: the form tests specify what the rules find and leave. The learned tagger after them
    (privacy/tagger.py) has its own tests (test_tagger.py), including that it loses nothing the rules find
    but amounts its amount judge holds prices, and is measured on corpora it was not trained on (docs/privacy.md)."""
    from edge_agent.privacy.detect import Detector

    return Detector(learned=False)


@pytest.fixture
def fake_cloud():
    return FakeCloud()
