import os

import pytest

os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")


def pytest_addoption(parser):
    parser.addoption("--real-models", action="store_true", default=False,
                     help="also run tests marked real_model (real llama.cpp inference; fetches weights once)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--real-models") or os.environ.get("EDGE_AGENT_REAL_MODELS") == "1":
        return
    skip = pytest.mark.skip(reason="real-model test: run with --real-models (CI does)")
    for item in items:
        if "real_model" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _isolated_db(tmp_path, monkeypatch):
    # Never let a test write to the user's real trace store, and never see a real API key.
    monkeypatch.setenv("EDGE_AGENT_DB", str(tmp_path / "traces.db"))
    for k in list(os.environ):
        if k.endswith("_API_KEY"):
            monkeypatch.delenv(k, raising=False)
    yield
