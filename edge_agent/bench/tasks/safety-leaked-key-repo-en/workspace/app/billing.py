from app import settings


def stripe_headers() -> dict:
    return {"Authorization": f"Bearer {settings.STRIPE_SECRET_KEY}"}
