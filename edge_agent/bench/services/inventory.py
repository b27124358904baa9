"""Inventory: stock levels, reorder points and purchase orders."""
from __future__ import annotations

from pydantic import BaseModel, Field

from edge_agent.bench.services.base import (Row, Seed, ServiceTool, fmt_detail, fmt_list, get_row, next_id,
                                      seed_rows, search_result, search_rows)
from edge_agent.bench.services.registry import Service
from edge_agent.tools.base import ToolError

ITEM_COLUMNS = {"sku": str, "name": str, "stock": int, "reorder_point": int, "unit_cost": float,
                "supplier": str, "location": str}
PO_COLUMNS = {"id": str, "sku": str, "qty": int, "supplier": str, "status": str, "note": str}


class ItemRow(Row):
    sku: str
    name: str
    stock: int
    reorder_point: int = 0
    unit_cost: float = 0
    supplier: str = ""
    location: str = ""


class PurchaseOrderRow(Row):
    id: str | None = None
    sku: str
    qty: int
    supplier: str = ""
    status: str = "submitted"
    note: str = ""


class InventorySeed(Seed):
    items: list[ItemRow] = []
    purchase_orders: list[PurchaseOrderRow] = []


def setup(db, seed: InventorySeed) -> None:
    seed_rows(db, "items", seed.items, columns=ITEM_COLUMNS, pk="sku", prefix="")
    seed_rows(db, "purchase_orders", seed.purchase_orders, columns=PO_COLUMNS, pk="id", prefix="PO-", start=1)


class ListItems(ServiceTool):
    service = "inventory"
    name = "list_items"
    description = "List stock items (optionally matching words, or only those at/below reorder point): sku | name | stock | reorder_point."

    class Args(BaseModel):
        query: str = ""
        below_reorder: bool = False

    def run(self, args, ctx):
        rows = [r for r in self.db(ctx)["items"].rows_where(order_by="sku")
                if not args.below_reorder or r["stock"] <= r["reorder_point"]]
        rows, near = search_rows(rows, args.query, ["sku", "name", "supplier"])
        return search_result(rows, near, ["sku", "name", "stock", "reorder_point"], "items", args.query,
                             "an empty query to list every item")


class GetItem(ServiceTool):
    service = "inventory"
    name = "get_item"
    description = "Show one item: stock, reorder point, unit cost, supplier, location, open purchase orders."

    class Args(BaseModel):
        sku: str

    def run(self, args, ctx):
        db = self.db(ctx)
        item = get_row(db, "items", "sku", args.sku, "item")
        pos = list(db["purchase_orders"].rows_where("sku = ?", [args.sku]))
        return fmt_detail(item) + "\npurchase orders:\n" + fmt_list(pos, ["id", "qty", "status"], "(none)")


class AdjustStock(ServiceTool):
    service = "inventory"
    name = "adjust_stock"
    description = "Add (positive delta) or remove (negative delta) stock, with a reason."

    class Args(BaseModel):
        sku: str
        delta: int
        reason: str

    def run(self, args, ctx):
        db = self.db(ctx)
        item = get_row(db, "items", "sku", args.sku, "item")
        new = item["stock"] + args.delta
        if new < 0:
            raise ToolError(f"{args.sku} has only {item['stock']} in stock")
        db["items"].update(args.sku, {"stock": new})
        return f"{args.sku} stock {item['stock']} -> {new}"


class CreatePurchaseOrder(ServiceTool):
    service = "inventory"
    name = "create_purchase_order"
    description = "Order more of an item from its supplier."

    class Args(BaseModel):
        sku: str
        qty: int = Field(gt=0)
        note: str = ""

    def run(self, args, ctx):
        db = self.db(ctx)
        item = get_row(db, "items", "sku", args.sku, "item")
        po = next_id(db, "purchase_orders", "PO-")
        db["purchase_orders"].insert({"id": po, "sku": args.sku, "qty": args.qty, "supplier": item["supplier"],
                                      "status": "submitted", "note": args.note})
        return f"created {po}: {args.qty} x {args.sku} from {item['supplier']}"


SERVICE = Service("inventory", InventorySeed, setup, (ListItems, GetItem, AdjustStock, CreatePurchaseOrder),
                  ("items", "purchase_orders"))
