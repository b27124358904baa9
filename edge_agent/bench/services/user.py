"""ask_user: the agent's way to ask for clarification, answered from the task's canned replies.

Replies are matched by keyword first (a reply may be reused when its keyword matches
again), otherwise the next unused reply is given in order; when none are left the user
says so. Calls are audited like any tool, so graders can check the agent asked *before*
it acted.
"""
from __future__ import annotations

from pydantic import BaseModel

from edge_agent.bench.services.base import Row, Seed, ServiceTool
from edge_agent.bench.services.registry import Service

NO_MORE = "I have nothing more to add. Please go ahead with your best judgment."


class UserReply(Row):
    keywords: list[str] = []
    reply: str


class UserSeed(Seed):
    replies: list[UserReply] = []


def setup(db, seed: UserSeed) -> None:
    db["user_replies"].create({"n": int, "keywords": str, "reply": str, "used": int}, pk="n", if_not_exists=True)
    for n, r in enumerate(seed.replies):
        db["user_replies"].insert({"n": n, "keywords": "\n".join(k.lower() for k in r.keywords),
                                   "reply": r.reply, "used": 0})


class AskUser(ServiceTool):
    service = "user"
    sink = "local"  # the question goes to the person at this device
    name = "ask_user"
    description = "Ask the user a clarifying question and wait for the answer. Use it when the request is ambiguous."

    class Args(BaseModel):
        question: str

    def run(self, args, ctx):
        table = self.db(ctx)["user_replies"]
        rows = list(table.rows_where(order_by="n"))
        q = args.question.lower()
        match = next((r for r in rows if r["keywords"] and any(k in q for k in r["keywords"].split("\n"))), None)
        if match is None:
            match = next((r for r in rows if not r["used"]), None)
        if match is None:
            return NO_MORE
        table.update(match["n"], {"used": 1})
        return match["reply"]


SERVICE = Service("user", UserSeed, setup, (AskUser,), ("user_replies",))
