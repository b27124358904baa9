"""Typed failures of a cloud call, so callers can decide without parsing messages.

Every class is a models.chat.ModelError: the agent loop already treats a ModelError as
"this model could not answer this step" and falls back to the edge, so a cloud outage
never needs its own except-clause to keep a run alive. Messages are one line and are
built only from status codes, error kinds and server text that has been scrubbed of the
API key (see openai_client._scrub) — never from request objects, which carry headers.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from edge_agent.models.chat import ContextOverflowError, ModelError

if TYPE_CHECKING:
    from edge_agent.router.retry import AttemptRecord


class CloudError(ModelError):
    """Base of every cloud-call failure.

    kind: a short stable tag for logs and the trace store ("unavailable", "rate_limited", ...).
    status: the last HTTP status seen, if any.
    attempts: one record per HTTP attempt of the failed call, so the step can record why.
    """

    kind = "error"

    def __init__(self, message: str, *, status: int | None = None, attempts: Sequence["AttemptRecord"] = ()):
        # Not super(): in CloudContextOverflow the next class in the MRO is
        # ContextOverflowError, whose __init__ wants token counts, not a message.
        ModelError.__init__(self, message)
        self.status = status
        self.attempts = list(attempts)


class CloudUnavailable(CloudError):
    """Could not reach the server (connect error, reset, timeout) after all retries, or the
    client's circuit breaker is open after repeated failures."""

    kind = "unavailable"


class CloudRateLimited(CloudError):
    """HTTP 429 on every attempt."""

    kind = "rate_limited"


class CloudServerError(CloudError):
    """HTTP 5xx on every attempt."""

    kind = "server_error"


class CloudBadResponse(CloudError):
    """The server answered 2xx but the body is not a usable chat completion."""

    kind = "bad_response"


class CloudAuthError(CloudError):
    """HTTP 401/403, or the configured key is missing. Never retried: it will not heal."""

    kind = "auth"


class CloudRequestError(CloudError):
    """Any other 4xx (unknown model, invalid parameter). Never retried."""

    kind = "bad_request"


class CloudContextOverflow(CloudError, ContextOverflowError):
    """The server says the prompt plus max_tokens does not fit its context window.

    Also a ContextOverflowError, so code that shortens history on overflow handles edge
    and cloud alike. Numbers the server did not state are 0.
    """

    kind = "context_overflow"

    def __init__(self, message: str, *, prompt_tokens: int = 0, n_ctx: int = 0, max_tokens: int = 0,
                 status: int | None = None, attempts: Sequence["AttemptRecord"] = ()):
        # ContextOverflowError.__init__ formats an edge-specific message; set its fields here
        # and keep the server's own (scrubbed) explanation as the message instead.
        self.prompt_tokens, self.n_ctx, self.max_tokens = prompt_tokens, n_ctx, max_tokens
        CloudError.__init__(self, message, status=status, attempts=attempts)


__all__ = [
    "CloudError", "CloudUnavailable", "CloudRateLimited", "CloudServerError", "CloudBadResponse",
    "CloudAuthError", "CloudRequestError", "CloudContextOverflow",
]
