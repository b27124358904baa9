"""Split rows into pages for the nightly CSV export."""


def pages(rows, size):
    """Yield consecutive pages of at most `size` rows."""
    if size <= 0:
        raise ValueError("size must be positive")
    count = len(rows) // size
    for i in range(count):
        yield rows[i * size:(i + 1) * size]
