# blind65 - mixed English/Chinese texts.  Each entry typed by hand: (kind, marked_text)
# ⟦TYPE|value⟧ = labelled span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]
TEXTS = []

# ---------------------------------------------------------------- part 1
TEXTS.append(("wechat_chat", """⟦PERSON|Kevin Lam⟧: 师傅你好, 我们 restaurant 的 pizza oven flue 要 sweep, 这周可以吗？
⟦PERSON|Dave Skelton⟧: Hi ⟦PERSON|Kevin⟧, Thursday 7am before you open? Price is ⟪price|£140⟫ for the oven flue incl. ⟪certificate_type|HETAS cert⟫
⟦PERSON|Kevin Lam⟧: OK 👍 钥匙在我家, 你先来拿: ⟦ADDRESS|27 Birch Hall Lane, Manchester M13 0XR⟧. 我老婆 ⟦PERSON|Mandy⟧ 在家, her number ⟦PHONE|07442 186 035⟧, 她英文不太好 so text her 先
⟦PERSON|Dave Skelton⟧: no problem, see you Thurs at ⟪org_name|Golden Dragon⟫"""))

TEXTS.append(("slack_thread", """#⟪slack_channel|liftco-eu-shop⟫
⟦PERSON|Zhou Yifan⟧  3:12 PM
UK shop 的 checkout 又挂了, 看 log 是 Stripe 401. 谁动了 key?
⟦PERSON|Becky Hale⟧  3:15 PM
sorry that was me — rotated it this morning. new one: ⟦APIKEY|$stripe_sk2⟧
⟦PERSON|Zhou Yifan⟧  3:16 PM
收到. btw 别在 channel 里贴 secret 啊 😅 已经放进 Vault: ⟪vault_path|secret/liftco/stripe⟫. alerts bot 的 token ⟦APIKEY|$slack_bot1⟧ 我也一起挪了
⟦PERSON|Becky Hale⟧  3:18 PM
🙈 ok. deploy ⟪release_tag|v2.14.0-eu⟫ tonight 北京时间 11点?"""))

TEXTS.append(("whatsapp_cantonese", """⟦PERSON|Ada⟧: Hi 師傅, 我個 hot tub 又 E3 error 啊 😩 幾時可以上嚟睇？
⟦PERSON|Ah Keung⟧: 聽日 2pm ok? 地址係咪 ⟦ADDRESS|薄扶林貝沙灣道68號貝沙灣3座12樓A室⟧?
⟦PERSON|Ada⟧: 係呀. 上次 service 費 ⟦AMOUNT|HK$1,200⟧ 我用 card 俾, 今次都係? card 係 ⟦CARD|$card_v3⟧, exp ⟪card_expiry|10/27⟫, CVV ⟦CVV|274⟧
⟦PERSON|Ah Keung⟧: 唔好喺 WhatsApp send 卡號啦 🙏 現場 tap 卡得啦. ⟪error_code|E3⟫ 多數係 ⟪part_name|flow switch⟫ 壞, part 要 ⟪price|HK$680 parts only⟫
⟦PERSON|Ada⟧: OK thx! helper ⟦PERSON|Lorna⟧ 會開門, 佢電話 ⟦PHONE|+852 6011 2873⟧"""))

TEXTS.append(("email_grant_application", """Subject: DFG application for my father 父亲 – stairlift

Dear Sir/Madam,

My father ⟦PERSON|Chen Guoliang⟧ (⟦PERSON|陈国良⟧), DOB ⟦DATE_OF_BIRTH|12/04/1946⟧, NI number ⟦NATIONAL_ID|$nino3⟧, lives at ⟦ADDRESS|14 Ladywood Road, Birmingham B16 8ES⟧. He had a ⟦MEDICAL|stroke⟧ (中风) in March and now has ⟦MEDICAL|left-side weakness⟧, he cannot use the stairs. The quote from ⟪org_name|Stannah⟫ is ⟪quote_total|£3,950⟫ (ref ⟪grant_ref|BCC-DFG-24-1182⟫).
He only speaks 普通话 and 粤语, so please contact me: ⟦PERSON|Chen Wei⟧, ⟦PHONE|07710 338 527⟧ / ⟦EMAIL|chenwei.bham@gmail.com⟧.

谢谢 / Many thanks"""))

TEXTS.append(("new_hire_form", """新员工资料 / New Hire Info — ⟪org_name|Golden State Pool Service⟫ (San Gabriel, CA)
Name 姓名: ⟦PERSON|Jason Wu⟧ (⟦PERSON|吴家盛⟧)
SSN 社安号: ⟦SSN|$ssn5⟧
DOB 生日: ⟦DATE_OF_BIRTH|03/15/1990⟧
Address 地址: ⟦ADDRESS|9421 Las Tunas Dr, Apt 6, Temple City, CA 91780⟧
Phone 电话: ⟦PHONE|(626) 288-4017⟧
Pay rate 时薪: ⟦AMOUNT|$24/hr⟧     Start 入职: ⟪start_date|06/03/2024⟫
Pool route 路线: ⟪route_code|SG-Route 7⟫"""))

TEXTS.append(("wechat_chat", """⟦PERSON|Grace⟧: 妈妈的 ⟪program_name|Medicare Part B⟫ 要 SSN, stairlift company 要 bill insurance, 你那边有吗？
⟦PERSON|Tony Lin⟧: 有, ⟦SSN|$ssn6⟧. DOB 是 ⟦DATE_OF_BIRTH|1948-07-22⟧
⟦PERSON|Grace⟧: thx. 医生写的是 ⟦MEDICAL|spinal stenosis⟧, 公司叫 ⟪org_name|Liberty Stairlifts NJ⟫ 对吧?
⟦PERSON|Tony Lin⟧: 对. deposit 我先付了 ⟦AMOUNT|$1,500⟧, 剩下 ⟦AMOUNT|$2,350⟧ 你来? 安装 ⟪install_date|Aug 19⟫"""))

TEXTS.append(("whatsapp_chat", """⟦PERSON|Liu Xiaoxue⟧: Hi ⟦PERSON|Graham⟧, 后院 septic tank 好臭 and the toilet 冲不下去 😭 can someone come?
⟦PERSON|Graham⟧: Hi ⟦PERSON|Xiaoxue⟧, I'll ask ⟪org_name|Fenland Tankers⟫ in ⟪place_name|March⟫. Gate code still ⟦PASSWORD|6060⟧?
⟦PERSON|Liu Xiaoxue⟧: 对 yes. 我有⟦MEDICAL|哮喘⟧ so the smell 真的很难受
⟦PERSON|Graham⟧: Booked 10am tomorrow, driver is ⟦PERSON|Terry⟧ ⟦PHONE|07951 224 608⟧. Landlord pays the ⟪callout_fee|£260 emptying fee⟫, don't worry."""))

TEXTS.append(("stack_trace", """Traceback (most recent call last):
  File "/opt/blindsync/worker.py", line ⟪line_number|77⟫, in sync_order
    erp.push(order)
  File "/opt/blindsync/erp_client.py", line 143, in push
    raise ErpError(f"推送失败: {resp.text}")
ErpError: 推送失败: {"errcode":⟪error_code|40013⟫,"errmsg":"invalid appid","order":{"no":"⟪order_id|UK-BL-009213⟫","customer":"⟦PERSON|Harriet Cole⟧","tel":"⟦PHONE|07887 402 119⟧","email":"⟦EMAIL|harriet.cole@gmail.com⟧","amount":"⟦AMOUNT|£684.00⟧"}}
[worker-3] 30s 后重试, token=⟦APIKEY|$jwt4⟧ host=⟦IP_ADDRESS|10.44.0.18⟧"""))

TEXTS.append(("email_invitation_request", """Hi ⟦PERSON|Sarah⟧,

我们公司 ⟪org_name|宁波缝纫机械有限公司⟫ 的 ⟦PERSON|徐静⟧ will attend the ⟪event_name|Bradford Sewing & Craft Trade Show⟫. For the invitation letter 她的资料 below:
- Name: ⟦PERSON|XU JING⟧
- Passport: ⟦PASSPORT|$pp_cn3⟧
- 身份证: ⟦IDCARD|$idc7⟧
- DOB: ⟦DATE_OF_BIRTH|05 JUL 1983⟧
- Mobile: ⟦PHONE|+86 139 5740 2186⟧
Visa fee ⟪visa_fee|£127⟫ 我们自己付. Thanks!

⟦PERSON|Frank Ye⟧"""))

TEXTS.append(("export_order_note", """【外贸订单】Customer: ⟦PERSON|Lucía Fernández Ortega⟧ (⟪place_name|Valencia⟫)
DNI/NIF: ⟦NATIONAL_ID|$dni1⟧ （西班牙海关清关需要）
Ship to: ⟦ADDRESS|Carrer de Cuba 47, 3º 2ª, 46006 València, España⟧
Tel: ⟦PHONE|+34 611 204 873⟧
Items: ⟪product_code|Juki DDL-8700 压脚 ×20⟫, ⟪product_code|Singer bobbins 15J ×200⟫
Paid via PayPal ⟦AMOUNT|€312.60⟧ — 已到账 ✅ txn ⟪transaction_id|8MC51772PJ301982R⟫
业务员: ⟦PERSON|Coco⟧ (⟦PERSON|王可可⟧)"""))

TEXTS.append(("warranty_case_note", """Case ⟪case_ref|EU-SE-20418⟫ — 瑞典客户 warranty claim
Customer: ⟦PERSON|Annika Lindström⟧, personnummer ⟦NATIONAL_ID|$pnr1⟧ (born ⟦DATE_OF_BIRTH|3 November 1979⟧)
Address: ⟦ADDRESS|Götgatan 58, 118 26 Stockholm⟧
Product: ⟪vacuum_model|Roborock S8 MaxV Ultra⟫ SN ⟪serial_number|R1308S84200917⟫
Issue: dock 漏水, customer 要求全额退款 ⟦AMOUNT|SEK 14 990⟧
Note from ⟦PERSON|Liang Hao⟧: 她说 her son has a ⟦MEDICAL|severe dust allergy⟧, 所以不接受 refurbished 替换. 建议 approve refund."""))

TEXTS.append(("whatsapp_business", """⟦PERSON|Jasmine Goh⟧: Hi, 我想 install roller blinds for 3 windows, HDB at ⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-115, Singapore 460412⟧. Sat can come?
⟦PERSON|Alvin⟧: Can! Sat 10am ok. 测量免费. Full set roughly ⟪quote_range|S$450–S$600⟫ depends on fabric.
⟦PERSON|Jasmine Goh⟧: ok. For the ⟪program_name|CDC voucher⟫ form you need my NRIC right? ⟦NATIONAL_ID|$nric2⟧
⟦PERSON|Alvin⟧: Yes thanks. Deposit ⟦AMOUNT|S$100⟧ PayNow to UEN ⟪org_uen|53412877X⟫ can already"""))

TEXTS.append(("code_review_thread", """PR #⟪pr_number|482⟫ — feat: 支持 UK 客户 SMS 通知 (Twilio)
⟦PERSON|oliver-smyth⟧ commented on config/sms.py L12:
> TWILIO_TOKEN = "⟦SECRET|$twilio_auth2⟧"
please don't hardcode this, 放到 env 里.
⟦PERSON|lihua-dev⟧: 好的 sorry, 已经 force-push 删掉了 (⟪commit_sha|$sha_a⟫)
⟦PERSON|oliver-smyth⟧: force-push doesn't remove it from the old commit — you need to rotate it. Also ⟦PERSON|Li Hua⟧, the test number ⟦PHONE|+44 7723 901 448⟧ is ⟦PERSON|Megan⟧'s personal mobile, use Twilio's magic number ⟪test_phone|+15005550006⟫ instead."""))

TEXTS.append(("bilingual_invoice", """INVOICE 发票   No. ⟪invoice_no|HH-2024-0311⟫
⟪org_name|Happy Home Appliance Repair 快乐家电维修⟫, ⟪org_address|12 Gerrard St, London⟫
Customer 客户: Mrs ⟦PERSON|Eleanor Whitby⟧
Address 地址: ⟦ADDRESS|Flat 5, 31 Greek Street, London W1D 4DU⟧
⟪vacuum_model|Miele C3⟫ 更换马达 motor replacement ........ ⟪unit_price|£92.00⟫
Labour 人工 ............................................ ⟪unit_price|£33.00⟫
Total 总计: ⟦AMOUNT|£125.00⟧    Paid by card ending ⟪masked_card|**** 9023⟫
Technician 技师: ⟦PERSON|Ah Fai⟧ ⟦PERSON|阿辉⟧"""))

TEXTS.append(("spec_sheet", """SPEC SHEET 产品参数 — ⟪product_model|SL-180 Curve 曲轨升降椅⟫
Max load 最大载重: ⟪measurement|136 kg⟫
Speed 速度: ⟪measurement|0.12 m/s⟫
Battery 电池: ⟪battery_spec|2 × 12V 7Ah⟫
Firmware 固件: ⟪firmware_version|v3.4.2-build.1187⟫
Certification 认证: ⟪standard_no|EN 81-40:2020⟫, ⟪certificate_type|CE / UKCA⟫
Factory 工厂: ⟪org_name|深圳安梯康复设备有限公司⟫   HS code ⟪hs_code|8428.90⟫"""))

TEXTS.append(("booking_confirmation", """Booking confirmation 预订确认 — ⟪org_name|Loch Tay Hot Tub Lodges⟫
Booking ref 订单号: ⟪booking_ref|LTL-88120⟫
Guest 客人: ⟦PERSON|Michael Zhang⟧ (⟦PERSON|张明⟧)
Passport 护照 (for check-in): ⟦PASSPORT|$pp_us1⟧
Email: ⟦EMAIL|mzhang.travel@gmail.com⟧    WeChat: ⟦PERSON|zhangming_sf⟧
Stay 入住: ⟪stay_dates|12–15 Oct 2024⟫, Lodge 3 with private hot tub
Paid 已付: ⟦AMOUNT|£690.00⟧ (card ⟪masked_card|•••• 1184⟫)
Notes 备注: guest has ⟦MEDICAL|high blood pressure⟧, 要求 hot tub 温度调低到 ⟪temperature|36°C⟫"""))

TEXTS.append(("npmrc", """# ~/.npmrc  (⟦PERSON|wangjie⟧ 的开发机 /home/⟦PERSON|wangjie⟧)
@blindsco:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=⟦APIKEY|$gh_fg1⟧
# 国内 CI 用镜像
registry=⟪registry_url|https://registry.npmmirror.com/⟫
# 公司内网 proxy
https-proxy=http://⟦IP_ADDRESS|10.10.8.8⟧:⟪port|3128⟫
# 旧 token 已作废 revoked: ⟪masked_token|ghp_****Q7xk⟫"""))

TEXTS.append(("interpreter_call", """[Call ⟪call_id|HC-44-190238⟫, interpreter line] ⟪org_name|HomeCover Appliance Care⟫
Agent (⟦PERSON|Bethany⟧): Can I take the card number to renew the plan?
Interpreter (Ms ⟦PERSON|Zhao⟧): 她说卡号是 ⟦CARD|$card_mc3⟧.
Agent: Expiry and security code?
Interpreter: 到期 ⟪card_expiry|05/26⟫, 安全码 ⟦CVV|590⟧.
Agent: Thank you. That's ⟦AMOUNT|£14.99⟧ a month for the ⟪appliance_model|LG F4V310WNE⟫ washer. Name on the plan?
Interpreter: ⟦PERSON|Huang Meiling⟧, ⟦PERSON|黄美玲⟧.
Agent: And the address?
Interpreter: ⟦ADDRESS|82 Moss Lane, Altrincham WA15 8AP⟧"""))

# ---------------------------------------------------------------- part 2
TEXTS.append(("refund_email", """Subject: Refund 退款 – shutters order ⟪order_id|SHT-55831⟫

Hi ⟦PERSON|Lisa⟧ 你好,
很抱歉 the shutters arrived damaged. We'll refund ⟦AMOUNT|£1,065.00⟧ to the account you gave us: ⟦IBAN|$iban_gb2⟧, account name ⟦PERSON|Lisa Chan Wing Yee⟧, reference ⟪payment_ref|SW-RF-55831⟫. Please allow 3–5 个工作日.

Regards / 此致
⟦PERSON|Tom Barker⟧, ⟪org_name|Shutterworks UK⟫, ⟦PHONE|020 8754 3390⟧"""))

TEXTS.append(("customer_csv", """姓名/Name,电话/Phone,地址/Address,套餐/Package,已付/Paid,备注/Note
⟦PERSON|林志强⟧,⟦PHONE|07985 331 072⟧,"⟦ADDRESS|23 Sandringham Road, London E8 2LR⟧",⟪package_name|长城平台 Great Wall⟫,⟦AMOUNT|£180⟧,dish on roof
⟦PERSON|Ivy Cheung⟧,⟦PHONE|07522 908 416⟧,"⟦ADDRESS|Flat 7, 102 Eltham High St, London SE9 1BJ⟧",⟪package_name|TVB Anywhere⟫,⟦AMOUNT|£98⟧,"婆婆⟦MEDICAL|行动不便⟧, 要 ground floor install\""""))

TEXTS.append(("scooter_hire_form", """Scooter hire 租电动代步车 — ⟪org_name|Southampton Mobility Hire⟫
Hirer 租用人: ⟦PERSON|Stefan Krüger⟧, German passport ⟦PASSPORT|$pp_de1⟧
User 使用人: his wife ⟦PERSON|王丽⟧, ⟦MEDICAL|膝关节置换术后六周⟧
Cruise 邮轮: ⟪ship_name|MSC Virtuosa⟫, cabin ⟪cabin_no|11204⟫, deliver to ⟪terminal_name|Horizon Cruise Terminal⟫
Hire fee 租金: ⟪tariff|£25/day⟫ × 7     Deposit 押金: ⟦AMOUNT|£200⟧ held on ⟦CARD|$card_v5⟧
Contact: ⟦PHONE|+49 1522 8830 417⟧, ⟦EMAIL|stefan.krueger@gmx.de⟧"""))

TEXTS.append(("shell_history", """   88  # 登录后台拿 cookie 调试
   89  curl -b "PHPSESSID=⟦SECRET|$sess2⟧" https://admin.aquaclean-uk.com/jobs?date=2024-09-12
   90  oathtool --totp -b ⟦SECRET|$totp3⟧   # admin 2FA seed, 别提交!
   91  ssh ⟦PERSON|zhanghao⟧@⟦IP_ADDRESS|18.133.40.27⟧ -p ⟪port|22022⟫
   92  mysql -h ⟦IP_ADDRESS|10.1.2.30⟧ -u report -p   # 密码在 1Password
   93  ping -c 3 ⟪loopback_ip|127.0.0.1⟫
   94  pip install ⟪package_version|boto3==1.34.162⟫"""))

TEXTS.append(("instagram_dm", """@⟦PERSON|homewithhuimin⟧: hi! 你们的 zebra blinds 可以 ship to KL 吗？
⟪org_handle|@blindsbyjoy.my⟫: Hi dear! 可以 ✨ KL delivery ⟪shipping_fee|RM35⟫. Use code ⟪promo_code|HUIMIN10⟫ for 10% off hehe
@⟦PERSON|homewithhuimin⟧: ok! address ⟦ADDRESS|No. 18, Jalan SS 2/72, 47300 Petaling Jaya, Selangor⟧, name ⟦PERSON|Tan Hui Min⟧, phone ⟦PHONE|+60 12-338 4907⟧
@blindsbyjoy.my: Received 💕 total after discount ⟦AMOUNT|RM 612⟧, bank in to ⟪org_bank_account|Maybank 5123 4409 2218⟫ ya"""))

TEXTS.append(("meeting_minutes", """Meeting minutes 会议纪要 — ⟪meeting_date|2024-09-05⟫ (Zoom)
Attendees 参会: ⟦PERSON|Rachel Moss⟧ (⟪org_name|SewRight UK⟫), ⟦PERSON|Gao Peng⟧ ⟦PERSON|高鹏⟧ (⟪org_name|杭州缝宝⟫), ⟦PERSON|Lily⟧ (翻译 translator)
1. Batch ⟪batch_no|HZ-2408-17⟫ 次品率 ⟪defect_rate|3.2%⟫, mainly tension spring 问题.
2. Credit note ⟪credit_note_amount|£4,860⟫ to SewRight, 下月结算.
3. ⟦PERSON|Rachel⟧ 下周 visit factory; hotel 已订. She has a ⟦MEDICAL|severe peanut allergy⟧（⟦MEDICAL|花生过敏⟧）, 请通知 canteen."""))

TEXTS.append(("application_yaml", """spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|10.20.30.41⟧:3306/lift?useSSL=false
    username: ⟪service_account|lift_app⟫
    password: ⟦PASSWORD|L1ft#Prod!2024⟧   # 生产库, 别改
  mail:
    host: ⟪smtp_host|smtp.sendgrid.net⟫
    username: apikey
    password: ⟦APIKEY|$sendgrid2⟧
alert:
  slack-webhook: ⟦SECRET|$slack_hook2⟧
  oncall: ⟦PERSON|Chris Doyle⟧ / ⟦PERSON|刘洋⟧
jwt:
  secret: ⟦SECRET|Zm9yLWxpZnRjby1vbmx5LWRvbnQtbGVhaw⟧   # HS256 signing secret
server:
  port: ⟪port|8088⟫"""))

TEXTS.append(("sms", """Hi ⟦PERSON|Jenny⟧, 下水道搞定了 all clear now 👍 total ⟦AMOUNT|£150⟧ (cash or bank). Bank: ⟦PERSON|Zheng Wei⟧, IBAN ⟦IBAN|$iban_gb4⟧. CCTV 视频 ⟪video_file|drain_cctv_0912.mp4⟫ 和收据 I send by email tonight. Thanks! ⟦PERSON|Wei⟧ — ⟪org_name|ZW Drainage⟫ ⟦PHONE|07459 662 103⟧, job ⟪job_ref|ZW-0912⟫"""))

TEXTS.append(("teams_chat", """⟦PERSON|Helen Qiu⟧ 10:02
@⟦PERSON|Mark⟧ prod 这个 user 的 profile 显示错了, DOB 是 ⟦DATE_OF_BIRTH|1957-03-09⟧ 但页面显示 ⟪wrong_year|1975⟫:
{ "user_id": ⟪user_id|884120⟫, "name": "⟦PERSON|Patricia Hume⟧", "dob": "⟦DATE_OF_BIRTH|1957-03-09⟧", "last_login_ip": "⟦IP_ADDRESS|2a02:8010:6c2a:0:4d1:97ff:fe3a:b12⟧", "plan": "⟪plan_name|Stairlift Care Plus⟫" }
⟦PERSON|Mark⟧ 10:05
看到了, timezone bug, fix in ⟪ticket_id|LIFT-2231⟫. 以后别在群里贴 customer data 哦 🙏"""))

TEXTS.append(("whatsapp_chat", """⟦PERSON|Yan⟧: Hello ⟦PERSON|Derek⟧, 我的 ⟪sewing_machine_model|Juki DDL-9000C⟫ 又 error ⟪error_code|E302⟫ 了 😫 明天有 big order
⟦PERSON|Derek⟧: Morning! E302 usually the thread trimmer. I come to you 2pm? callout ⟪callout_fee|£45⟫ + parts
⟦PERSON|Yan⟧: 好 please, ⟦ADDRESS|56 Fernleigh Road, Leicester LE3 0DA⟧. Parts 用我的 Juki portal login: ⟦EMAIL|yan.tailoring@outlook.com⟧ / ⟦PASSWORD|YanSew2023!⟧, 用完帮我改一下 thx"""))

TEXTS.append(("ocr_business_card", """⟪org_name|华星卫视安装 HuaXing Satellite⟫
⟦PERSON|陈志伟⟧   ⟦PERSON|Chan Chi Wai⟧
Senior Installer 高级安装技师
Mob: ⟦PHONE|07916 442 83O⟧    WeChat: ⟦PERSON|chanchiwai_sat⟧
Email: ⟦EMAIL|cw.chan@huaxing-sat.co.uk⟧
⟪service_area|London & Home Counties 伦敦及周边⟫ · ⟪org_url|www.huaxing-sat.co.uk⟫"""))

TEXTS.append(("sick_leave_message", """⟦PERSON|Li Qiang⟧: Hi ⟦PERSON|Sharon⟧, 不好意思 I can't come in this week. GP gave me a fit note: ⟦MEDICAL|lumbar disc herniation⟧（⟦MEDICAL|腰椎间盘突出⟧）, off until ⟪return_date|23 Sept⟫. SSP ⟪ssp_rate|£116.75/week⟫ 我知道. Tomorrow I had Mrs ⟦PERSON|Kaur⟧ at ⟦ADDRESS|17 Welford Road, Leicester LE2 7AD⟧ (⟪appliance_model|Hotpoint FFU3M⟫), can someone cover?
⟦PERSON|Sharon⟧: Get well soon! I'll give Mrs ⟦PERSON|Kaur⟧ to ⟦PERSON|Ade⟧."""))

TEXTS.append(("forum_post", """[英国华人论坛] 求推荐: 伦敦装卫星锅收中文台 📡
⟦PERSON|London小胖⟧ · ⟪post_date|2024-08-30⟫
住 ⟪place_name|Croydon⟫, 想收 ⟪channel_name|凤凰卫视⟫ 和 CCTV4, 有人装过吗? 大概多少钱?
  ↳ ⟦PERSON|Ivy_in_UK⟧: 我上个月找的 ⟦PERSON|老陈⟧, 装了 ⟪dish_size|1.2m dish⟫ 对 ⟪satellite_name|Eutelsat 10A⟫, 付了 ⟦AMOUNT|£260⟧ 包安装. 他电话 ⟦PHONE|07563 218 904⟧, 说是 ⟦PERSON|Ivy⟧ 介绍的 😄"""))

TEXTS.append(("voicemail_transcript", """[Voicemail 語音留言 ⟪voicemail_timestamp|Wed 18:22⟫] "Hello, 我係⟦PERSON|黃太⟧, 住 ⟦ADDRESS|9 Elmwood Avenue, Harrow HA3 8AG⟧. 我哋個 wood burner (⟪stove_model|Stovax Stockton 5⟫) 好多煙, 上次 sweep 係 ⟪service_date|last March⟫, 想 book 個 chimney sweep. 我老公有⟦MEDICAL|哮喘⟧所以要快啲. 打返俾我 ⟦PHONE|zero seven nine five eight, four four one, two zero six⟧, thank you!\""""))

TEXTS.append(("git_commit_diff", """commit ⟪commit_sha|$sha_e⟫
Author: ⟦PERSON|Zhao Lei⟧ <⟦EMAIL|zhaolei@hotmail.com⟧>
Date:   ⟪commit_date|Tue Sep 10 21:04:33 2024 +0800⟫

    feat: 接入国内短信通道 + 临时测试账号 (UK blinds shop)

diff --git a/config/prod.env b/config/prod.env
+SMS_PROVIDER=⟪config_value|aliyun⟫
+ALIYUN_AK=⟦APIKEY|$ali_ak3⟧
+ALIYUN_SK=⟦SECRET|$ali_sk3⟧
+TEST_ACCOUNT=⟦EMAIL|qa.blinds@outlook.com⟧
+TEST_PASSWORD=⟦PASSWORD|Qa!blinds2024⟧
+ADMIN_ALLOWLIST=⟦IP_ADDRESS|81.2.69.160⟧,⟦IP_ADDRESS|100.64.12.7⟧"""))

TEXTS.append(("wechat_chat", """⟦PERSON|Sophie⟧: 师傅 quick q — our dog ⟪pet_name|Mochi⟫ 掉进 pool 喝了好多水, vet 说是 ⟪animal_health|mild salt poisoning⟫, is the salt level too high?
Mr ⟦PERSON|Tang⟧: 你们 salt chlorinator 设的 ⟪chemical_reading|4000 ppm⟫, normal 的. 狗狗没事吧?
⟦PERSON|Sophie⟧: 没事了 thanks. Can you come Fri to fix the ⟪pool_cover_model|Lightlines automatic cover⟫?
Mr ⟦PERSON|Tang⟧: Fri 3pm ok. Last invoice ⟦AMOUNT|£220⟧ still unpaid btw 😅
⟦PERSON|Sophie⟧: oops 今晚转 sorry!"""))
