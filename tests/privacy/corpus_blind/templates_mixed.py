"""Mixed Chinese/English templates: the code-switching of bilingual teams (中英夹杂的聊天、日志、工单)."""

from __future__ import annotations

from blind_build import D, S, template
from blind_pools import (
    ADDRESSES,
    CONDITIONS_EN,
    CONDITIONS_ZH,
    MEDS_EN,
    MEDS_ZH,
    People,
    phone,
)
from blind_values import Gen


@template("mixed", "chat")
def chat_codeswitch(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    return [
        "帮我 check 一下 ", S("PERSON", a), " 的 account，他说 login 不上。username 是 ", S("PERSON", py),
        "，临时 password 我设成了 ", S("PASSWORD", g.password()), "，让他 first login 之后改掉。release ",
        D("version", g.version()), " 之后这个 bug 就有了，PR ", D("pr_number", f"#{g.r.randint(100, 9999)}"), " 还没 merge。",
    ]


@template("mixed", "chat")
def chat_travel(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    a, _ = pp.zh()
    y, m, d = g.birth()
    return [
        "订机票需要 ", S("PERSON", f"{given} {family}"), " 的 passport number: ", S("PASSPORT", g.passport(g.choice(["US", "UK", "DE"]))),
        "，DOB ", S("DATE_OF_BIRTH", f"{y}/{m:02d}/{d:02d}"), "。", S("PERSON", a), "的护照是 ", S("PASSPORT", g.passport("CN")),
        "。航班 ", D("flight", f"CA{g.r.randint(100, 999)}"), "，", D("date", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}号"),
        "出发，票价 ", D("price", f"¥{g.r.randint(2000, 9000)}"), " 一张 economy。",
    ]


@template("mixed", "log")
def log_app(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        D("timestamp", f"2025-11-{g.r.randint(10, 28)}T{g.r.randint(10, 23)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)}Z"),
        " ERROR order-service ", D("version", g.version()), " 创建订单失败 user_name=", S("PERSON", a), " phone=",
        S("PHONE", phone(g, "CN")), " client_ip=", S("IP_ADDRESS", g.host_ip()), " order=", D("order_id", f"SO{g.digits(12)}"),
        " upstream=", D("doc_ip", g.choice(["192.0.2.44", "198.51.100.20"])), ":", D("port", "9000"), " status=",
        D("http_status", "504"), " 原因: 库存服务超时\n",
    ]


@template("mixed", "ticket")
def ticket_bilingual(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "Ticket ", D("ticket_id", f"SUP-{g.digits(5)}"), " / 客户投诉\nCustomer 客户: ", S("PERSON", f"{given} {family}"),
        "\nEmail: ", S("EMAIL", pp.email(given, family)), "\n描述: 客户在上海门店用信用卡 ", S("CARD", g.card(g.choice(["visa", "mc"]))),
        " 付款 ", S("AMOUNT", f"¥{g.r.randint(500, 20000)}"), "，被重复扣款。Store POS 固件版本 ", D("version", g.version()),
        "，门店 SKU ", D("sku", f"CN-{g.digits(6)}"), "。\nNext step: 联系 finance 退款，", D("date", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日"), "前回复。",
    ]


@template("mixed", "email")
def email_vendor(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    given, family = pp.latin()
    return [
        "Hi ", S("PERSON", given), ",\n\n附件是 invoice ", D("invoice_id", f"INV-{g.digits(6)}"), "，总金额 ",
        S("AMOUNT", f"EUR {g.r.randint(3, 40)},{g.digits(3)}.00"), "。请汇款到下面的账户：\nBeneficiary: ",
        S("PERSON", f"{given} {family}"), "\nIBAN: ", S("IBAN", g.iban()), "\n\n有问题可以打我手机 ", S("PHONE", phone(g, "CN")),
        " 或者发邮件到 ", S("EMAIL", pp.zh_email(py)), "。\n\nBest,\n", S("PERSON", a),
    ]


@template("mixed", "medical_note")
def medical_bilingual(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    y, m, d = g.birth(1950, 1995)
    return [
        "Patient ", S("PERSON", f"{given} {family}"), "（外籍，DOB ", S("DATE_OF_BIRTH", f"{d:02d}-{m:02d}-{y}"), "）\n",
        "主诉：胸闷两周。History: ", S("MEDICAL", g.choice(CONDITIONS_EN)), "，既往", S("MEDICAL", g.choice(CONDITIONS_ZH)),
        "。\n用药 Meds: ", S("MEDICAL", g.choice(MEDS_EN)), "; ", S("MEDICAL", g.choice(MEDS_ZH)), "\n床号 ",
        D("bed", str(g.r.randint(1, 60))), "，检查单号 ", D("lab_id", f"LAB{g.digits(9)}"), "，",
        D("date", f"2025-{g.r.randint(1, 12):02d}-{g.r.randint(1, 28):02d}"), " 复查。",
    ]


@template("mixed", "config")
def config_cn_comments(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "# ============ 生产环境 production ============\n# owner: ", S("PERSON", a), "\nserver:\n  port: ", D("port", "8080"),
        "  # 对外端口\n  bind: ", D("loopback_ip", "::1"), "\nredis:\n  host: ", S("IP_ADDRESS", g.host_ip()),
        "\n  password: ", S("PASSWORD", g.password()), "   # 别提交到 git!\nwechat:\n  app_secret: ",
        S("SECRET", g.chars("0123456789abcdef", 32)), "\n  notify_token: ", S("APIKEY", g.github_token()),
        "\nbuild: ", D("git_hash", g.git_sha(10)), "\n",
    ]


@template("mixed", "json")
def json_order(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "{\"order_id\": \"", D("order_id", g.order_number(16)), "\", \"buyer\": {\"name\": \"", S("PERSON", f"{family}, {given}"),
        "\", \"phone\": \"", S("PHONE", phone(g, g.choice(["JP", "US", "UK"]))), "\", \"ship_to\": \"",
        S("ADDRESS", g.choice(ADDRESSES["JP"] + ADDRESSES["CN"])), "\"}, \"items\": [{\"sku\": \"",
        D("sku", f"JP-{g.digits(7)}"), "\", \"名称\": \"保温杯\", \"unit_price\": ", D("price", f"{g.r.randint(20, 200)}.00"),
        "}], \"备注\": \"请放门口\", \"api\": \"", D("version", g.version()), "\"}",
    ]


@template("mixed", "stacktrace")
def trace_python_cn(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    return [
        "Traceback (most recent call last):\n  File \"sync_contacts.py\", line ", D("line_number", str(g.r.randint(10, 200))),
        ", in <module>\n    upsert(row)\nValueError: 无效的身份证号 for ", S("PERSON", a), ": '", S("IDCARD", g.cn_id()),
        "' (row ", D("number", str(g.r.randint(2, 900))), ", email=", S("EMAIL", pp.zh_email(py)), ")\n",
        "During handling, token=", S("APIKEY", g.openai_key()), " was logged — 需要 rotate\n",
    ]


@template("mixed", "hr_note")
def hr_bilingual(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    given, family = pp.latin()
    return [
        "1:1 notes — ", S("PERSON", a), " (", D("employee_id", f"EMP{g.digits(6)}"), ")\n- 年终 review: meets expectations\n",
        "- 薪资调整 salary adjustment: from ", S("AMOUNT", f"¥{g.r.randint(20, 40)},000"), " to ",
        S("AMOUNT", f"¥{g.r.randint(41, 60)},000"), "/月\n- 她提到最近在治疗 ", S("MEDICAL", g.choice(["焦虑症", "anxiety", "失眠", "insomnia"])),
        "，需要 flexible hours\n- mentor: ", S("PERSON", f"{given} {family}"), "\n- 下次 1:1: ",
        D("date", f"{g.r.randint(1, 12)}/{g.r.randint(1, 28)}"), "\n",
    ]


@template("mixed", "sms")
def sms_bilingual(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "[Airbnb] ", S("PERSON", a), "您好, your check-in code is ", S("PASSWORD", g.pin(g.choice([4, 6]))),
        "。房东 host ", S("PERSON", pp.full()), " 电话 ", S("PHONE", phone(g, g.choice(["UK", "FR", "DE", "JP"]))),
        "。Reservation ", D("reservation_id", f"HM{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}"), "，入住 ",
        D("date", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日"), "。",
    ]


@template("mixed", "shell")
def shell_mixed(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "# 连接测试库 test db\n$ mysql -h ", S("IP_ADDRESS", g.host_ip()), " -P ", D("port", "3306"), " -u ",
        S("PERSON", pp.username(given, family)), " -p'", S("PASSWORD", g.password().replace("'", "")), "'\n",
        "# AWS 凭证\n$ aws configure set aws_access_key_id ", S("APIKEY", g.aws_key_id()), "\n$ aws configure set ",
        "aws_secret_access_key ", S("SECRET", g.aws_secret()), "\n$ docker pull nginx:", D("version", "1.27.2"),
        "  # 拉镜像\n",
    ]


@template("mixed", "form")
def form_bilingual(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    y, m, d = g.birth()
    return [
        "会员注册 Member Registration\n姓名 Name: ", S("PERSON", a), "\n出生日期 Date of Birth: ", S("DATE_OF_BIRTH", f"{y}-{m:02d}-{d:02d}"),
        "\n证件号 ID No.: ", S("IDCARD", g.cn_id((y, m, d))), "\n手机 Mobile: ", S("PHONE", phone(g, "CN")),
        "\nEmail: ", S("EMAIL", pp.zh_email(py)), "\n会员卡类型 Card type: ", D("product", "Gold Plus"),
        "\n注册门店 Store No.: ", D("store_id", f"SH{g.digits(4)}"),
    ]


@template("mixed", "other")
def other_notes(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "Notes：\n1. 给 ", S("PERSON", a), " 打钱 ", S("AMOUNT", f"¥{g.r.randint(1000, 9000)}"), "，account ",
        S("CARD", g.card("unionpay")), "\n2. 续订 ", D("product", "ChatGPT Plus"), " (", D("price", "$20/month"), ")\n",
        "3. 服务器 ", S("IP_ADDRESS", g.host_ip()), " 的 root password 是 ", S("PASSWORD", g.password()), "\n4. 升级到 macOS ",
        D("version", "15.1"), "\n",
    ]


@template("mixed", "csv")
def csv_contacts(g: Gen, pp: People) -> list:
    parts: list = ["name,姓名,mobile,email,备注\n"]
    for _ in range(3):
        a, py = pp.zh()
        parts += [S("PERSON", py.replace(".", " ").title()), ",", S("PERSON", a), ",", S("PHONE", phone(g, "CN")), ",",
                  S("EMAIL", pp.zh_email(py)), ",", g.choice(["客户 VIP", "供应商", "同事 colleague", "面试候选人"]), "\n"]
    parts += ["# exported by CRM ", D("version", g.version()), " at ", D("timestamp", f"2025-11-{g.r.randint(10, 28)} 09:00"), "\n"]
    return parts


@template("mixed", "email")
def email_ssn_visa(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    a, _ = pp.zh()
    return [
        "Hi ", S("PERSON", a), "，\n\n办 H-1B 需要的材料如下 (case ", D("case_id", f"IOE{g.digits(10)}"), "):\n- SSN: ",
        S("SSN", g.ssn()), "\n- 护照 passport: ", S("PASSPORT", g.passport("CN")), "\n- US address: ",
        S("ADDRESS", g.choice(ADDRESSES["US"])), "\n- 年薪 salary: ", S("AMOUNT", f"${g.r.randint(120, 260)},000"),
        "\n\nThanks，\n", S("PERSON", f"{given} {family}"), " (immigration paralegal)\nPortal: https://", D("doc_ip", "192.0.2.80"), "/uscis",
    ]


@template("mixed", "stacktrace")
def trace_node_mongo(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    return [
        "MongoServerError: bad auth : Authentication failed.\n    at Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:",
        D("line_number", str(g.r.randint(200, 500))), ":", D("column", str(g.r.randint(5, 40))), ")\n    at processTicksAndRejections (node:internal/process/task_queues:",
        D("line_number", "95"), ":", D("column", "5"), ")\n// 连接串 from .env: mongodb+srv://", S("PERSON", py), ":", S("SECRET", g.password().replace("@", "").replace("/", "")),
        "@cluster0.ab1cd.mongodb.net/shop\n// 报错用户 ", S("PERSON", a), "，node ", D("version", "v18.19.0"), "\n",
    ]


@template("mixed", "json")
def json_toolcall(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "{\"tool\": \"send_sms\", \"call_id\": \"", D("uuid", g.uuid()), "\", \"arguments\": {\"to\": \"", S("PHONE", phone(g, "CN")),
        "\", \"content\": \"", S("PERSON", a), "您好，您的包裹已到", S("ADDRESS", g.choice(ADDRESSES["CN"])), "驿站\"}, \"model\": \"",
        D("product", "qwen2.5-7b-instruct"), "\", \"temperature\": ", D("number", "0.2"), "}",
    ]


@template("mixed", "other")
def other_meeting_mixed(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    b, _ = pp.zh()
    return [
        "会议纪要 Weekly sync ", D("date", f"2025-11-{g.r.randint(10, 28)}"), "\n- ", S("PERSON", a), "：Q4 bonus 定为 ",
        S("AMOUNT", f"¥{g.r.randint(2, 9)}0,000"), "\n- ", S("PERSON", b), " 下周请假做手术 (", S("MEDICAL", g.choice(["甲状腺结节切除", "knee surgery", "阑尾炎"])),
        ")\n- staging server ", S("IP_ADDRESS", g.host_ip()), " 的 admin password 改成了 ", S("PASSWORD", g.password()),
        "\n- release ", D("version", g.version()), " 推迟到下周\n",
    ]


@template("mixed", "chat")
def chat_slack_gitlab(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        S("PERSON", pp.username(given, family)), "  ", D("time", f"{g.r.randint(9, 11)}:{g.r.randint(10, 59)} AM"), "\nCI 挂了，log 里有 ",
        D("http_status", "401"), "。我先把 GitLab token 贴这里: ", S("APIKEY", "glpat-" + g.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 20)),
        " 用完就 revoke。pipeline ", D("pipeline_id", f"#{g.digits(7)}"), "，commit ", D("git_hash", g.git_sha(8)), "。",
    ]


@template("mixed", "log")
def clean_ci(g: Gen, pp: People) -> list:
    return [
        "CI pipeline ", D("pipeline_id", f"#{g.digits(6, True)}"), " 通过 ✅\n- build 耗时 ", D("number", f"{g.r.randint(2, 9)}m{g.r.randint(10, 59)}s"),
        "\n- tests: ", D("number", str(g.r.randint(300, 900))), " passed，覆盖率 ", D("number", f"{g.r.randint(70, 95)}%"),
        "\n- image tag ", D("version", g.version()), "，digest sha256:", D("file_hash", g.git_sha(64)), "\n- 部署到 staging 之前先在 ",
        D("loopback_ip", "127.0.0.1"), ":", D("port", "3000"), " 验证一下\n",
    ]
