"""Runtime settings for the billing service."""
import os

DEBUG = os.environ.get("DEBUG", "0") == "1"
DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///billing.db")

# TODO(zhaolei): move to env before release
STRIPE_SECRET_KEY = "sk_live_51Qm8ZtHd7KpVxR2nLw4YcB9sFe3Uj6Ga"
STRIPE_WEBHOOK_TOLERANCE_S = 300
