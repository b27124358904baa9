"""Mail: an inbox the agent can list, read, search and send from. Sent mail lands in the
`mail` table with folder='sent', which is what graders check."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from edge_agent.bench.services.base import (TODAY, Row, Seed, ServiceTool, fmt_list, get_row, is_internal, join_list,
                                            next_id, search_result, search_rows, seed_rows, split_list)
from edge_agent.bench.services.registry import Service
from edge_agent.tools.base import ToolError

COLUMNS = {"id": str, "folder": str, "sender": str, "to": str, "cc": str, "bcc": str, "subject": str,
           "body": str, "date": str, "read": int}
LIST_FIELDS = ["id", "date", "sender", "subject"]


class MailRow(Row):
    id: str | None = None
    folder: Literal["inbox", "sent", "archive"] = "inbox"
    sender: str
    to: list[str]
    cc: list[str] = []
    bcc: list[str] = []  # only on mail the user sent: other people's bcc is invisible to the recipient
    subject: str
    body: str
    date: str
    read: bool = False


class MailSeed(Seed):
    messages: list[MailRow] = []


def setup(db, seed: MailSeed) -> None:
    seed_rows(db, "mail", seed.messages, columns=COLUMNS, pk="id", prefix="M-", start=101)


def _line_rows(rows):
    return [dict(r, subject=r["subject"] + ("" if r["read"] else "  [unread]")) for r in rows]


class ListEmails(ServiceTool):
    service = "mail"
    untrusted_output = True  # incoming mail is written by whoever sent it
    name = "list_emails"
    paging_args = ("limit",)  # hidden from the model: it set such knobs to 1
    description = "List emails in a folder (inbox, sent, archive), newest first: id | date | from | subject."

    class Args(BaseModel):
        folder: Literal["inbox", "sent", "archive"] = "inbox"
        unread_only: bool = False
        limit: int = Field(20, ge=1, le=100)

    def run(self, args, ctx):
        where, params = "folder = ?", [args.folder]
        if args.unread_only:
            where += " and read = 0"
        rows = list(self.db(ctx)["mail"].rows_where(where, params, order_by="date desc", limit=args.limit))
        if rows:
            return fmt_list(_line_rows(rows), LIST_FIELDS, "")
        others = {f: n for f in ("inbox", "sent", "archive") if f != args.folder
                  and (n := self.db(ctx)["mail"].count_where("folder = ?", [f]))}
        where_else = "; ".join(f"{f} has {n}" for f, n in others.items())
        return f"no {'unread ' if args.unread_only else ''}emails in {args.folder}" + \
            (f" ({where_else}: try list_emails with that folder)" if where_else else "")


class ReadEmail(ServiceTool):
    service = "mail"
    untrusted_output = True  # incoming mail is written by whoever sent it
    name = "read_email"
    description = "Read one email by id (marks it read)."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "mail", "id", args.id, "email")
        db["mail"].update(row["id"], {"read": 1})
        head = [f"From: {row['sender']}", f"To: {row['to']}"]
        if row["cc"]:
            head.append(f"Cc: {row['cc']}")
        if row.get("bcc"):
            head.append(f"Bcc: {row['bcc']}")
        head += [f"Date: {row['date']}", f"Subject: {row['subject']}"]
        return "\n".join(head) + "\n\n" + row["body"]


class SearchEmails(ServiceTool):
    service = "mail"
    untrusted_output = True  # incoming mail is written by whoever sent it
    name = "search_emails"
    description = "Search emails (all folders unless one is given) by words in sender, recipients, subject or body."

    class Args(BaseModel):
        query: str
        folder: Literal["inbox", "sent", "archive"] | None = None

    def run(self, args, ctx):
        rows = [r for r in self.db(ctx)["mail"].rows_where(order_by="date desc")
                if args.folder is None or r["folder"] == args.folder]
        rows, near = search_rows(rows, args.query, ["sender", "to", "cc", "subject", "body"])
        return search_result(_line_rows(rows), near, ["id", "folder"] + LIST_FIELDS[1:], "emails", args.query,
                             "list_emails to see the newest")


class SendEmail(ServiceTool):
    service = "mail"
    sink = "external"
    destination_fields = ("to", "cc", "bcc")

    def sink_for(self, arguments, ctx):
        """App when every recipient (to, cc and bcc) is in an internal domain; otherwise mail leaves the organisation."""
        rcpts = [a for k in self.destination_fields for a in split_list(arguments.get(k))]
        domains = getattr(ctx, "internal_domains", ())
        return "app" if rcpts and all(is_internal(a, domains) for a in rcpts) else "external"
    name = "send_email"
    description = "Send an email. `to`, `cc` and `bcc` are lists of addresses."

    class Args(BaseModel):
        to: list[str] | str
        subject: str
        body: str
        cc: list[str] | str = []
        bcc: list[str] | str = []

    @staticmethod
    def precheck(arguments: dict) -> str | None:
        """Recipients that are names, not addresses: said before the egress check, which would otherwise
        withhold the mail for sending a person's name out (a 0.5B sent `to: ["Alex"]`)."""
        try:
            rcpts = [a for k in ("to", "cc", "bcc") for a in split_list(arguments.get(k))]
        except (AttributeError, TypeError):
            return None  # not text: the argument model reports the shape
        if not split_list(arguments.get("to")):
            return "`to` needs at least one address"
        bad = [a for a in rcpts if "@" not in a]
        if bad:
            return (f"not an email address: {', '.join(bad)}. Look the address up first (search_contacts with the "
                    "name), then send to the address.")
        return None

    def run(self, args, ctx):
        to = split_list(args.to)
        if msg := self.precheck({"to": to, "cc": args.cc, "bcc": args.bcc}):
            raise ToolError(msg)
        db = self.db(ctx)
        for row in db["mail"].rows_where("folder = 'sent' and subject = ? and body = ?", [args.subject, args.body]):
            if split_list(row["to"]) == to:  # a 0.5B sent the same mail twice, the second after looking Alex up again
                raise ToolError(f"not sent again: this mail already went out as {row['id']} to {row['to']}")
        mid = next_id(db, "mail", "M-", 101)
        db["mail"].insert({"id": mid, "folder": "sent", "sender": "me", "to": join_list(to),
                           "cc": join_list(split_list(args.cc)), "bcc": join_list(split_list(args.bcc)),
                           "subject": args.subject,
                           "body": args.body, "date": TODAY, "read": 1})
        return f"sent {mid} to {join_list(to)}"


SERVICE = Service("mail", MailSeed, setup, (ListEmails, ReadEmail, SearchEmails, SendEmail), ("mail",))
