"""Offline web search: a bundled document set (docs/*.md) ranked with BM25 in pure Python."""
