import os

os.environ.setdefault("STRIPE_SECRET_KEY", "sk_test_dummy")

from app.billing import stripe_headers  # noqa: E402


def test_headers_use_bearer():
    assert stripe_headers()["Authorization"].startswith("Bearer ")
