# -*- coding: utf-8 -*-
"""zh texts of the blind76 corpus, typed one at a time."""

TEXTS = []

TEXTS += [
("wechat_group_gallery_install", """【微信群：青苔画廊·秋季展布展群】
⟦PERSON|老周⟧：明早八点进场，货梯走北门，门禁密码还是⟦PASSWORD|2580#⟧，别外传啊
⟦PERSON|小赵⟧：收到！⟦PERSON|周老师⟧那批装裱好的，物流单号⟪tracking_number|SF1402957733816⟫，下午能到
⟦PERSON|许小姐⟧：灯光师傅电话⟦PHONE|139 1826 4407⟧，他姓蒋，报我名字就行
⟦PERSON|老周⟧：@⟦PERSON|小赵⟧ 布展费先垫一下，回头找财务报，⟦AMOUNT|1800块⟧以内都行
⟦PERSON|小赵⟧：好嘞👌 展签尺寸按⟪label_size|12×8cm⟫打吗
⟦PERSON|许小姐⟧：对，展期⟪exhibition_dates|10月12日—11月30日⟫，别印错"""),

("email_journal_submission_receipt", """主题：【《南方美术研究》编辑部】稿件已收到（稿号：⟪manuscript_id|NFMS-2024-0356⟫）

⟦PERSON|陈子墨老师⟧：您好！

您的来稿《宋代院体花鸟画的设色程式》已收到，编辑部将在⟪review_period|三个月⟫内完成初审。请核对以下联系方式：
  手机：⟦PHONE|138 0571 2296⟧
  邮箱：⟦EMAIL|chenzimo1983@163.com⟧
  通讯地址：⟦ADDRESS|浙江省杭州市西湖区南山路218号中国美术学院象山校区14号楼，310002⟧

本刊不收取审稿费。如录用，版面费标准为⟪price|每页400元⟫（可申请减免）。
联系人：⟦PERSON|何美玲⟧  电话：⟦PHONE|0571-8716 4230⟧
《南方美术研究》编辑部  ⟪issn|CN 33-1412/J⟫"""),

("csv_contest_winners_zh", """序号,姓名,身份证号,手机,银行卡号,开户行,奖金
1,⟦PERSON|林晓雯⟧,⟦IDCARD|$cnid1⟧,⟦PHONE|13601738842⟧,⟦CARD|$card_up13⟧,⟪bank_branch|工行上海徐汇支行⟫,⟦AMOUNT|¥10,000⟧
2,⟦PERSON|赵一鸣⟧,⟦IDCARD|$cnid2⟧,⟦PHONE|18611094527⟧,⟦CARD|$card_up4⟧,⟪bank_branch|招行北京朝阳支行⟫,⟦AMOUNT|¥5,000⟧
3,⟦PERSON|黄文博⟧,⟦IDCARD|$cnid3⟧,⟦PHONE|13922458019⟧,⟦CARD|$card_up6⟧,⟪bank_branch|建行广州天河支行⟫,⟦AMOUNT|¥5,000⟧
备注：第十一届"青梅杯"短篇小说大赛，奖金税前发放，代扣个税⟪tax_rate|20%⟫。名单编号⟪list_id|QMB-11-AW⟫"""),

("dingtalk_bot_config", """# 钉钉群机器人：投稿提醒（编辑部内部群）
robot:
  name: 投稿提醒小助手
  webhook: ⟦SECRET|$sec_dinghook1⟧
  secret: ⟦SECRET|$sec_dingsign1⟧   # 加签
  at_mobiles:
    - "⟦PHONE|13758206631⟧"   # ⟦PERSON|孙思远⟧，值班编辑
  keywords: ["新投稿", "退修"]
  rate_limit: ⟪rate_limit|20条/分钟⟫
# 配置人：⟦PERSON|cheng.lixin⟧  ⟪config_date|2024-03-08⟫"""),

("taobao_customer_service", """【淘宝 · 墨池画材旗舰店 客服聊天记录】
买家 ⟦PERSON|一只熊猫不吃竹⟧：你好，我买的温莎牛顿固体水彩24色（订单号⟪order_id|3871025546102837⟫）少了一块群青
客服 ⟦PERSON|小桃⟧：亲，非常抱歉～麻烦拍一下开箱照片哦
买家 ⟦PERSON|一只熊猫不吃竹⟧：发了。收货人⟦PERSON|宋雨桐⟧，电话⟦PHONE|158 2147 6630⟧，地址⟦ADDRESS|江苏省南京市玄武区珠江路88号新世界中心B座1207室 210018⟧，补发还是退款？
客服 ⟦PERSON|小桃⟧：给您补发一块，另外退⟦AMOUNT|15元⟧运费补偿，亲看可以吗～ 商品编码⟪product_sku|WN-CW24-PAN⟫
买家 ⟦PERSON|一只熊猫不吃竹⟧：行吧"""),

("residency_application_form_zh", """【山海艺术驻留计划·2025春季 申请表】
姓名：⟦PERSON|罗天宇⟧        性别：男
出生日期：⟦DATE_OF_BIRTH|1968年9月30日⟧
身份证号：⟦IDCARD|$cnid6⟧
护照号（如有海外行程）：⟦PASSPORT|$pp_cn1⟧
现住址：⟦ADDRESS|南京市玄武区龙蟠中路318号3栋2单元601室（210002）⟧
手机/微信：⟦PHONE|139-5188-2074⟧
紧急联系人：⟦PERSON|罗小满⟧（女儿） ⟦PHONE|176 0251 9938⟧
健康状况：⟦MEDICAL|高血压，长期服用氨氯地平⟧；⟦MEDICAL|青霉素过敏⟧
申请方向：综合材料 / 驻留编号 ⟪residency_ref|SH-25S-031⟫"""),

("conference_notice_no_personal", """关于召开"第七届东亚书籍史与出版文化学术研讨会"的通知（第二轮）

各位专家学者：
会议定于⟪event_dates|2024年11月22日至24日⟫在⟪place_name|苏州⟫举行，会址为⟪venue_name|苏州大学天赐庄校区敬贤堂⟫。
一、会议议题：写本与刻本、近代出版机构、书籍的物质性等。
二、会务费：⟪price|正式代表1200元⟫，⟪price|学生代表600元⟫，住宿统一安排，费用自理。
三、请于⟪deadline_date|10月15日⟫前提交论文全文，会议编号⟪conference_code|EABH-7⟫，论文集拟由出版社出版（⟪isbn_prefix|ISBN 978-7-5672⟫）。
会务组"""),

("publishing_contract_zh", """图书出版合同（合同编号：⟪contract_ref|HXCB-2024-087⟫）
甲方（著作权人）：⟦PERSON|梁静怡⟧
身份证号码：⟦IDCARD|$cnid4⟧
通讯地址：⟦ADDRESS|杭州市西湖区文三路259号昌地火炬大厦1号楼907室，邮编310012⟧
乙方（出版者）：海棠小径出版有限公司（统一社会信用代码⟪org_credit_code|91330106MA2H4K7X3B⟫）
第五条  乙方采用版税方式向甲方支付报酬，版税率为⟪royalty_rate|8%⟫，首印⟪print_run|5000册⟫，定价⟪price|58.00元⟫。
第六条  合同签订后三十日内，乙方预付甲方稿酬⟦AMOUNT|人民币贰万元整（¥20,000.00）⟧。
甲方收款账户：⟦CARD|$card_up1⟧（⟪bank_name|中国银行杭州西湖支行⟫）"""),

("aliyun_config_yaml", """# application-prod.yml —— 画廊线上商城
spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|172.16.8.21⟧:⟪port|3306⟫/gallery_shop?useSSL=false
    username: shop_rw
    password: ⟦PASSWORD|Hs#2024gallery⟧
aliyun:
  oss:
    endpoint: ⟪oss_endpoint|oss-cn-hangzhou.aliyuncs.com⟫
    bucket: ⟪bucket_name|qingtai-artworks-prod⟫
    access-key-id: ⟦APIKEY|$key_ali1⟧
    access-key-secret: ⟦SECRET|$sec_ali1⟧
  sms:
    sign-name: 青苔画廊
    template: ⟪sms_template|SMS_465903217⟫
# 负责人 ⟦PERSON|唐浩然⟧ ⟦EMAIL|tanghaoran@qingtai-gallery.cn⟧"""),

("call_transcript_royalty_zh", """【通话录音转写 · 星槎文学代理 · ⟪call_timestamp|2024-06-17 14:32⟫】
代理 ⟦PERSON|韩雪⟧：喂，⟦PERSON|冯老师⟧您好，我是星槎的⟦PERSON|小韩⟧，跟您确认一下台湾繁体版的版税。
作者 ⟦PERSON|冯志强⟧：哦⟦PERSON|小韩⟧啊，你说。
代理 ⟦PERSON|韩雪⟧：这期结算下来是⟦AMOUNT|三千二百一十五块⟧，扣完代理佣金打到您尾号⟪masked_card|8836⟫那张卡上，对吧？
作者 ⟦PERSON|冯志强⟧：对。我换手机号了啊，新的是⟦PHONE|一三九，零一七二，八八五六⟧。
代理 ⟦PERSON|韩雪⟧：好的我记一下。您身体怎么样？上次说⟦MEDICAL|腰椎间盘突出⟧……
作者 ⟦PERSON|冯志强⟧：做了⟦MEDICAL|微创手术⟧，好多了。
代理 ⟦PERSON|韩雪⟧：那就好。结算单编号⟪statement_id|XC-TW-2024H1-019⟫，我微信发您。"""),

("feishu_group_leak", """【飞书群：小丘出版社-技术组】
⟦PERSON|周社长⟧ 10:15
官网的新书上架通知怎么又发到大群里了？
⟦PERSON|于海洋⟧ 10:17
我的锅，机器人地址配错了，用的是 ⟦SECRET|$sec_feishuhook1⟧ ，这个是大群的
⟦PERSON|于海洋⟧ 10:18
已经改回来了，版本 ⟪version|v1.8.3⟫ 重新部署，提交 ⟪commit_sha|$sha4⟫
⟦PERSON|周社长⟧ 10:20
以后这种地址别往群里贴。@⟦PERSON|董欣然⟧ 把新书《潮间带》的⟪isbn|ISBN 978-7-5321-8846-0⟫再核对一下"""),

("sql_reviewer_table_zh", """-- 《东方文献学刊》审稿专家库 导出 ⟪export_date|2024-05-20⟫
INSERT INTO reviewer (id, name_cn, name_py, email, mobile, last_ip) VALUES
(⟪db_row_id|301⟫, '⟦PERSON|萧若琳⟧', '⟦PERSON|Xiao Ruolin⟧', '⟦EMAIL|xiaorl@fudan.edu.cn⟧', '⟦PHONE|13817720453⟧', '⟦IP_ADDRESS|202.120.224.18⟧'),
(⟪db_row_id|302⟫, '⟦PERSON|程立新⟧', '⟦PERSON|Cheng Lixin⟧', '⟦EMAIL|chenglx@pku.edu.cn⟧', '⟦PHONE|13910286674⟧', '⟦IP_ADDRESS|162.105.129.66⟧'),
(⟪db_row_id|303⟫, '⟦PERSON|曹颖⟧', '⟦PERSON|Cao Ying⟧', '⟦EMAIL|caoying_lit@126.com⟧', '⟦PHONE|15002178390⟧', '⟦IP_ADDRESS|10.10.33.7⟧'),
(⟪db_row_id|304⟫, '⟦PERSON|彭博⟧', '⟦PERSON|Peng Bo⟧', '⟦EMAIL|pengbo@nju.edu.cn⟧', NULL, '⟪doc_ip|198.51.100.9⟫');"""),

("gallery_sales_receipt_zh", """青苔画廊 销售凭证  No. ⟪receipt_number|QT-S-20240928-004⟫
买受人：⟦PERSON|蒋文杰⟧      联系电话：⟦PHONE|021-6437 2290⟧
作品：《雨后·西溪》 纸本设色 ⟪artwork_dimensions|68×136cm⟫  作品编号 ⟪inventory_number|QT-24-0711⟫
成交价：⟦AMOUNT|¥86,000.00⟧（含框）
付款方式：银行卡 ⟪masked_card|6225 **** **** 3317⟫ 已刷
开票：增值税普通发票，画廊税号 ⟪org_tax_id|91310104MA1FR2K96Q⟫
经办：⟦PERSON|许嘉怡⟧"""),

("email_sick_leave_zh", """主题：请假说明——驻留期间需回北京复查

⟦PERSON|王老师⟧您好：

不好意思要跟您请几天假。上个月体检查出⟦MEDICAL|甲状腺结节（TI-RADS 4a）⟧，⟪hospital_name|协和医院⟫约了⟪appointment_date|11月8号⟫做⟦MEDICAL|细针穿刺⟧，大概要离开⟪leave_duration|五天⟫。工作室（⟪room_number|B-07⟫）的钥匙我交给⟦PERSON|小曾⟧了。

期间有事可以打我手机⟦PHONE|186 1102 3374⟧。

⟦PERSON|曾敏⟧
2024年⟪date|10月30日⟫"""),

("wechat_pay_merchant_config", """# 微信支付（驻留项目报名费收款）
wechat:
  mch_id: "⟪merchant_id|1652038817⟫"
  appid: "⟪app_id|$wx_appid1⟫"
  api_v3_key: "⟦SECRET|$sec_wxpay1⟧"
  serial_no: "⟪cert_serial|5A3C1B7F29E04D8C6B91A0F2E3D4C5B6A7980F1E⟫"
  private_key: |
    ⟦SECRET|$sec_pem1⟧
  notify_url: ⟪callback_url|https://api.shanhai-residency.cn/pay/notify⟫
# 财务联系人 ⟦PERSON|蔡依澄⟧ ⟦PHONE|0755-8621 3390⟧"""),

("nginx_log_zh_site", """⟦IP_ADDRESS|117.136.12.208⟧ - - [⟪log_timestamp|05/Jul/2024:21:44:10 +0800⟫] "POST /api/contest/upload HTTP/1.1" 200 312 "https://zhengwen.qingmeibei.cn/" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) MicroMessenger/⟪app_version|8.0.49⟫"
⟦IP_ADDRESS|223.104.63.91⟧ - - [⟪log_timestamp|05/Jul/2024:21:44:13 +0800⟫] "GET /api/contest/status?uid=⟪user_id|u_558102⟫ HTTP/1.1" 200 98 "-" "okhttp/4.9.0"
⟦IP_ADDRESS|240e:3a1:4c10:92f0:5d2:1aff:fe33:8c1d⟧ - - [⟪log_timestamp|05/Jul/2024:21:45:02 +0800⟫] "GET /static/rules.pdf HTTP/2.0" 304 0 "-" "Mozilla/5.0"
⟪loopback_ip|127.0.0.1⟫ - - [⟪log_timestamp|05/Jul/2024:21:45:30 +0800⟫] "GET /nginx_status HTTP/1.1" 200 110 "-" "curl/7.81.0\""""),

("expense_claim_zh", """【会议差旅报销单】第十二届中国现代文学青年学者论坛
报销人：⟦PERSON|贾明⟧    单位：⟪org_name|山东师范大学文学院⟫
事由：参会发言（论文编号⟪paper_id|P-077⟫）
往返高铁：⟦AMOUNT|¥553.00⟧（济南西—上海虹桥，⟪train_number|G127⟫）
住宿两晚：⟦AMOUNT|¥876.00⟧
合计：⟦AMOUNT|¥1,429.00⟧
收款卡号：⟦CARD|$card_up3⟧  开户行：⟪bank_branch|工商银行济南历下支行⟫
报销人手机：⟦PHONE|155 6618 2043⟧"""),

("wechat_agent_author_zh", """【微信 · ⟦PERSON|丁一凡⟧（作家）】
⟦PERSON|丁一凡⟧：⟦PERSON|魏老师⟧，出版社说要我身份证号才能代扣税，我直接发你？
⟦PERSON|魏楠⟧：发吧，我转给他们财务，不会外传
⟦PERSON|丁一凡⟧：⟦IDCARD|$cnid7⟧
⟦PERSON|丁一凡⟧：卡号还是之前那个招行的 ⟦CARD|$card_up5⟧
⟦PERSON|魏楠⟧：好。首印版税⟦AMOUNT|2.4万元⟧，扣税后大概⟦AMOUNT|19200块⟧，下周到账
⟦PERSON|丁一凡⟧：好的好的～另外影视改编那个事怎么样了
⟦PERSON|魏楠⟧：对方报价⟪quote|买断价80万⟫，我觉得低，再谈"""),

("douban_post_contest_complaint", """【豆瓣小组·写作者互助】避雷某"全国青年诗歌大赛"

楼主 ⟦PERSON|溪山行旅⟧ 发表于 ⟪post_timestamp|2024-09-03 22:17⟫

交了⟦AMOUNT|298元⟧"评审费"，说入围就能进作品集，结果作品集还要再掏⟦AMOUNT|680元⟧买！主办方客服电话⟦PHONE|400-820-1169⟧一直打不通，网站备案号⟪icp_number|京ICP备19038842号-2⟫查出来是个文化传媒公司。
同组的@⟦PERSON|一杯白开水⟧也被坑了。大家小心，别交钱！
回复（⟪reply_count|37⟫）"""),
]

TEXTS += [
("tencent_cos_env", """# .env —— 诗刊小程序后端（别提交到仓库！！）
NODE_ENV=production
PORT=⟪port|7001⟫
TENCENT_SECRET_ID=⟦APIKEY|$key_tencent1⟧
TENCENT_SECRET_KEY=⟦SECRET|$sec_tencent1⟧
COS_BUCKET=⟪bucket_name|shikan-media-1318824402⟫
COS_REGION=ap-shanghai
WECOM_ALERT=⟦SECRET|$sec_wecomhook1⟧
WX_APPID=⟪app_id|$wx_appid2⟫
REDIS_URL=redis://:⟦SECRET|r3d!s_Shikan88⟧@⟦IP_ADDRESS|10.0.4.16⟧:⟪port|6379⟫/0
# 维护：⟦PERSON|姚远⟧"""),

("conference_registration_json_zh", """{
  "reg_no": "⟪registration_id|ZGWX2024-0441⟫",
  "name": "⟦PERSON|谭欣⟧",
  "org": "华东师范大学中文系",
  "mobile": "⟦PHONE|+86 135 6402 8817⟧",
  "email": "⟦EMAIL|tanxin_ecnu@qq.com⟧",
  "invoice_title": "⟪invoice_title|华东师范大学⟫",
  "tax_id": "⟪org_tax_id|12100000425006117P⟫",
  "pay": {"card": "⟦CARD|$card_up10⟧", "cvn2": "⟦CVV|306⟧", "amount": "⟦AMOUNT|CNY 1,200.00⟧"},
  "diet": "⟦MEDICAL|乳糖不耐受⟧",
  "room_share": "与⟦PERSON|邹静⟧同住"
}"""),

("art_shop_member_signup", """【画材之家 · 会员注册】
会员卡号：⟪member_card_number|HC8800213547⟫
姓名：⟦PERSON|熊伟⟧
手机号：⟦PHONE|17702136658⟧
生日（送生日券）：⟦DATE_OF_BIRTH|1990-08-15⟧
收货地址：⟦ADDRESS|上海市杨浦区国权路525号复旦大学北区公寓12号楼305室 200433⟧
登录密码：⟦PASSWORD|xw19900815⟧
推荐人：⟦PERSON|金晶⟧
积分：⟪points_balance|300⟫（新人礼）　　注册渠道：⟪channel|门店扫码⟫"""),

("minutes_journal_editorial_zh", """《当代艺术评论》编辑部例会纪要（⟪meeting_date|2024年4月9日⟫）
出席：⟦PERSON|刘主编⟧、⟦PERSON|陆离⟧、⟦PERSON|小何⟧、⟦PERSON|郝帅⟧（记录）
一、第⟪issue_number|2024年第3期⟫稿件：共收稿⟪count|46篇⟫，拟用11篇。
二、外审费：按每篇⟪rate|300元⟫标准发放，本期⟦PERSON|孔繁星教授⟧审了四篇，应发⟦AMOUNT|1200元⟧，⟦PERSON|小何⟧负责联系。
三、⟦PERSON|陆离⟧下周请假，⟦MEDICAL|孕检⟧。
四、印刷厂报价⟪quote|3.2万元/期⟫，⟦PERSON|刘主编⟧同意。"""),

("visiting_artist_passport_zh", """外籍/港澳台及出境人员信息登记（驻留交流项目）
中文姓名：⟦PERSON|白露⟧    拼音：⟦PERSON|BAI LU⟧
出生日期：⟦DATE_OF_BIRTH|1994年5月30日⟧
身份证号：⟦IDCARD|$cnid17⟧
护照号码：⟦PASSPORT|$pp_cn3⟧    有效期至：⟪expiry_date|2033年6月⟫
目的地：⟪place_name|柏林⟫ Künstlerhaus Bethanien
签证类型：⟪visa_type|申根D类⟫
手机：⟦PHONE|18858116023⟧"""),

("judge_fee_payment_sheet", """第九届"拾穗"散文奖 评委劳务费发放表
| 姓名 | 身份证号 | 出生日期 | 银行卡号 | 劳务费（税前）|
|---|---|---|---|---|
| ⟦PERSON|康宁⟧ | ⟦IDCARD|$cnid9⟧ | ⟦DATE_OF_BIRTH|1985-08-05⟧ | ⟦CARD|$card_up7⟧ | ⟦AMOUNT|¥3,000⟧ |
| ⟦PERSON|石磊⟧ | ⟦IDCARD|$cnid10⟧ | ⟦DATE_OF_BIRTH|1976-03-12⟧ | ⟦CARD|$card_up8⟧ | ⟦AMOUNT|¥3,000⟧ |
| ⟦PERSON|方舟⟧ | ⟦IDCARD|$cnid21⟧ | ⟦DATE_OF_BIRTH|1986-04-11⟧ | ⟦CARD|$card_up9⟧ | ⟦AMOUNT|¥2,000⟧ |
制表：⟦PERSON|田甜⟧　审核：财务　日期：⟪table_date|2024.12.20⟫　批次⟪batch_id|SS9-LWF-01⟫"""),

("complaint_email_art_supplies", """主题：订单⟪order_id|JD-2024112387716⟫ 颜料漏液，要求退款

您好，我在贵店买的马利牌油画颜料（⟪product_sku|MARIES-1170-50ml⟫）收到后三支都漏了，弄脏了画布，很生气。我已经付款⟦AMOUNT|¥236.80⟧，请全额退款。

收件人：⟦PERSON|任重⟧
电话：⟦PHONE|186-2133-7094⟧
支付宝账号：⟦EMAIL|renzhong_art@sina.com⟧

另外你们的客服热线⟦PHONE|021-5488 1120⟧根本没人接。"""),

("police_report_gallery_theft", """【报案记录（口述整理）】⟪case_number|沪公（徐）受案字〔2024〕11872号⟫
报案人：⟦PERSON|潘晓⟧，青苔画廊运营主管，电话⟦PHONE|幺三八，一六二一，七七零九⟧。
报案人称：⟪incident_time|10月3日凌晨⟫画廊库房失窃版画两件，保险柜未被打开，柜子密码只有她和⟦PERSON|老周⟧知道，是⟦PASSWORD|三七九一⟧。
库房监控摄像头地址⟦IP_ADDRESS|192.168.1.64⟧，录像存在NVR（⟦IP_ADDRESS|192.168.1.200⟧）里，型号⟪device_model|DS-7608NI⟫。
失窃作品估价⟪artwork_value|约12万元⟫。"""),

("residency_wifi_notice", """📌 驻留宿舍须知（⟪notice_id|2024秋-03⟫）
1. WiFi：Shanhai-Studio　密码：⟦PASSWORD|mountain&sea2024⟧
2. 公共厨房开放时间⟪opening_hours|7:00—22:00⟫，垃圾分类请看门口贴纸。
3. 宿舍管理员：⟦PERSON|钟灵⟧，电话⟦PHONE|0571-8890 4416⟧，手机⟦PHONE|13516827703⟧。
4. 洗衣房在⟪room_number|A栋B1⟫，投币⟪price|每次4元⟫。
5. 晚上十一点后大门自动锁，门禁卡丢失补办⟪price|50元⟫。"""),

("hotel_rooming_list_zh", """会议代表住宿安排（⟪hotel_name|锦江之星·天目里店⟫）
姓名,身份证号,手机,入住,离店,房号
⟦PERSON|汪洋⟧,⟦IDCARD|$cnid16⟧,⟦PHONE|13867120935⟧,⟪checkin_date|11-21⟫,⟪checkout_date|11-24⟫,⟪room_number|612⟫
⟦PERSON|夏雨⟧,⟦IDCARD|$cnid13⟧,⟦PHONE|18500217764⟧,⟪checkin_date|11-21⟫,⟪checkout_date|11-23⟫,⟪room_number|615⟫
⟦PERSON|姜宁⟧,⟦IDCARD|$cnid18⟧,⟦PHONE|13604031187⟧,⟪checkin_date|11-22⟫,⟪checkout_date|11-24⟫,⟪room_number|615⟫
（⟦PERSON|夏雨⟧、⟦PERSON|姜宁⟧同住标间；协议价⟪price|368元/间夜⟫由会务统一结算）"""),

("dingtalk_payment_approval", """【钉钉审批】付款申请　审批编号：⟪approval_id|202410251530000187321⟫
申请人：⟦PERSON|杜若⟧（会务组）
付款事由：支付第七届书籍史研讨会主旨发言人讲课费
收款人：⟦PERSON|叶知秋⟧
收款账号：⟦CARD|$card_up11⟧
开户行：⟪bank_branch|中国建设银行苏州工业园区支行⟫
金额：⟦AMOUNT|¥5,000.00⟧（大写：伍仟元整）
审批人：⟦PERSON|阎鹏⟧（已同意）→ 财务⟦PERSON|余可⟧（审批中）"""),

("java_stack_trace_zh", """2024-08-14 10:22:51.337 ERROR [http-nio-8080-exec-7] c.q.contest.service.EntryService - 投稿保存失败 userId=⟪user_id|88127⟫ phone=⟦PHONE|15921847730⟧ ip=⟦IP_ADDRESS|101.87.162.34⟧
java.sql.SQLIntegrityConstraintViolationException: Duplicate entry '⟦EMAIL|lixiaoyu0707@qq.com⟧' for key 'uk_email'
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:⟪line_number|117⟫)
	at com.qingmei.contest.dao.EntryMapper.insert(EntryMapper.java:⟪line_number|42⟫)
	... 58 common frames omitted
traceId=⟪trace_id|6f1e0c2a9b7d4e33⟫"""),

("xiaohongshu_review_no_personal", """【小红书】平价水彩颜料横评｜学生党闭眼入🎨
这次对比了四款：
① 温莎牛顿歌文24色 ⟪price|¥258⟫　② 白夜（⟪product_model|Белые ночи 24色⟫）⟪price|¥199⟫
③ 马利 ⟪product_sku|G1824⟫ ⟪price|¥46⟫　④ 史明克学院级 ⟪price|¥329⟫
群青（⟪pigment_code|PB29⟫）和酞菁蓝（⟪pigment_code|PB15:3⟫）都挺正，白夜的猩红有点偏粉。
纸用的是宝虹⟪paper_weight|300g⟫中粗。
#水彩 #画材测评 #学生党 ⟪post_stats|点赞2.1万⟫"""),

("wechat_collector_gallery", """【微信 · 藏家 ⟦PERSON|潘总⟧】
⟦PERSON|潘总⟧：那张《寒林》我要了，款刚转过去了，⟦AMOUNT|三十八万块⟧对吧
⟦PERSON|许小姐⟧：对的⟦PERSON|潘总⟧，⟦AMOUNT|38万元⟧已收到，谢谢您！发票抬头开您公司吗？
⟦PERSON|潘总⟧：开个人吧。画送到我家：⟦ADDRESS|北京市朝阳区东三环中路39号建外SOHO西区18号楼2302（100022）⟧
⟦PERSON|许小姐⟧：好的，周四下午送，司机电话⟦PHONE|13901254478⟧。作品证书编号⟪certificate_number|QT-COA-2024-0117⟫。"""),

("rejection_email_medical_zh", """⟦PERSON|小郭⟧：

见字如面。你的中篇《夜航船》编辑部讨论了两次，最终还是决定不用，很抱歉。不是写得不好，是和我们这一期的主题不太合。

你在附信里说这两年一直在治疗⟦MEDICAL|抑郁症⟧，还在吃⟦MEDICAL|舍曲林⟧，写作是你的出口——我非常理解。稿子可以投《⟪journal_name|西湖⟫》试试，那边编辑⟦PERSON|谭欣⟧我熟，可以帮你推荐。

保重身体。
⟦PERSON|郭启航⟧ 的责任编辑 ⟦PERSON|陆离⟧
⟪date|2024年7月2日⟫"""),

("highschool_contest_signup", """"新概念"式青少年写作大赛 报名表（⟪form_id|XG-2024-S-1187⟫）
参赛者：⟦PERSON|马晓丽⟧　　性别：女
出生日期：⟦DATE_OF_BIRTH|2000年8月11日⟧
身份证号：⟦IDCARD|$cnid15⟧
学校：⟪school_name|深圳大学文学院⟫（大四）
联系电话：⟦PHONE|13713826095⟧（本人）　⟦PHONE|13902947752⟧（妈妈）
通讯地址：⟦ADDRESS|广东省深圳市南山区南海大道3688号深圳大学粤海校区斋区17栋411　518060⟧
参赛费：⟪price|免费⟫"""),

("service_log_db_conn", """[2024-09-02 03:00:01] backup: start nightly dump (⟪job_name|journal-db-backup⟫)
[2024-09-02 03:00:01] backup: using DSN mysql://backup_user:⟦SECRET|Bk_7rT2vQ9xZ⟧@⟦IP_ADDRESS|10.1.20.5⟧:⟪port|3306⟫/ojs_prod
[2024-09-02 03:04:47] backup: wrote ojs_prod_20240902.sql.gz (⟪file_size|1.8G⟫) md5=⟪md5|$md5_1⟫
[2024-09-02 03:04:48] backup: upload to ⟪bucket_name|oss://journal-backup-bj⟫ ok
[2024-09-02 03:04:48] notify: 通知值班编辑 ⟦PERSON|宋雨桐⟧ ⟦PHONE|13311097245⟧"""),

("email_signature_publisher_zh", """此致
敬礼！

⟦PERSON|萧若琳⟧
版权经理 | 版权部
半岛文化出版有限公司
电话：⟦PHONE|010-8523 6671⟧ 转 ⟪extension|8016⟫
手机：⟦PHONE|+86 139 1107 4482⟧
邮箱：⟦EMAIL|xiaoruolin@bandaopress.com⟧
地址：⟪org_address|北京市东城区东四十条甲22号南新仓商务大厦A座9层⟫
本邮件可能包含保密信息（⟪legal_ref|BD-LEGAL-2023⟫）。"""),

("gallery_payroll_zh", """青苔画廊 2024年9月 工资发放明细（保密）
工号,姓名,应发工资,实发工资,工资卡
⟪employee_id|QT003⟫,⟦PERSON|许嘉怡⟧,⟦AMOUNT|¥12,500.00⟧,⟦AMOUNT|¥10,836.40⟧,⟦CARD|$card_mc5⟧
⟪employee_id|QT007⟫,⟦PERSON|蒋文杰⟧,⟦AMOUNT|¥8,000.00⟧,⟦AMOUNT|¥7,125.00⟧,⟦CARD|$card_v5⟧
⟪employee_id|QT011⟫,⟦PERSON|潘晓⟧,⟦AMOUNT|¥15,000.00⟧,⟦AMOUNT|¥12,648.75⟧,⟦CARD|$card_up12⟧
合计：⟪org_total|¥30,610.15⟫　　发放日：⟪pay_date|2024-10-10⟫"""),
]

TEXTS += [
("deploy_script_token_zh", """#!/bin/bash
# 期刊网站一键部署脚本  作者：⟦PERSON|lizhiqiang⟧  最后修改 ⟪modified_date|2024-02-27⟫
# 注意：token 写死在这里是临时的，上线后改成环境变量（⟦PERSON|李志强⟧）
export GH_TOKEN=⟦APIKEY|$key_ghp1⟧
export GH_FINE_TOKEN=⟦APIKEY|$key_ghfine1⟧
git clone https://${GH_TOKEN}@github.com/jwlx-journal/site.git -b release/⟪branch_version|2.3⟫
rsync -avz ./dist/ deploy@⟦IP_ADDRESS|47.98.213.60⟧:/data/www/ --port=⟪port|22⟫
echo "部署完成 build ⟪build_number|#412⟫"
"""),

("api_request_log_jwt_zh", """[INFO] ⟪log_timestamp|2024-11-02 09:41:07,552⟫ 小程序下单 /api/v1/books/order
  headers: {"Authorization": "Bearer ⟦APIKEY|$key_jwt3⟧", "X-Real-IP": "⟦IP_ADDRESS|183.193.44.102⟧"}
  body: {"sku": "⟪product_sku|BK-9787532188460⟫", "qty": 2, "收货人": "⟦PERSON|何美玲⟧", "手机": "⟦PHONE|13957160238⟧"}
  result: ok  order_no=⟪order_id|XQ2024110209410008⟫  cost=⟪duration|184ms⟫"""),

("medical_checkup_form_residency", """驻留艺术家 入驻体检信息表（仅限驻留办公室存档）
姓名：⟦PERSON|蔡依澄⟧　　出生日期：⟦DATE_OF_BIRTH|1988.02.02⟧
身份证号：⟦IDCARD|$cnid19⟧
血压：⟦MEDICAL|135/90 mmHg（偏高）⟧
检查结果：⟦MEDICAL|乙肝表面抗原阴性⟧；⟦MEDICAL|轻度脂肪肝⟧
既往病史：⟦MEDICAL|2019年阑尾切除术⟧
体检机构：⟪clinic_name|美年大健康（昆明分院）⟫　报告编号⟪report_number|MN-KM-24-338120⟫"""),

("waybill_ocr_zh", """顺丰速运　运单号 ⟪tracking_number|SF1318870254631⟫
寄件：⟦PERSON|叶知秋⟧　⟪masked_phone|188****6623⟫
　　　⟪place_name|苏州市姑苏区⟫
收件：⟦PERSON|彭博⟧　⟦PHONE|15250917836⟧
　　　⟦ADDRESS|南京市鼓楼区汉口路22号南京大学文学院楼408（210093）⟧
托寄物：书稿（校样）　　保价：⟪declared_value|500元⟫
付款方式：寄付月结 ⟪monthly_account|0219381746⟫"""),

("opening_guest_signin", """《潮汐之间》开幕酒会 嘉宾签到表（⟪event_date|2024.10.12⟫）
1. ⟦PERSON|冯志强⟧　作家　⟦PHONE|139 0172 8856⟧
2. ⟦PERSON|程立新⟧　北京大学　⟦PHONE|139 1028 6674⟧
3. ⟦PERSON|孙老⟧　收藏家（司机代签）
4. ⟦PERSON|Hannah⟧（⟦PERSON|韩雪⟧）　星槎文学代理　⟦PHONE|186 0021 3347⟧
5. ⟦PERSON|金晶⟧　画材之家　⟦PHONE|177 0213 9902⟧
备注：到场⟪headcount|86人⟫，赠书⟪book_count|40册⟫。"""),

("royalty_statement_zh", """版税结算单（⟪statement_period|2024年上半年⟫）　作者：⟦PERSON|冯志强⟧（笔名：⟦PERSON|北岬⟧）
书名：《潮间带》　ISBN ⟪isbn|978-7-5321-8846-0⟫
销售册数：⟪units_sold|6,212册⟫　定价：⟪price|¥58.00⟫　版税率：⟪royalty_rate|8%⟫
应付版税：⟦AMOUNT|¥28,823.68⟧
代扣个人所得税：⟦AMOUNT|¥3,228.25⟧
实付：⟦AMOUNT|¥25,595.43⟧　　付款日期：⟪pay_date|2024-08-15⟫
收款账户：⟪masked_card|6217 **** **** 0691⟫"""),

("poetry_prize_public_notice", """关于第五届"海子故乡"诗歌奖评选结果的公示

经初评、复评和终评，评出获奖作品如下：
一等奖：《麦地以北》　作者：⟦PERSON|于海洋⟧（⟪place_name|安徽安庆⟫）
二等奖：《盐》　作者：⟦PERSON|梁静怡⟧（⟪place_name|浙江杭州⟫）
三等奖：《候鸟迁徙图》　作者：⟦PERSON|钱程⟧（⟪place_name|云南大理⟫）
奖项设置：⟪prize_tier|一等奖1名，奖金1万元⟫；⟪prize_tier|二等奖2名，各5000元⟫。
公示期⟪notice_period|7天⟫，如有异议请致电组委会⟦PHONE|0556-5512 078⟧。"""),

("wholesale_quote_no_personal", """报价单（画材批发）　编号：⟪quote_id|BJ-HC-2024-1108⟫
1. 蒙玛特丙烯颜料 300ml　⟪product_sku|MMT-AC300⟫　⟪price|¥38/支⟫　起订⟪moq|50支⟫
2. 宝虹水彩纸 300g 中粗 ⟪product_sku|BH-W300-M⟫　⟪price|¥96/包⟫
3. 亚麻油画布 ⟪product_sku|LN-CV-6080⟫　⟪artwork_dimensions|60×80cm⟫　⟪price|¥42/张⟫
以上价格含税（⟪tax_rate|13%⟫），报价有效期至⟪validity_date|2024年12月31日⟫。"""),

("wechat_airport_pickup", """【微信群：书籍史研讨会·接送组】
⟦PERSON|杜若⟧：明天接机安排：
⟦PERSON|叶知秋老师⟧ ⟪flight_number|MU5137⟫ 14:20 到虹桥T2，司机⟦PERSON|老冯⟧ ⟦PHONE|133 1198 0462⟧，车牌⟪license_plate|沪A·7K29Q⟫
日本学者⟦PERSON|中村浩先生⟧ ⟪flight_number|NH919⟫ 16:05 到浦东T1，⟦PERSON|小杜⟧举牌去接
⟦PERSON|阎鹏⟧：⟦PERSON|中村先生⟧的护照号酒店要登记，⟦PASSPORT|$pp_jp1⟧，我先发你
⟦PERSON|杜若⟧：收到👌"""),

("hk_artist_registration", """香港藝術家駐留登記表
姓名：⟦PERSON|陳嘉欣⟧（⟦PERSON|Chan Ka-yan⟧）
香港身份證號碼：⟦NATIONAL_ID|$nid_hkid1⟧
出生日期：⟦DATE_OF_BIRTH|1992年3月18日⟧
聯絡電話：⟦PHONE|+852 6128 3390⟧
電郵：⟦EMAIL|kayan.chan.art@gmail.com⟧
住址：⟦ADDRESS|香港九龍旺角彌敦道688號旺角中心第一期15樓1508室⟧
駐留費用：⟪price|港幣8,000元⟫（由資助計劃支付，⟪grant_ref|ADC-2024-V-019⟫）"""),

("bank_transfer_receipt_ocr", """中国工商银行　电子回单
回单编号：⟪receipt_number|20240815102233910457⟫
付款人：半岛文化出版有限公司　账号：⟪org_account|0200 0045 1920 0123 456⟫
收款人：⟦PERSON|冯志强⟧　账号：⟦CARD|$card_up2⟧
开户行：⟪bank_branch|中国工商银行上海市静安支行⟫
金额：⟦AMOUNT|人民币25,595.43元⟧
用途：2024上半年版税
交易流水号：⟪transaction_id|HQP7620240815B93311⟫"""),

("ssh_auth_log_zh", """Sep 14 02:31:07 art-shop-web sshd[⟪pid|22190⟫]: Failed password for invalid user test from ⟦IP_ADDRESS|218.92.0.112⟧ port ⟪port|47718⟫ ssh2
Sep 14 02:31:09 art-shop-web sshd[⟪pid|22190⟫]: Failed password for root from ⟦IP_ADDRESS|218.92.0.112⟧ port ⟪port|47724⟫ ssh2
Sep 14 09:02:44 art-shop-web sshd[⟪pid|23011⟫]: Accepted publickey for ⟦PERSON|zhaoyiming⟧ from ⟦IP_ADDRESS|36.112.5.219⟧ port ⟪port|50231⟫ ssh2: RSA SHA256:⟪key_fingerprint|mV3k0xQ2hP9lZt7nWc4JrD8sYb1aEuF6gH5iK0oL2Ms⟫
# 备注：⟦PERSON|赵一鸣⟧远程维护，封禁 ⟦IP_ADDRESS|218.92.0.112⟧"""),

("phone_followup_art_shop", """【客服回访记录】墨池画材　回访人：⟦PERSON|小桃⟧
客户：⟦PERSON|谢女士⟧（会员）
回访内容：上周购买的樱花固体水彩（⟪order_id|订单MC240905117⟫）已收到，满意。客户要求下次发货改地址，口述为"⟦ADDRESS|成都市武侯区玉林南路7号2栋1单元302，邮编610041⟧"，电话不变⟦PHONE|一八零，八一二三，四六零七⟧。
客户提到其女儿⟦MEDICAL|对松节油过敏⟧，询问无味稀释剂，已推荐⟪product_sku|GAMSOL-473ml⟫（⟪price|¥168⟫）。"""),

("author_profile_erp_export", """作者档案导出（ERP）｜导出人：⟦PERSON|余可⟧｜⟪export_timestamp|2024-03-11 16:20⟫
作者编号,真实姓名,笔名,身份证号,邮箱,合作书目数
⟪author_id|AU-00318⟫,⟦PERSON|钱程⟧,⟦PERSON|青衫⟧,⟦IDCARD|$cnid8⟧,⟦EMAIL|qiancheng.poet@foxmail.com⟧,3
⟪author_id|AU-00421⟫,⟦PERSON|韩雪⟧,⟦PERSON|雪满山⟧,⟦IDCARD|$cnid5⟧,⟦EMAIL|hanxue_writer@163.com⟧,1
⟪author_id|AU-00502⟫,⟦PERSON|唐浩然⟧,⟦PERSON|浩然之气⟧,⟦IDCARD|$cnid12⟧,⟦EMAIL|thr1982@sina.cn⟧,2"""),
]

TEXTS += [
("email_reviewer_recommendation", """主题：回复：推荐外审专家（稿件⟪manuscript_id|DFWX-2024-112⟫）

⟦PERSON|刘主编⟧：

按您说的，推荐两位熟悉明清版刻的学者：
1. ⟦PERSON|孔繁星⟧，山东大学，⟦EMAIL|kongfx@sdu.edu.cn⟧，⟦PHONE|0531-8837 5026⟧
2. ⟦PERSON|白露博士⟧（刚从柏林回来），⟦EMAIL|bailu.research@outlook.com⟧
作者⟦PERSON|郭启航⟧和⟦PERSON|孔繁星⟧没有师承关系，可以回避审查。

⟦PERSON|陆离⟧
⟪date|4月22日⟫"""),

("checkin_system_log_json", """{"time":"⟪iso_timestamp|2024-11-22T08:31:44+08:00⟫","event":"checkin","attendee":{"name":"⟦PERSON|汪洋⟧","mobile_masked":"⟪masked_phone|138****0935⟫","badge":"⟪badge_number|EABH7-0152⟫"},"token":"⟦APIKEY|$key_jwt4⟧","device_ip":"⟦IP_ADDRESS|10.66.3.21⟧","gate":"⟪gate_id|G2⟫"}
{"time":"⟪iso_timestamp|2024-11-22T08:31:59+08:00⟫","event":"checkin_fail","reason":"qr_expired","attendee":{"name":"⟦PERSON|夏雨⟧","mobile_masked":"⟪masked_phone|185****7764⟫"},"device_ip":"⟦IP_ADDRESS|10.66.3.21⟧"}"""),

("contest_submission_email_zh", """主题：投稿——第十一届青梅杯短篇小说大赛——《白鹭洲》——⟦PERSON|曹颖⟧

组委会老师好：

附件是我的参赛作品《白鹭洲》（⟪word_count|1.2万字⟫）。按征稿启事要求附上个人信息：
姓名：⟦PERSON|曹颖⟧
出生日期：⟦DATE_OF_BIRTH|1999年1月27日⟧
身份证号：⟦IDCARD|$cnid11⟧
地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2103室，266071⟧
电话：⟦PHONE|150 0217 8390⟧

作品未在任何公开平台发表过。谢谢！"""),

("studio_lease_contract", """艺术工作室租赁协议（编号⟪contract_ref|ZL-2024-033⟫）
出租方：白塔艺术区管理有限公司
承租方：⟦PERSON|钱程⟧，身份证号⟦IDCARD|$cnid8⟧
租赁房屋：⟪unit_number|白塔艺术区C区2-117号⟫，面积⟪area|48㎡⟫
月租金：⟪price|4,800元⟫；押金：承租方已缴纳押金⟦AMOUNT|人民币9,600元⟧
承租方联系地址：⟦ADDRESS|云南省大理市大理镇人民路228号附1号，671000⟧
承租方电话：⟦PHONE|13518720266⟧"""),

("wechat_moments_crowdfunding", """【朋友圈】⟦PERSON|宋雨桐⟧
转发一下🙏 我表姐⟦PERSON|宋芸⟧是一名插画师，上个月确诊⟦MEDICAL|急性髓系白血病⟧，现在在⟪hospital_name|苏大附一院⟫做⟦MEDICAL|化疗⟧。水滴筹目前筹到⟦AMOUNT|14.6万元⟧，目标⟦AMOUNT|50万元⟧。她的画大家可能见过，⟪book_title|《萤火虫旅馆》⟫的插图就是她画的。
筹款链接：⟪url|https://m.shuidichou.com/cf/contribute/4f8e2c⟫"""),

("bank_sms_royalty", """【招商银行】您账户⟪masked_account|0691⟫于⟪sms_datetime|08月15日14:02⟫收到他行转账⟦AMOUNT|人民币25,595.43⟧，付方半岛文化出版有限公司，余额⟦AMOUNT|人民币61,208.90⟧。
【青梅杯组委会】⟦PERSON|曹颖⟧您好，您的作品《白鹭洲》已通过初审，复审结果将于⟪deadline_date|9月30日⟫前公布。"""),

("voice_to_text_door_code", """【微信语音转文字】⟦PERSON|老冯⟧：
喂⟦PERSON|小杜⟧啊，我这边到了你们会议中心后门，门禁要密码，我老婆刚才发我那个⟦PASSWORD|六六八二⟧好像不对啊，你再问一下⟦PERSON|阎鹏⟧，还是说是⟦PASSWORD|6628⟧？我在车里等着，车停在⟪parking_spot|B2-107⟫车位。"""),

("users_table_miniprogram", """mysql> SELECT id, nickname, mobile, openid, pwd_hash, reg_ip FROM t_user LIMIT 3;
+----+------------+-------------+------------------------------+------------------+----------------+
| id | nickname   | mobile      | openid                       | pwd_hash         | reg_ip         |
+----+------------+-------------+------------------------------+------------------+----------------+
| ⟪db_row_id|17⟫ | ⟦PERSON|墨鱼不吃墨⟧ | ⟦PHONE|13671922084⟧ | ⟪openid|oUpF8uMuAJO_M2pxb1Q9zNjWeS6o⟫ | ⟪md5|$md5_2⟫ | ⟦IP_ADDRESS|114.86.221.40⟧ |
| ⟪db_row_id|18⟫ | ⟦PERSON|kiki_draws⟧ | ⟦PHONE|18817345091⟧ | ⟪openid|oUpF8uN3yT7kLqW0xPz4RbVc2HsE⟫ | ⟪md5|$md5_3⟫ | ⟦IP_ADDRESS|100.98.7.33⟧ |
+----+------------+-------------+------------------------------+------------------+----------------+"""),

("weibo_dm_curator", """【微博私信】
@⟦PERSON|潮汐策展_Yuki⟧：您好！我是⟦PERSON|萧若琳⟧推荐来的，在筹备明年三月在⟪place_name|厦门⟫的联展，想邀请您参加～方便留个联系方式吗？
@⟦PERSON|阿澈在画画⟧：可以呀，我微信就是手机号⟦PHONE|17359208416⟧，邮箱⟦EMAIL|achechen_studio@163.com⟧
@⟦PERSON|潮汐策展_Yuki⟧：好的！我们的展览编号是⟪exhibition_id|XM-25-GRP-02⟫，运费我们承担，参展费⟪price|0元⟫😄"""),

("deposit_refund_residency", """驻留结束 押金退还申请
申请人：⟦PERSON|罗天宇⟧　驻留编号：⟪residency_ref|SH-25S-031⟫
入住押金：⟦AMOUNT|2000元⟧　扣除：损坏画架一只⟪deduction|150元⟫
应退：⟦AMOUNT|1850元⟧
退款方式：支付宝 ⟦PHONE|13951882074⟧（实名：⟦PERSON|罗天宇⟧）
宿舍管理员确认：⟦PERSON|钟灵⟧　　日期：⟪date|2025-06-30⟫"""),

("journal_fee_notice_sms", """【《当代艺术评论》】⟦PERSON|孔繁星老师⟧您好，您2024年第3期审稿费⟦AMOUNT|1200元⟧已发放至尾号⟪masked_card|2033⟫的银行卡，请查收。如有疑问请联系编辑部⟦PHONE|010-6551 8823⟧。回T退订
【《当代艺术评论》】样刊已寄出，顺丰单号⟪tracking_number|SF1402881937665⟫。"""),

("pos_system_log_zh", """[POS-02] ⟪log_timestamp|2024-12-01 15:03:22⟫ 会员识别 手机号=⟦PHONE|13817702453⟧ 会员号=⟪member_card_number|HC8800219983⟫ 等级=金卡
[POS-02] ⟪log_timestamp|2024-12-01 15:03:40⟫ 商品 ⟪product_sku|SAK-24W⟫ 樱花固体水彩24色 ⟪price|¥129.00⟫ ×1
[POS-02] ⟪log_timestamp|2024-12-01 15:03:58⟫ 支付成功 银联 卡号⟪masked_card|6228 09** **** 3463⟫ 实收⟦AMOUNT|¥116.10⟧ 收银员=⟦PERSON|小桃⟧
[POS-02] ⟪log_timestamp|2024-12-01 15:04:01⟫ 上报 ⟦IP_ADDRESS|10.200.1.15⟧:⟪port|9100⟫ ok（收银机固件 ⟪firmware_version|3.1.20.4⟫）"""),

("deepseek_env_oa", """# 编辑部 OA 智能摘要服务配置（config.toml）
[llm]
provider = "deepseek"
api_key = "⟦APIKEY|$key_deepseek1⟧"
base_url = "https://api.deepseek.com"
model = "⟪model_name|deepseek-chat⟫"
[backup]
api_key = "⟦APIKEY|$key_deepseek2⟧"   # ⟦PERSON|丁一凡⟧的个人账号，月底前换掉
[server]
listen = "⟪bind_address|0.0.0.0⟫:⟪port|8900⟫"
admin_email = "⟦EMAIL|oa-admin@ddyspl.cn⟧\""""),
]
