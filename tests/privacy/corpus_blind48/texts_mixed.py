# Mixed-language texts for blind48. Markup: ⟦TYPE|value⟧ span, ⟪kind|value⟫ decoy, $name from values.VALUES.
TEXTS = [
("whatsapp_parents_group", """⟦PERSON|Kelly Ho⟧: 喂大家，⟪event_name|swim gala⟫ 個 entry fee collect 齊未？我 FPS 咗 ⟦AMOUNT|$380⟧ 俾 Coach ⟦PERSON|Fiona⟧ 喇
⟦PERSON|Winnie⟧（⟦PERSON|陳太⟧）: 我都 transfer 咗 ⟦AMOUNT|HK$380⟧ ✅
⟦PERSON|Kelly Ho⟧: 仲有 ⟦PERSON|Jayden⟧ 嘅 ⟦MEDICAL|asthma inhaler⟧ 記得俾佢帶埋
Coach ⟦PERSON|Fiona⟧: Thanks all! Race sheet 聽日 send，warm-up ⟪warmup_time|7:15am⟫ at ⟪venue|維園泳池⟫"""),

("discord_ops_channel", """[#ops] ⟦PERSON|Leo_Zhang⟧: 老板说 scrim bot 又挂了，token 我重新生成了: ⟦APIKEY|$discordbot2⟧ — 别再 paste 到 public channel 了 🙏
[#ops] ⟦PERSON|小林⟧ (⟦PERSON|Lin Yue⟧): ok 收到，我更新到 ⟦IP_ADDRESS|10.30.5.12⟧ 上的 .env
[#ops] ⟦PERSON|Leo_Zhang⟧: also scrim 改到 ⟪scrim_time|20:00 CST⟫，对手 ⟪team_name|Team Kraken⟫"""),

("wechat_message", """Hi Coach, 我是 ⟦PERSON|Kevin Zhou⟧ (⟦PERSON|周凯文⟧)。⟪event_name|Boston 10K⟫ 那边说 prize money ⟦AMOUNT|$2,500⟧ 要填 ⟪form_version|W-9⟫ 才能发。我的 SSN 是 ⟦SSN|$ssn06⟧，地址 ⟦ADDRESS|88 Beacon St, Apt 5C, Boston, MA 02108⟧。拜托帮我转给 race office，thanks!"""),

("email_sepa_mandate", """Hallo! 我是新会员 ⟦PERSON|Wang Yiran⟧ (⟦PERSON|王一然⟧)，⟪org_name|Alpenverein Innsbruck⟫ 的 SEPA-Lastschrift 信息如下：
Kontoinhaber: ⟦PERSON|Yiran Wang⟧
IBAN: ⟦IBAN|$iban08⟧
Geburtsdatum: ⟦DATE_OF_BIRTH|11.04.1997⟧
Adresse: ⟦ADDRESS|Technikerstraße 15, 6020 Innsbruck⟧
Handy: ⟦PHONE|+43 660 318 4427⟧
Beitrag laut Tarif: ⟪tariff|€94,00⟫ (Kategorie A) — 上个月已经 abgebucht ⟦AMOUNT|94 EUR⟧，请确认 danke!"""),

("signup_message", """Hi bro, 我想 sign up 你们的 Muay Thai 12-month plan (⟪price|S$189/mth⟫ promo). My details:
Name: ⟦PERSON|Tan Wei Jie⟧ ⟦PERSON|陈伟杰⟧
NRIC: ⟦NATIONAL_ID|$nid_sg2⟧
HP: ⟦PHONE|8123 4490⟧
Got old ⟦MEDICAL|ACL injury⟧ (right knee) — can still spar or not ah?
Card for auto-debit: ⟦CARD|$card20⟧, CVV ⟦CVV|213⟧"""),

("kiosk_log", """⟪log_timestamp|2025-04-13 08:01:22⟫ [⟪kiosk_id|kiosk-03⟫] 查询成绩 bib=⟪bib_number|30218⟫ name=⟦PERSON|李晓明⟧ phone=⟪masked_phone|138****5521⟫ result=⟪race_time|01:47:33⟫
2025-04-13 08:01:40 [⟪kiosk_id|kiosk-03⟫] 打印证书 OK, printer=⟦IP_ADDRESS|192.168.20.50⟧
2025-04-13 08:02:05 [⟪kiosk_id|kiosk-03⟫] upload to oss failed: InvalidAccessKeyId key=⟦APIKEY|$aliak2⟧
2025-04-13 08:02:05 [⟪kiosk_id|kiosk-03⟫] fallback to ⟦IP_ADDRESS|10.8.1.9⟧"""),

("bilingual_email", """Dear ⟦PERSON|刘先生⟧ / Mr ⟦PERSON|Liu⟧,

Thanks for booking the ⟪programme_name|Mont Blanc 4-day programme⟫. 请确认以下信息 (please confirm):
- Passport: ⟦PASSPORT|$pp_cn2⟧
- DOB: ⟦DATE_OF_BIRTH|1988-09-09⟧
- Medical: 您提到有 ⟦MEDICAL|mild hypertension⟧ (⟦MEDICAL|轻度高血压⟧), taking ⟦MEDICAL|amlodipine⟧ — 没问题 but please bring your meds.
Balance due: ⟦AMOUNT|€1,450⟧ (deposit ⟦AMOUNT|€500⟧ already received).

Best, ⟦PERSON|Pierre Lacombe⟧, UIAGM guide, ⟦PHONE|+33 6 45 19 22 80⟧"""),

("fan_group_chat", """群友 ⟦PERSON|Aaron 陈⟧: 下周 home game 我的 season card 借给谁？⟪seat_number|Block E118 Row 22⟫。card 记得还我 😂
⟦PERSON|小胖⟧: 我我我！转你 ⟦AMOUNT|£45⟧ 行吗
⟦PERSON|Aaron 陈⟧: ok 转我 Monzo 就行 monzo.me/⟦PERSON|aaronchen88⟧
⟦PERSON|小胖⟧: done ⟦AMOUNT|£45⟧ ✅ (⟪fixture|vs Leeds, Sat 15:00⟫)"""),

("json_api_response", """{"player_id":"⟪player_id|p_88120⟫","nickname":"⟦PERSON|夜猫子⟧","real_name":"⟦PERSON|Huang Zitao⟧","email":"⟦EMAIL|ztaohuang@qq.com⟧","phone":"⟦PHONE|+86 152 1098 3364⟧","region":"⟪region_code|CN-East⟫","last_login_ip":"⟦IP_ADDRESS|36.112.94.201⟧","kyc":{"id_type":"resident_id","id_no":"⟦IDCARD|$idcard11⟧","dob":"⟦DATE_OF_BIRTH|1986-03-08⟧"},"wallet_balance":"⟦AMOUNT|¥2,318.40⟧"}"""),

("voice_memo", """Memo: 今日 training ⟦PERSON|Ethan Lam⟧ ⟦MEDICAL|右膝 ACL tear⟧ (suspected)，已經 refer 去 Dr. ⟦PERSON|Chow⟧ 做 ⟦MEDICAL|MRI⟧。佢 mum 電話 ⟦PHONE|9456 1183⟧。下個月 ⟪tournament_name|Inter-school Cup⟫ 應該 miss 咗。HKID for insurance claim: ⟦NATIONAL_ID|$nid_hk3⟧。"""),

("golf_booking", """Booking for ⟪course_name|Niseko Village Golf⟫ 北海道 — 2 rounds, tee off ⟪tee_time|07:42⟫
Guest: ⟦PERSON|Takahashi Ren⟧ ⟦PERSON|高桥莲⟧ (Japanese passport ⟦PASSPORT|$pp_jp1⟧)
Companion: ⟦PERSON|张晨⟧ (passport ⟦PASSPORT|$pp_cn3⟧)
Payment: JCB ⟦CARD|$card08⟧ exp ⟪card_expiry|03/27⟫ CVV ⟦CVV|927⟧
Total charged ⟦AMOUNT|¥46,200 JPY⟧"""),

("overlay_config_json", """{
 "twitch_client_id": "⟪client_id|gp762nuuoqcoxypju8c569th9wz7q5⟫",
 "stream_key": "⟦SECRET|live_1049928371_Xq8bZpL2v0RkT4nYcHs7Wm3dFjA9Ge⟧",
 "caster_names": ["⟦PERSON|Kira⟧ ⟦PERSON|王琦⟧", "⟦PERSON|Dex Moreau⟧"],
 "sponsor": "⟪sponsor_name|雷霆电竞椅 ThunderSeat⟫",
 "theme": "⟪theme_name|neon-v2⟫"
}"""),

("slack_hr_channel", """#ops-hr
⟦PERSON|Amy 刘⟧: ⟦PERSON|Marcus Bell⟧ 的 work permit 需要 passport copy + 体检报告. passport no. ⟦PASSPORT|$pp_us1⟧, expires ⟪passport_expiry|2029⟫
⟦PERSON|Amy 刘⟧: 另外 his salary 这个月 ⟦AMOUNT|$38,000 USD⟧ 已经 wire 过去了
⟦PERSON|Tom Xu⟧: 体检报告里 ⟦MEDICAL|hepatitis B 阴性⟧，没问题
⟦PERSON|Amy 刘⟧: 👍 his agent email: ⟦EMAIL|jbrooks@elitehoops-agency.com⟧ (⟪org_name|Elite Hoops Agency⟫)"""),

("sql_schema_insert", """CREATE TABLE members (
  id INT, name VARCHAR(50) COMMENT '姓名', mobile VARCHAR(20) COMMENT '手机号', last_ip VARCHAR(45) COMMENT '最后登录IP'
);
INSERT INTO members VALUES (⟪row_id|1021⟫, '⟦PERSON|Sophia 孙⟧', '⟦PHONE|+86 139 1602 7745⟧', '⟦IP_ADDRESS|240e:3a1:4c42:90b0::1c⟧');
INSERT INTO members VALUES (⟪row_id|1022⟫, '⟦PERSON|Chen Hao⟧', '⟦PHONE|+86 186 2177 0419⟧', '⟦IP_ADDRESS|2408:8207:6c31:e4f0:5d9a:2b10:7a6e:3f01⟧');
-- ⟪schema_version|schema v12⟫"""),

("crew_declaration", """⟪event_name|Victoria Harbour Regatta 維港帆船賽⟫ — Crew Declaration 船員聲明
Name 姓名: ⟦PERSON|Chan Tai Man⟧ ⟦PERSON|陳大文⟧
HKID 身份證: ⟦NATIONAL_ID|$nid_hk4⟧
Emergency contact 緊急聯絡人: ⟦PERSON|Wong Siu Fong⟧ ⟦PERSON|黃小芳⟧ (wife) ⟦PHONE|+852 5538 2016⟧
Medical 病歷: ⟦MEDICAL|G6PD deficiency⟧ ⟦MEDICAL|蠶豆症⟧
Boat 船名: '⟪boat_name|Typhoon Shelter⟫' sail no. ⟪sail_number|HKG 2288⟫"""),

("support_ticket", """Ticket #⟪ticket_id|51133⟫ — Result correction
From: ⟦PERSON|Li Wen-Hsuan⟧ <⟦EMAIL|wenhsuan.li@gmail.com⟧>
Hi, 我在 ⟪event_name|Taipei Marathon⟫ 的名字被登記成 '⟦PERSON|Li Wen Hsun⟧'，少了一個 a。Bib ⟪bib_number|12088⟫。請改成 ⟦PERSON|Li Wen-Hsuan⟧ (⟦PERSON|李文萱⟧)。Thanks!
—
Agent (⟦PERSON|Ruth⟧, ⟪org_name|SplitSecond Timing⟫): fixed, certificate regenerated."""),

("trilingual_invoice", """⟪org_name|Swiss Snowsports School Verbier⟫ — Rechnung / Invoice / 发票 No. ⟪invoice_no|2025-0877⟫
Client: ⟦PERSON|王先生⟧ (Mr ⟦PERSON|Wang Haoran⟧), Shanghai
Private lessons 私教课 5 days × ⟪tariff|CHF 540⟫ = ⟪tariff|CHF 2,700⟫
Paid by card: ⟦AMOUNT|CHF 2'700.00⟧
Refund for 1 cancelled day (sick — ⟦MEDICAL|急性肠胃炎⟧, doctor's note attached): ⟦AMOUNT|CHF 540.00⟧ to card ending ⟪masked_card|0912⟫"""),

("rules_excerpt", """Rule 4.2 比赛服务器 / Match servers: all matches are played on 上海 Tier-1 servers (tick rate ⟪tick_rate|128⟫). Pause limit 暂停上限: ⟪pause_limit|4 × 60s⟫ per team. Prize pool 奖金池: ⟪prize_pool|US$50,000⟫ (1st 50% / 2nd 25% / 3rd–4th 12.5%). Ruleset ⟪version|v2025.03⟫."""),

("transfer_screenshot_ocr", """转账成功 Transfer successful
收款人 Payee: ⟪masked_name|*浩然⟫
金额 Amount: ⟦AMOUNT|¥3,600.00⟧
付款方式: 招商银行储蓄卡 (⟪masked_card|8821⟫)
转账说明 Note: ⟦PERSON|王教练⟧ 学费 下学期 ⟦PERSON|Sun Haoran⟧
交易单号: ⟪transaction_id|4200001938202503051123456789⟫"""),
]

TEXTS += [
("dingtalk_chat", """HR ⟦PERSON|小王⟧: Coach ⟦PERSON|Diego⟧，你的 work visa renewal 需要: passport、体检报告和无犯罪记录证明，⟪deadline|3月15日⟫前交。
⟦PERSON|Diego Alvarez⟧: ok! passport ⟦PASSPORT|$pp_usng2⟧，体检 done at ⟪org_name|国际旅行卫生保健中心⟫, all normal except ⟦MEDICAL|轻度脂肪肝⟧ lol
HR ⟦PERSON|小王⟧: 收到～ 另外3月 salary ⟦AMOUNT|¥32,000⟧ 已发"""),

("python_traceback", """Traceback (most recent call last):
  File "⟪file_path|sync_members.py⟫", line 88, in <module>
    client = AcsClient("⟦APIKEY|$aliak3⟧", "⟦SECRET|$alisec3⟧", "⟪region_code|cn-shenzhen⟫")
  File ".../aliyunsdkcore/client.py", line 120, in __init__
aliyunsdkcore.acs_exception.exceptions.ClientException: SDK.InvalidRegionId 无效的地域ID
# 在 /home/⟦PERSON|zhangwei⟧ 下用 cron 跑的，⟪cron_schedule|*/10 * * * *⟫"""),

("race_entry_form", """⟪event_name|Harbourfront Marathon 海濱馬拉松 2025⟫ 報名表
Full name 全名: ⟦PERSON|CHEUNG Hoi Ching⟧ ⟦PERSON|張凱晴⟧
HKID 香港身份證: ⟦NATIONAL_ID|$nid_hk5⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|1993-02-08⟧
Mobile 手提電話: ⟦PHONE|6178 2290⟧
Email 電郵: ⟦EMAIL|hoiching.cheung@yahoo.com.hk⟧
Medical 健康申報: 曾患 ⟦MEDICAL|SVT (supraventricular tachycardia)⟧，已做 ⟦MEDICAL|ablation 手術⟧
Entry fee paid 已付報名費: ⟦AMOUNT|HK$650⟧   Category: ⟪race_category|Full Marathon⟫"""),

("refund_letter", """Dear Ms ⟦PERSON|Lim⟧ ⟦PERSON|林小姐⟧,
Re: refund of swimming lessons (⟪term_code|Term 2/2025⟫)
Parent: ⟦PERSON|Lim Mei Ling⟧, NRIC ⟦NATIONAL_ID|$nid_sg4⟧
Child: ⟦PERSON|Ryan Koh⟧, FIN ⟦NATIONAL_ID|$nid_sg3⟧
我们已批准退款 ⟦AMOUNT|S$240⟧，将通过 PayNow 转到 ⟦PHONE|9734 0021⟧，3-5 working days。
⟪org_name|Aqua Dolphins Swim School⟫"""),

("github_workflow_yaml", """# 自动发布战绩卡片
env:
  HF_TOKEN: ⟦APIKEY|$hf1⟧        # 模型推理用
  NPM_TOKEN: ⟦APIKEY|$npm1⟧
  FEISHU_HOOK: ⟦SECRET|$feishuhook2⟧
jobs:
  build:
    runs-on: ⟪runner_image|ubuntu-22.04⟫
    steps:
      - uses: ⟪action_ref|actions/checkout@v4⟫
      - run: echo "triggered by ${{ github.actor }}"   # 一般是 ⟦PERSON|zhou-yifan⟧"""),

("renewal_form", """Renewal 續會 — ⟪club_name|Hong Kong Épée Club⟫
Member: ⟦PERSON|Ho Chun Kit⟧ ⟦PERSON|何俊傑⟧
Passport (HKSAR): ⟦PASSPORT|$pp_hk1⟧ — for overseas competition registration
Membership fee paid 已繳: ⟦AMOUNT|HK$2,800⟧ by FPS ⟦PHONE|9088 1746⟧
Note: ⟦MEDICAL|左手腕 TFCC injury⟧，暫停比賽至 ⟪return_month|6月⟫"""),

("markdown_trip_list", """### Hakuba 白马 trip 名单 (⟪trip_dates|Jan 2026⟫)
| Name | 护照 Passport | DOB | Dietary / Allergy |
|---|---|---|---|
| ⟦PERSON|许静⟧ ⟦PERSON|Xu Jing⟧ | ⟦PASSPORT|$pp_cn4⟧ | ⟦DATE_OF_BIRTH|1990-11-03⟧ | ⟦MEDICAL|海鲜过敏⟧ (⟦MEDICAL|seafood⟧) |
| ⟦PERSON|彭宇⟧ ⟦PERSON|Peng Yu⟧ | — (港澳通行证) | ⟦DATE_OF_BIRTH|2006-09-03⟧ | none |
组织者: ⟦PERSON|Jason 吴⟧ (wechat: ⟦PERSON|jasonwu_ski⟧)   Lodge: ⟪hotel_name|Hakuba Echoland Lodge⟫"""),

("payroll_setup", """加拿大 ⟪club_name|Richmond 乒乓球俱乐部⟫ coach payroll setup
Employee: ⟦PERSON|Zhang Lei⟧ ⟦PERSON|张磊⟧
SIN: ⟦NATIONAL_ID|$nid_ca2⟧
Address: ⟦ADDRESS|8671 No. 3 Rd, Richmond, BC V6X 1V2⟧
Hourly rate: ⟪pay_scale|$28/h⟫ (per club pay scale)
Direct deposit 已设置；first pay cheque ⟦AMOUNT|$1,344.00⟧"""),

("shell_session", """ops@⟪hostname|match-db-01⟫:~$ mysql "mysql://tourney_ro:⟦SECRET|Qz7%40rF!2wS⟧@⟦IP_ADDRESS|172.20.3.8⟧:⟪port|3306⟫/brackets"   # 只读账号
ops@⟪hostname|match-db-01⟫:~$ scp dump.sql ⟦PERSON|huangmin⟧@⟦IP_ADDRESS|10.0.8.44⟧:~/backup/   # 给 ⟦PERSON|黄敏⟧ 备份
ops@⟪hostname|match-db-01⟫:~$ ls -lh ⟪file_path|/var/backups/brackets-2025-06-01.sql.gz⟫"""),

("donation_page_comments", """⟦PERSON|Grace Tan⟧ donated ⟦AMOUNT|£50⟧: 加油 Uncle ⟦PERSON|Ming⟧!! 🏃
Anonymous donated ⟦AMOUNT|£20⟧
⟦PERSON|陈伟明⟧ donated ⟦AMOUNT|£100⟧: Go go go，为 ⟪charity_cause|leukaemia research⟫ 跑!
Page total: ⟪fundraising_total|£2,340 raised of £3,000⟫ — ⟪event_name|London Landmarks Half⟫"""),

("app_welcome_email", """Welcome to ⟪app_name|Mission Hills Members App⟫ 观澜湖会员！
您的登录账号 Login: ⟦PERSON|zhou.jianguo⟧
临时密码 Temporary password: ⟦PASSWORD|MH#8826kq⟧
请首次登录后修改 / please change it after first login. Member no. ⟪membership_no|MH-VIP-22017⟫
客服 Hotline: ⟦PHONE|400-830-8899⟧"""),

("email_negotiation", """Hi ⟦PERSON|王总⟧,
As discussed, the buyout for ⟦PERSON|Mikkel "Mikkes" Sørensen⟧ is ⟪org_transfer_fee|€120,000⟫ (club-to-club). The player's signing bonus of ⟦AMOUNT|€15,000⟧ goes directly to him: IBAN ⟦IBAN|$iban14⟧.
合同 draft 我们周五前发过来。
Best regards,
⟦PERSON|Freja Holm⟧, agent, ⟦PHONE|+45 28 91 44 07⟧"""),

("sms_gateway_log", """[⟪log_timestamp|2025-05-01 12:00:03⟫] sms-gw INFO provider=twilio key=⟦APIKEY|$twilio2⟧ to=⟦PHONE|+44 7911 203 558⟧ tpl=⟪template_id|TICKET_READY⟫ lang=zh
[⟪log_timestamp|2025-05-01 12:00:03⟫] sms-gw INFO body="【浦江联球迷会 UK】Hi ⟦PERSON|陈思远⟧，您的 away ticket 已出票，seat ⟪seat_number|Block 109 Row K 33⟫"
[2025-05-01 12:00:04] sms-gw WARN rate limited, retry in ⟪retry_delay|30s⟫"""),

("accident_report", """Accident report 事故报告 — ⟪venue|青岛奥林匹克帆船中心⟫, ⟪incident_date|2025-08-02⟫
Instructor 教练: ⟦PERSON|Tom Fairley⟧
Student 学员: ⟦PERSON|程雨桐⟧, 14岁
What happened: boom 打到头部，有短暂 ⟦MEDICAL|loss of consciousness⟧ (<10s)，送 ⟪hospital_name|青大附院⟫ 做 ⟦MEDICAL|CT⟧: no bleeding ⟦MEDICAL|无颅内出血⟧。
Parent informed 家长已通知: ⟦PERSON|程先生⟧ ⟦PHONE|186 6392 0475⟧"""),

("results_csv", """bib,name,name_cn,email,nationality,finish
⟪bib_number|A001⟫,⟦PERSON|Zhang Wei⟧,⟦PERSON|张伟⟧,⟦EMAIL|zhangwei.run@163.com⟧,CHN,⟪race_time|2:58:10⟫
⟪bib_number|A002⟫,⟦PERSON|Emily Carter⟧,,⟦EMAIL|emily.carter@hotmail.co.uk⟧,GBR,⟪race_time|3:02:44⟫
⟪bib_number|A003⟫,⟦PERSON|Nguyen Thi Lan⟧,,⟦EMAIL|lan.nguyen92@gmail.com⟧,VNM,⟪race_time|3:05:01⟫"""),

("forum_help_post", """求助：在美国比赛拿了奖金 ⟦AMOUNT|$1,200⟧，race director 让我填 ⟪form_version|W-8BEN⟫ 还是 W-9？我有 SSN（⟦SSN|$ssn16⟧，之前 ⟪visa_type|F-1 OPT⟫ 时申请的）。现在人在国内，地址 ⟦ADDRESS|北京市海淀区中关村大街27号 100080⟧。邮箱 ⟦EMAIL|xiaoyu.runner@gmail.com⟧ 谢谢大家！"""),

("group_chat_debug", """@后端 帮看下为啥 401:
curl -b 'courtside_sid=⟦SECRET|$sess2⟧' https://⟪api_host|api.courtside.club⟫/v1/bookings?user=⟦PERSON|lilian.zhao⟧
我是在 ⟦IP_ADDRESS|101.86.221.140⟧ 上跑的，response 里 request_id=⟪request_id|$uuid5⟫"""),

("wechat_sifu_chat", """师傅 Sifu ⟦PERSON|Leung⟧: 下个月的 fee ⟦AMOUNT|£80⟧ 记得 pay
⟦PERSON|Jake Morrison⟧: 收到 Sifu! just sent ⟦AMOUNT|£80⟧. Btw 我上周 sparring 后 rib 很痛，GP says 可能 ⟦MEDICAL|cracked rib⟧
Sifu ⟦PERSON|Leung⟧: 休息两周，不要 chi sau。(class: ⟪class_schedule|Tue 19:00, Hackney studio⟫)"""),
]
