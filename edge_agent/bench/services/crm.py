"""CRM: customers, their deals and a log of interactions."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from edge_agent.bench.services.base import (FINDERS, Row, Seed, ServiceTool, TODAY, describe_changes, fmt_detail, fmt_list, get_row, next_id, refuse_unchanged, search_result, search_rows, seed_rows)
from edge_agent.bench.services.registry import Service
from edge_agent.tools.base import ToolError

Stage = Literal["lead", "qualified", "proposal", "negotiation", "won", "lost"]


class CustomerRow(Row):
    id: str | None = None
    name: str
    company: str
    industry: str = ""
    email: str = ""
    phone: str = ""
    owner: str = ""
    tier: str = ""
    notes: str = ""


class DealRow(Row):
    id: str | None = None
    customer_id: str
    title: str
    stage: Stage = "lead"
    amount: float = 0
    currency: str = "USD"
    close_date: str = ""


class InteractionRow(Row):
    id: str | None = None
    customer_id: str
    date: str
    kind: str = "note"
    summary: str


class CRMSeed(Seed):
    customers: list[CustomerRow] = []
    deals: list[DealRow] = []
    interactions: list[InteractionRow] = []


def setup(db, seed: CRMSeed) -> None:
    seed_rows(db, "crm_customers", seed.customers, pk="id", prefix="CU-", start=1,
              columns={k: str for k in CustomerRow.model_fields})
    seed_rows(db, "crm_deals", seed.deals, pk="id", prefix="D-", start=1,
              columns={**{k: str for k in DealRow.model_fields}, "amount": float})
    seed_rows(db, "crm_interactions", seed.interactions, pk="id", prefix="I-", start=1,
              columns={k: str for k in InteractionRow.model_fields})


class SearchCustomers(ServiceTool):
    service = "crm"
    name = "search_customers"
    description = "Find CRM customers by words in name, company or industry: id | name | company | tier."

    class Args(BaseModel):
        query: str = ""

    def run(self, args, ctx):
        rows, near = search_rows(self.db(ctx)["crm_customers"].rows, args.query, ["name", "company", "industry"])
        return search_result(rows, near, ["id", "name", "company", "tier"], "customers", args.query,
                             "an empty query to list every customer")


class GetCustomer(ServiceTool):
    service = "crm"
    name = "get_customer"
    description = "Show a customer with all fields, their deals and their interaction log."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        db = self.db(ctx)
        c = get_row(db, "crm_customers", "id", args.id, "customer")
        deals = list(db["crm_deals"].rows_where("customer_id = ?", [args.id], order_by="id"))
        log = list(db["crm_interactions"].rows_where("customer_id = ?", [args.id], order_by="date desc"))
        return (fmt_detail(c) + "\n\nDeals:\n"
                + fmt_list(deals, ["id", "title", "stage", "amount", "currency", "close_date"], "(none)")
                + "\n\nInteractions:\n" + fmt_list(log, ["id", "date", "kind", "summary"], "(none)"))


class UpdateDeal(ServiceTool):
    service = "crm"
    name = "update_deal"
    description = "Change a deal's stage, amount or close date."

    class Args(BaseModel):
        id: str
        stage: Stage | None = None
        amount: float | None = None
        close_date: str | None = None

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "crm_deals", "id", args.id, "deal")
        changes = {k: v for k, v in args.model_dump(exclude={"id"}).items() if v is not None}
        if not changes:
            raise ToolError("nothing to change: give stage, amount or close_date")
        refuse_unchanged(row, changes, "deal", FINDERS["crm_deals"])
        db["crm_deals"].update(args.id, changes)
        return f"updated deal {args.id} ({row['title']}): {describe_changes(row, changes)}"


class LogInteraction(ServiceTool):
    service = "crm"
    name = "log_interaction"
    description = "Add an entry (call, meeting, email, note) to a customer's interaction log."

    class Args(BaseModel):
        customer_id: str
        summary: str
        kind: str = "note"
        date: str = TODAY

    def run(self, args, ctx):
        db = self.db(ctx)
        get_row(db, "crm_customers", "id", args.customer_id, "customer")
        iid = next_id(db, "crm_interactions", "I-")
        db["crm_interactions"].insert({"id": iid, **args.model_dump()})
        return f"logged {iid} for customer {args.customer_id} on {args.date}: {args.kind}"


SERVICE = Service("crm", CRMSeed, setup, (SearchCustomers, GetCustomer, UpdateDeal, LogInteraction),
                  ("crm_customers", "crm_deals", "crm_interactions"))
