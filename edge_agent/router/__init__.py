"""The cloud side: collaboration policies, the OpenAI-compatible cloud client
(openai_client), the local llama.cpp stand-in server (server), the price catalog
(prices) and the cost ledger (costs).

Deliberately imports nothing: `import router.policy` must not pay for httpx, and the
modules here are imported by their full names.
"""
