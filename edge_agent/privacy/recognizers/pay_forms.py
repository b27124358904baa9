"""Money figures of a payslip (round 7).

A payslip, pay stub or 工资条 lists one person's pay in bare figures: "基本工资 15,000.00  绩效 4,200.00  个税 -1,433.60
实发 24,454.40", "Gross pay 5,210.00 / Tax 842.60 / Net 4,367.40". Only the first may sit right after a pay word that the
amount recognizer knows; the others are named by deductions and line items. In a text that calls itself a payslip,
every figure written as money (thousands grouped, or two decimals) after a label on its line is the person's money.
Percentages, dates, times, IDs (no grouping and no decimals) and figures glued to letters stay.
"""
from __future__ import annotations

import regex as re
from presidio_analyzer import LocalRecognizer, RecognizerResult

from edge_agent.privacy.recognizers.base import SingleEntityRecognizer

_PAYSLIP = re.compile(r"(?i:pay\s?slip|pay\s?stub|salary\s+slip|salary\s+statement|earnings\s+statement|pay\s+statement|"
                      r"pay\s+advice|remuneration\s+statement|gehaltsabrechnung|lohnabrechnung|fiche\s+de\s+paie|"
                      r"bulletin\s+de\s+(?:paie|salaire)|n[óo]mina|busta\s+paga|loonstrook|holerite|contracheque)|"
                      r"工资条|工资单|薪资单|薪资条|薪酬单|薪酬条|工资明细|薪资明细|薪酬明细|給与明細|급여명세서")
# a label (letters or Han) then the figure: "绩效 4,200.00", "Tax: -842.60", "公积金 -1,800.00"
_FIGURE = re.compile(r"(?<=[A-Za-z\p{Han})）][A-Za-z\p{Han} ()（）/&.\-]{0,24}?[:：]?[ \t]*[-−–]?[ \t]*(?:[$€£¥￥₹]|[A-Z]{3}[ \t]?)?)"
                     r"(?<![\d,.])(?:\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{1,3}(?:\.\d{3})+,\d{2}|\d{2,7}[.,]\d{2})(?![\d%A-Za-z]|[.,]\d)")


class PayslipAmountRecognizer(SingleEntityRecognizer):
    ENTITY = "AMOUNT"

    def find(self, text: str) -> list[RecognizerResult]:
        if not _PAYSLIP.search(text):
            return []
        return [self.result(m.start(), m.end(), 0.6) for m in _FIGURE.finditer(text)]


def pay_form_recognizers(lang: str) -> list[LocalRecognizer]:
    return [PayslipAmountRecognizer(lang)]
