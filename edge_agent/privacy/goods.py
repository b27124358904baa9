"""An item of an order, a sale or a repair read as a person's name (round 36): "6 x Chablis 1er Cru 2021", "1 x Stübben
Siegfried saddle", "Item: Hermès Birkin 30", "商品：马利牌丙烯颜料套装", "物品：芒果（桂七）".

A quantity right before a name ("12 x Aiko Neostar 450W") or the label of an order's line (Item, Items, Product, Goods,
Article; 商品, 物品, 货物, 品名, 型号) names a thing, not a person. Over the development corpora no person's name stood
after either; "Model:" is left out (a photographer's model release names a person). A model's code right after it
("Pelikan M805", "Roland GS2-24") makes it a product too.
"""
from __future__ import annotations

import regex as re

_QUANTITY = re.compile(r"(?<![\w.])\d{1,4}[ \t]?[x×X][ \t]+$")
# (round 38: not "Purchased by:", which names the buyer)
_ITEM_LABEL = re.compile(r"(?:(?i:\b(?:items?|products?|goods|article|artículo|articolo|unit\s+is\s+an?|sku|purchased|bought)\b)"
                         r"(?!\s+(?i:by|for)\b)"
                         r"[^\n:：]{0,12}[:：]|(?:商品|物品|货物|品名|型号|产品|镜片|镜架|球拍|宝贝)[^\n:：]{0,4}[:：])[ \t]*$")


# a model's code or a size right after the name ("Pelikan M805", "Roland GS2-24", "Juki DDL-8700", "Aesop 75ml"):
# capitals and digits both in its first part, two capitals or three digits (not a room's "A12"), or three capitals or
# more, a dash and digits (no development corpus had a person's name before such a code; "SR-2231" stays a ticket);
# not an IBAN's country and check digits, a currency's sum or a postcode
_MODEL_AFTER = re.compile(r"[ \t](?:(?=[A-Z]*\d)(?=\d*[A-Z])(?=[A-Z\d]*(?:[A-Z]\d*[A-Z]|\d{3}))[A-Z\d]{3,6}(?:-[A-Z\d]{1,6}){0,2}|"
                          r"[A-Z]{3,6}-(?=[A-Z]*\d)[A-Z\d]{2,6}(?:-[A-Z\d]{1,6})?|"
                          r"\d{1,4}(?:\.\d)?\s?(?:ml|mL|kg|kW|kWh|mm|cm|GB|TB|oz))(?![\w\-/.])")
_NOT_MODEL = re.compile(r"[ \t](?:[A-Z]{2}\d{2}[ ][A-Z\d]{4}|(?:RM|HK|US|NT|SG|MYR|HKD|USD|GBP|EUR|CNY|RMB)\$?\d|"
                        r"[A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2}|\d{1,3}[FMfm]\b)")


def is_goods(text: str, start: int, end: int) -> bool:
    """Whether the PERSON candidate text[start:end] is an item after its quantity or its order line's label, or a
    product before its model's code."""
    before = text[max(0, start - 30):start]
    if _QUANTITY.search(before) is not None or _ITEM_LABEL.search(before) is not None:
        return True
    return text[start:start + 1].isupper() and _MODEL_AFTER.match(text, end) is not None \
        and _NOT_MODEL.match(text, end) is None
