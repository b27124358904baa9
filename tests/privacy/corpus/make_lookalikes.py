"""Generate lookalikes.jsonl: hand-written texts where sensitive values sit beside look-alikes
that must stay (versions, order ids, timestamps, hashes, ports, UUIDs, loopback and
documentation IPs, numbers that fail their checksum, dates that are not birth dates).

Markup: [[TYPE|value]] is an annotated sensitive value, {{kind|value}} a decoy. Written for
issue 15 by the detector's author, so it is tuning data, not a held-out test: the held-out
figure comes from the blind corpus. Run: python tests/privacy/corpus/make_lookalikes.py
"""
# ruff: noqa: ISC004  (TEXTS is data: long texts are split over lines inside their tuples)
from __future__ import annotations

import json
import re
from pathlib import Path

TEXTS = [
    ("en", "log", "2025-06-01T08:12:44.120Z INFO api-gateway v{{version|4.12.3}} request_id={{uuid|3f2b8c1e-9a4d-4b7e-8f21-6c0d5e4a9b17}} "
     "client=[[IP_ADDRESS|84.17.203.55]] path=/orders/{{order|ORD-2025-118734}} status=200 took={{number|184}}ms upstream={{ip|127.0.0.1}}:{{port|8080}}"),
    ("en", "log", "Jun 01 03:22:10 bastion sshd[{{pid|48211}}]: Accepted publickey for [[PERSON|mkowalski]] from [[IP_ADDRESS|10.44.7.19]] port {{port|52231}} ssh2: RSA SHA256:{{hash|q8Zp3x0Yk2Lw9VbN4TcR7uE1sA6dF5gH2jK0mQ1}}"),
    ("en", "config", "# staging\nDB_HOST={{ip|192.0.2.44}}\nDB_PORT={{port|5432}}\nDB_URL=postgres://svc_orders:[[SECRET|pL9#xQ2!vR7m]]@db.internal:5432/orders\nAPP_VERSION={{version|2.3.17}}\nBUILD_SHA={{hash|9c1e4f7a2b8d0e3c6f5a1b9d8e7c2f4a0b3d6e91}}"),
    ("en", "ticket", "Ticket {{ticket|INC-0048213}}: customer [[PERSON|Amelia Watson]] ([[EMAIL|amelia.watson@northwind.co.uk]], [[PHONE|+44 7911 123456]]) says card "
     "ending {{last4|4417}} was charged twice on {{date|2025-05-28}} for order {{order|#88123-B}}."),
    ("en", "chat", "hey, the new wifi password is [[PASSWORD|Lantern-42-Otter]] — the old one (from {{date|March 2024}}) stopped working after firmware {{version|1.0.9.2}}"),
    ("en", "chat", "can you pay the contractor? card [[CARD|5425 2334 3010 9903]] exp {{expiry|04/29}} cvc [[CVV|731]]. not the test card {{card_invalid|4111 1111 1111 1112}}"),
    ("en", "hr", "Employee record\nName: [[PERSON|Okonkwo, Chidi]]\nDOB: [[DATE_OF_BIRTH|1987-11-23]]\nStart date: {{date|2021-03-01}}\nSalary: [[AMOUNT|GBP 64,500]]\nNI number: [[NATIONAL_ID|JG 10 37 68 B]]\nEmployee ID: {{employee_id|E-20931}}"),
    ("en", "medical", "Discharge note: patient seen on {{date|12/05/2025}} in ward {{ward|7B}}. History of [[MEDICAL|atrial fibrillation]] and "
     "[[MEDICAL|hypothyroidism]]; continue [[MEDICAL|apixaban 5 mg twice daily]] and [[MEDICAL|levothyroxine 75 mcg]]. Follow-up in {{number|6}} weeks, room {{room|214}}."),
    ("en", "email", "From: [[PERSON|Rafael Souza]] <[[EMAIL|rafael.souza@meridian-logistics.com.br]]>\nSubject: CPF for the contract\n\n"
     "My CPF is [[NATIONAL_ID|529.982.247-25]] and my address is [[ADDRESS|Rua Augusta 1508, 01304-001 São Paulo]]. The contract number is {{contract|CT-2025/0441}}."),
    ("en", "csv", "id,full_name,email,ip,plan,created\n{{row_id|1042}},[[PERSON|Sofia Marino]],[[EMAIL|sofia.marino@alpinemail.it]],[[IP_ADDRESS|151.38.92.7]],{{plan|pro-annual}},{{date|2024-09-30}}"),
    ("en", "stack", "Traceback (most recent call last):\n  File \"/srv/app/billing.py\", line {{line|214}}, in charge\n    stripe.api_key = \"[[APIKEY|sk_live_51Hx9QmK2eVbN4tP7rLw8ZsY]]\"\n"
     "ConnectionError: HTTPSConnectionPool(host='{{ip|203.0.113.7}}', port={{port|443}}) after {{number|3}} retries"),
    ("en", "travel", "Booking for [[PERSON|Hiroshi Tanaka]], passport [[PASSPORT|TK4821930]], born [[DATE_OF_BIRTH|4 April 1975]]. Flight {{flight|NH 212}} departs {{date|2025-07-14}} 10:35, seat {{seat|32A}}."),
    ("en", "kyc", "KYC check: Aadhaar [[NATIONAL_ID|2345 6789 0124]] (verified), PAN [[NATIONAL_ID|BNZPM2501F]], mobile [[PHONE|+91 98765 43210]]. Reference {{ref|KYC-7781-22}}."),
    ("en", "chat", "lol the build number is {{build|20250601.3}} and the hash is {{hash|a3f5c9e1}}, nothing secret here. my PIN for the office door is [[PASSWORD|0719]] btw"),
    ("en", "config", "redis:\n  host: [[IP_ADDRESS|10.0.12.5]]\n  port: {{port|6379}}\n  password: \"[[PASSWORD|r3d!s-Pr0d-2025]]\"\nmetrics:\n  listen: {{ip|0.0.0.0}}:{{port|9100}}\n  ipv6: {{ip|::1}}"),
    ("en", "note", "Reminder: [[PERSON|Garcia, Lucia]] has [[MEDICAL|epilepsy]]; keep her [[MEDICAL|lamotrigine]] in the first-aid kit. Fire drill on {{date|June 3}} at {{time|14:00}}."),
    ("en", "invoice", "Invoice {{invoice|INV-2025-00871}} for [[PERSON|Daniel Fischer]], total due [[AMOUNT|€2.480,00]], IBAN [[IBAN|DE89 3704 0044 0532 0130 00]]. Unit price {{price|12.50}} x {{qty|198}}."),
    ("en", "support", "Steuer-ID [[NATIONAL_ID|65929970489]] belongs to [[PERSON|Jonas Becker]], living at [[ADDRESS|Lindenstraße 8, 50674 Köln]]. Tax year {{year|2024}}, case {{case|2024-DE-88213}}."),
    ("en", "ops", "Failover: primary [[IP_ADDRESS|2a02:6b8:0:1a2b::17]] down, standby [[IP_ADDRESS|10.20.0.8]] took over at {{time|02:17:33}}; docs example {{ip|2001:db8::42}} is unrelated. MAC {{mac|3c:22:fb:9a:01:7e}}."),
    ("en", "chat", "password for the shared drive is still [[PASSWORD|Kestrel#2291]], the SSO token expired and the password policy changed on {{date|May 2}}."),
    ("en", "medical", "Intake: Mr. [[PERSON|Ahmed Khan]], date of birth [[DATE_OF_BIRTH|07/09/1958]], diagnosed with [[MEDICAL|COPD]] in {{year|2019}}, on [[MEDICAL|tiotropium]]. Bed {{bed|12}}, MRN {{mrn|00482913}}."),
    ("en", "sin", "Payroll (Canada): SIN {{sin_invalid|046 454 286}}? No — that one is invalid; the correct SIN is [[NATIONAL_ID|130 692 544]]. Pay period {{period|2025-05}}."),
    ("zh", "log", "2025-06-01 09:12:33 [INFO] 用户[[PERSON|刘洋]]从[[IP_ADDRESS|114.86.23.190]]登录，版本{{version|v3.8.1}}，订单号{{order|DD202506010042}}，端口{{port|443}}。"),
    ("zh", "hr", "员工档案：姓名[[PERSON|周晓燕]]，出生日期[[DATE_OF_BIRTH|1992年8月17日]]，身份证号[[IDCARD|110105199208174223]]，入职日期{{date|2020年3月1日}}，月薪[[AMOUNT|18500元]]，工号{{employee_id|A10293}}。"),
    ("zh", "medical", "门诊记录：患者[[PERSON|黄伟]]，诊断为[[MEDICAL|慢性胃炎]]，伴[[MEDICAL|高血压]]，处方[[MEDICAL|奥美拉唑20mg]]，每日一次。就诊号{{visit|MZ-20250601-0087}}，复诊{{date|6月15日}}。"),
    ("zh", "chat", "[[PERSON|老王]]，公司WiFi密码改成了[[PASSWORD|Kd82!xw9]]，别告诉访客。测试卡号{{card_invalid|6222021234567890127}}不能用。"),
    ("zh", "travel", "[[PERSON|陈思远]]的护照号是[[PASSPORT|EJ4827193]]，航班{{flight|MU5101}}，{{date|7月2日}}出发，座位{{seat|18C}}。"),
    ("zh", "address", "快递寄到[[ADDRESS|广东省深圳市南山区科技园南路15号]]，收件人[[PERSON|林小雨]]，电话[[PHONE|0755-86012345]]，运单号{{tracking|SF1402938475612}}。"),
    ("zh", "config", "数据库配置：host={{ip|127.0.0.1}} port={{port|3306}} user=root 密码=[[PASSWORD|Mysql@2025!]] 版本{{version|8.0.36}}"),
    ("mixed", "ticket", "工单 {{ticket|#55120}}: [[PERSON|Zhang Min]] 反馈 VPN 连不上，client IP [[IP_ADDRESS|58.33.120.7]]，gateway {{ip|192.0.2.1}}，error code {{code|0x80070005}}。"),
    ("mixed", "medical", "Patient [[PERSON|王丽]] (DOB [[DATE_OF_BIRTH|1979-03-08]]) has [[MEDICAL|type 1 diabetes]], uses [[MEDICAL|insulin glargine]] 每晚一次; lab ref {{ref|LAB-2291}}."),
    ("en", "csv", "txn,time,cardholder,amount,sku\n{{txn_id|T-88121}},{{timestamp|2025-06-02T10:11:12Z}},[[PERSON|Okafor, Ngozi]],[[AMOUNT|412.80]],{{sku|KB-2231}}\n"
     "{{txn_id|T-88122}},{{timestamp|2025-06-02T10:15:40Z}},[[PERSON|Lee Min-jun]],[[AMOUNT|99.10]],{{sku|MS-0912}}"),
    ("en", "email", "Hi [[PERSON|Beatriz]],\n\nthe gate code for the warehouse is [[PASSWORD|40417]] until Friday; the server list is unchanged (build {{build|7741}}).\n\nCheers,\n[[PERSON|Tomas Lindqvist]]"),
    ("en", "log", "Jun 02 11:40:03 jump-01 sshd[{{pid|99120}}]: Failed password for [[PERSON|rnakamura]] from [[IP_ADDRESS|10.9.14.77]] port {{port|40112}} ssh2; "
     "earlier Accepted publickey for deploy from {{ip|127.0.0.1}}"),
    ("zh", "chat", "[[PERSON|刘建华]]：这台显示器官网价{{price|¥1899}}，我上个月工资[[AMOUNT|每月21000元]]，还得交房租。"),
    ("zh", "ticket", "问题描述：用户说密码[[PASSWORD|Sunny2024#]]一直提示错误，版本 {{version|2.4.1}}，错误码 {{code|401}}。"),
    ("en", "chat", "[09:12] [[PERSON|Priyanka]]: lunch? the new place charges {{price|$14}} per person @ {{price|$14.50}} each"),
]

_MARK = re.compile(r"\[\[([A-Z_]+)\|([^\]]+)\]\]|\{\{([a-z_0-9]+)\|([^}]+)\}\}")


def render(text: str) -> tuple[str, list[dict], list[dict]]:
    out, spans, decoys, pos = [], [], [], 0
    for m in _MARK.finditer(text):
        out.append(text[pos:m.start()])
        start = sum(len(s) for s in out)
        value = m.group(2) if m.group(1) else m.group(4)
        out.append(value)
        if m.group(1):
            spans.append({"type": m.group(1), "start": start, "end": start + len(value), "value": value})
        else:
            decoys.append({"kind": m.group(3), "start": start, "end": start + len(value), "value": value})
        pos = m.end()
    out.append(text[pos:])
    return "".join(out), spans, decoys


def main() -> None:
    path = Path(__file__).with_name("lookalikes.jsonl")
    with path.open("w", encoding="utf-8") as f:
        for i, (lang, kind, raw) in enumerate(TEXTS):
            text, spans, decoys = render(raw)
            f.write(json.dumps({"id": f"look-{i:03d}", "lang": lang, "kind": kind, "text": text, "spans": spans,
                                "decoys": decoys}, ensure_ascii=False) + "\n")
    print(f"wrote {len(TEXTS)} texts to {path}")


if __name__ == "__main__":
    main()
