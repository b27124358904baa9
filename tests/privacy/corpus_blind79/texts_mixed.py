# -*- coding: utf-8 -*-
TEXTS = []

TEXTS += [
("wechat_chat", """⟦PERSON|Jenny Zhou⟧: 妈，外婆的 concentrator 到了没？我在 UK 这边看 tracking ⟪tracking_number|SF1609923318471⟫ 显示已签收
妈: 到了到了，师傅装好了。外婆说声音有点大
⟦PERSON|Jenny Zhou⟧: 那就好。她⟦MEDICAL|早上 SpO2 才 89⟧，doctor 说 at least 15 hours a day 要吸
妈: 知道。钱是刷的你那张卡 ⟦CARD|$card_visa4⟧，扣了 ⟦AMOUNT|£342.18⟧
⟦PERSON|Jenny Zhou⟧: OK no worries. 地址写的是 ⟦ADDRESS|北京市朝阳区团结湖北头条4号楼3单元202⟧ 对吧？warranty card 上要填，型号 ⟪product_code|KY-5W⟫"""),

("slack_thread", """#o2-platform
⟦PERSON|weiming.tan⟧ 10:41  guys staging 里的 Stripe key 是 live 的?? ⟦APIKEY|$stripe_sk2⟧
⟦PERSON|priya.r⟧ 10:42  wah 真的 lah. who put one?
⟦PERSON|weiming.tan⟧ 10:43  git blame says ⟦PERSON|kelvin.lim⟧, commit ⟪short_sha|9c04e1b⟫
⟦PERSON|kelvin.lim⟧ 10:45  sorry sorry 我马上 rotate. publishable key ⟪publishable_key|$pk_live2⟫ 不用换 right?
⟦PERSON|priya.r⟧ 10:46  ya pk can leave. staging db 也顺便改密码, ticket ⟪ticket_id|SEC-118⟫"""),

("email", """Hi Ms. ⟦PERSON|Rivera⟧,

关于我爸爸 ⟦PERSON|Li Guoqiang⟧（⟦PERSON|李国强⟧）的 hospice enrollment，这是您要的资料：
- DOB: ⟦DATE_OF_BIRTH|04/17/1958⟧
- SSN: ⟦SSN|$ssn4⟧
- Chinese ID（国内保险理赔要用）: ⟦IDCARD|$idc1⟧
- Diagnosis: ⟦MEDICAL|stage IV 肝癌 (hepatocellular carcinoma)⟧
- Address: ⟦ADDRESS|2145 Noriega St, San Francisco, CA 94122⟧

我的电话 ⟦PHONE|(415) 682-3307⟧，白天都可以打。Thanks so much!
⟦PERSON|Amy Li⟧"""),

("whatsapp", """[8:02 pm] ⟦PERSON|Ah Seng⟧: eh bro this Sat got blood donation drive at ⟪venue_name|Sunway Pyramid⟫, 要不要去?
[8:03 pm] ⟦PERSON|Darren Ooi⟧: can ah, but 我上个月 ⟦MEDICAL|dengue⟧ 才好, can donate or not?
[8:05 pm] ⟦PERSON|Ah Seng⟧: 我问了 nurse Kak ⟦PERSON|Ros⟧, she say must wait 6 months after recover leh
[8:06 pm] ⟦PERSON|Darren Ooi⟧: aiyo ok lor. then I sponsor the 🍜 after, 找不到我就 call ⟦PHONE|+60 12-718 4450⟧"""),

("it_ticket", """[⟪ticket_id|INC-20931⟫] AWS key exposed in 公共 repo
Reporter: ⟦PERSON|Zhang Lei⟧ (⟦EMAIL|zhang.lei@o2link-health.com⟧)
描述：GitHub secret scanning 提示 ⟦APIKEY|$aws_akid3⟧ / ⟦SECRET|$aws_secret3⟧ 在 ⟪repo_name|o2link/route-planner⟫ 的 commit ⟪commit_sha|$sha4⟫ 里被 push 到了 public。
Action: 已 deactivate。请 ⟦PERSON|Tom Bradley⟧ 查一下 CloudTrail 有没有来自 ⟦IP_ADDRESS|45.148.10.92⟧ 的异常调用。"""),

("meeting_minutes", """Weekly sync - 疫苗冷链 project
Date: ⟪meeting_date|2024-05-08⟫
1. Firmware ⟪version|v2.4.1⟫ 已经 roll out 到 36 台冰箱，剩下 4 台 next week。
2. Sensor drift：vendor ⟪org_name|ThermoTrack⟫ 说是 batch ⟪batch_number|TT-2311-B⟫ 的问题，会免费换。
3. Budget: Q2 spent ⟪org_total|¥182,400⟫ / 预算 ⟪org_total|¥250,000⟫。
4. AOB: 测试环境 IP 改成 ⟪doc_ip|198.51.100.14⟫（文档示例地址）
Action items owner: TBD."""),

("vaccination_record", """Polyclinic Vaccination Record 疫苗接种记录
Name 姓名: ⟦PERSON|Lim Jia Hui⟧ ⟦PERSON|林佳慧⟧
NRIC: ⟦NATIONAL_ID|$nric2⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|03/09/2002⟧
Vaccine 疫苗: ⟦MEDICAL|HPV (Gardasil 9) dose 3⟧
Allergy 过敏: ⟦MEDICAL|shellfish 海鲜过敏⟧
Contact 联系: ⟦PHONE|+65 8273 1094⟧
MediSave deducted: ⟦AMOUNT|S$175.00⟧
Lot 批号: ⟪vaccine_lot|W018442⟫    Clinic: ⟪org_name|Bedok Polyclinic⟫"""),

("email", """Dear Dr ⟦PERSON|Patel⟧,

我是 ⟦PERSON|Wang Fang⟧（⟦PERSON|王芳⟧）的女儿 ⟦PERSON|Chen Xin⟧。我妈妈的 ⟦MEDICAL|lung cancer 已经 spread to the brain⟧，我舅舅 ⟦PERSON|Wang Jun⟧ 想从国内过来看她。签证需要 hospice 出一封 letter。
His passport number: ⟦PASSPORT|$pp_cn3⟧, DOB ⟦DATE_OF_BIRTH|1963-05-14⟧.

My number is ⟦PHONE|07745 210 893⟧. 非常感谢！
⟦PERSON|Chen Xin⟧"""),

("env_file", """# .env.production  -- 转运调度 bot
FEISHU_WEBHOOK=⟦SECRET|$feishu_hook1⟧
TG_BOT_TOKEN=⟦APIKEY|$tg_bot2⟧   # 给香港车队用
DB_URL=mysql://dispatch:⟦SECRET|Zy#8812hk⟧@⟦IP_ADDRESS|10.80.2.15⟧:3306/dispatch
MAP_APP_ID=⟪app_id|amap-web-2291⟫
LOG_LEVEL=info
OWNER=⟦PERSON|黄志强⟧   # 有问题找他 ⟦PHONE|+852 9182 4476⟧"""),

("call_transcript", """Volunteer: 你好，呢度係 ⟪org_name|心晴熱線⟫，我係 ⟦PERSON|Karen⟧。
Caller: Hi… 我… I don't know why I call. 我叫 ⟦PERSON|Ivan⟧。
Volunteer: ⟦PERSON|Ivan⟧，多謝你打嚟。你而家安唔安全？
Caller: 我… I've been ⟦MEDICAL|drinking since lunch, 仲食咗三粒 zopiclone⟧…
Volunteer: 好，你喺邊度？
Caller: ⟦ADDRESS|樂富邨樂旺樓 12樓 1208室⟧
Volunteer: 我幫你 call ambulance，你部電話係咪 ⟦PHONE|9314 2268⟧？
Caller: 係…"""),

("csv_export", """name,中文名,blood_type,mobile,deferral
⟦PERSON|Goh Wei Jie⟧,⟦PERSON|吴伟杰⟧,⟦MEDICAL|O+⟧,⟦PHONE|9627 0318⟧,
⟦PERSON|Ng Mei Ling⟧,⟦PERSON|黄美玲⟧,⟦MEDICAL|B+⟧,⟦PHONE|9150 4427⟧,⟦MEDICAL|去过疟疾区 malaria area, defer 4 months⟧
# exported ⟪timestamp|2024-06-21 16:02⟫ by ⟪role_account|bloodbank_admin⟫, session ⟪session_code|HSA-0621-B⟫"""),

("jira_ticket", """⟪jira_key|VAX-1043⟫ 【P1】登录后 password 明文存在 localStorage
Steps: 用测试账号 ⟦EMAIL|qa.wuting@vaxbook.cn⟧ / ⟦PASSWORD|Test@1234567⟧ 登录，打开 DevTools → Application → localStorage，可以看到 pwd 字段。
另外 cookie PHPSESSID=⟦SECRET|$cookie_php1⟧ 没有 HttpOnly。
Assignee: ⟦PERSON|Wu Ting⟧    Reporter: ⟦PERSON|Sam Hou⟧
Env: web ⟪version|v3.8.0⟫, Chrome ⟪browser_version|125.0.6422.142⟫"""),

("wechat_chat", """⟦PERSON|Daan⟧: Hi ⟦PERSON|Lisa⟧, for the rental contract I need your BSN and IBAN please
⟦PERSON|Lisa Xu⟧: BSN ⟦NATIONAL_ID|$bsn2⟧，IBAN ⟦IBAN|$iban_nl2⟧。我爸 is visiting for 3 months，他 ⟦MEDICAL|COPD，晚上需要 2L/min⟧
⟦PERSON|Daan⟧: Thanks! Deposit is ⟦AMOUNT|€150⟧, delivery to ⟦ADDRESS|Oudegracht 231-B, 3511 NK Utrecht⟧ right?
⟦PERSON|Lisa Xu⟧: 对 yes! 有事打我 ⟦PHONE|+31 6 2938 4471⟧
⟦PERSON|Daan⟧: 👍 model ⟪product_code|Philips EverFlo⟫, contract ⟪agreement_no|NL-R-2291⟫"""),

("sms", """[⟪org_name|NEPT HK⟫] Booking confirmed 預約已確認：⟦PERSON|梁美玉⟧（⟦PERSON|Leung Mei Yuk⟧）10/9 09:15 from ⟦ADDRESS|沙田禾輋邨豐和樓 1523室⟧ to ⟪org_name|Prince of Wales Hospital⟫ ⟪department|Oncology⟫（⟦MEDICAL|化療 chemo cycle 4⟧）。Wheelchair ✔ Ref ⟪booking_ref|NH-77201⟫ 查詢 ⟦PHONE|2635 1818⟧"""),

("github_issue", """Issue #⟪issue_number|412⟫: 配置 Telegram 通知后 bot 没有反应
**Environment**: docker ⟪version|24.0.7⟫, app v1.9.3
**Config**:
    notify:
      telegram_token: "⟦APIKEY|$tg_bot3⟧"
      chat_id: "⟪chat_id|-1002017733815⟫"
**Log**:
    ERROR notify: 401 Unauthorized from ⟦IP_ADDRESS|149.154.167.220⟧
补充：服务器在⟪place_name|深圳⟫，可能是网络问题？ -- @⟦PERSON|xiaoming-dev⟧

> ⟦PERSON|jkowalski⟧ commented: Please revoke that token right away, it is public now. 请马上 revoke。"""),

("intake_form", """New Hope Recovery - Intake 入院登记
Name: ⟦PERSON|Kevin Zhao⟧  ⟦PERSON|赵凯文⟧
DOB: ⟦DATE_OF_BIRTH|1991-02-08⟧
SSN: ⟦SSN|$ssn5⟧
Primary substance 主要物质: ⟦MEDICAL|alcohol，偶尔 Xanax⟧
Emergency contact 紧急联系人: ⟦PERSON|Helen Zhao⟧ (mother) ⟦PHONE|626-394-0172⟧
Copay 自付: ⟦AMOUNT|$250⟧ paid, card ending ⟪card_last4|7712⟫
Bed ⟪bed_number|W-12⟫, intake ref ⟪intake_ref|NH-24-0815⟫"""),

("code_snippet", """# TODO(⟦PERSON|liuyang⟧): 别把 key 写死!! 上线前挪到 KMS
PRIVATE_KEY = '''⟦SECRET|$pem_ec2⟧'''

def sign(payload: dict) -> str:
    # 签名给 血站 API 用
    return jwt.encode(payload, PRIVATE_KEY, algorithm="ES256")

API_BASE = "https://api.bloodlink.cn"   # 测试环境 http://⟪doc_ip|192.0.2.10⟫
HEADERS = {"X-Api-Key": "⟦APIKEY|$openai2⟧", "User-Agent": "bloodlink-sdk/⟪version|0.3.1⟫"}"""),

("email", """Hi,

我想预约 Japanese encephalitis vaccine（乙脑疫苗），下个月去云南徒步。
Name: ⟦PERSON|Xu Haoran⟧    DOB: ⟦DATE_OF_BIRTH|1990-04-04⟧
Passport: ⟦PASSPORT|$pp_gb2⟧（I'm British Chinese，英国护照）
Card for the deposit: ⟦CARD|$card_mc2⟧, exp 09/27, CVV ⟦CVV|883⟧ -- 我知道 email 不安全 sorry
Phone: ⟦PHONE|07931 447 205⟧

谢谢！
⟦PERSON|Haoran⟧"""),

("iot_log", """[2024-08-03 07:12:55] INFO  设备 ⟪device_id|EW-88120⟫ 上线 ip=⟦IP_ADDRESS|100.81.22.7⟧ fw=⟪version|1.4.2⟫
[2024-08-03 07:13:10] WARN  电量低 battery=12% user=⟦PERSON|Zhou Min⟧ phone=⟦PHONE|+86 136 1124 9087⟧
[2024-08-03 07:13:10] DEBUG 用户家庭地址 home=⟦ADDRESS|深圳市福田区莲花路2008号莲花北村32栋604⟧
[2024-08-03 07:14:02] ERROR push failed: webhook returned ⟪http_status|403⟫"""),
]

TEXTS += [
("forum_post", """Posted by u/⟦PERSON|laowai_mike⟧ in r/⟪subreddit|shanghai⟫
Got bitten by a stray cat in 静安 yesterday 😭 went to the 犬伤门诊 at ⟪org_name|华山医院⟫, they gave me ⟦MEDICAL|rabies vaccine dose 1 + 狂犬病免疫球蛋白⟧. Paid ⟦AMOUNT|¥1,180⟧ out of pocket, hopefully insurance covers it.
Anyone know a clinic near 徐汇 for dose 2? My Chinese is 一般般. DM me or add my WeChat ⟦PERSON|mike_in_sh⟧.
Edit: the cat is apparently called ⟪pet_name|大橘⟫ and the 保安 feeds it lol"""),

("registration_form", """无偿献血登记 Blood Donor Registration (Foreigner)
姓名 Name: ⟦PERSON|Jakub Nowicki⟧
国籍 Nationality: ⟪country|Poland⟫
护照 Passport: ⟦PASSPORT|$pp_pl1⟧
PESEL: ⟦NATIONAL_ID|$pesel2⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|2003-08-14⟧
手机 Mobile: ⟦PHONE|+86 157 1022 8831⟧
血型 Blood type: ⟦MEDICAL|A型 Rh+⟧
采血点 Site: ⟪venue_name|五道口献血屋⟫    编号 ⟪form_code|WJ-2024-F⟫"""),

("whatsapp", """[Family 群]
⟦PERSON|Vincent⟧: 婆婆 palliative care 的 invoice 来了，⟦AMOUNT|€1,860⟧，⟪org_name|Clinique Saint-Jean⟫ 要 bank transfer
⟦PERSON|Annie⟧: 我来付，from my KBC account ⟦IBAN|$iban_be1⟧
⟦PERSON|Vincent⟧: OK 记得写 structured reference ⟪payment_ref|+++090/9337/55493+++⟫
⟦PERSON|Annie⟧: 婆婆今天 ⟦MEDICAL|breathing 比较辛苦，nurse 加了 morphine pump⟧ 😢"""),

("yaml_config", """# 短信网关配置 sms-gateway.yaml
gateway:
  provider: aliyun        # 阿里云
  region: ⟪cloud_region|cn-shanghai⟫
  access_key: ⟦APIKEY|$aliyun_akid3⟧
  access_secret: ⟦SECRET|$aliyun_secret3⟧
  sign: ⟪sms_sign|心晴热线⟫
fallback:
  slack_bot_token: ⟦APIKEY|$slack_bot3⟧   # 海外 volunteers 用 Slack
  oncall: ⟦PERSON|Grace Wong⟧ <⟦EMAIL|grace.wong@xinqing-line.org⟧>"""),

("notes_app", """📝 备忘录 - 账号（别删!!）
Google 账号 ⟦EMAIL|tracy.he.92@gmail.com⟧ backup codes:
⟦SECRET|$bc1⟧   ⟦SECRET|$bc2⟧   ⟦SECRET|$bc3⟧   ⟦SECRET|$bc4⟧
献血 app 登录密码 ⟦PASSWORD|Tracy0923!⟧
公司 VPN TOTP seed ⟦SECRET|$totp3⟧
家里 WiFi：⟪wifi_ssid|HeFamily_5G⟫ / ⟦PASSWORD|HeFamily_8866!⟧"""),

("complaint_email", """Subject: Refund 退款 for power wheelchair order ⟪order_id|#PW-33019⟫

Hi team,

I returned the power chair on 6/3 but still no refund. You charged ⟦AMOUNT|$2,149.00⟧ on my Discover ⟦CARD|$card_disc1⟧. 你们客服 ⟦PERSON|Jason⟧ said 5-7 business days，现在已经三个星期了!
My mom ⟦PERSON|Chen Shu-Fen⟧ needs that money for her ⟦MEDICAL|dialysis copays⟧.

⟦PERSON|Michelle Chen⟧
⟦PHONE|(718) 445-2093⟧"""),

("health_form", """留学生体检/疫苗登记表 International Student Health Form
姓名 Name: ⟦PERSON|Arjun Mehta⟧
护照号 Passport No.: ⟦PASSPORT|$pp_in2⟧
Aadhaar (optional): ⟦NATIONAL_ID|$aadhaar2⟧
出生日期 DOB: ⟦DATE_OF_BIRTH|15/01/2001⟧
疫苗 Vaccines: ⟦MEDICAL|乙肝三针已完成 Hep B x3；PPD 阴性⟧
手机 Mobile: ⟦PHONE|+86 186 0293 5571⟧
学校 University: ⟪org_name|西安交通大学⟫    表格版本 ⟪form_code|ISH-2024⟫"""),

("slack_thread", """#intake-eng
⟦PERSON|alex.huang⟧ 14:20  有人注意到 prod log 里有 SSN 吗？ e.g. patient_ssn=⟦SSN|$ssn6⟧ in ⟪file_path|/var/log/intake/app.log⟫ 😱
⟦PERSON|maria.g⟧ 14:22  yikes. the session cookie connect.sid=⟦SECRET|$cookie_sid1⟧ is logged too
⟦PERSON|alex.huang⟧ 14:23  我来改 logger, PR ⟪pr_number|#1187⟫. ⟦PERSON|maria.g⟧ can you open a privacy incident?"""),

("sms", """Hi Mrs ⟦PERSON|Leung⟧，我係 NEPT driver ⟦PERSON|Kenny⟧，今日 2pm 嚟 ⟦ADDRESS|Flat 5, Lexington House, 14 Dean St, London W1D 3RS⟧ 接你去 ⟪org_name|UCLH⟫ 做 ⟦MEDICAL|radiotherapy⟧。Any problem call me ⟦PHONE|07700 552 318⟧。唔該！ Job ⟪job_id|NEPT-552091⟫"""),

("invoice", """TAX INVOICE 税务发票    No. ⟪invoice_no|BE-24-09117⟫
Bill to 客户: Mdm ⟦PERSON|Koh Siew Lan⟧（⟦PERSON|许秀兰⟧）
⟦ADDRESS|Blk 228 Ang Mo Kio Ave 1, #05-1120, Singapore 560228⟧
Oxygen concentrator rental 制氧机租赁 (Sep) ..... ⟪price|S$180.00⟫
Cylinder refill 氧气瓶充气 x2 ..... ⟪price|S$60.00⟫
GST 9% ..... ⟪tax_amount|S$21.60⟫
Total 总额: ⟦AMOUNT|S$261.60⟧
PayNow UEN ⟪uen|201834552K⟫"""),

("shell_session", """$ export OPENAI_API_KEY=⟦APIKEY|$openai1⟧   # 给 hotline 摘要用
$ python summarize.py --input calls_0612.csv --out summary.md
[INFO] 读取 128 条通话记录 from ⟦IP_ADDRESS|10.22.4.9⟧
[WARN] row 37 包含敏感信息: caller "⟦PERSON|Lin Xiaoyu⟧" ⟦PHONE|+86 139 0118 6632⟧
$ git push origin main   # ⟪commit_sha|$sha5⟫"""),

("ocr_prescription", """[OCR] ⟪org_name|Kwong Wah Hospital⟫ 廣華醫院 Pharmacy
Patient 病人: ⟦PERSON|WONG, Ka Ming⟧ ⟦PERSON|黃家明⟧
HKID: ⟪masked_hkid|A123***(*)⟫
⟦MEDICAL|Methadone 美沙酮 60mg daily⟧; ⟦MEDICAL|Quetiapine 25mg nocte⟧
Dispensed 配發: ⟪timestamp|2024-03-18 10:42⟫    Rx No. ⟪rx_number|RX8812047⟫"""),

("teams_chat", """⟦PERSON|Siobhán Kelly⟧ 10:02  Hi ⟦PERSON|Xiaoling⟧, payroll needs your new bank details before the 20th
⟦PERSON|Xiaoling Ma⟧ 10:05  好的 sure! IBAN ⟦IBAN|$iban_ie1⟧，是 AIB 的
⟦PERSON|Siobhán Kelly⟧ 10:06  thanks. Your September pay will be ⟦AMOUNT|€3,412.50⟧ net incl. the night allowance
⟦PERSON|Xiaoling Ma⟧ 10:07  谢谢🙏 btw 我⟦MEDICAL|下周要做个小手术 (gallbladder)⟧，sick cert 已经发给 HR 了 (form ⟪form_code|HR-SC1⟫)"""),

("donation_form", """Donation form 捐款表格    ⟪campaign_code|XMAS24-TREE⟫
Name: ⟦PERSON|Tony Cheung⟧ ⟦PERSON|張子健⟧
Amount 金额: ⟦AMOUNT|£1,000⟧ in memory of ⟦PERSON|Cheung Wai Man⟧
Card: ⟦CARD|$card_amex2⟧    CID ⟦CVV|3051⟧
Gift Aid: ✔ I am a UK taxpayer
Email: ⟦EMAIL|tony.cheung@hotmail.co.uk⟧
Suggested amounts 建议金额: ⟪price|£25⟫ / ⟪price|£50⟫ / ⟪price|£100⟫"""),

("markdown_table", """### NEPT crew 今日排班
| Crew | 电话 | Vehicle | Shift |
|---|---|---|---|
| ⟦PERSON|Muthu⟧ | ⟦PHONE|9183 2045⟧ | ⟪vehicle_plate|SGX 4471 K⟫ | AM |
| ⟦PERSON|陈志伟⟧ (⟦PERSON|Ah Wei⟧) | ⟦PHONE|8771 0392⟧ | SGX 4471 K | AM |

Note: 车上 defib ⟪serial_number|AED-SN-77120⟫ 要 check battery。Locker PIN ⟦PASSWORD|3 3 0 8⟧"""),

("voice_note", """[Voice note 0:37] "Hello Auntie ⟦PERSON|Mei⟧ ah, 我是 oxygen 公司的 ⟦PERSON|Jason Lee⟧. 你的 oxygen tank 明天 deliver, around 10am. Your husband ⟦MEDICAL|still need 3 litre per minute⟧ right? Anything call me ⟦PHONE|zero one two, seven seven three, four four one nine⟧ OK? Payment ⟦AMOUNT|RM 180⟧ cash or DuitNow also can." (order ⟪order_id|KL-O2-4471⟫)"""),

("stack_trace", """UnhandledPromiseRejectionWarning: Error: 预约失败：该时段已满 (slot full)
    at BookingService.create (⟪file_path|/app/src/services/booking.js⟫:88:13)
    at async /app/src/routes/booking.js:41:5
request: POST /api/v2/bookings user=⟦EMAIL|zhouxin.1994@163.com⟧ ip=⟦IP_ADDRESS|117.136.12.48⟧
headers: { authorization: 'Bearer ⟦APIKEY|$jwt5⟧' }
body: {"name":"⟦PERSON|周欣⟧","idNo":"⟦IDCARD|$idc8⟧","vaccine":"⟦MEDICAL|HPV 9-valent dose 2⟧"}
node ⟪version|v18.19.0⟫"""),

("review", """★★★★☆ ⟦PERSON|Yifan Liu⟧ · Local Guide
来打 ⟦MEDICAL|HPV 九价第二针⟧. Nurse ⟦PERSON|Olivia⟧ very gentle 👍 比国内便宜 lol 总共 ⟦AMOUNT|£160⟧。唯一缺点 waiting room 太小。
Response from the owner: Thanks ⟦PERSON|Yifan⟧! See you for dose 3 😊 -- ⟪org_name|Bloomsbury Travel & Vaccine Clinic⟫"""),
]
