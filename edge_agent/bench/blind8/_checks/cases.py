CASES = {}

def reg(tid, fn):
    CASES[tid] = fn

# ---------------- dark rye ----------------
def rye(task):
    L = A("list_items", query="rye")
    po = lambda sku, q: A("create_purchase_order", sku=sku, qty=q, note="restock")
    return [
        ("right: plain", [L, po("FL-RYE-D", 33), fa("Done - I ordered 33 bags of dark rye flour.")], True),
        ("right: get_item first, PO id", [A("list_items"), A("get_item", sku="FL-RYE-D"), po("FL-RYE-D", 33),
            fa("Created PO-2 for 33 x FL-RYE-D (Dark rye flour 25kg) from Hartley Grain Co; 7 in stock + 33 = 40.")], True),
        ("right: words", [L, po("FL-RYE-D", 33), fa("Purchase order placed: 33 bags of Dark rye flour 25kg, which takes us from 7 to 40 bags.")], True),
        ("right: terse", [L, po("FL-RYE-D", 33), fa("Ordered 33.")], True),
        ("wrong: light rye", [L, po("FL-RYE-L", 9), fa("Ordered 9 bags of light rye flour to reach 40.")], False),
        ("wrong: 40 bags", [L, po("FL-RYE-D", 40), fa("Ordered 40 bags of dark rye flour.")], False),
        ("wrong: both rye", [L, po("FL-RYE-D", 33), po("FL-RYE-L", 9), fa("Ordered 33 dark rye and 9 light rye.")], False),
        ("wrong: no order", [L, fa("You should order 33 bags of dark rye flour.")], False),
        ("wrong: 32 qty", [L, po("FL-RYE-D", 32), fa("Ordered 32 bags of dark rye.")], False),
    ]
reg("blind8-dark-rye-reorder-en", rye)

# ---------------- physio ----------------
def physio(task):
    L = A("list_events", start_date="2025-03-13", end_date="2025-03-13")
    mv = A("update_event", id="E-1", start="2025-03-14 10:30", end="2025-03-14 11:15")
    return [
        ("right: update", [L, mv, fa("Moved to Friday 14 March 10:30.")], True),
        ("right: update, 12h answer", [A("list_events", start_date="2025-03-12", end_date="2025-03-20"), mv,
            fa("Helen's appointment is now Fri 3/14 at 10:30 AM - 11:15 AM.")], True),
        ("right: delete+create", [L, A("delete_event", id="E-1"),
            A("create_event", title="Physio - Helen Dawson", start="2025-03-14 10:30", end="2025-03-14 11:15", location="Room 2"),
            fa("Rebooked Helen Dawson for Friday at 10:30.")], True),
        ("right: create new title then delete", [L,
            A("create_event", title="Helen Dawson physio", start="2025-03-14 10:30", end="2025-03-14 11:15"),
            A("delete_event", id="E-1"), fa("Done.")], True),
        ("wrong: moved Mark", [L, A("update_event", id="E-2", start="2025-03-14 15:00", end="2025-03-14 15:45"),
            mv, fa("Moved both Dawsons to Friday.")], False),
        ("wrong: wrong time", [L, A("update_event", id="E-1", start="2025-03-14 11:30", end="2025-03-14 12:15"), fa("Moved to Friday 11:30.")], False),
        ("wrong: created but kept Thursday", [L,
            A("create_event", title="Physio - Helen Dawson", start="2025-03-14 10:30", end="2025-03-14 11:15"), fa("Added Friday.")], False),
        ("wrong: wrong Friday", [L, A("update_event", id="E-1", start="2025-03-21 10:30", end="2025-03-21 11:15"), fa("Moved to Friday 21 March.")], False),
    ]
reg("blind8-physio-move-appointment-en", physio)

# ---------------- northgate ----------------
def inv(task):
    L = A("list_invoices")
    up = lambda i, st="paid": A("update_invoice", id=i, status=st)
    return [
        ("right", [L, up("INV-2"), fa("Marked INV-2 as paid.")], True),
        ("right: by status list", [A("list_invoices", status="overdue"), up("INV-2"), fa("Done: Northgate's February invoice is now paid.")], True),
        ("right: with note", [L, A("update_invoice", id="INV-2", status="paid", note="bank transfer received"), fa("INV-2 ($1,850) paid.")], True),
        ("right: no answer text", [L, up("INV-2"), fa("OK")], True),
        ("wrong: March invoice", [L, up("INV-4"), fa("Marked INV-4 as paid.")], False),
        ("wrong: both Northgate", [L, up("INV-2"), up("INV-4"), fa("Marked both Northgate invoices paid.")], False),
        ("wrong: nothing changed", [L, fa("INV-2 is the February invoice; please mark it paid.")], False),
        ("wrong: disputed", [L, up("INV-2", "disputed"), fa("Updated INV-2.")], False),
    ]
reg("blind8-northgate-invoice-paid-en", inv)

# ---------------- aquarium ----------------
reg("blind8-aquarium-slips-en", answers(
    ["3 kids still haven't returned their slip: Oscar Lindqvist, Maya Brennan and Theo Adeyemi.",
     "Three are still missing - Oscar, Maya and Theo.",
     "Still outstanding (3):\n- Oscar Lindqvist\n- Maya Brennan\n- Theo Adeyemi",
     "3 of the 12 students haven't handed theirs in yet: Theo Adeyemi, Maya Brennan, Oscar Lindqvist.",
     "You're waiting on three permission slips, from Oscar Lindqvist, Maya Brennan and Theo Adeyemi. The other 9 are in.",
     "Oscar Lindqvist, Maya Brennan, Theo Adeyemi."],
    ["2 kids haven't returned theirs: Oscar and Maya.",
     "4 are missing: Oscar, Maya, Theo and Lucy.",
     "4 kids still owe slips: Oscar, Maya and Theo.",
     "Two students are still missing: Oscar and Theo.",
     "Everyone has returned their slip.",
     "Amara Okafor yes, Ben Whitfield yes, Oscar Lindqvist no, Chloe Marchetti yes, Daniel Ruiz yes, Maya Brennan no, Theo Adeyemi no - 3 missing"]))

# ---------------- nightly report ----------------
def job(task):
    L = A("list_jobs")
    up = lambda i, s: A("update_job", id=i, schedule=s)
    return [
        ("right", [L, up("J-2", "30 3 * * 1-5"), fa("Moved to 03:30.")], True),
        ("right: comma weekdays", [L, A("get_job", id="J-2"), up("J-2", "30 3 * * 1,2,3,4,5"), fa("nightly-report now runs at 3:30 am Mon-Fri.")], True),
        ("right: 03", [L, up("J-2", "30 03 * * 1-5"), fa("Done.")], True),
        ("right: spaces", [L, up("J-2", "30  3 * * 1-5"), fa("Rescheduled to half past three on weekdays.")], True),
        ("wrong: every day", [L, up("J-2", "30 3 * * *"), fa("Moved to 3:30.")], False),
        ("wrong: touched v1", [L, up("J-3", "30 3 * * *"), up("J-2", "30 3 * * 1-5"), fa("Moved both report jobs.")], False),
        ("wrong: 3:00", [L, up("J-2", "0 3 * * 1-5"), fa("Moved to 3am.")], False),
        ("wrong: moved backup", [L, up("J-1", "30 3 * * *"), fa("Moved the backup instead.")], False),
        ("wrong: pm", [L, up("J-2", "30 15 * * 1-5"), fa("Moved to 15:30.")], False),
    ]
reg("blind8-nightly-report-clash-en", job)

# ---------------- boiler ----------------
def boiler(task):
    S = A("search_emails", query="boiler")
    G = "greg.hollis@hollislettings.co.uk"
    send = lambda body, to=(G,), cc=(): A("send_email", to=list(to), cc=list(cc), subject="Re: Annual boiler service - pick a slot", body=body)
    return [
        ("right", [S, send("Hi Greg, Tuesday 18 March 9am-12pm works for me. Thanks, Sam")], True),
        ("right: short", [A("list_emails"), A("read_email", id="M-101"), send("Hi Greg - Tuesday morning is fine, see you then."), fa("Sent.")], True),
        ("right: date only", [S, send("Hello Greg,\nThe slot on the 18th (9-12) suits me best; Thursday doesn't work.\nSam"), fa("Replied.")], True),
        ("right: Tue abbrev", [S, send("Tue 18/03 morning works. Cheers"), fa("Told Greg Tuesday morning works.")], True),
        ("wrong: Thursday", [S, send("Hi Greg, Thursday 20 March afternoon works for me."), fa("Replied.")], False),
        ("wrong: cc friend", [S, send("Tuesday morning works.", cc=("jo.kamara@gmail.com",)), fa("Replied.")], False),
        ("wrong: to engineer guess", [S, send("Tuesday morning works.", to=("bookings@brightflame.co.uk",)), fa("Replied.")], False),
        ("wrong: no mail", [S, fa("Tell Greg Tuesday 18 March 9am-12pm works.")], False),
        ("wrong: prefers thursday", [S, send("Hi Greg, I'd prefer Thursday please, Tuesday is tricky."), fa("Replied.")], False),
    ]
reg("blind8-boiler-visit-reply-en", boiler)

# ---------------- pe teacher ----------------
def pe(task):
    S = A("search_contacts", query="陈")
    up = lambda i, ph: A("update_contact", id=i, phone=ph)
    return [
        ("right", [S, up("C-2", "13862907415"), fa("改好了。")], True),
        ("right: spaced", [A("search_contacts", query="体育老师"), up("C-2", "138 6290 7415"), fa("已将陈晓峰老师的号码更新为 138 6290 7415。")], True),
        ("right: dashed", [S, A("get_contact", id="C-2"), up("C-2", "138-6290-7415"), fa("好了")], True),
        ("right: +86", [S, up("C-2", "+86 13862907415"), fa("已更新体育老师陈晓峰的手机号。")], True),
        ("wrong: music teacher", [S, up("C-1", "13862907415"), fa("已更新陈老师的号码。")], False),
        ("wrong: only answered", [S, fa("体育老师陈晓峰的新号码是 13862907415，请手动更新。")], False),
        ("wrong: both", [S, up("C-1", "13862907415"), up("C-2", "13862907415"), fa("两个陈老师都改了。")], False),
        ("wrong: typo", [S, up("C-2", "13862907451"), fa("改好了")], False),
    ]
reg("blind8-pe-teacher-phone-zh", pe)

# ---------------- taxi ----------------
reg("blind8-taxi-claims-total-zh", answers(
    ["小周这个月的打车报销一共 114 元。",
     "合计114元（46.5 + 38 + 29.5）。",
     "周敏 3 月提交了三笔交通（打车）报销：2025-03-03 46.5 元，2025-03-06 38 元，2025-03-10 29.5 元，共 114.00 元。",
     "一共一百一十四元。",
     "Total: ¥114 (3 taxi claims)."],
    ["小周这个月报销一共 240 元。",
     "这个月打车报销一共 176 元（周敏 114，刘洋 62）。",
     "小周打车报销 84.5 元。",
     "小周已批准的打车报销是 46.5 元。",
     "46.5、38、126、62、29.5"]))

# ---------------- printer ----------------
def printer(task):
    L = A("list_tickets")
    up = lambda i, st="closed": A("update_ticket", id=i, status=st)
    cm = lambda i, b, pub=True: A("comment_ticket", id=i, body=b, public=pub)
    return [
        ("right", [L, up("T-1001"), cm("T-1001", "已修复，打印机恢复正常。"), fa("已关闭 T-1001 并留言。")], True),
        ("right: resolved + comment first", [L, A("get_ticket", id="T-1001"), cm("T-1001", "维修师傅今天修好了卡纸问题。"), up("T-1001", "resolved"), fa("好了")], True),
        ("right: internal comment", [L, cm("T-1001", "问题已解决", False), up("T-1001"), fa("已处理")], True),
        ("right: english comment", [L, up("T-1001", "resolved"), cm("T-1001", "Printer repaired by the technician today, jam fixed."), fa("Done")], True),
        ("wrong: projector", [L, up("T-1002"), cm("T-1002", "已修复"), fa("已关闭")], False),
        ("wrong: no comment", [L, up("T-1001"), fa("已关闭 T-1001。")], False),
        ("wrong: comment only", [L, cm("T-1001", "已修好"), fa("已留言")], False),
        ("wrong: closed all open", [L, up("T-1001"), up("T-1002"), cm("T-1001", "已修复"), fa("都关了")], False),
        ("wrong: pending", [L, up("T-1001", "pending"), cm("T-1001", "已修复"), fa("改好了")], False),
    ]
reg("blind8-printer-ticket-close-zh", printer)

# ---------------- grandma dinner ----------------
def dinner(task):
    mk = lambda t, s, e: A("create_event", title=t, start=s, end=e)
    return [
        ("right", [mk("去外婆家吃饭", "2025-03-15 18:30", "2025-03-15 20:30"), fa("加好了")], True),
        ("right: other title", [A("list_events", start_date="2025-03-15", end_date="2025-03-15"), mk("外婆家晚饭", "2025-03-15 18:30", "2025-03-15 20:30"), fa("已添加 3月15日 18:30-20:30。")], True),
        ("right: english title", [mk("Dinner at grandma's", "2025-03-15 18:30", "2025-03-15 20:30"), fa("Added 6:30pm-8:30pm Saturday.")], True),
        ("right: 家庭聚餐", [mk("家庭聚餐（外婆家）", "2025-03-15 18:30", "2025-03-15 20:30"), fa("已加到日历：周六晚 6:30 到 8:30。")], True),
        ("wrong: morning", [mk("去外婆家吃饭", "2025-03-15 06:30", "2025-03-15 08:30"), fa("加好了")], False),
        ("wrong: sunday", [mk("去外婆家吃饭", "2025-03-16 18:30", "2025-03-16 20:30"), fa("加好了")], False),
        ("wrong: 1 hour", [mk("去外婆家吃饭", "2025-03-15 18:30", "2025-03-15 19:30"), fa("加好了")], False),
        ("wrong: moved swimming", [A("update_event", id="E-2", title="去外婆家吃饭", start="2025-03-15 18:30", end="2025-03-15 20:30"), fa("改好了")], False),
        ("wrong: vague title", [mk("事情", "2025-03-15 18:30", "2025-03-15 20:30"), fa("加好了")], False),
    ]
reg("blind8-grandma-dinner-event-zh", dinner)

# ---------------- dance ----------------
reg("blind8-dance-trial-signups-zh", answers(
    ["三月体验课现在一共报了 6 人。",
     "共6人：王可欣、李沐阳、张语桐、陈一诺、刘思彤、黄子涵。",
     "3月22日（周六）的体验课目前有六个小朋友报名。",
     "一共六位。",
     "目前 6 个人报名（3/22 上午10点，A教室）。"],
    ["三月体验课一共报了 8 人。",
     "一共 14 人。",
     "三月 6 人，二月 8 人。",
     "目前 5 人。",
     "一共八个人。"]))

# ---------------- brightway ----------------
reg("blind8-brightway-renewal-mixed", answers(
    ["金额 6,400 USD，预计 2025-04-15 签。",
     "续约金额是 6400 美元，预计 4 月 15 日签下来（目前在谈判阶段）。",
     "The renewal is $6,400, expected to close on April 15, 2025.",
     "6.4k USD，预计 2025/4/15。",
     "Annual maintenance renewal 2025: USD 6400, negotiation stage, close date 15 April 2025."],
    ["金额 1,200 USD，2025-01-20 已签。",
     "6,400 USD，预计 4 月 30 日签。",
     "金额 3900 美元，预计 2025-04-30。",
     "6,400 USD and 1,200 USD; close dates 2025-04-15 and 2025-01-20.",
     "预计 2025-04-15 签，金额不清楚。"]))

# ---------------- wifi ----------------
reg("blind8-guest-wifi-kb-mixed", answers(
    ["A guest code is valid for 3 days (72 hours). Ask the front desk - they create it in the visitor system.",
     "Three days. Reception issues the codes; send them the visitor's name a day in advance.",
     "It lasts 72 hours and can't be extended. Get it from the 前台 (front desk).",
     "Valid for 3 days; the receptionist generates it.",
     "Per the 2025 policy: 3-day validity, issued by the front desk via the visitor system."],
    ["A guest code is valid for 7 days; email the IT department.",
     "3 days or 7 days, ask the front desk.",
     "It is valid for one week, ask reception.",
     "Ask the front desk.",
     "Valid 5 days, ask the front desk."]))

# ---------------- upload ----------------
reg("blind8-upload-limit-config-mixed", answers(
    ["单个文件最大 25 MB。",
     "最大25MB（site.uploads.max_file_mb）。",
     "目前配置是每个附件不超过 25 兆。",
     "Max file size is 25 MB per file.",
     "单文件上限 25 MB，2025-02-17 调的。",
     "最大 25 MB，每次最多 10 个文件。",
     "25MB"],
    ["单个文件最大 10 MB。",
     "最大 30 MB。",
     "上限是 8 MB。",
     "25 MB 或 10 MB。",
     "site.uploads.max_file_mb 25 2025-02-17 site.uploads.max_files_per_post 10 2024-10-02 site.session.timeout_min 30"]))
