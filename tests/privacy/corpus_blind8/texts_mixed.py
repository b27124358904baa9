# Mixed Chinese + English texts for corpus_blind8, written one at a time.
# ⟦TYPE|value⟧ = span, ⟪kind|value⟫ = decoy, $name = value from values.py
TEXTS = [
("slack_zh_en", r"""
⟦PERSON|Kevin Zhao⟧: prod 的 OpenAI key 被 push 到 public repo 了 😱 ⟦APIKEY|$openai2⟧
⟦PERSON|李佳⟧: 我马上 revoke，commit 是 ⟪commit_hash|$sha4_short⟫
⟦PERSON|Kevin Zhao⟧: 顺便把 ⟦PERSON|Jenny⟧ 的 Anthropic key 也换了吧，同一个文件里 ⟦APIKEY|$anthropic2⟧
⟦PERSON|李佳⟧: ok，incident ⟪ticket_id|INC-0917⟫ 我来写
"""),
("外企邮件", r"""
Hi ⟦PERSON|Sarah⟧,

附件是 ⟦PERSON|Wang Lei⟧（⟦PERSON|王磊⟧）的 offer letter，base salary ⟦AMOUNT|RMB 45,000/month⟧，sign-on bonus ⟦AMOUNT|RMB 60,000⟧。他的身份证号 ⟦IDCARD|$id_wang⟧，DOB ⟦DATE_OF_BIRTH|1988-03-14⟧，背调已经 clear。
Start date ⟪date|Jan 5, 2027⟫, 工位 ⟪room_number|18F-A12⟫。

Thanks,
⟦PERSON|Cindy Xu⟧ | HRBP
"""),
("留学申请聊天", r"""
⟦PERSON|Yvonne⟧: 我 Common App 的账号密码你帮我记一下 ⟦EMAIL|yvonne.chen2008@gmail.com⟧ / ⟦PASSWORD|Yc2008!!apply⟧
⟦PERSON|Yvonne⟧: 还有 passport ⟦PASSPORT|EF2473190⟧，有效期 ⟪date|2031/08⟫
顾问⟦PERSON|Tony⟧: 收到，application fee ⟪price|$90⟫ 用你爸的卡付？
⟦PERSON|Yvonne⟧: 对，卡号 ⟦CARD|$mc2_s⟧ exp ⟪card_expiry|05/29⟫ CVV ⟦CVV|281⟧
"""),
("code_comment_zh", r"""
// TODO(⟦PERSON|zhangwei⟧): 上线前把这个 key 删掉!!!
const client = new OSS({
  region: 'oss-cn-shanghai',
  accessKeyId: '⟦APIKEY|$ali_id2⟧',
  accessKeySecret: '⟦SECRET|$ali_secret2⟧',
  bucket: 'user-avatar-prod',   // ⟪version|v2⟫ bucket
});
// 测试用户: ⟦PHONE|13661982207⟧ 验证码 ⟪otp_code|123456⟫ 固定，测试卡 ⟪test_card|6200 0000 0000 0005⟫
"""),
("海淘客服", r"""
Customer: 你好 my order ⟪order_id|#US-4481902⟫ still not shipped
Agent ⟦PERSON|Mandy⟧: 您好 ⟦PERSON|Mr. Huang⟧, the item is back-ordered. 需要改地址吗？
Customer: yes pls ship to ⟦ADDRESS|1021 Valencia St Apt 4, San Francisco, CA 94110⟧, my number ⟦PHONE|415-930-6628⟧
Agent ⟦PERSON|Mandy⟧: Done! 运费 ⟪price|$12.95⟫ waived, tracking ⟪tracking_number|9400111899562784120937⟫ tomorrow.
"""),
("会议纪要", r"""
Weekly sync 纪要 ⟪date|2026-12-02⟫
参会: ⟦PERSON|Leo⟧, ⟦PERSON|陈思⟧, ⟦PERSON|Priya⟧, ⟦PERSON|吴凡⟧
1. Q4 budget ⟪price|$250k⟫ 已批，⟦PERSON|Leo⟧ owner
2. ⟦PERSON|陈思⟧ 下周请假（⟦MEDICAL|手术⟧），工作交给 ⟦PERSON|吴凡⟧
3. staging DB ⟦IP_ADDRESS|10.12.7.30⟧ 的密码 ⟦PASSWORD|Stg#Db2026⟧ 轮换，⟦PERSON|Priya⟧ follow up
4. 下次会议 ⟪room_number|Room 402⟫
"""),
("医疗保险理赔mixed", r"""
Claim for ⟦PERSON|Zhou Min⟧ (⟦PERSON|周敏⟧) — policy ⟪policy_number|AXA-HK-77302918⟫
Diagnosis: ⟦MEDICAL|急性阑尾炎 acute appendicitis⟧, ⟦MEDICAL|laparoscopic appendectomy⟧ on ⟪date|2026-11-19⟫
Hospital: ⟪company|养和医院 Hong Kong Sanatorium⟫
Claim amount: ⟦AMOUNT|HKD 86,500⟧
Payee account: ⟪company|HSBC⟫ ⟪masked_card|****-***-3381⟫
"""),
("wifi纸条", r"""
欢迎入住 ⟪place|Cozy Loft 民宿⟫ 🏠
WiFi: CozyLoft_5G  密码 password: ⟦PASSWORD|cozy88886666⟧
大门密码 door code: ⟦PASSWORD|1379#⟧
有问题找房东 ⟦PERSON|Lily⟧ ⟦PHONE|+86 177 2106 8834⟧（微信同号）
Check-out ⟪time|12:00⟫ · 订单 ⟪booking_ref|HMX2K9QP⟫
"""),
("github_issue", r"""
**Bug**: 登录后 token 没有过期 / token never expires
Repro: `curl -H "Authorization: Bearer ⟦APIKEY|$jwt2⟧" https://api.xinyun.dev/v1/me`
returns ⟦EMAIL|liuyang@xinyun.dev⟧ 的 profile even after logout.
Env: ⟪version|v1.8.4⟫, server ⟪doc_ip|198.51.100.7⟫ (docs), 实际 ⟦IP_ADDRESS|47.96.133.210⟧
cc @⟦PERSON|xu-jiayi⟧ @⟦PERSON|hao.lin⟧
"""),
("wechat_pay_config", r"""
# 微信支付 / WeChat Pay merchant config
mch_id: ⟪app_id|1611829304⟫
appid: ⟪app_id|$wx_appid2⟫
app_secret: ⟦SECRET|$wx_secret2⟧
api_v3_key: ⟦SECRET|Kq8vT2mZr5Lp0xWc7NbY4hJd1sGf6eAu⟧
notify_url: https://pay.huaxin-shop.com/notify
contact: ⟦PERSON|韩梅梅⟧ ⟦EMAIL|hanmeimei@huaxin-shop.com⟧
"""),
("体检报告英文", r"""
Health Check Report — ⟪company|Raffles Medical⟫
Name: ⟦PERSON|TAN Wei Ming⟧（⟦PERSON|陈伟明⟧）  NRIC: ⟦NATIONAL_ID|$nric1⟧
Findings: ⟦MEDICAL|LDL 4.6 mmol/L (high)⟧, ⟦MEDICAL|fatty liver 轻度脂肪肝⟧
Recommend: 饮食控制 + repeat lipid panel in 3 months.
Doctor: ⟦PERSON|Dr. Ong Bee Lian⟧  Date ⟪date|28 Nov 2026⟫
"""),
("微信群-买房", r"""
⟦PERSON|Eric⟧: 首付 ⟦AMOUNT|180w⟧ 我这边凑齐了，剩下贷款 ⟦AMOUNT|420w⟧
⟦PERSON|Vivian⟧: 你的 credit card 额度会影响批贷吗
⟦PERSON|Eric⟧: 不会，我月收入 ⟦AMOUNT|5.5w⟧，负债率 OK
⟦PERSON|Vivian⟧: 那签约时带上身份证 ⟦IDCARD|$id_jiang⟧ 的原件，还有户口本
⟦PERSON|Eric⟧: 好 房子是 ⟪place|苏州园区⟫ 那套，挂牌 ⟪price|620w⟫ 谈到了 600
"""),
("api_error_log", r"""
[⟪timestamp|2026-12-03 11:02:17⟫] ERROR 调用短信网关失败 provider=aliyun code=isv.BUSINESS_LIMIT_CONTROL
  phone=⟦PHONE|15021839946⟧ template=⟪app_id|SMS_46210188⟫ sign=⟪company|华信商城⟫
  AccessKeyId=⟦APIKEY|$ali_id3⟧ request_id=⟪uuid|8A2F61C4-0B7E-5D93-A1C8-7E4F2B9D0C13⟫
[⟪timestamp|2026-12-03 11:02:18⟫] WARN  fallback to tencent SecretId=⟦APIKEY|$tc_id2⟧
"""),
("护照扫描OCR", r"""
Surname 姓: ⟦PERSON|ZHENG⟧   Given names 名: ⟦PERSON|YUHANG⟧
Passport No. 护照号: ⟦PASSPORT|E83615024⟧   Date of expiry: ⟪date|11 MAY 2034⟫
姓名 Name: ⟦PERSON|郑宇航⟧  出生日期 Date of birth: ⟦DATE_OF_BIRTH|23 AUG 1991⟧
签发地 Place of issue: ⟪place|广东 GUANGDONG⟫
"""),
("英文简历中文备注", r"""
RESUME — ⟦PERSON|Yang Xue⟧ (⟦PERSON|杨雪⟧)
📞 ⟦PHONE|+86 189 7126 0398⟧ ✉ ⟦EMAIL|xue.yang.hz@outlook.com⟧
🏠 ⟦ADDRESS|杭州市滨江区江南大道3850号创新大厦1506⟧
Experience: ⟪company|Alibaba Cloud⟫ 2020–now, Senior PM
备注：期望薪资 ⟦AMOUNT|60k/月⟧，notice period 1 month
"""),
("vscode_settings", r"""
{
  "sqltools.connections": [{
    "name": "生产库-只读",
    "server": "rm-bp1x7q9z.mysql.rds.aliyuncs.com",
    "port": ⟪port|3306⟫,
    "username": "readonly",
    "password": "⟦PASSWORD|Ro_Only#2026⟧"
  }],
  "github.copilot.advanced": {"authProvider": "github"},
  "http.proxy": "http://⟦IP_ADDRESS|10.1.1.254⟧:⟪port|7890⟫"
}
"""),
("短信验证", r"""
【⟪company|Airbnb⟫】Hi ⟦PERSON|Grace⟧, your verification code is ⟪otp_code|482193⟫. 验证码 5 分钟内有效，请勿泄露。如非本人操作请忽略。Ref ⟪ticket_id|ABN-2291⟫
"""),
("银行卡绑定聊天", r"""
⟦PERSON|Jessie⟧: 帮我绑一下 PayPal，我 visa 卡是 ⟦CARD|$visa4_s⟧
⟦PERSON|Jessie⟧: 背面三位 ⟦CVV|604⟧，过期 ⟪card_expiry|03/31⟫
⟦PERSON|阿明⟧: billing address 填哪个
⟦PERSON|Jessie⟧: ⟦ADDRESS|深圳市福田区福华三路88号时代财富大厦29A⟧
"""),
("诊所英文病历", r"""
⟪company|United Family Hospital⟫ — Outpatient Note
Patient: ⟦PERSON|Michelle Sun⟧ ⟦PERSON|孙明洁⟧, F, DOB ⟦DATE_OF_BIRTH|1983-12-25⟧, ID ⟦IDCARD|$id_sun⟧
CC: ⟦MEDICAL|胸闷 chest tightness⟧ x 3 days
Hx: ⟦MEDICAL|smoker 20 pack-years⟧
Plan: ECG, ⟦MEDICAL|aspirin 100mg qd⟧, 心内科 referral
"""),
("k8s_configmap_zh", r"""
# 注意: 这个 secret 不要 apply 到 default ns
apiVersion: v1
kind: Secret
metadata: {name: llm-gateway, namespace: ai-prod}
stringData:
  DEEPSEEK_API_KEY: "⟦APIKEY|$deepseek1⟧"    # ⟦PERSON|老罗⟧ 的个人账号，别滥用
  MOONSHOT_API_KEY: "⟦APIKEY|$moonshot1⟧"
  HF_TOKEN: "⟦APIKEY|$hf1⟧"
  GATEWAY_PORT: "⟪port|8089⟫"
"""),
("飞书群-oncall", r"""
⟦PERSON|Sunny 王⟧: 告警! api-gw CPU 98%，来源 IP 大部分是 ⟦IP_ADDRESS|101.33.128.77⟧ 和 ⟦IP_ADDRESS|2408:8207:1850:5b0::1a⟧
⟦PERSON|Ray⟧: 先 block 掉, WAF rule ⟪ticket_id|WAF-3321⟫
⟦PERSON|Sunny 王⟧: 已加，dashboard 在 grafana ⟪port|3000⟫ 端口，账号 admin 密码 ⟦PASSWORD|Graf@na_0ps⟧
⟦PERSON|Ray⟧: 收到，postmortem 周五前给 ⟦PERSON|Cathy⟧
"""),
("租房英文合同中文批注", r"""
TENANCY AGREEMENT — Landlord: ⟦PERSON|Mr. CHAN Tai Man⟧ (⟦PERSON|陈大文⟧)
Tenant: ⟦PERSON|LIU Xin⟧ (⟦PERSON|刘鑫⟧), 内地身份证 ⟦IDCARD|$id_liu⟧
Premises: ⟦ADDRESS|Flat 12B, Tower 3, Taikoo Shing, 18 Taikoo Shing Road, Quarry Bay, Hong Kong⟧
Monthly rent ⟦AMOUNT|HK$23,000⟧, deposit ⟦AMOUNT|HK$46,000⟧（两个月）
批注: 管理费 ⟪price|HK$2,180⟫ 由业主付
"""),
("email_bilingual", r"""
Dear ⟦PERSON|Prof. Müller⟧,
我是 ⟦PERSON|Tian Yu⟧，申请 Winter School 的学生。My passport number is ⟦PASSPORT|E29604713⟧, DOB ⟦DATE_OF_BIRTH|1 Jan 1989⟧. 学费 ⟦AMOUNT|€1,200⟧ 已经通过 bank transfer 付款，from my account ⟦IBAN|$iban_nl1⟧ (我在荷兰的账户).
身份证 ⟦IDCARD|$id_tian⟧ 复印件见附件。
Best regards, ⟦PERSON|田宇⟧
"""),
("电商后台导出", r"""
订单号,收件人,手机,地址,金额,支付方式
⟪order_id|DD20261201001⟫,⟦PERSON|Amy Lin⟧,⟦PHONE|13917728840⟧,⟦ADDRESS|上海市长宁区愚园路1107号弄3号⟧,⟪price|399.00⟫,Alipay
⟪order_id|DD20261201002⟫,⟦PERSON|张伟⟧,⟦PHONE|18516002284⟧,⟦ADDRESS|北京市东城区东直门南大街11号⟧,⟪price|128.50⟫,WeChat
⟪order_id|DD20261201003⟫,⟦PERSON|Tom Zhou⟧,⟦PHONE|+1 647 283 5521⟧,⟦ADDRESS|88 Harbour St Unit 4102, Toronto ON M5J 0C3⟧,⟪price|1,049.00⟫,Visa ⟪masked_card|**5517⟫
"""),
("git_commit_zh", r"""
commit ⟪commit_hash|$sha5⟫
Author: ⟦PERSON|Guo Jingyu⟧ <⟦EMAIL|guojingyu@bytewave.cn⟧>
Date:   ⟪timestamp|Wed Dec 2 21:47:03 2026 +0800⟫

    fix: 移除硬编码的 GitHub token (revoked)
-    token = "⟦APIKEY|$ghp2⟧"
+    token = os.getenv("GH_TOKEN")
"""),
("语音转写-客服", r"""
[00:12] 客服: 您好 ⟪company|Apple⟫ 支持，我是 ⟦PERSON|Kelly⟧。
[00:20] 用户: 我 Apple ID 被锁了，是 ⟦EMAIL|chen.jiahui@icloud.com⟧
[00:41] 客服: 好的，请提供一下绑定的手机号。
[00:45] 用户: ⟦PHONE|一三八 零二一四 七七九五⟧
[01:10] 客服: 已发送验证码，case number 是 ⟪case_number|102938475⟫。
"""),
("医生微信", r"""
⟦PERSON|邵医生⟧您好，我妈 ⟦PERSON|何慧⟧ 上周做完 ⟦MEDICAL|CT⟧，报告说 ⟦MEDICAL|右肺上叶磨玻璃结节 8mm⟧，需要 ⟦MEDICAL|手术⟧ 吗？她现在吃 ⟦MEDICAL|Lipitor 20mg⟧ 降脂，对 ⟦MEDICAL|iodine contrast 过敏⟧。住院号 ⟪case_number|ZY0038812⟫
"""),
("password_export_mixed", r"""
"title","username","password","url","notes"
"招商银行","⟦PERSON|zhaoxiaoyu⟧","⟦PASSWORD|Zxy@cmb1993⟧","https://pbsz.ebank.cmbchina.com","U盾在抽屉"
"Gmail","⟦EMAIL|xiaoyu.zhao93@gmail.com⟧","⟦PASSWORD|Xiaoyu#G2026⟧","https://mail.google.com",""
"公司VPN","⟦PERSON|zhaoxy⟧","⟦PASSWORD|Vpn_2026_zxy!⟧","https://⟦IP_ADDRESS|58.246.17.130⟧","OTP seed ⟦SECRET|$totp1⟧"
"家里路由器","admin","⟦PASSWORD|zhao@home888⟧","http://⟦IP_ADDRESS|192.168.31.1⟧",""
"""),
("学校通知mixed", r"""
Dear parents 各位家长,
Field trip to ⟪place|Shanghai Science Museum⟫ on ⟪date|Dec 10⟫. 费用 ⟪price|RMB 150⟫ per student.
请在表格中注明孩子是否有 allergies / ⟦MEDICAL|过敏⟧. Already noted: ⟦PERSON|Lucas⟧ (⟦MEDICAL|nut allergy⟧), ⟦PERSON|王小雨⟧ (⟦MEDICAL|乳糖不耐受⟧).
Contact ⟦PERSON|Ms. Zhang⟧ ⟦PHONE|021-5046 2218 ext. 302⟧
"""),
("微博私信-无PII", r"""
hello 我是 ⟦PERSON|Vicky Tang⟧ 想问下 ⟪company|Uniqlo⟫ 那件 ⟪sku|SKU 450309⟫ 还有 M 码吗？官网价 ⟪price|¥299⟫，app 上显示 ⟪price|¥249⟫。order 号 ⟪order_id|U20261202⟫ 还没发货诶
"""),
("dockerfile_comment", r"""
FROM python:⟪version|3.11-slim⟫
# 阿里镜像 + 私有源
RUN pip config set global.index-url https://pypi:⟦SECRET|Pp_mirror#77⟧@mirror.qiniu-inner.cn/simple
ENV SENTRY_DSN=⟦APIKEY|$sentry_dsn2⟧
ENV TZ=Asia/Shanghai
EXPOSE ⟪port|8000⟫
# maintainer: ⟦PERSON|Zhou Jie⟧ ⟦EMAIL|zhoujie@qiniu-inner.cn⟧
"""),
("跨国转账短信", r"""
⟦PERSON|Ahmet⟧ 你好，我是 ⟦PERSON|Mei⟧。学费 ⟦AMOUNT|₺48,000⟧ 我已经转了，你的 TC Kimlik ⟦NATIONAL_ID|$tc1⟧ 学校要登记。收据编号 ⟪invoice_number|RCP-IST-0917⟫。
"""),
("HR系统截图文字", r"""
Employee Profile 员工档案
Name 姓名: ⟦PERSON|Katarzyna Nowak⟧   PESEL: ⟦NATIONAL_ID|$pesel1⟧
Date of birth 出生日期: ⟦DATE_OF_BIRTH|17.06.1991⟧
Bank 银行账户: ⟦IBAN|$iban_pl1_s⟧
Monthly salary 月薪: ⟦AMOUNT|PLN 14,200⟧
Office 办公地点: ⟪place|Warsaw 华沙⟫ · ⟪room_number|Desk 5-031⟫
"""),
("jira_comment", r"""
⟪ticket_id|PAY-7781⟫ 评论 by ⟦PERSON|Daisy Ma⟧:
用户 ⟦PERSON|赵建军⟧ 反馈 Stripe 扣款两次，charge id ⟪invoice_number|ch_3QhS2mKk0aBz11xP⟫ / ⟪invoice_number|ch_3QhS2nKk0aBz11yQ⟫，各 ⟪price|$59⟫。
已退一笔，退款给用户 ⟦AMOUNT|$59.00⟧。Stripe restricted key 在 vault: ⟦APIKEY|$stripe_rk1⟧ (⟦PERSON|Daisy⟧ pls rotate)
"""),
("产品介绍-药品广告", r"""
⟪drug_ad|Centrum 善存⟫ 多维元素片 100 片装 ⟪price|¥158⟫ 限时特价！⟪drug_ad|Ibuprofen 布洛芬缓释胶囊⟫ ⟪price|¥19.9⟫。⟪company|京东大药房⟫ 官方旗舰店，SKU ⟪sku|100012043978⟫。
"""),
("群聊-拼车", r"""
⟦PERSON|Jack⟧: 明早 7:30 去 ⟪place|浦东机场⟫ 的拼车，还有一个位置
⟦PERSON|小雯⟧: 我要！我在 ⟦ADDRESS|静安区南京西路1788号⟧ 楼下等
⟦PERSON|Jack⟧: ok 车牌 ⟪vehicle_reg|沪A·D7291⟫ 白色 Model Y，⟪price|80/人⟫
⟦PERSON|小雯⟧: 好 我航班 ⟪flight_number|MU5101⟫，电话 ⟦PHONE|13764418820⟧
"""),
("bank_kyc_email", r"""
Subject: KYC documents / 开户资料
Hi ⟦PERSON|Ms. Lopez⟧, 附上我的资料：
- Name: ⟦PERSON|Deng Jiayi⟧ 邓佳怡
- ID: ⟦IDCARD|$id_deng⟧ (DOB ⟦DATE_OF_BIRTH|1993-06-12⟧)
- Address: ⟦ADDRESS|Calle de Alcalá 214, 3º B, 28028 Madrid⟧
- NIE: ⟦NATIONAL_ID|$nie1⟧
谢谢！
"""),
("app_push_log", r"""
[push] ⟪timestamp|2026-12-03T08:00:00+08:00⟫ sent to device ⟪uuid|$uuid1⟫ user=⟦PERSON|lixiaolong⟧ title="您的快递已到" tracking=⟪tracking_number|YT2381947702913⟫
[push] ⟪timestamp|2026-12-03T08:00:02+08:00⟫ sent to ⟦EMAIL|wang.fang@126.com⟧ title="Your order has shipped"
[push] jpush appKey=⟪app_id|4f3e8d2c1b0a99887766a5b4⟫ masterSecret=⟦SECRET|9c8b7a6f5e4d3c2b1a0f9e8d⟧
"""),
("牙科预约-英文系统", r"""
Appointment Confirmation 预约确认
Patient 患者: ⟦PERSON|Lin Xiaoyu⟧ 林晓宇   Tel: ⟦PHONE|138-1762-0493⟧
Procedure: ⟦MEDICAL|wisdom tooth extraction 拔智齿⟧ (#38)
Date: ⟪date|2026-12-11 14:30⟫  Clinic: ⟪company|Bayley & Jackson 百佳牙科⟫ ⟪room_number|Room 3⟫
Deposit paid by patient: ⟦AMOUNT|¥500⟧   Est. total ⟪price|¥1,800-2,600⟫
"""),
("sql_query_notes", r"""
-- 查一下 ⟦PERSON|Helen⟧ 说的那个用户
SELECT * FROM users WHERE phone = '⟦PHONE|18930271456⟧' OR email = '⟦EMAIL|helen.wu.sh@163.com⟧';
-- result: id=⟪order_id|228341⟫, last_login_ip=⟦IP_ADDRESS|180.169.44.91⟧, balance=⟦AMOUNT|3260.50⟧
-- 注意别 UPDATE，prod!!  conn: mysql://dba:⟦SECRET|Dba!2026#sh⟧@⟦IP_ADDRESS|10.50.2.9⟧:⟪port|3306⟫
"""),
("海外保险单", r"""
Travel Insurance Certificate ⟪policy_number|TIC-2026-884102⟫
Insured 被保险人: ⟦PERSON|HU Kai⟧ ⟦PERSON|胡凯⟧   Passport: ⟦PASSPORT|EG5517392⟧
DOB 出生日期: ⟦DATE_OF_BIRTH|1977-11-11⟧   ID: ⟦IDCARD|$id_hu⟧
Pre-existing: ⟦MEDICAL|gout 痛风⟧ (excluded)
Premium 保费 ⟪price|¥368⟫ · Coverage ⟪price|USD 200,000⟫ · Trip ⟪date|Dec 20 – Jan 3⟫
"""),
("朋友聊天-mixed", r"""
⟦PERSON|Chloe⟧: 你 Netflix 密码多少 借我看一下 Squid Game
⟦PERSON|阿杰⟧: ⟦EMAIL|ajie.huang@gmail.com⟧ 密码 ⟦PASSWORD|ajie520!!⟧ 别改啊
⟦PERSON|Chloe⟧: 哈哈放心 对了你上次说的 ⟦MEDICAL|胃炎⟧ 好点没
⟦PERSON|阿杰⟧: 吃了 ⟦MEDICAL|奥美拉唑⟧ 好多了 ⟪price|$9.99⟫ 的套餐你要续费记得提醒我
"""),
("global_hr_sheet", r"""
姓名 Name | Country | ID | Email | 月薪 Salary
⟦PERSON|Ananya Iyer⟧ | IN | Aadhaar ⟦NATIONAL_ID|$aadhaar2⟧ | ⟦EMAIL|ananya.iyer@lotusfin.com⟧ | ⟦AMOUNT|₹2,10,000⟧
⟦PERSON|Bruno Carvalho⟧ | BR | CPF ⟦NATIONAL_ID|$cpf3⟧ | ⟦EMAIL|bruno.c@lotusfin.com⟧ | ⟦AMOUNT|R$ 18.500⟧
⟦PERSON|Valentina Soto⟧ | CL | RUT ⟦NATIONAL_ID|$rut1⟧ | ⟦EMAIL|vsoto@lotusfin.com⟧ | ⟦AMOUNT|CLP 2.900.000⟧
⟦PERSON|何嘉欣⟧ | SG | NRIC ⟦NATIONAL_ID|$nric2⟧ | ⟦EMAIL|jiaxin.he@lotusfin.com⟧ | ⟦AMOUNT|S$9,800⟧
备注: 数据来自 ⟪app_id|Workday⟫ export ⟪timestamp|2026-12-02 18:00⟫，仅限 HR 查看
"""),
("us_form_chinese_applicant", r"""
Online application 申请表 — ⟪company|Bay Area Credit Union⟫
Full name 姓名: ⟦PERSON|Xu Zhenhua⟧ (⟦PERSON|徐振华⟧)
SSN: ⟦SSN|538-20-6174⟧   DOB: ⟦DATE_OF_BIRTH|08/08/1990⟧
Home address: ⟦ADDRESS|2290 Kirkham St, San Francisco, CA 94122⟧
Mobile: ⟦PHONE|(415) 760-2287⟧  Email: ⟦EMAIL|zhenhua.xu90@gmail.com⟧
国内身份证 (optional): ⟦IDCARD|$id_xu⟧
Initial deposit 开户存款: ⟦AMOUNT|$3,000⟧   Promo code ⟪order_id|NEW2026⟫
"""),
("airbnb_host_chat", r"""
Host ⟦PERSON|Marco⟧: Ciao! 欢迎来罗马 😊 The apartment is at ⟦ADDRESS|Via dei Serpenti 41, int. 6, 00184 Roma⟧
Host ⟦PERSON|Marco⟧: keybox code ⟦PASSWORD|4 7 1 2⟧, wifi ⟦PASSWORD|Serpenti41!casa⟧
Guest ⟦PERSON|赵小雨⟧: 谢谢 ⟦PERSON|Marco⟧! 我们大概 ⟪time|15:00⟫ 到，航班 ⟪flight_number|CA939⟫
Host ⟦PERSON|Marco⟧: Perfect. City tax ⟪price|€6/night⟫ cash please. WhatsApp me ⟦PHONE|+39 338 614 2207⟧
"""),
("海外银行通知", r"""
Dear ⟦PERSON|Mr. Lu Zixuan⟧ 陆先生,
Your ⟪company|Deutsche Bank⟫ account ⟦IBAN|$iban_de3_s⟧ was credited with ⟦AMOUNT|EUR 15,000.00⟧ from ⟦PERSON|LU ZIXUAN⟧ (⟪company|Bank of China⟫ ⟪place|Shanghai⟫).
Your new debit card ⟦CARD|$mc4_s⟧ will be sent to ⟦ADDRESS|Gneisenaustraße 17, 10961 Berlin⟧; PIN letter separately. 请勿回复此邮件 ⟪ticket_id|DB-NTF-22812⟫
"""),
("手机通讯录导出", r"""
name,mobile,email,note
老妈 ⟦PERSON|Lin Yufen⟧,⟦PHONE|+86 135 0591 2274⟧,,生日 ⟦DATE_OF_BIRTH|1962-04-03⟧
⟦PERSON|Dr. Kwok⟧ ⟦PERSON|郭医生⟧,⟦PHONE|+852 9128 4406⟧,⟦EMAIL|kwok.clinic@netvigator.com⟧,⟦MEDICAL|皮肤科 eczema⟧ follow-up
⟦PERSON|Eddie 王⟧,⟦PHONE|186 1021 7730⟧,⟦EMAIL|eddie.wang@sohu.com⟧,欠我 ⟦AMOUNT|¥3,500⟧
⟪company|顺丰客服⟫,⟪phone_service|95338⟫,,
"""),
]
