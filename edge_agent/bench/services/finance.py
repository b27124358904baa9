"""Finance: expense claims to approve or reject against a policy, and customer invoices."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from edge_agent.bench.services.base import (Row, Seed, ServiceTool, empty_hint, fmt_detail, fmt_list, get_row, normalize,
                                            refuse_unchanged, seed_rows)
from edge_agent.bench.services.registry import Service
from edge_agent.tools.base import ToolError

ExpenseStatus = Literal["pending", "approved", "rejected"]
InvoiceStatus = Literal["open", "paid", "overdue", "disputed", "written_off"]


class ExpenseRow(Row):
    id: str | None = None
    employee: str
    date: str
    category: str
    amount: float
    currency: str = "CNY"
    merchant: str = ""
    description: str = ""
    status: ExpenseStatus = "pending"
    note: str = ""


class InvoiceRow(Row):
    id: str | None = None
    customer: str
    email: str = ""
    amount: float
    currency: str = "USD"
    issued: str
    due: str
    status: InvoiceStatus = "open"
    note: str = ""


class FinanceSeed(Seed):
    expenses: list[ExpenseRow] = []
    invoices: list[InvoiceRow] = []


def setup(db, seed: FinanceSeed) -> None:
    seed_rows(db, "expenses", seed.expenses, pk="id", prefix="EX-", start=1,
              columns={**{k: str for k in ExpenseRow.model_fields}, "amount": float})
    seed_rows(db, "invoices", seed.invoices, pk="id", prefix="INV-", start=1,
              columns={**{k: str for k in InvoiceRow.model_fields}, "amount": float})


class ListExpenses(ServiceTool):
    service = "finance"
    name = "list_expenses"
    description = "List expense claims, optionally filtered: id | date | employee | category | amount | currency | status."

    class Args(BaseModel):
        status: ExpenseStatus | None = None
        employee: str | None = None
        category: str | None = None

    def run(self, args, ctx):
        every = list(self.db(ctx)["expenses"].rows_where(order_by="date, id"))
        rows = [r for r in every
                if (args.status is None or r["status"] == args.status)
                and (args.employee is None or normalize(args.employee) in normalize(r["employee"]))
                and (args.category is None or normalize(args.category) == normalize(r["category"]))]
        empty = empty_hint(every, {"status": args.status, "employee": args.employee, "category": args.category},
                           "expenses")
        return fmt_list(rows, ["id", "date", "employee", "category", "amount", "currency", "status"], empty)


class GetExpense(ServiceTool):
    service = "finance"
    name = "get_expense"
    description = "Show one expense claim with merchant and description."

    class Args(BaseModel):
        id: str

    def run(self, args, ctx):
        return fmt_detail(get_row(self.db(ctx), "expenses", "id", args.id, "expense"))


class _Decide(ServiceTool):
    service = "finance"
    verdict: str

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "expenses", "id", args.id, "expense")
        if row["status"] != "pending":
            # an error that teaches: the claims that can still be decided (a 0.5B re-approved EX-1 four times; blind9)
            pending = [r for r in db["expenses"].rows_where("status = ?", ["pending"], order_by="id")][:6]
            which = "; ".join(f"{r['id']} ({r.get('date', '')} {r.get('employee', '')} {r.get('category', '')} "
                              f"{r.get('amount', '')} {r.get('currency', '')})".replace("  ", " ") for r in pending)
            raise ToolError(f"{args.id} is already {row['status']}; only a pending claim can be decided. "
                            + (f"Pending: {which}." if pending else "No claim is pending."))
        db["expenses"].update(args.id, {"status": self.verdict, "note": args.note})
        what = row.get("description") or row.get("employee") or ""
        return f"expense {args.id} ({what}): status 'pending' -> {self.verdict!r}"


class ApproveExpense(_Decide):
    name = "approve_expense"
    description = "Approve a pending expense claim."
    verdict = "approved"

    class Args(BaseModel):
        id: str
        note: str = ""


class RejectExpense(_Decide):
    name = "reject_expense"
    description = "Reject a pending expense claim; the note (the reason) is shown to the employee."
    verdict = "rejected"

    class Args(BaseModel):
        id: str
        note: str


class ListInvoices(ServiceTool):
    service = "finance"
    name = "list_invoices"
    description = "List customer invoices, optionally by status: id | customer | amount | currency | due | status."

    class Args(BaseModel):
        status: InvoiceStatus | None = None

    def run(self, args, ctx):
        every = list(self.db(ctx)["invoices"].rows_where(order_by="due, id"))
        rows = [r for r in every if args.status is None or r["status"] == args.status]
        return fmt_list(rows, ["id", "customer", "email", "amount", "currency", "due", "status"],
                        empty_hint(every, {"status": args.status}, "invoices"))


class UpdateInvoice(ServiceTool):
    service = "finance"
    name = "update_invoice"
    description = "Set an invoice's status and an optional note."

    class Args(BaseModel):
        id: str
        status: InvoiceStatus
        note: str = ""

    def run(self, args, ctx):
        db = self.db(ctx)
        row = get_row(db, "invoices", "id", args.id, "invoice")
        # "now paid (was paid)" let a 0.5B report the paid invoice as the one it marked (blind5 traces)
        refuse_unchanged(row, {"status": args.status}, "invoice", "list_invoices")
        db["invoices"].update(args.id, {"status": args.status, "note": args.note})
        return f"invoice {args.id} is now {args.status} (was {row['status']})"


SERVICE = Service("finance", FinanceSeed, setup,
                  (ListExpenses, GetExpense, ApproveExpense, RejectExpense, ListInvoices, UpdateInvoice),
                  ("expenses", "invoices"))
