# Extra texts: card security codes and SSNs in less tidy places (hand-written)

c = card("5412", groups=(4, 4, 4, 4), sep=" ")
E("en", "other",
  "phone order notes (Gina, ext 214):\ncaller: mr. hal brody, card " + c + ", expires oh-nine/twenty-eight, sec code seven one three -> typed 713\n"
  "ship to 61 Wharf Rd, Kingston upon Hull HU1 2BX. 2x SKU LMP-33 @ £18.00",
  [("PERSON", "Gina"), ("PERSON", "hal brody"), ("CARD", c), ("CVV", "713"), ("ADDRESS", "61 Wharf Rd, Kingston upon Hull HU1 2BX")],
  [("extension", "ext 214"), ("sku", "SKU LMP-33"), ("price", "£18.00")])

E("en", "medical_note",
  "Insurance pre-auth\nMember: Delgado, Rosa I.  SSN 031-82-7745  DOB 7/4/1958\nRequested: right knee replacement (severe osteoarthritis)\n"
  "Prior meds: naproxen 500 mg BID, cortisone injections x2. Claim ref PA-990213. CPT 27447.",
  [("PERSON", "Delgado, Rosa I."), ("SSN", "031-82-7745"), ("DATE_OF_BIRTH", "7/4/1958"), ("MEDICAL", "right knee replacement"),
   ("MEDICAL", "severe osteoarthritis"), ("MEDICAL", "naproxen 500 mg"), ("MEDICAL", "cortisone injections")],
  [("claim_id", "PA-990213"), ("procedure_code", "CPT 27447")])

c2 = card("6282", groups=(4, 4, 4, 4), sep=" ")
E("zh", "chat",
  "你帮我在官网下单吧 卡号 " + c2 + " 有效期 03/30 背面安全码 527 持卡人 符小雨 下单完就把聊天记录删了",
  [("CARD", c2), ("CVV", "527"), ("PERSON", "符小雨")],
  [("date", "03/30")])

c3 = card("4033", groups=None)
E("mixed", "json",
  '{"trace":"payment debug 支付调试","req":{"pan":"' + c3 + '","cvv2":"886","name":"Eduardo Saraiva","mobile":"+351 934 118 207"},"resp":{"code":"05","desc":"Do not honor 拒绝交易"}}',
  [("CARD", c3), ("CVV", "886"), ("PERSON", "Eduardo Saraiva"), ("PHONE", "+351 934 118 207")],
  [("response_code", "\"code\":\"05\"")])
