"""Chinese templates: 微信聊天、工单、病历、人事记录、快递短信 and the like, with values written the Chinese way."""

from __future__ import annotations

from blind_build import D, S, template
from blind_pools import ADDRESSES, CONDITIONS_ZH, MEDS_ZH, PRODUCTS_ZH, People, phone
from blind_values import Gen


def _zh_date(y: int, m: int, d: int) -> str:
    return f"{y}年{m}月{d}日"


@template("zh", "chat")
def chat_phone(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    b, _ = pp.zh()
    return [
        S("PERSON", a), "的手机 ", S("PHONE", phone(g, "CN")), "，你明天直接打给他。", S("PERSON", b),
        "说快递寄到", S("ADDRESS", g.choice(ADDRESSES["CN"])), "就行，订单号 ", D("order_id", g.order_number(18)),
        "，下午", D("time", f"{g.r.randint(2, 5)}点"), "前到。",
    ]


@template("zh", "chat")
def chat_wifi(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "家里WiFi名字是 ", D("product", g.choice(["TP-LINK_5G_A3F2", "ChinaNet-8XkQ", "Xiaomi_AX3000"])), "，密码是",
        S("PASSWORD", g.password()), "。本地代理 ", D("loopback_ip", "127.0.0.1"), ":", D("port", "7890"),
        " 不用管。", S("PERSON", a), "的支付宝密码别再用生日了，现在是", S("PASSWORD", g.pin(6)),
        "，我让她改掉。版本升级到 ", D("version", g.version()), " 之后速度快多了。",
    ]


@template("zh", "log")
def log_login(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    return [
        "[", D("timestamp", f"2025-10-{g.r.randint(10, 28)} {g.r.randint(10, 23)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)}.{g.digits(3)}"),
        "] INFO  登录成功 用户=", S("PERSON", py), " 姓名=", S("PERSON", a), " 来源IP=", S("IP_ADDRESS", g.host_ip()),
        " 端口=", D("port", str(g.r.randint(30000, 60000))), " 会话=", D("uuid", g.uuid()), "\n[",
        D("timestamp", f"2025-10-{g.r.randint(10, 28)} {g.r.randint(10, 23)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)}.{g.digits(3)}"),
        "] WARN  短信验证码发送至 ", S("PHONE", phone(g, "CN")), " 返回码 ", D("http_status", "200"),
        " 耗时 ", D("number", str(g.r.randint(40, 900))), "ms\n",
    ]


@template("zh", "log")
def log_payment(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "支付回调 trade_no=", D("order_id", "2025" + g.digits(24)), " 付款人=", S("PERSON", a), " 银行卡=",
        S("CARD", g.card("unionpay", spaced=False)), " 金额=", S("AMOUNT", f"¥{g.r.randint(100, 50000)}.{g.digits(2)}"),
        " 状态=SUCCESS 商户服务器 ", S("IP_ADDRESS", g.host_ip()), " 服务版本 ", D("version", g.version()),
        " 提交 ", D("git_hash", g.git_sha(8)),
    ]


@template("zh", "config")
def config_db(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    pw = g.password().replace("@", "_").replace("#", "_")
    return [
        "# 数据库配置（负责人：", S("PERSON", a), "）\n[mysql]\nhost = ", S("IP_ADDRESS", f"10.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.{g.r.randint(2, 254)}"),
        "\nport = ", D("port", "3306"), "\nuser = report\n# 密码下周更换\npassword = ", S("PASSWORD", pw),
        "\n\n[oss]\n# 阿里云访问密钥\naccess_key_id = ", S("APIKEY", "LTAI" + g.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 20)),
        "\naccess_key_secret = ", S("SECRET", g.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 30)),
        "\nbucket = ", D("product", "prod-report-archive"), "\n# 版本 ", D("version", g.version()), "\n",
    ]


@template("zh", "ticket")
def ticket_refund(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    y, m, d = g.birth()
    price = g.r.randint(199, 8999)
    return [
        "工单编号：", D("ticket_id", f"GD{g.digits(10)}"), "\n客户姓名：", S("PERSON", a), "\n身份证号：",
        S("IDCARD", g.cn_id((y, m, d))), "\n联系电话：", S("PHONE", phone(g, "CN")), "\n问题描述：购买的",
        D("product", g.choice(PRODUCTS_ZH)), "（商品编码 ", D("sku", f"SKU{g.digits(8)}"), "，售价 ",
        D("price", f"¥{price}"), "）屏幕有坏点，申请全额退款 ", S("AMOUNT", f"{price}.00元"),
        "。\n处理时间：", D("date", f"2025-{g.r.randint(1, 12):02d}-{g.r.randint(1, 28):02d}"), "",
    ]


@template("zh", "email")
def email_onboard(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    hr, _ = pp.zh()
    y, m, d = g.birth(1985, 2002)
    return [
        "发件人：", S("EMAIL", pp.zh_email(pp.zh()[1])), "\n收件人：", S("EMAIL", pp.zh_email(py)), "\n主题：入职通知\n\n",
        S("PERSON", a), "您好：\n\n欢迎加入！您的税前月薪为", S("AMOUNT", f"{g.r.randint(12, 60)},000元"),
        "，试用期", D("number", "3"), "个月。请核对您的信息：出生日期 ", S("DATE_OF_BIRTH", _zh_date(y, m, d)),
        "，身份证号 ", S("IDCARD", g.cn_id((y, m, d))), "，工资卡 ", S("CARD", g.card("unionpay", spaced=True)),
        "。\n报到时间：", D("date", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日"), "上午9点。\n\n人力资源部 ",
        S("PERSON", hr),
    ]


@template("zh", "csv")
def csv_staff(g: Gen, pp: People) -> list:
    parts: list = ["工号,姓名,手机,身份证号,住址\n"]
    for _ in range(g.r.randint(3, 4)):
        a, _ = pp.zh()
        parts += [D("employee_id", f"{g.digits(6, True)}"), ",", S("PERSON", a), ",", S("PHONE", phone(g, "CN").replace(" ", "")),
                  ",", S("IDCARD", g.cn_id()), ",", S("ADDRESS", g.choice(ADDRESSES["CN"])), "\n"]
    return parts


@template("zh", "medical_note")
def medical_record(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    y, m, d = g.birth(1945, 1998)
    c1, c2 = g.r.sample(CONDITIONS_ZH, 2)
    m1, m2 = g.r.sample(MEDS_ZH, 2)
    return [
        "门诊病历\n姓名：", S("PERSON", a), "  性别：", g.choice(["男", "女"]), "  出生日期：", S("DATE_OF_BIRTH", f"{y}-{m:02d}-{d:02d}"),
        "\n就诊日期：", D("date", f"2025-{g.r.randint(1, 12):02d}-{g.r.randint(1, 28):02d}"), "  门诊号：",
        D("visit_id", g.digits(10, True)), "\n诊断：", S("MEDICAL", c1), "；", S("MEDICAL", c2), "\n处方：", S("MEDICAL", m1),
        " 每日一次；", S("MEDICAL", m2), " 每日两次\n医嘱：低盐饮食，", D("number", "2"), "周后复诊。\n联系电话：",
        S("PHONE", phone(g, "CN")), "\n医师：", S("PERSON", pp.zh()[0]),
    ]


@template("zh", "hr_note")
def hr_leave(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "人事备忘（保密）\n员工", S("PERSON", a), "因", S("MEDICAL", g.choice(CONDITIONS_ZH)), "申请病假",
        D("number", str(g.r.randint(2, 6))), "周，自", D("date", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日"),
        "起。目前服用", S("MEDICAL", g.choice(MEDS_ZH)), "。病假期间工资按", S("AMOUNT", f"每月{g.r.randint(8, 30)}000元"),
        "的80%发放。直属领导", S("PERSON", pp.zh()[0]), "已知悉。审批单号 ", D("approval_id", f"OA-{g.digits(8)}"), "。",
    ]


@template("zh", "sms")
def sms_express(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "【丰巢】您的快递已到", S("ADDRESS", g.choice(ADDRESSES["CN"])), "快递柜，取件码 ",
        D("pickup_code", g.digits(8, True)), "，收件人", S("PERSON", a), "（", S("PHONE", phone(g, "CN")),
        "），请于", D("date", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日"), "前取件。运单号 ",
        D("tracking_id", f"SF{g.digits(13)}"), "。",
    ]


@template("zh", "sms")
def sms_bank(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "【招商银行】尊敬的", S("PERSON", a), "，您尾号", D("card_tail", g.digits(4)), "的账户于",
        D("timestamp", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日{g.r.randint(10, 23)}:{g.r.randint(10, 59)}"),
        "转入", S("AMOUNT", f"人民币{g.r.randint(1000, 90000)}.{g.digits(2)}元"), "，余额",
        S("AMOUNT", f"{g.r.randint(1000, 300000)}.{g.digits(2)}元"), "。验证码请勿告知他人。",
    ]


@template("zh", "form")
def form_passport(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    y, m, d = g.birth()
    return [
        "出国申请表\n姓名：", S("PERSON", a), "  拼音：", S("PERSON", py.replace(".", " ").upper()), "\n出生日期：",
        S("DATE_OF_BIRTH", _zh_date(y, m, d)), "\n公民身份号码：", S("IDCARD", g.cn_id((y, m, d))), "\n护照号码：",
        S("PASSPORT", g.passport("CN")), "\n有效期至：", D("date", f"20{g.r.randint(28, 35)}年{g.r.randint(1, 12)}月"),
        "\n家庭住址：", S("ADDRESS", g.choice(ADDRESSES["CN"])), "\n紧急联系人电话：", S("PHONE", phone(g, "CN")),
        "\n表格编号：", D("form_id", f"SQ{g.digits(12)}"),
    ]


@template("zh", "shell")
def shell_deploy(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    return [
        "# 部署脚本，", S("PERSON", a), "写的，别动\nexport OPENAI_API_KEY=", S("APIKEY", g.openai_key()),
        "\n# 跳板机\nssh ", S("PERSON", py), "@", S("IP_ADDRESS", g.host_ip()), "\n# 本地测试\ncurl http://",
        D("loopback_ip", "127.0.0.1"), ":", D("port", "8000"), "/health  # 期望返回 ", D("http_status", "200"),
        "\ngit checkout ", D("git_hash", g.git_sha(40)), "\n",
    ]


@template("zh", "json")
def json_profile(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    y, m, d = g.birth()
    return [
        "{\"code\": ", D("http_status", "200"), ", \"msg\": \"成功\", \"trace_id\": \"", D("uuid", g.uuid()),
        "\", \"data\": {\"姓名\": \"", S("PERSON", a), "\", \"手机号\": \"", S("PHONE", phone(g, "CN")),
        "\", \"邮箱\": \"", S("EMAIL", pp.zh_email(py)), "\", \"身份证\": \"", S("IDCARD", g.cn_id((y, m, d))),
        "\", \"生日\": \"", S("DATE_OF_BIRTH", f"{y}-{m:02d}-{d:02d}"), "\", \"收货地址\": \"",
        S("ADDRESS", g.choice(ADDRESSES["CN"])), "\", \"会员等级\": \"黄金\", \"注册时间\": \"",
        D("timestamp", f"2023-{g.r.randint(1, 12):02d}-{g.r.randint(1, 28):02d} 10:00:00"), "\"}}",
    ]


@template("zh", "stacktrace")
def trace_java(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "java.lang.IllegalArgumentException: 手机号格式错误: ", S("PHONE", phone(g, "CN")), " (用户 ", S("PERSON", a), ")\n",
        "\tat com.example.user.PhoneValidator.check(PhoneValidator.java:", D("line_number", str(g.r.randint(20, 99))), ")\n",
        "\tat com.example.user.UserService.update(UserService.java:", D("line_number", str(g.r.randint(100, 400))), ")\n",
        "\t... ", D("number", str(g.r.randint(20, 60))), " more\n请求头 Authorization: Bearer ", S("APIKEY", g.jwt("u" + g.digits(6))),
        "\n请求ID ", D("uuid", g.uuid()),
    ]


@template("zh", "other")
def other_transfer(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    b, _ = pp.zh()
    return [
        "备忘：给", S("PERSON", a), "转房租", S("AMOUNT", f"{g.r.randint(2, 9)}{g.digits(3)}元"), "，收款卡号",
        S("CARD", g.card("unionpay", spaced=g.r.random() < 0.5)), "，开户行工商银行。", S("PERSON", b), "的生日是",
        S("DATE_OF_BIRTH", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日"), "，记得买",
        D("product", g.choice(PRODUCTS_ZH)), "（京东价", D("price", f"{g.r.randint(299, 6999)}元"), "）。",
    ]


@template("zh", "medical_note")
def medical_psych(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "心理科随访记录：患者", S("PERSON", a), "，", D("number", str(g.r.randint(20, 60))), "岁，诊断",
        S("MEDICAL", g.choice(["抑郁症", "焦虑症", "双相情感障碍"])), "，近", D("number", "2"), "周情绪平稳，继续服用",
        S("MEDICAL", g.choice(["舍曲林 50mg", "艾司西酞普兰 10mg", "碳酸锂缓释片 0.3g"])), "。家属", S("PERSON", pp.zh()[0]),
        "电话 ", S("PHONE", phone(g, "CN")), "。下次复诊 ", D("date", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日"), "。",
    ]


@template("zh", "ticket")
def ticket_account(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    return [
        "【工单 ", D("ticket_id", f"#{g.digits(7, True)}"), "】账号无法登录\n用户：", S("PERSON", a), "（", S("EMAIL", pp.zh_email(py)),
        "）\n描述：用户说密码", S("PASSWORD", g.password()), "一直提示错误，客户端版本 ", D("version", g.version()),
        "，错误码 ", D("http_status", "403"), "。\n登录IP：", S("IP_ADDRESS", g.host_ip()), "\n已重置，新临时密码已通过短信发送至",
        S("PHONE", phone(g, "CN")), "。",
    ]


@template("zh", "form")
def form_landlord(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    b, _ = pp.zh()
    return [
        "房屋租赁登记表\n出租人：", S("PERSON", a), "，身份证 ", S("IDCARD", g.cn_id()), "\n承租人：", S("PERSON", b),
        "，电话 ", S("PHONE", phone(g, "CN")), "\n房屋地址：", S("ADDRESS", g.choice(ADDRESSES["CN"])), "\n月租金：",
        S("AMOUNT", f"{g.r.randint(2, 15)},{g.digits(3)}元"), "  押金：", S("AMOUNT", f"{g.r.randint(2, 15)},{g.digits(3)}元"),
        "\n租期：", D("date", "2026年1月1日"), "至", D("date", "2026年12月31日"), "\n合同编号：", D("contract_id", f"ZL-{g.digits(9)}"),
    ]


@template("zh", "hr_note")
def hr_salary(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    y, m, d = g.birth(1980, 2000)
    return [
        "调薪记录：", S("PERSON", a), "，身份证 ", S("IDCARD", g.cn_id((y, m, d))), "，原月薪", S("AMOUNT", f"{g.r.randint(10, 25)}000元"),
        "，调整后", S("AMOUNT", f"{g.r.randint(26, 45)}000元"), "，自", D("date", "2026年1月"), "起执行。工资卡号 ",
        S("CARD", g.card("unionpay", spaced=False)), "。经办人", S("PERSON", pp.zh()[0]), "，流程号 ", D("approval_id", f"HR{g.digits(9)}"), "。",
    ]


@template("zh", "csv")
def csv_orders(g: Gen, pp: People) -> list:
    parts: list = ["订单号,下单时间,收货人,手机,地址,实付金额,商品编码\n"]
    for _ in range(3):
        a, _ = pp.zh()
        parts += [D("order_id", g.order_number(19)), ",", D("timestamp", f"2025/11/{g.r.randint(1, 28)} {g.r.randint(10, 23)}:{g.r.randint(10, 59)}"),
                  ",", S("PERSON", a), ",", S("PHONE", phone(g, "CN").replace(" ", "")), ",", S("ADDRESS", g.choice(ADDRESSES["CN"])),
                  ",", S("AMOUNT", f"{g.r.randint(20, 3000)}.{g.digits(2)}"), ",", D("sku", g.order_number(12)), "\n"]
    return parts


@template("zh", "shell")
def shell_backup(g: Gen, pp: People) -> list:
    a, _py = pp.zh()
    return [
        "#!/bin/bash\n# 每晚备份，出问题找", S("PERSON", a), "（", S("PHONE", phone(g, "CN")), "）\nPGPASSWORD='",
        S("PASSWORD", g.password().replace("'", "")), "' pg_dump -h ", S("IP_ADDRESS", g.host_ip()), " -p ", D("port", "5432"),
        " -U backup crm > /data/crm_$(date +%F).sql\n# 上传到对象存储\nexport COS_SECRET_KEY=", S("SECRET", g.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 32)),
        "\n# 脚本版本 ", D("version", g.version()), "\n",
    ]


@template("zh", "email")
def email_reimburse(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    return [
        "财务部您好：\n\n我是市场部", S("PERSON", a), "，提交", D("date", "10月"), "差旅报销，发票号码 ", D("invoice_id", g.order_number(20)),
        "，合计", S("AMOUNT", f"{g.r.randint(1, 9)},{g.digits(3)}.{g.digits(2)}元"), "。请打到我的招商银行卡 ", S("CARD", g.card("unionpay", spaced=True)),
        "。如有问题请联系 ", S("EMAIL", pp.zh_email(py)), "。\n\n附：酒店订单 ", D("order_id", f"H{g.digits(12)}"), "，房价 ",
        D("price", f"{g.r.randint(300, 900)}元/晚"), "。",
    ]


@template("zh", "chat")
def chat_group(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    b, _ = pp.zh()
    y, m, d = g.birth(1985, 2000)
    p = phone(g, "CN").replace("+86 ", "").replace("+86-", "")
    return [
        "【家庭群】\n", S("PERSON", b), "：下周六是", S("PERSON", a), "生日（", S("DATE_OF_BIRTH", _zh_date(y, m, d)), "），蛋糕订好了，",
        D("price", f"{g.r.randint(168, 588)}元"), "那款\n", S("PERSON", a), "：谢谢！蛋糕送到", S("ADDRESS", g.choice(ADDRESSES["CN"])),
        "，联系我", S("PHONE", p), "\n", S("PERSON", b), "：收到，订单号", D("order_id", g.order_number(16)), "",
    ]


@template("zh", "log")
def log_nginx_v6(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    return [
        S("IP_ADDRESS", f"240e:{g.r.randint(0x100, 0xfff):x}:{g.r.randint(0x1000, 0xffff):x}:{g.r.randint(1, 0xff):x}::{g.r.randint(2, 0xff):x}"),
        " - ", S("PERSON", py), " [", D("timestamp", f"{g.r.randint(10, 28)}/Nov/2025:10:{g.r.randint(10, 59)}:{g.r.randint(10, 59)} +0800"),
        "] \"POST /api/v1/address HTTP/2\" ", D("http_status", "201"), " 312\n# 请求体（调试模式，上线前关闭）：收件人=", S("PERSON", a),
        "&地址=", S("ADDRESS", g.choice(ADDRESSES["CN"])), "&电话=", S("PHONE", phone(g, "CN")), "\n",
        D("loopback_ip", "127.0.0.1"), " - - [", D("timestamp", f"{g.r.randint(10, 28)}/Nov/2025:10:00:00 +0800"), "] \"GET /status\" ",
        D("http_status", "200"), " 2\n",
    ]


@template("zh", "other")
def other_tuition(g: Gen, pp: People) -> list:
    a, _py = pp.zh()
    return [
        "留学缴费清单（", S("PERSON", a), "）\n1. 学费 ", S("AMOUNT", f"£{g.r.randint(18, 38)},{g.digits(3)}"), "，汇入学校账户 IBAN ",
        S("IBAN", g.iban("GB")), "\n2. 护照号 ", S("PASSPORT", g.passport("CN")), "，签证申请号 ", D("application_id", f"GWF{g.digits(9)}"),
        "\n3. 英国手机号 ", S("PHONE", phone(g, "UK")), "\n4. 宿舍地址 ", S("ADDRESS", g.choice(ADDRESSES["UK"])), "\n5. 买",
        D("product", g.choice(PRODUCTS_ZH)), "，官网价 ", D("price", f"¥{g.r.randint(2999, 12999)}"), "\n",
    ]


@template("zh", "email")
def email_sick(g: Gen, pp: People) -> list:
    a, py = pp.zh()
    return [
        "主题：病假申请\n\n领导您好：\n\n我因", S("MEDICAL", g.choice(CONDITIONS_ZH)), "需住院治疗，医生开了", S("MEDICAL", g.choice(MEDS_ZH)),
        "，预计", D("date", f"{g.r.randint(1, 12)}月{g.r.randint(1, 28)}日"), "出院。诊断证明已上传OA（单号 ", D("approval_id", f"BJ{g.digits(8)}"),
        "）。紧急联系人：", S("PERSON", pp.zh()[0]), "，", S("PHONE", phone(g, "CN")), "。\n\n", S("PERSON", a), "\n", S("EMAIL", pp.zh_email(py)),
    ]


@template("zh", "json")
def json_wxpay(g: Gen, pp: People) -> list:
    a, _ = pp.zh()
    return [
        "// 微信支付回调配置，密钥勿外传\n{\n  \"appid\": \"", D("app_id", "wx" + g.chars("0123456789abcdef", 16)), "\",\n  \"mch_id\": \"", D("merchant_id", g.digits(10, True)),
        "\",\n  \"api_v3_key\": \"", S("SECRET", g.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 32)),
        "\",\n  \"notify_url\": \"https://pay.example.cn/notify\",\n  \"payer\": \"", S("PERSON", a), "\",\n  \"total_fee\": \"",
        S("AMOUNT", f"{g.r.randint(100, 99999)}.{g.digits(2)}"), "\",\n  \"out_trade_no\": \"", D("order_id", f"WX{g.digits(20)}"),
        "\",\n  \"商品描述\": \"视频会员连续包年（自动续费）\",\n  \"备注\": \"会员年费\",\n  \"sdk_version\": \"", D("version", g.version()), "\"\n}",
    ]


@template("zh", "other")
def clean_specs(g: Gen, pp: People) -> list:
    return [
        D("product", g.choice(PRODUCTS_ZH)), " 参数：型号 ", D("sku", f"{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-{g.digits(3)}"), "，首发价 ",
        D("price", f"{g.r.randint(999, 9999)}元"), "，固件版本 ", D("version", g.version()), "，上市日期 ", D("date", f"2025年{g.r.randint(1, 12)}月"),
        "。保修期", D("number", "24"), "个月，售后工单请在官网提交。",
    ]


@template("zh", "log")
def clean_service_log(g: Gen, pp: People) -> list:
    return [
        D("timestamp", f"2025-11-{g.r.randint(10, 28)} {g.r.randint(10, 23)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)}"), " 服务启动完成，监听 ",
        D("loopback_ip", "127.0.0.1"), ":", D("port", "9000"), "，版本 ", D("version", g.version()), "，构建 ", D("git_hash", g.git_sha(8)),
        "\n定时任务 ", D("uuid", g.uuid()), " 执行成功，处理订单 ", D("number", str(g.r.randint(100, 9999))), " 笔，耗时 ",
        D("number", f"{g.r.randint(1, 60)}秒"), "，返回码 ", D("http_status", "200"), "\n",
    ]
