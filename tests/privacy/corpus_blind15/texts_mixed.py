# -*- coding: utf-8 -*-
# texts for corpus_blind15 (mixed), written by hand one at a time.
# Markup: ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name -> values.VALUES[name]

TEXTS = []
T = TEXTS.append

T(("mixed_feishu_bot_python", r"""
# feishu_notify.py —— 捐赠到账后推送到飞书群
# author: ⟦PERSON|Lu Jia⟧ (⟦PERSON|鲁佳⟧)  last modified ⟪date|2026-01-30⟫
import requests, time, hmac, hashlib, base64

APP_ID = "⟪app_id|$feishu_appid_1⟫"              # 应用凭证 App ID（公开）
APP_SECRET = "⟦SECRET|$feishu_secret_1⟧"       # TODO: 移到 KMS
WEBHOOK = "⟦SECRET|$feishu_webhook_1⟧"

def notify(donor_name, amount):
    # e.g. notify("⟦PERSON|谢婉清⟧", "5,000.00")
    text = f"🎉 新捐赠：{donor_name} 捐赠 ¥{amount}"
    r = requests.post(WEBHOOK, json={"msg_type": "text", "content": {"text": text}}, timeout=5)
    return r.status_code

if __name__ == "__main__":
    print(notify("测试用户", "0.01"))   # 单笔测试金额 ⟪price|¥0.01⟫
"""))

T(("mixed_wechat_miniprogram_js", r"""
// config/prod.js —— 助餐小程序 后端配置（勿提交到 GitHub！）
module.exports = {
  wechat: {
    appId: '⟪app_id|$wechat_appid_1⟫',            // 小程序 AppID，公开
    appSecret: '⟦SECRET|$wechat_secret_1⟧',   // AppSecret
  },
  tencentCloud: {
    secretId: '⟦APIKEY|$tencent_id_1⟧',
    secretKey: '⟦SECRET|$tencent_key_1⟧',
    smsSdkAppId: '⟪app_id|1400788231⟫',
    smsSign: '幸福里社区',
  },
  mapbox: {
    publicToken: '⟪app_id|$mapbox_pk_1⟫',   // 前端地图用，公开
    secretToken: '⟦APIKEY|$mapbox_sk_1⟧',   // 配送路线规划（服务端）
  },
  mysql: { host: '⟦IP_ADDRESS|10.0.12.9⟧', port: ⟪port|3306⟫, user: 'meal', password: '⟦PASSWORD|Meal@2025xfl⟧' },
  // 运维负责人 ⟦PERSON|阿强⟧ ⟦PHONE|13512038871⟧ —— 半夜报警打他
  mealPrice: ⟪price|12⟫, // 元/份，街道补贴后价格
};
"""))

T(("mixed_aliyun_env", r"""
# .env.production  (小微记账 SaaS)
APP_ENV=production
APP_VERSION=⟪version|4.6.2⟫
ALIBABA_CLOUD_ACCESS_KEY_ID=⟦APIKEY|$alibaba_akid_1⟧
ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟦SECRET|$alibaba_secret_1⟧
OSS_BUCKET=xiaowei-invoices-hz
OSS_ENDPOINT=oss-cn-hangzhou.aliyuncs.com
SMS_TEMPLATE_CODE=⟪app_id|SMS_465118203⟫
DB_URL=mysql://xw_app:⟦SECRET|Xw!2025#acct⟧@⟦IP_ADDRESS|172.16.8.21⟧:⟪port|3306⟫/ledger
# 测试账号（上线前删掉）：⟦PERSON|王丽⟧ / ⟦PHONE|13816620931⟧ / 密码 ⟦PASSWORD|wl123456⟧
"""))

T(("mixed_dingtalk_go", r"""
// pkg/alert/dingtalk.go
package alert

// 钉钉群机器人：工地安全告警（恒远建设 西湖区图书馆项目）
// 加签 secret 在 SEC 开头那串，別弄丢
const (
	dingWebhook = "⟦SECRET|$dingtalk_webhook_1⟧"
	dingAppKey  = "⟪app_id|$dingtalk_appkey_1⟫" // 企业内部应用 AppKey
	dingSecret  = "⟦SECRET|$dingtalk_secret_1⟧"
	// @ 的手机号：安全员 ⟦PERSON|诸葛明⟧
	atMobile = "⟦PHONE|13958071129⟧"
)

// 限流：机器人每分钟最多 20 条（钉钉官方限制），version ⟪version|v0.3.1⟫
"""))

T(("mixed_sg_volunteer_form", r"""
VOLUNTEER REGISTRATION 志愿者登记表 — Harmony Eldercare Befrienders (Singapore)
Full name (as in NRIC) 姓名: ⟦PERSON|TAN Mei Ling⟧ ⟦PERSON|陈美玲⟧
NRIC 身份证号: ⟦NATIONAL_ID|$nid_sg_5⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|15/08/2003⟧
Address 地址: ⟦ADDRESS|Blk 231 Bishan Street 22, #08-114, Singapore 570231⟧
Mobile 手机: ⟦PHONE|+65 9123 4470⟧        Email: ⟦EMAIL|meiling.tan03@gmail.com⟧
Languages 语言: English, 华语, Hokkien
Any medical condition we should know? 健康状况: ⟦MEDICAL|mild asthma 轻度哮喘⟧
Preferred programme: Saturday befriending @ ⟪place|Toa Payoh⟫ Senior Activity Centre
Volunteer insurance: covered by centre (premium ⟪price|S$12/yr⟫)
Form ID ⟪reference|HEB-V-26-0118⟫ · submitted ⟪timestamp|2026-02-07 19:02⟫
"""))

T(("mixed_us_visa_wechat", r"""
【微信】留学签证群 — 美签 F-1
⟦PERSON|Kevin 王⟧: DS-160 确认页出来了，confirmation no. ⟪reference|AA00EK7X9Q⟫
⟦PERSON|Kevin 王⟧: 面签约在 ⟪timestamp|3/12 8:45am⟫ 上海领馆
顾问 ⟦PERSON|Amy⟧: 好的！passport number 我核对一下：⟦PASSPORT|EJ4417203⟧ 对吗？
⟦PERSON|Kevin 王⟧: 对。I-20 上 SEVIS ID 是 ⟪reference|N0034718826⟫
顾问 ⟦PERSON|Amy⟧: SEVIS fee ⟪price|$350⟫ 交了没？签证费 ⟪price|$185⟫ 已经交了
⟦PERSON|Kevin 王⟧: 交了，用我爸的 Visa 卡付的，卡尾号 ⟪masked_card|8841⟫
顾问 ⟦PERSON|Amy⟧: 👍 资金证明记得带，你们存款证明是 ⟦AMOUNT|RMB 800,000⟧ 对吧
"""))

T(("mixed_us_tax_intl_student", r"""
Subject: Re: 2025 tax return — 国际学生报税
From: ⟦PERSON|Linda Okafor⟧ <⟦EMAIL|linda@okafortax.com⟧>
To: ⟦EMAIL|zhangyuxin.tax@gmail.com⟧

Hi ⟦PERSON|Yuxin⟧,

Thanks for the documents. 我看了一下你的 W-2 和 1042-S：
- Employer: Halvorsen University (TA stipend) wages ⟦AMOUNT|$24,600⟧, federal withholding ⟦AMOUNT|$1,912⟧
- Scholarship (1042-S, income code 16): ⟦AMOUNT|$18,500⟧, treaty-exempt under US–China treaty Art. 20(c) up to ⟪price|$5,000⟫ of wages
- Your SSN on the W-2 is ⟦SSN|$ssn_1⟧ — matches your card, good.

You're a nonresident alien for 2025, so we file 1040-NR + Form 8843. My fee for 1040-NR is ⟪price|$225⟫.
Expected refund: about ⟦AMOUNT|$1,130⟧ (直接存入你的 Chase 账户, routing ⟪reference|071000013⟫).

Best,
⟦PERSON|Linda⟧
"""))

T(("mixed_hk_exchange_kyc", r"""
[KYC Review 人工审核] Case ⟪case_no|HK-KYC-2026-00912⟫ · Platform: ⟪org_name|Harbour Digital Assets⟫ (SFC licensed)
Name 姓名: ⟦PERSON|CHAN Tai Man⟧ ⟦PERSON|陳大文⟧
HKID 香港身份證: ⟦NATIONAL_ID|$nid_hk_2⟧
Passport 護照 (secondary): ⟦PASSPORT|K12045873⟧ (HKSAR)
DOB 出生日期: ⟦DATE_OF_BIRTH|1985-04-12⟧
Residential address 住址: ⟦ADDRESS|Flat 12B, Tower 3, Laguna City, 8 Cha Kwo Ling Road, Kwun Tong, Kowloon⟧
Proof of address: HK Electric bill dated ⟪date|2026-01-05⟫
Source of wealth: salary ⟦AMOUNT|HK$85,000/month⟧ (senior engineer)
Deposit from ⟦IBAN|$iban_ch_1⟧? — flagged: 3rd-party account, pending
Login IP: ⟦IP_ADDRESS|14.136.8.201⟧ · device iPhone15,3 · app ⟪version|5.2.0 (build 8812)⟫
Reviewer: ⟦PERSON|Iris Kwok⟧ — decision: RFI sent ⟪timestamp|2026-02-10 11:20 HKT⟫
"""))

T(("mixed_kr_esports_roster", r"""
[Bootcamp 集训名单] Ashfall Wolves Academy — Seoul, ⟪date|2026-03-02⟫ ~ ⟪date|2026-03-16⟫
Gaming house 住宿: ⟦ADDRESS|서울특별시 마포구 월드컵북로 396, 1204호⟧ (door lock ⟦PASSWORD|7 3 1 9 0 2⟧)
| Player | 真实姓名 | 身份信息 | 备注 |
| ⟦PERSON|Hoon⟧ | ⟦PERSON|Park Ji-hoon⟧ / ⟦PERSON|朴智勋⟧ | KR passport ⟦PASSPORT|M70918263⟧ | |
| (analyst) | ⟦PERSON|Kim Soo-ah⟧ / ⟦PERSON|金秀雅⟧ | 주민등록번호 ⟦NATIONAL_ID|$nid_kr_1⟧ | ⟦MEDICAL|手腕劳损 wrist strain⟧, physio 2x/week |
| Lucky | ⟦PERSON|邹嘉乐⟧ (⟦PERSON|Zou Jiale⟧) | 护照 ⟦PASSPORT|EK9905128⟧ | visa-free 30 days |
Per diem 餐补: ⟪price|₩30,000/day⟫ · PC café rental ⟪price|₩1,500,000⟫ total (club budget)
Manager 领队: ⟦PERSON|Mikko Lahtinen⟧ ⟦PHONE|+358 40 555 0147⟧
"""))

T(("mixed_brazil_ngo_volunteer", r"""
Ficha de voluntário / 志愿者资料 — Instituto Ponte Solidária (São Paulo), 华人志愿者项目
Nome / 姓名: ⟦PERSON|Li Wei⟧ (⟦PERSON|李伟⟧)
CPF: ⟦NATIONAL_ID|$nid_br_1⟧
Passaporte / 护照: ⟦PASSPORT|EG3310642⟧
Data de nascimento / 出生日期: ⟦DATE_OF_BIRTH|02/11/1997⟧
Endereço / 地址: ⟦ADDRESS|Rua Galvão Bueno, 580, apto 32, Liberdade, São Paulo - SP, 01506-000⟧
Celular / 手机: ⟦PHONE|+55 11 95555-0132⟧
Função: aulas de mandarim para crianças / 给孩子教中文, sábados
Auxílio transporte / 交通补贴: ⟦AMOUNT|R$ 150,00⟧ por mês (pago via Pix)
Taxa de inscrição do projeto: ⟪price|R$ 0,00⟫ (gratuito)
Coordenadora: ⟦PERSON|Fernanda Moura⟧ · ⟦EMAIL|fernanda@pontesolidaria.org.br⟧
"""))

T(("mixed_canada_immigration_consult", r"""
Subject: PR application checklist — 枫叶移民 client file ⟪reference|MLF-2026-0447⟫
From: ⟦PERSON|Grace Liu⟧, RCIC <⟦EMAIL|grace@mapleleaf-immigration.ca⟧>
To: ⟦EMAIL|zhou.family.van@gmail.com⟧

⟦PERSON|周先生⟧ 您好，

Express Entry profile 已经 created，CRS score ⟪reference|491⟫. 以下信息请再核对一次：
- Principal applicant: ⟦PERSON|ZHOU Wen⟧ ⟦PERSON|周文⟧, DOB ⟦DATE_OF_BIRTH|1986-02-27⟧, passport ⟦PASSPORT|EA7720918⟧
- SIN (from your work permit period): ⟦NATIONAL_ID|$nid_ca_1⟧
- Spouse: ⟦PERSON|HE Xiaoyu⟧ ⟦PERSON|何晓雨⟧, SIN ⟦NATIONAL_ID|$nid_ca_2⟧
- Current address: ⟦ADDRESS|3308-1288 W Georgia St, Vancouver, BC V6E 4R3⟧
- Proof of funds: ⟦AMOUNT|CAD 38,600⟧ in TD account (minimum for family of 3 is ⟪price|CAD 27,514⟫)
Government fees: ⟪price|CAD 1,525⟫ (PA incl. RPRF) + ⟪price|CAD 1,525⟫ (spouse) + ⟪price|CAD 260⟫ (child)

Regards,
⟦PERSON|Grace⟧
"""))

T(("mixed_nl_alumni_donation", r"""
Van: Alumnifonds Universiteit Leiden-Delft (fictief) <⟦EMAIL|alumnifonds@udl-example.nl⟧>
Aan: ⟦EMAIL|chen.yiran@ziggo.nl⟧
Onderwerp: Bevestiging periodieke gift / 定期捐赠确认

Beste ⟦PERSON|Yiran Chen⟧ (⟦PERSON|陈逸然⟧),

Hartelijk dank voor uw periodieke gift van ⟦AMOUNT|€600 per jaar⟧ voor vijf jaar aan het China–Nederland studiefonds. 感谢您对中荷奖学金的支持！

Voor de belastingaangifte (giftenaftrek) hebben wij de volgende gegevens vastgelegd:
BSN: ⟦NATIONAL_ID|$nid_nl_1⟧
IBAN: ⟦IBAN|$iban_nl_1⟧ (incasso op ⟪date|25 januari⟫)
Adres: ⟦ADDRESS|Nieuwe Rijn 41-C, 2312 JG Leiden⟧

Een beurs voor één student kost ⟪price|€3.500⟫ per jaar. Kenmerk: ⟪reference|AF-2026-00731⟫.

Met vriendelijke groet,
drs. ⟦PERSON|M. de Boer⟧
"""))

T(("mixed_se_conference_registration", r"""
REGISTRATION 报名确认 — Nordic–China Journalism Forum, Stockholm, ⟪date|14–15 May 2026⟫
Participant: ⟦PERSON|Lindqvist, Hanna⟧ / ⟦PERSON|林汉娜⟧ (preferred name)
Personnummer (for Swedish travel grant only): ⟦NATIONAL_ID|$nid_se_1⟧
Organisation: Clearwater Relief (field comms)
Email: ⟦EMAIL|h.lindqvist@clearwater-relief.org⟧   Mobile: ⟦PHONE|+46 70 174 06 23⟧
Session: 圆桌 "Reporting disasters responsibly 灾难报道伦理" (panelist)
Travel grant: ⟦AMOUNT|SEK 4 500⟧ paid to her account; standard grant for Nordic participants is up to ⟪price|SEK 6 000⟫
Dietary: vegetarian; access: none
Registration fee ⟪price|SEK 1 200⟫ (waived for panelists) · Badge ⟪reference|NCJF-0219⟫
"""))

T(("mixed_es_destination_wedding", r"""
[WhatsApp] Boda Sevilla 🇪🇸 — Planner ⟦PERSON|Lucía⟧ & 新人 ⟦PERSON|宋佳⟧/⟦PERSON|Javier⟧
⟦PERSON|Lucía⟧: Hola chicos! Para el contrato de la finca necesito DNI/NIE de los dos
⟦PERSON|Javier⟧: Mi DNI ⟦NATIONAL_ID|$nid_es_1⟧
⟦PERSON|宋佳⟧: 我的是 NIE ⟦NATIONAL_ID|$nid_es_2⟧ (residencia)
⟦PERSON|Lucía⟧: Perfecto. Señal para reservar la finca: ⟦AMOUNT|3.000 €⟧ a la cuenta ⟦IBAN|$iban_es_2⟧, concepto "Boda ⟪reference|SEV-0927⟫"
⟦PERSON|Lucía⟧: El menú es ⟪price|95 € por invitado⟫ (IVA incl.)
⟦PERSON|宋佳⟧: 好的～ my mum has ⟦MEDICAL|coeliac disease 乳糜泻⟧, need gluten-free option pls
⟦PERSON|Lucía⟧: Claro, sin problema 👍 fecha confirmada: ⟪date|27/09/2026⟫
"""))

T(("mixed_fr_visa_agency", r"""
Objet : Dossier visa long séjour étudiant — 法国留学签证 dossier n° ⟪reference|CF-2026-0318⟫
De : Campus Passerelle Conseil <⟦EMAIL|dossiers@campuspasserelle.fr⟧>
À : ⟦EMAIL|wangxinyi2004@163.com⟧

Bonjour ⟦PERSON|Xinyi⟧,

Votre garant en France, Mme ⟦PERSON|Hélène Girard⟧ (⟦ADDRESS|18 rue Mercière, 69002 Lyon⟧), nous a transmis :
- attestation d'hébergement ✔
- numéro de sécurité sociale : ⟦NATIONAL_ID|$nid_fr_1⟧ ✔
- RIB : ⟦IBAN|$iban_fr_wrap⟧ ✔
Ton passeport ⟦PASSPORT|EL5508271⟧ 有效期到 ⟪date|2034⟫，没问题。
Frais Campus France : ⟪price|225 €⟫ (environ ⟪price|1 750 元⟫); frais de visa : ⟪price|50 €⟫.
Vous avez déjà réglé nos honoraires de ⟦AMOUNT|4 800 元⟧ le ⟪date|3 février⟫.

Cordialement,
⟦PERSON|Julien⟧ — 法语顾问
"""))

T(("mixed_be_ngo_payroll", r"""
PAYSLIP / 工资单 — Solidarité Santé Mondiale ASBL (Bruxelles)    Period: ⟪date|01/2026⟫
Employee: ⟦PERSON|ZHENG Lan⟧ ⟦PERSON|郑岚⟧ — Programme Officer (China & Mekong)
Numéro de registre national: ⟦NATIONAL_ID|$nid_be_1⟧
Address: ⟦ADDRESS|Rue de la Loi 155, bte 12, 1040 Etterbeek⟧
Gross salary 税前工资           ⟦AMOUNT|€4,318.22⟧
ONSS employee (13.07%)          ⟦AMOUNT|-€564.39⟧
Précompte professionnel         ⟦AMOUNT|-€1,032.80⟧
Meal vouchers (employer part)   ⟪price|€6.91/day⟫ (legal max)
Net pay 实发                    ⟦AMOUNT|€2,721.03⟧ → IBAN ⟦IBAN|$iban_be_1⟧
Sick leave days this month: 2 (⟦MEDICAL|migraine 偏头痛⟧, certificate received)
"""))

T(("mixed_cl_fixer_invoice", r"""
BOLETA DE HONORARIOS (resumen) — fixer / 当地向导兼翻译
Emisor: ⟦PERSON|Catalina Rojas Fuentes⟧, RUT ⟦NATIONAL_ID|$nid_cl_1⟧
Domicilio: ⟦ADDRESS|Av. Providencia 1208, depto 504, Providencia, Santiago⟧
Cliente: 《都市晨报》国际部 — reportero ⟦PERSON|冯子轩⟧
Servicio: 5 días de producción (Atacama lithium story 锂矿报道), traducción español–inglés, permisos
Monto bruto: ⟦AMOUNT|CLP 1.250.000⟧   Retención (13,75%): ⟦AMOUNT|CLP 171.875⟧   Líquido: ⟦AMOUNT|CLP 1.078.125⟧
Tarifa estándar de fixer en la zona: ⟪price|USD 250/día⟫
Fecha: ⟪date|10-02-2026⟫ · Folio ⟪invoice_no|N° 000418⟫
WhatsApp: ⟦PHONE|+56 9 5555 0187⟧
"""))

T(("mixed_sg_care_referral", r"""
REFERRAL FOR NURSING HOME ADMISSION 转介信 — Agency for Integrated Care (via hospital MSW)
Patient: ⟦PERSON|LIM Ah Kow⟧ ⟦PERSON|林亚九⟧     NRIC: ⟦NATIONAL_ID|$nid_sg_3⟧     Age 81, Male
Address: ⟦ADDRESS|Blk 45 Jalan Bukit Merah, #12-1187, Singapore 150045⟧
Diagnoses: ⟦MEDICAL|left MCA stroke (Dec 2025) with right hemiplegia⟧; ⟦MEDICAL|aphasia⟧; ⟦MEDICAL|diabetes mellitus on insulin⟧; ⟦MEDICAL|CKD stage 4⟧
Functional status: ⟦MEDICAL|bedbound, NGT-fed⟧, requires 2-person transfer
Caregiver: daughter ⟦PERSON|Lim Siew Hoon⟧ ⟦PERSON|林秀云⟧ ⟦PHONE|+65 9876 0213⟧ (works shifts, cannot care at home)
Means-test: per capita household income ⟦AMOUNT|S$1,120⟧ → subsidy tier 60% (published MOH table, nursing home fees from ⟪price|S$2,800/month⟫ before subsidy)
Language: Hokkien, some Mandarin 华语
Referred by: MSW ⟦PERSON|Nurul Ain⟧, SGH ward ⟪room_number|57⟫, ⟪date|09/02/2026⟫
"""))

T(("mixed_game_nginx_cn", r"""
# /var/log/nginx/access.log  (星穹战场 国际服 EU gateway)
⟦IP_ADDRESS|223.104.65.11⟧ - - [⟪timestamp|11/Feb/2026:14:03:17 +0000⟫] "POST /api/v1/login HTTP/1.1" 200 512 "-" "XingQiong/⟪version|3.12.0⟫ (Android 14; 华为 Mate60)"
⟦IP_ADDRESS|223.104.65.11⟧ - - [⟪timestamp|11/Feb/2026:14:03:19 +0000⟫] "GET /api/v1/user/profile?nickname=%E5%A4%9C%E7%8C%AB%E5%AD%90 HTTP/1.1" 200 1203 "-" "XingQiong/⟪version|3.12.0⟫"
⟦IP_ADDRESS|2408:8456:3a10:7c2::1f⟧ - - [⟪timestamp|11/Feb/2026:14:03:22 +0000⟫] "POST /api/v1/pay/callback?token=⟦APIKEY|$jwt_1⟧ HTTP/1.1" 200 2 "-" "WeChatPay/3.0"
⟪doc_ip|192.0.2.10⟫ - - [⟪timestamp|11/Feb/2026:14:03:30 +0000⟫] "GET /status HTTP/1.1" 200 15 "-" "UptimeRobot/2.0"
⟦IP_ADDRESS|10.18.3.77⟧ - ⟦PERSON|zhangwei⟧ [⟪timestamp|11/Feb/2026:14:04:01 +0000⟫] "GET /gm/console HTTP/1.1" 401 0 "-" "Mozilla/5.0"
"""))

T(("mixed_k8s_configmap_cn", r"""
# 注意：这是 ConfigMap 不是 Secret！！下面几个 key 被人误放进来了 —— ⟦PERSON|Oksana⟧ 已开工单 ⟪ticket_id|OPS-2291⟫
apiVersion: v1
kind: ConfigMap
metadata:
  name: koinpath-risk-engine
  namespace: risk
data:
  LOG_LEVEL: "info"
  RISK_MODEL_VERSION: "⟪version|2026.02.1⟫"
  OSS_ACCESS_KEY_ID: "⟦APIKEY|$alibaba_akid_2⟧"        # 阿里云 OSS，放风控模型
  OSS_ACCESS_KEY_SECRET: "⟦SECRET|$alibaba_secret_2⟧"
  HF_TOKEN: "⟦APIKEY|$hf_2⟧"                          # 拉 huggingface 私有模型
  SLACK_BOT_TOKEN: "⟦APIKEY|$slack_bot_1⟧"
  BLOCKLIST_URL: "https://risk-lists.koinpath.io/v2/sanctions.json"
  ALERT_THRESHOLD_USD: "⟪price|10000⟫"               # 大额提现阈值（监管要求）
"""))

T(("mixed_github_issue_leak", r"""
### Issue #⟪reference|482⟫: 部署到 Vercel 以后 donation webhook 一直 401  (opened by ⟦PERSON|xu-jiayi⟧)

**环境**: Next.js ⟪version|14.2.3⟫, Node ⟪version|20.11⟫, Stripe API version ⟪version|2024-06-20⟫

本地好好的，线上就报错。我的 .env 是这样的：
```
STRIPE_SECRET_KEY=⟦APIKEY|$stripe_sk_1⟧
STRIPE_WEBHOOK_SECRET=⟦SECRET|$stripe_whsec_1⟧
NEXT_PUBLIC_STRIPE_PK=⟪app_id|$stripe_pk_1⟫
```
日志:
```
⟪timestamp|2026-02-08T09:14:22.031Z⟫ Webhook signature verification failed. No signatures found matching the expected signature for payload.
```
---
**⟦PERSON|tomas-e⟧** commented:
@⟦PERSON|xu-jiayi⟧ please rotate those keys NOW — this repo is public. 另外 Vercel 会改 raw body，需要用 `export const config = { api: { bodyParser: false } }`。
"""))

T(("mixed_jupyter_cn", r"""
In [3]:
import pandas as pd
from openai import OpenAI
client = OpenAI(api_key="⟦APIKEY|$openai_1⟧")   # 临时用一下，跑完就删
df = pd.read_excel("养老院_住户_2026Q1.xlsx")
df[["姓名", "年龄", "诊断", "月费"]].head(3)

Out[3]:
   姓名    年龄  诊断                     月费
0  ⟦PERSON|于秀兰⟧    84  ⟦MEDICAL|阿尔茨海默病; 高血压⟧        ⟦AMOUNT|3800⟧
1  ⟦PERSON|彭淑贞⟧    84  ⟦MEDICAL|冠心病⟧                   ⟦AMOUNT|4200⟧
2  ⟦PERSON|陈少芬⟧    87  ⟦MEDICAL|Parkinson's; T2DM⟧         ⟦AMOUNT|5100⟧

In [4]:
# 模型单价（官方定价）: input ⟪price|$2.50 / 1M tokens⟫
summary = client.responses.create(model="gpt-4.1", input=df.to_csv())
"""))

T(("mixed_slack_newsroom_bilingual", r"""
#china-desk (Slack)
⟦PERSON|Carys Bell⟧ 10:02  anyone reached the Shenzhen fire victim yet?
⟦PERSON|冯子轩⟧ 10:05  yes — ⟦PERSON|阿梅⟧ (pseudonym) agreed to a short quote. 她说医药费花了⟦AMOUNT|三万多⟧，房东只给 ⟦AMOUNT|2000⟧
⟦PERSON|Carys Bell⟧ 10:06  great. can you send her number to ⟦PERSON|Tobias⟧ for fact-check? DM only pls
⟦PERSON|冯子轩⟧ 10:07  DM'd. FYI 她现在还在做 ⟦MEDICAL|植皮手术⟧ 后的康复, don't call before 2pm
⟦PERSON|Tobias Quaye⟧ 10:15  got it. photo desk: blur faces, pay the local stringer ⟦PERSON|老蔡⟧ the usual ⟪price|£120⟫ day rate
⟦PERSON|Carys Bell⟧ 10:16  👍 and CMS slug: ⟪reference|sz-fire-0207⟫
"""))

T(("mixed_teams_uk_construction", r"""
Teams chat — ⟪org_name|Hallam Brook⟫ × 华建劳务 (subcontract, plots 12–18)
⟦PERSON|Stuart Okonkwo⟧ 08:41  morning ⟦PERSON|Mr Huang⟧, your lads need CSCS cards checked before they go on the scaffold today
⟦PERSON|Huang Jianhua⟧ ⟦PERSON|黄建华⟧ 08:44  ok boss. 名单：⟦PERSON|刘强⟧ CSCS ⟪reference|CSC-4410982⟫，⟦PERSON|陈大鹏⟧ CSCS ⟪reference|CSC-4410983⟫
⟦PERSON|Stuart Okonkwo⟧ 08:45  thanks. also ⟦PERSON|Chen⟧'s right to work — we need his BRP or passport copy
⟦PERSON|Huang Jianhua⟧ ⟦PERSON|黄建华⟧ 08:47  passport ⟦PASSPORT|EH7730196⟧, BRP next week. 他上周 ⟦MEDICAL|手指割伤缝了3针⟧, light duties ok?
⟦PERSON|Stuart Okonkwo⟧ 08:48  yes, banksman only. invoice for Jan: ⟦AMOUNT|£14,880⟧ approved, paid Friday. day rate stays ⟪price|£190⟫ per operative
"""))

T(("mixed_line_tw_tax", r"""
【LINE】會計師事務所 ⟦PERSON|Jessica 林⟧ ↔ 客戶 ⟦PERSON|Ryan Wu⟧ ⟦PERSON|吳睿恩⟧
⟦PERSON|Jessica 林⟧：⟦PERSON|Ryan⟧ 你好，今年綜所稅申報，你在美國那份 remote job 的薪資 ⟦AMOUNT|US$62,000⟧ 要申報海外所得喔
⟦PERSON|Ryan Wu⟧：ok，我身分證 ⟦NATIONAL_ID|$nid_tw_1⟧，我太太 ⟦PERSON|Emily⟧ 合併申報
⟦PERSON|Jessica 林⟧：海外所得超過 ⟪price|NT$100萬⟫ 要計入基本所得額。你的 US SSN ⟦SSN|$ssn_2⟧ 也給我一下，W-2 對帳用
⟦PERSON|Ryan Wu⟧：👍 退稅帳戶用中信 ⟪masked_card|****5520⟫
⟦PERSON|Jessica 林⟧：收到，服務費 ⟪price|NT$6,000⟫，申報期限 ⟪date|5/31⟫
"""))

T(("mixed_telegram_crypto_group", r"""
Telegram · "DeFi 韭菜互助群 🥬" (2,318 members)
[⟪timestamp|21:03⟫] ⟦PERSON|Leo Zhang⟧: 兄弟们 新空投 claim 链接 👉 hxxps://claim-arb-drop[.]xyz 连钱包就行
[⟪timestamp|21:04⟫] ⟦PERSON|阿飞⟧: 这是钓鱼站吧？合约 ⟪wallet_address|$eth_addr_2⟫ 没验证
[⟪timestamp|21:06⟫] ⟦PERSON|momo⟧: 我连了……然后让我 import private key ⟦SECRET|$eth_priv_2⟧ 我输了😭
[⟪timestamp|21:06⟫] ⟦PERSON|阿飞⟧: 卧槽 赶紧转走！！别在群里发私钥啊
[⟪timestamp|21:09⟫] ⟦PERSON|momo⟧: 来不及了，⟦AMOUNT|0.9 ETH⟧ 没了，tx ⟪tx_hash|$tx_hash_1⟫
[⟪timestamp|21:10⟫] Admin ⟦PERSON|老K⟧: 已踢 ⟦PERSON|Leo Zhang⟧。提醒：官方空投永远不会要私钥。gas 现在 ⟪price|3 gwei⟫
"""))

T(("mixed_uk_visa_parent_email", r"""
Subject: 父母探亲签证 Standard Visitor visa — 材料确认 / document check
From: ⟦PERSON|Meenakshi Rao⟧ <⟦EMAIL|meenakshi@globalroutevisas.co.uk⟧>
To: ⟦EMAIL|yang.fan.uk@gmail.com⟧

Dear ⟦PERSON|Fan⟧ ⟦PERSON|杨先生⟧,

Thank you. 您父母的材料我们已经收到：
1. Father: ⟦PERSON|YANG Jianguo⟧ ⟦PERSON|杨建国⟧, passport ⟦PASSPORT|E60918273⟧, DOB ⟦DATE_OF_BIRTH|1957-06-21⟧, 身份证 ⟦IDCARD|$cn_id_8⟧
2. Mother: ⟦PERSON|LI Guifang⟧ ⟦PERSON|李桂芳⟧, passport ⟦PASSPORT|E60918274⟧, DOB ⟦DATE_OF_BIRTH|1964-08-30⟧, 身份证 ⟦IDCARD|$cn_id_5⟧
Sponsor (you): ⟦ADDRESS|Flat 4, 22 Hyde Park Square, London W2 2JW⟧, salary ⟦AMOUNT|£72,000⟧ p.a.
Note: your mother's ⟦MEDICAL|hypertension and glaucoma (高血压、青光眼)⟧ — bring prescriptions in English.
Visa fee ⟪price|£127⟫ each; our service fee ⟪price|£180⟫ per applicant.

Best regards,
⟦PERSON|Meenakshi⟧
"""))

T(("mixed_hk_admission_offer", r"""
OFFER OF ADMISSION 錄取通知 — Faculty of Engineering, Harbour View University (fictitious)
Ref: ⟪reference|HVU/UG/2026/03318⟫                                 Date: ⟪date|15 March 2026⟫
Applicant: ⟦PERSON|Cheung Hiu Tung⟧ ⟦PERSON|張曉彤⟧        JUPAS no. ⟪reference|2641880⟫
HKID: ⟦NATIONAL_ID|$nid_hk_1⟧
Correspondence address: ⟦ADDRESS|Room 2107, Block C, Kwai Chung Estate, Kwai Chung, N.T.⟧
We are pleased to offer you a place in BEng (Civil Engineering). Tuition fee for local students: ⟪price|HK$42,100 per annum⟫.
You have been awarded an Entrance Scholarship of ⟦AMOUNT|HK$80,000⟧. 恭喜！
Please confirm acceptance by ⟪date|2 April 2026⟫ and pay the acceptance deposit ⟪price|HK$5,000⟫.
Enquiries: ⟦EMAIL|ugadm@hvu-example.edu.hk⟧ · ⟦PHONE|+852 3917 0001⟧
"""))

T(("mixed_hk_alumni_donation_form", r"""
Alumni Giving Form 校友捐款表格 (Harbour View University Foundation)
Name 姓名: Dr. ⟦PERSON|WONG Ka Ho⟧ ⟦PERSON|黃家豪⟧   Class of ⟪date|1995⟫ (BSc Chemistry)
Donation 捐款: ⟦AMOUNT|HK$50,000⟧ to the Madam ⟦PERSON|Ho Sau-lan⟧ Memorial Bursary
Payment 付款: Visa ⟦CARD|$card_visa_5⟧  Expiry ⟪card_expiry|07/27⟫  CVV ⟦CVV|281⟧
Cardholder: ⟦PERSON|WONG KA HO⟧
Receipt for tax deduction 扣稅收據: Yes — send to ⟦ADDRESS|Flat A, 23/F, Tower 2, The Belcher's, 89 Pok Fu Lam Road, HK⟧
Tel: ⟦PHONE|9876 5432⟧
Donations of ⟪price|HK$100⟫ or above are tax-deductible (IRD s.88). Form ver. ⟪version|2026.1⟫
"""))

T(("mixed_au_care_home_family_email", r"""
From: ⟦PERSON|Bronwyn Hale⟧ <⟦EMAIL|bhale@wattlegrove-aged-care.com.au⟧>
To: ⟦EMAIL|kelly.nguyen.syd@outlook.com⟧
Subject: Update on your grandmother 婆婆 — Mrs ⟦PERSON|Tran Thi Lan⟧ (room ⟪room_number|B17⟫)

Hi ⟦PERSON|Kelly⟧,

婆婆 is settling in well. Our Cantonese-speaking carer ⟦PERSON|Winnie⟧ spends time with her every afternoon.
Clinical update: her ⟦MEDICAL|pressure injury on the left heel⟧ is healing; the GP (Dr ⟦PERSON|Sanjay Mehta⟧) has reduced her ⟦MEDICAL|risperidone to 0.25 mg⟧ at night because of ⟦MEDICAL|drowsiness⟧.
Fees: the basic daily fee is ⟪price|A$63.82⟫ (government-set); your family chose to pay the RAD of ⟦AMOUNT|A$480,000⟧ as a lump sum on ⟪date|12 January⟫.
If you'd like to visit, the side door code after 6 pm is ⟦PASSWORD|4826⟧.
Please call me on ⟦PHONE|0491 570 156⟧ or the nurses' station ⟦PHONE|(02) 5550 4471⟧.

Kind regards,
⟦PERSON|Bronwyn⟧, Care Manager
"""))

T(("mixed_uk_tax_adviser_landlord", r"""
Subject: Self Assessment 2024/25 — rental income 房租收入 (client ⟪reference|BA-0152⟫)
From: ⟦PERSON|Imran Siddiqui⟧ <⟦EMAIL|imran@brookashby.co.uk⟧>
To: ⟦EMAIL|chen.landlord88@163.com⟧

Dear Mr ⟦PERSON|Chen⟧ ⟦PERSON|陈先生⟧,

你在曼彻斯特那套出租房 (⟦ADDRESS|Flat 9, 1 Cambridge Street, Manchester M1 5BY⟧) 2024/25 年：
- Rent received 租金收入: ⟦AMOUNT|£15,600⟧
- Letting agent fees 中介费: ⟦AMOUNT|£1,872⟧; repairs 维修: ⟦AMOUNT|£640⟧
- Mortgage interest (20% tax credit only): ⟦AMOUNT|£6,210⟧
As a non-resident landlord you're still entitled to the personal allowance (⟪price|£12,570⟫) as a Chinese national.
Tax due by ⟪date|31 January 2026⟫: ⟦AMOUNT|£1,108.40⟧. Any refund will go to your UK account ⟦IBAN|$iban_gb_4⟧.
Our fee: ⟪price|£380⟫ + VAT.

Best wishes,
⟦PERSON|Imran⟧
"""))

T(("mixed_jenkins_log_cn", r"""
[Pipeline] stage (部署到测试环境)
[⟪timestamp|2026-02-10 15:22:08⟫] + tccli configure set secretId ⟦APIKEY|$tencent_id_1⟧ secretKey ⟦SECRET|$tencent_key_1⟧ region ap-guangzhou
[⟪timestamp|2026-02-10 15:22:09⟫] 配置成功
[⟪timestamp|2026-02-10 15:22:10⟫] + echo "$APNS_AUTH_KEY"   # 调试推送证书，⟦PERSON|梁晨⟧ 说用完删掉
⟦SECRET|$pem_ec_1⟧
[⟪timestamp|2026-02-10 15:22:11⟫] + docker push ccr.ccs.tencentyun.com/yeya-esports/match-api:⟪version|1.8.4⟫
[⟪timestamp|2026-02-10 15:22:40⟫] digest: sha256:⟪hash|$sha256_2⟫ size: 2412
[⟪timestamp|2026-02-10 15:22:41⟫] + curl -X POST ⟦SECRET|$slack_webhook_2⟧ -d '{"text":"match-api ⟪version|1.8.4⟫ deployed by ⟦PERSON|liangchen⟧"}'
[⟪timestamp|2026-02-10 15:22:42⟫] Finished: SUCCESS  (build ⟪build_number|#377⟫, 耗时 34s)
"""))

T(("mixed_sql_dump_cn", r"""
-- MySQL dump 10.13  Distrib ⟪version|8.0.36⟫, for Linux (x86_64)
-- Host: ⟦IP_ADDRESS|10.0.12.9⟧    Database: meal_service
-- 助餐小程序 用户表（生产库导出，仅限排查问题使用）
INSERT INTO `elder_user` (`id`,`name`,`id_card`,`phone`,`address`,`diet_note`,`subsidy`) VALUES
(⟪reference|1021⟫,'⟦PERSON|潘秀珍⟧','⟦IDCARD|$cn_id_25⟧','⟦PHONE|13757183309⟧','⟦ADDRESS|古荡新村东区7幢2单元101⟧','⟦MEDICAL|低盐低糖，吞咽困难需软食⟧',⟦AMOUNT|150.00⟧),
(⟪reference|1022⟫,'⟦PERSON|徐根宝⟧','⟦IDCARD|$cn_id_26⟧','⟦PHONE|15868124470⟧','⟦ADDRESS|古荡新村西区11幢1单元302⟧','⟦MEDICAL|痛风，忌海鲜⟧',⟦AMOUNT|200.00⟧);
-- Dump completed on ⟪timestamp|2026-02-11 23:59:01⟫
"""))

T(("mixed_donor_csv_bilingual", r"""
donor_name,donor_name_en,email,phone,amount_cny,channel,date,receipt
⟦PERSON|谢婉清⟧,⟦PERSON|Xie Wanqing⟧,⟦EMAIL|xiewq1985@163.com⟧,⟦PHONE|13917624408⟧,⟦AMOUNT|5000.00⟧,bank transfer,⟪date|2026-01-18⟫,Y
⟦PERSON|胡小红⟧,⟦PERSON|Hu Xiaohong⟧,,⟦PHONE|15906781187⟧,⟦AMOUNT|100.00⟧,WeChat Pay,⟪date|2026-02-11⟫,N
⟦PERSON|Margaret Ellison⟧,,⟦EMAIL|m.ellison@btinternet.com⟧,⟦PHONE|+44 7700 900562⟧,⟦AMOUNT|2300.00⟧,PayPal,⟪date|2025-12-14⟫,Y
匿名,,,,⟪price|20000.00⟫,Alipay,⟪date|2026-01-01⟫,N
# export by ⟦PERSON|lujia⟧ ⟪timestamp|2026-02-12 09:00⟫ · app ⟪version|v2.3.7⟫
"""))

T(("mixed_paypal_checkout_js", r"""
// src/payments/paypal.js — 婚礼策划网站 "囍事" 定金支付
// PayPal sandbox 已经切到 live，记得把 secret 挪到服务端！(⟦PERSON|Vivian⟧ 说下周上线)
const PAYPAL_CLIENT_ID = "⟪app_id|$paypal_client_1⟫";     // 前端公开的 client id
const PAYPAL_SECRET    = "⟦SECRET|$paypal_secret_1⟧";      // ❌ 不应该出现在前端
const DEPOSIT_TWD = ⟪price|60000⟫;   // 标准订金
export async function createOrder(coupleName, email) {
  // coupleName 例: "⟦PERSON|吳佩珊⟧ & ⟦PERSON|張家豪⟧", email 例: "⟦EMAIL|peishan.wu@gmail.com⟧"
  return fetch("/api/paypal/order", { method: "POST", body: JSON.stringify({ coupleName, email, amount: DEPOSIT_TWD }) });
}
"""))

T(("mixed_feishu_calendar_invite", r"""
【飞书日历】邀请 Invitation
标题 Title: Site visit 工地巡检 — Northgate Mews plots 12–18 + 华建劳务 safety briefing
时间 When: ⟪timestamp|2026-02-16 (Mon) 09:00–10:30 GMT⟫
地点 Where: ⟪place|Site cabin 2, Northgate Mews⟫
组织者 Organizer: ⟦PERSON|Stuart Okonkwo⟧ (⟦EMAIL|s.okonkwo@hallambrook.co.uk⟧)
参与人 Guests: ⟦PERSON|Huang Jianhua⟧ (⟦EMAIL|huangjh@huajian-labour.co.uk⟧), ⟦PERSON|Rachel Imrie⟧, ⟦PERSON|刘强⟧
会议链接 Join: https://meetings.feishu.cn/s/⟪reference|1k9x7m2q⟫  会议号 ⟪reference|418 220 937⟫
备注 Notes: bring ⟦PERSON|Kyle⟧'s RIDDOR report; 翻译 by ⟦PERSON|Huang⟧. Parking at site ⟪price|£6/day⟫.
"""))

T(("mixed_crossborder_shop_chat", r"""
[Shopee 客服 Live Chat] order ⟪order_id|2602117QX8812⟫ · store: ⟪org_name|Jade Dragon Tea House 玉龙茶庄⟫
Buyer ⟦PERSON|amanda_lee_88⟧: hi 我付款一直失败 payment failed 3 times
Agent ⟦PERSON|Jenny⟧: 您好 ⟦PERSON|Amanda⟧～ 可以试一下别的卡吗？或者把卡号给我帮您看看是哪一步出错
Buyer ⟦PERSON|amanda_lee_88⟧: ok ⟦CARD|$card_mc_4⟧ exp ⟪card_expiry|05/29⟫ cvv ⟦CVV|604⟧
Agent ⟦PERSON|Jenny⟧: ⚠️ 请不要在聊天里发送完整卡号和CVV！我们不会索取这些信息。建议您立即联系银行冻结此卡。
Buyer ⟦PERSON|amanda_lee_88⟧: 啊？？ ok… 那我的 order 总共 ⟦AMOUNT|S$86.40⟧ 还能保留吗
Agent ⟦PERSON|Jenny⟧: 可以的，订单保留 24 小时。这款大红袍 ⟪price|S$38.00⟫/罐，目前买二送一。验证码 ⟪otp_code|337910⟫ 仅用于登录，请勿泄露。
"""))

T(("mixed_health_leaflet_bilingual", r"""
Heat & Your Health 高温与健康 — Community Health Leaflet (English / 中文)

Who is most at risk? 哪些人风险最高？
• Older people living alone 独居长者
• People with ⟪health_info|heart disease 心脏病⟫ or ⟪health_info|kidney disease 肾病⟫
• People taking ⟪health_info|diuretics 利尿剂⟫ ("water tablets")

Signs of ⟪health_info|heat exhaustion 热衰竭⟫: headache, dizziness, heavy sweating, cramps. Move somewhere cool and drink water. If symptoms last more than 30 minutes, seek medical help.

Oral rehydration salts 口服补液盐 are available at community pharmacies, around ⟪price|$6.50⟫ for a box of 10 sachets (⟪price|约 30 元⟫).
Free cool rooms 免费纳凉点 open ⟪date|1 Dec – 28 Feb⟫ at public libraries, 10am–6pm.
Leaflet code ⟪reference|CHL-2025-HEAT-07⟫ · Revised ⟪date|Nov 2025⟫
"""))

T(("mixed_hk_pharmacy_label", r"""
╔═══════════════════════════════════════════╗
 仁濟藥房 YAN CHAI PHARMACY (fictitious)    Rx ⟪reference|2602-0881⟫
 病人 Patient: ⟦PERSON|HO Chi Ming⟧ ⟦PERSON|何志明⟧
 ⟦MEDICAL|Metformin 二甲雙胍 850mg⟧
 每日兩次，每次一粒，餐後服 Take 1 tablet twice daily after meals
 數量 Qty: 60      日期 Date: ⟪date|11/02/2026⟫
 醫生 Dr: ⟦PERSON|LAU Wai Kit⟧ ⟦PERSON|劉偉傑⟧      ⚠ 如有腹瀉請告知醫生
 藥劑師 Pharmacist: ⟦PERSON|K. Ng⟧   Tel: ⟦PHONE|2345 6789⟧
 Price 價錢: ⟪price|HK$128.00⟫ (generic 非專利藥)
╚═══════════════════════════════════════════╝
"""))

T(("mixed_sg_home_nursing_note", r"""
HOME NURSING VISIT — ActiveCare@Home (SG)            Visit ⟪reference|HN-26-04418⟫
Client: Mdm ⟦PERSON|Goh Bee Hwa⟧ ⟦PERSON|吴美花⟧, 88 yo      NRIC ⟦NATIONAL_ID|$nid_sg_4⟧
Address: ⟦ADDRESS|Blk 108 Ang Mo Kio Avenue 4, #03-221, Singapore 560108⟧
Gate/grille padlock code: ⟦PASSWORD|0311⟧
Nurse: ⟦PERSON|Siti Rahmah⟧ RN     Date/time: ⟪timestamp|11 Feb 2026 15:10⟫
Dx: ⟦MEDICAL|heart failure (EF 35%)⟧, ⟦MEDICAL|gout⟧; on ⟦MEDICAL|frusemide 40 mg OM⟧, ⟦MEDICAL|allopurinol 100 mg OM⟧
Vitals: BP 128/70, HR 84, SpO2 95% RA, weight 52.4 kg (+1.6 kg in 3 days) → ⟦MEDICAL|fluid overload⟧ suspected; informed Dr ⟦PERSON|Ong⟧, frusemide ↑ to 40 mg BD x 3/7
婆婆说最近 ⟦MEDICAL|脚肿、晚上睡不平⟧。Daughter-in-law Mrs ⟦PERSON|Lee⟧ ⟦PHONE|+65 8123 9044⟧ informed.
Charge per visit: ⟪price|S$95⟫ before subsidy; client pays ⟦AMOUNT|S$38.00⟧ after 60% subsidy.
"""))

T(("mixed_git_diff_cn", r"""
commit ⟪hash|$git_sha_4⟫
Author: ⟦PERSON|Xu Jiayi⟧ (⟦PERSON|徐佳怡⟧) <⟦EMAIL|xujiayi@chenguang-foundation.org⟧>
Date:   ⟪timestamp|Tue Feb 10 22:41:09 2026 +0800⟫

    fix: 移除硬编码的 SendGrid / npm token（安全审计 ⟪ticket_id|SEC-114⟫）

diff --git a/scripts/send_receipts.sh b/scripts/send_receipts.sh
index ⟪hash|a81c3e0⟫..⟪hash|0f92b7d⟫ 100755
--- a/scripts/send_receipts.sh
+++ b/scripts/send_receipts.sh
@@ -3,7 +3,7 @@
-export SENDGRID_API_KEY="⟦APIKEY|$sendgrid_1⟧"
-echo "//registry.npmjs.org/:_authToken=⟦APIKEY|$npm_1⟧" > ~/.npmrc
+export SENDGRID_API_KEY="${SENDGRID_API_KEY:?missing}"
+# npm token 改用 CI secret NPM_TOKEN
 # 测试收件人：⟦EMAIL|lujia@chenguang-foundation.org⟧ (⟦PERSON|鲁佳⟧)
-python3 send.py --to ⟦EMAIL|xiewq1985@163.com⟧ --amount 5000   # ⟦PERSON|谢婉清⟧ 的票据
+python3 send.py --from-db --since "$1"
"""))

T(("mixed_hk_parking_ticket", r"""
定額罰款通知書 FIXED PENALTY TICKET (Parking) — copy sent by 車主 via WhatsApp
Ticket No. 告票號碼: ⟪case_no|PT 0418 8832⟫            Date 日期: ⟪date|08/02/2026⟫  Time 時間: ⟪timestamp|14:52⟫
Location 地點: Nathan Road near Yau Ma Tei MTR Exit A2, 油麻地
Vehicle 車輛: private car, registration masked in copy
Offence 罪行: Parking in a restricted zone 在限制區停車
Fixed penalty 定額罰款: ⟦AMOUNT|HK$400⟧
Registered owner 登記車主: ⟦PERSON|LEUNG Wing Yan⟧ ⟦PERSON|梁詠欣⟧
Owner's message: "我當時係送阿媽去睇醫生，佢⟦MEDICAL|膝關節退化⟧行唔到遠路… 可唔可以申訴？" 
Reply (⟦PERSON|Ken⟧, 義工法律諮詢): 一般要喺 21 日內繳款，私家車違泊罰款標準一般由 ⟪price|HK$320⟫ 起；如要爭議，可以去信警方交通部，附醫生紙。
"""))
