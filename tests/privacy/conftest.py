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
    from edge_agent.privacy.detect import Detector

    return Detector()


@pytest.fixture
def fake_cloud():
    return FakeCloud()
