# -*- coding: utf-8 -*-
# Chinese texts of the blind80 corpus.  Each entry is typed by hand.
# Markup: ⟦TYPE|value⟧ labelled span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS.append(("wechat_group_chat", """【微信群：域名驿站-客户对接群】
⟦PERSON|许小姐⟧ ⟪time|10:21⟫
你好，我们的域名 ⟪domain_name|xu-huayi.cn⟫ 实名认证一直不过，提示"证件信息不一致"
客服⟦PERSON|小赵⟧ 10:23
您好⟦PERSON|许小姐⟧～麻烦提供一下持有人姓名和身份证号，我们后台核对一下
⟦PERSON|许小姐⟧ 10:25
⟦PERSON|许华怡⟧，⟦IDCARD|$id_zh02⟧，出生日期 ⟦DATE_OF_BIRTH|1992年7月7日⟧
客服⟦PERSON|小赵⟧ 10:31
查到了，之前生日录错了一天，已经帮您改好，订单号 ⟪order_id|DY20240815003317⟫，重新提交一下就行
⟦PERSON|许小姐⟧ 10:32
好的谢谢！续费的 ⟦AMOUNT|¥69⟧ 已经付了哈
"""))

TEXTS.append(("dingtalk_bot_message", """【钉钉机器人·流水线云】构建失败 ❌
项目：⟪repo_name|qingniao-ui⟫  分支：⟪branch_name|release/2.3⟫  构建号：⟪build_number|#1287⟫
触发人：⟦PERSON|陈思远⟧（⟦PERSON|chensiyuan⟧）
失败步骤：git push --tags
日志片段：
  fatal: unable to access 'https://⟦PERSON|chensiyuan⟧:⟦APIKEY|$ghp5⟧@github.com/qingniao/qingniao-ui.git/': The requested URL returned error: 403
机器人配置（请勿外传）：⟦SECRET|$dinghook1⟧ 加签密钥 ⟦SECRET|$dingsec1⟧
@⟦PERSON|周工⟧ 麻烦看下权限
"""))

TEXTS.append(("vpn_refund_ticket", """工单号：⟪ticket_id|YT-20241103-0815⟫   产品：云梯VPN 年付套餐
用户：⟦PERSON|刘建国⟧   手机：⟦PHONE|139 1762 4408⟧
问题描述：
我⟪date|11月1号⟫续费了⟦AMOUNT|398元⟧，结果当天就连不上了，香港和日本节点都不行。要求全额退款，原路退回到我的建设银行卡 ⟦CARD|$card_up2⟧。
客服备注（⟦PERSON|小林⟧）：用户出口 IP ⟦IP_ADDRESS|117.136.38.92⟧，节点 ⟪server_name|HK-BGP-03⟫ 当天确实故障，按规则可退 ⟦AMOUNT|398元⟧。年付套餐标价 ⟪plan_price|¥398/年⟫。
"""))

TEXTS.append(("support_email", """主题：主密码忘了，紧急联系人申请一直被拒（工单 ⟪ticket_id|MH-99102⟫）

密盒客服你好：

我是⟦PERSON|王磊⟧，注册邮箱 ⟦EMAIL|wanglei_1988@163.com⟧。上个月做了⟦MEDICAL|脑膜瘤切除手术⟧，术后记忆力很差，主密码完全想不起来了。我在密盒里设置了我老婆⟦PERSON|孙悦⟧作为紧急联系人，她的手机是 ⟦PHONE|186 2105 7731⟧，但她申请了三次都显示"已被拒绝"，我根本没操作过。

我可以提供身份证 ⟦IDCARD|$id_zh01⟧ 来证明身份，生日 ⟦DATE_OF_BIRTH|1988-03-14⟧。客户端版本 ⟪app_version|6.3.1⟫。麻烦尽快处理，里面有公司财务系统的密码。

⟦PERSON|王磊⟧
⟪date|2024年10月9日⟫
"""))

TEXTS.append(("forum_post", """【求助】Spring Boot 连不上阿里云 RDS，一直 Access denied
发帖人：⟦PERSON|coder_lihua⟧  ·  ⟪relative_time|3 小时前⟫  ·  ⟪node_name|Java 节点⟫

如题，本地可以连，部署到服务器上就不行。application.yml 如下（密码没改，反正是测试库……）：

spring:
  datasource:
    url: jdbc:mysql://⟦IP_ADDRESS|47.98.121.36⟧:3306/shop?useSSL=false
    username: ⟦PERSON|lihua⟧
    password: ⟦SECRET|Lh@2024shop!⟧

服务器是 ⟦IP_ADDRESS|10.0.3.15⟧（内网），安全组已经放行 3306 了。Spring Boot ⟪version|3.2.5⟫，驱动 ⟪version|8.0.33⟫。
"""))

TEXTS.append(("bounty_payout_form", """鹰眼SRC 奖励发放信息登记表
白帽ID：⟦PERSON|夜行猫⟧
真实姓名：⟦PERSON|杨帆⟧
身份证号：⟦IDCARD|$id_zh05⟧
开户行：⟪bank_branch|招商银行成都高新支行⟫
银行卡号：⟦CARD|$card_up3⟧
联系电话：⟦PHONE|158 2830 6614⟧
邮寄地址（礼品）：⟦ADDRESS|四川省成都市武侯区天府大道北段1700号环球中心E1区1203室，610041⟧
本期奖励：⟦AMOUNT|￥12,000⟧（漏洞编号 ⟪vuln_id|YY-SRC-2024-0917⟫，高危×2）
代扣个税：⟪tax_rule|按劳务报酬 20% 代扣⟫
"""))

TEXTS.append(("go_source", """// notify/feishu.go  作者：⟦PERSON|zhaoming⟧  ⟪date|2024-06-02⟫
package notify

const (
	FeishuAppID  = "⟪app_id|cli_a5f3c8e2b1d9400e⟫"
	FeishuHook   = "⟦SECRET|$feishuhook1⟧"
	WecomHook    = "⟦SECRET|$wecomhook1⟧"
	MailchimpKey = "⟦APIKEY|$mc2⟧" // 邮件订阅同步用，别提交！！
	RetryTimes   = ⟪retry_count|3⟫
)

// TODO(⟦PERSON|赵明⟧): 改成从环境变量读，见 ⟪issue_number|#342⟫
"""))

TEXTS.append(("call_transcript", """【域名驿站客服热线 ⟦PHONE|400-820-5566⟧ 通话记录，⟪timestamp|2024-09-12 14:36⟫】
客服⟦PERSON|小周⟧：您好，请问有什么可以帮您？
客户：你好，我是⟦PERSON|马志强⟧，我的域名 ⟪domain_name|mazhiqiang.com⟫ 被人转出去了！
客服⟦PERSON|小周⟧：别着急⟦PERSON|马先生⟧，麻烦报一下账号绑定的手机号。
客户：⟦PHONE|幺三七，零一二八，六六九零⟧。
客服⟦PERSON|小周⟧：好的。系统显示 ⟪date|9月10日⟫ 有一次从 ⟦IP_ADDRESS|223.104.63.201⟧ 的登录，转移密码也是那次重置的。
客户：我根本没登录过！我的登录密码是 ⟦PASSWORD|mzq19790712⟧，是不是太简单了……
客服⟦PERSON|小周⟧：⟦PERSON|马先生⟧您不要在电话里说密码。我这边先帮您冻结，工单号 ⟪ticket_id|YZ-774120⟫。
"""))

TEXTS.append(("pricing_page", """云梯VPN · 套餐价格（⟪date|2024年11月⟫更新）
| 套餐 | 价格 | 设备数 |
|---|---|---|
| 月付 | ⟪plan_price|¥35/月⟫ | 3 |
| 季付 | ⟪plan_price|¥90/季⟫ | 5 |
| 年付 | ⟪plan_price|¥298/年⟫ | 8 |
双十一活动：年付立减 ⟪discount|¥100⟫，优惠码 ⟪promo_code|YUNTI1111⟫。节点覆盖 ⟪metric|42 个国家和地区⟫，客户端最新版本 ⟪app_version|v4.8.2⟫。客服热线见官网。
"""))

TEXTS.append(("meeting_minutes", """青鸟UI 维护者周会纪要（⟪date|2024-10-18⟫）
参会：⟦PERSON|老周⟧、⟦PERSON|林小雨⟧、⟦PERSON|Kevin Wu⟧、⟦PERSON|阿杰⟧
请假：⟦PERSON|唐宁⟧（⟦MEDICAL|腰椎间盘突出⟧，在家休养两周）

1. v3.0 发布：⟦PERSON|老周⟧负责，目标 ⟪date|11 月 15 日⟫，剩余 ⟪issue_count|12 个 issue⟫。
2. 赞助：⟪org_name|某云厂商⟫愿意每年赞助 ⟪org_total|5 万元⟫，需要开对公账户，⟦PERSON|林小雨⟧跟进。
3. 安全：Gitee 上有人报告 ⟪cve_id|CVE-2024-45012⟫，⟦PERSON|Kevin Wu⟧ 已修复，提交 ⟪commit_sha|$sha6⟫。
4. 其他：⟦PERSON|阿杰⟧垫付的 CDN 费用 ⟦AMOUNT|1,860 元⟧ 从赞助款里报销。
"""))

TEXTS.append(("sms_messages", """【域名驿站】您的域名 ⟪domain_name|hzchaguan.com⟫ 将于 ⟪date|2024-12-01⟫ 到期，续费价格 ⟪plan_price|¥79/年⟫，请及时续费。客服电话 ⟦PHONE|400-820-5566⟧。
【域名驿站】尊敬的用户⟦PERSON|沈晓燕⟧，您已成功续费 ⟦AMOUNT|¥158.00⟧（2年），支付方式：尾号 ⟪masked_card|**** 3301⟫ 的银行卡。
【域名驿站】您的账户于 ⟪timestamp|11-02 23:17⟫ 在新设备登录，IP：⟦IP_ADDRESS|36.27.113.208⟧（⟪place_name|浙江杭州⟫）。如非本人操作，请立即修改密码。
"""))

TEXTS.append(("subscriber_csv", """订阅者ID,邮箱,昵称,手机号,订阅时间,来源IP,付费金额
⟪subscriber_id|S0001842⟫,⟦EMAIL|hu.jingjing@qq.com⟧,⟦PERSON|静静⟧,⟦PHONE|13621889045⟧,⟪timestamp|2024-03-02 09:11⟫,⟦IP_ADDRESS|180.169.24.77⟧,⟦AMOUNT|¥128⟧
⟪subscriber_id|S0001843⟫,⟦EMAIL|tony_liang@outlook.com⟧,⟦PERSON|梁子⟧,⟦PHONE|18588402217⟧,2024-03-02 09:40,⟦IP_ADDRESS|2408:8456:3c10:1a2::5e⟧,0
⟪subscriber_id|S0001844⟫,⟦EMAIL|xiaomeng.he@163.com⟧,⟦PERSON|何小萌⟧,⟪masked_phone|155****2093⟫,2024-03-02 10:02,⟦IP_ADDRESS|113.88.47.150⟧,⟦AMOUNT|¥128⟧
"""))

TEXTS.append(("dingtalk_message", """【钉钉·运维群】
⟦PERSON|张工⟧ ⟪time|09:12⟫：新的构建机开好了，⟦IP_ADDRESS|192.168.31.45⟧，规格 ⟪instance_type|ecs.c7.2xlarge⟫，root 密码 ⟦PASSWORD|Build@2024#qn⟧，大家先别改
⟦PERSON|小黄⟧ 09:15：收到，Jenkins 也装好了吗
⟦PERSON|张工⟧ 09:16：装了，http://⟦IP_ADDRESS|192.168.31.45⟧:⟪port|8080⟫ ，admin / ⟦PASSWORD|jenkins123⟧
⟦PERSON|李总⟧ 09:30：密码别在群里发！⟦PERSON|张工⟧你回头改一下，然后放到密盒的共享保险库里
"""))

TEXTS.append(("xiaohongshu_review", """🎮 穿云加速器 用了半年的真实感受‼️
优点：打 Steam 延迟从 180ms 降到 ⟪latency|45ms⟫，客服⟦PERSON|阿May⟧超耐心
缺点：自动续费！！我去年 ⟪date|12 月⟫ 被扣了 ⟦AMOUNT|¥268⟧ 都没提醒，找客服才退回 ⟦AMOUNT|¥200⟧
现在月卡 ⟪plan_price|¥30⟫，建议大家关掉自动续费
#加速器 #Steam #避坑
"""))

TEXTS.append(("gitee_issue", r"""【Bug】青鸟UI 在 Windows 上构建失败（⟪version|v2.3.1⟫）

环境：Windows 11，Node ⟪version|18.19.0⟫，pnpm ⟪version|8.15.4⟫

报错：
Error: EPERM: operation not permitted, open 'C:\Users\⟦PERSON|liuyang⟧\AppData\Local\pnpm-cache\metadata.json'
    at Object.openSync (node:fs:⟪line_number|596⟫:3)

.npmrc 也贴上来，方便复现：
registry=https://registry.npmmirror.com
//npm.pkg.github.com/:_authToken=⟦APIKEY|$ghp6⟧

提交者：⟦PERSON|刘洋⟧ ⟦EMAIL|liuyang.dev@foxmail.com⟧
"""))

TEXTS.append(("wechat_chat", """【微信】鹰眼SRC运营⟦PERSON|小雯⟧ ⟪time|14:02⟫
师傅好，上个月那两个高危的奖金 ⟦AMOUNT|8000元⟧ 这周五发，需要补一下开户行（奖励编号 ⟪vuln_id|YY-SRC-2024-1021⟫）
⟦PERSON|夜行猫⟧ 14:20
好的，⟪bank_branch|工商银行北京中关村支行⟫，卡号 ⟦CARD|$card_up4⟧
⟦PERSON|夜行猫⟧ 14:21
对了最近回复慢是因为我住院了，⟦MEDICAL|急性胰腺炎⟧，现在还在输液😂
鹰眼SRC运营⟦PERSON|小雯⟧ 14:25
啊注意身体！！那奖金我先帮你走流程。身份证号上次发过了吧？
⟦PERSON|夜行猫⟧ 14:26
发过，⟦IDCARD|$id_zh05⟧，⟦PERSON|杨帆⟧
"""))

TEXTS.append(("client_log_json", """{"ts":"⟪timestamp|2024-11-05T21:33:07+08:00⟫","level":"error","app":"yunti-android","ver":"⟪app_version|4.8.1⟫",
 "user":{"uid":⟪user_id|3390125⟫,"phone":"⟦PHONE|+86 177 0213 5580⟧","nick":"⟦PERSON|阿强⟧"},
 "net":{"local_ip":"⟦IP_ADDRESS|10.121.34.8⟧","public_ip":"⟦IP_ADDRESS|39.144.18.237⟧","node":"⟪server_name|JP-TYO-11⟫"},
 "auth":"Bearer ⟦APIKEY|$jwt4⟧",
 "msg":"握手超时 ⟪duration|15000ms⟫"}
"""))

TEXTS.append(("license_contract", """软件商业授权合同（节选）

甲方（授权方）：⟦PERSON|黄志远⟧，身份证号 ⟦IDCARD|$id_zh11⟧，住址 ⟦ADDRESS|福建省厦门市思明区鹭江道100号3栋1502室，361001⟧
乙方（被授权方）：⟪org_name|厦门云帆网络科技有限公司⟫，统一社会信用代码 ⟪uscc|91350203MA2Y8K3L6Q⟫

第三条 授权费用：乙方应向甲方一次性支付授权费 ⟦AMOUNT|人民币叁万伍仟元整⟧（⟦AMOUNT|¥35,000.00⟧），汇入甲方个人账户：⟦CARD|$card_up1⟧（中国农业银行）。
第五条 本合同自双方签字之日起生效。甲方联系电话：⟦PHONE|0592-2183 4470⟧。
签订日期：⟪date|2024年8月20日⟫
"""))

TEXTS.append(("web_form_submission", """【邮差订阅 · 年度会员实体周边收货信息】
提交时间：⟪timestamp|2024-12-02 20:41:55⟫
订单：⟪order_id|YC-GIFT-24-00981⟫
订阅邮箱：⟦EMAIL|zhouzhou.reads@gmail.com⟧
收件人：⟦PERSON|周舟⟧
手机：⟦PHONE|131 6290 4417⟧
收货地址：⟦ADDRESS|上海市徐汇区漕溪北路331号中金国际广场B座18楼，200030⟧
会员等级：⟪membership_tier|年度会员⟫（已付 ⟦AMOUNT|¥365⟧）
备注：工作日白天送公司，周末送家里（⟦ADDRESS|上海市闵行区莘庄镇莘松路958弄12号402室⟧）
"""))

TEXTS.append(("src_vuln_report", """漏洞标题：某订阅平台前端 JS 泄露阿里云 AccessKey，可接管 OSS
提交人：⟦PERSON|0xSunny⟧   提交时间：⟪timestamp|2024-07-22 01:13⟫   漏洞等级：⟪severity|严重⟫

复现步骤：
1. 访问 https://⟪domain_name|m.youchai.cn⟫/static/js/app.⟪build_hash|8e1f2a0c⟫.js
2. 搜索 accessKeyId，得到：
   accessKeyId: "⟦APIKEY|$aliyun_ak1⟧"
   accessKeySecret: "⟦SECRET|$aliyun_sk1⟧"
3. 用 ossutil 列出 bucket ⟪bucket_name|youchai-user-avatar⟫，里面是用户上传的身份证照片（只打开一张确认，证件号 ⟦IDCARD|$id_zh10⟧，已删除本地缓存）。

修复建议：立即禁用该 AK，改用 STS 临时凭证。
期望奖励：⟦AMOUNT|¥10,000⟧
"""))

TEXTS.append(("qq_group_chat", """【QQ群：码坛线下技术沙龙（杭州站）】
管理员⟦PERSON|阿飞⟧ ⟪time|20:05⟫
场地方要求登记真实姓名+身份证号用于门禁，大家私聊我，别发群里！
⟦PERSON|钱多多⟧ 20:07
⟦PERSON|钱多多⟧ ⟦IDCARD|$id_zh04⟧ 手机 ⟦PHONE|150 6813 2274⟧
管理员⟦PERSON|阿飞⟧ 20:08
……说了私聊😅 快撤回
⟦PERSON|程序猿老K⟧ 20:10
活动费 ⟦AMOUNT|50块⟧ 转谁？
管理员⟦PERSON|阿飞⟧ 20:11
转我支付宝 ⟦EMAIL|afei.meetup@163.com⟧，地点 ⟪venue|西溪园区 2 号楼报告厅⟫，⟪date|周六下午 2 点⟫
"""))

TEXTS.append(("python_traceback", """Traceback (most recent call last):
  File "/home/⟦PERSON|wangfang⟧/projects/youchai-worker/main.py", line ⟪line_number|58⟫, in <module>
    engine = create_engine("postgresql://youchai:⟦SECRET|Yc#pg_2024⟧@⟦IP_ADDRESS|172.18.0.4⟧:5432/newsletter")
  File "/usr/lib/python3/dist-packages/sqlalchemy/engine/create.py", line 601, in create_engine
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name
# ⟦PERSON|王芳⟧：本地调试时报的错，容器网络 ⟪network_name|youchai_default⟫ 没起来
# 任务 ID ⟪job_id|job-20240918-0042⟫
"""))

TEXTS.append(("kyc_review_note", """【BountyDock 国际版 · 实名审核记录】⟪case_number|KYC-CN-20240611-07⟫
申请人：⟦PERSON|邓子健⟧（拼音 ⟦PERSON|DENG Zijian⟧）
证件类型：护照   证件号：⟦PASSPORT|$pp_cn1⟧   签发地：⟪place_name|广东⟫
出生日期：⟦DATE_OF_BIRTH|1995-01-21⟧
辅助证件：居民身份证 ⟦IDCARD|$id_zh03⟧
审核意见：护照照片页清晰，身份证末位为 X，与出生日期一致，通过。审核人 ⟦PERSON|Grace⟧ ⟪timestamp|2024-06-11 15:20⟫
"""))

TEXTS.append(("wechat_chat", """⟦PERSON|周社长⟧ ⟪time|16:40⟫
财务⟦PERSON|小何⟧，给德国那个贡献者打款，上次说好的 ⟦AMOUNT|€800⟧
财务⟦PERSON|小何⟧ 16:45
好的⟦PERSON|周社长⟧，收款人信息发我一下
⟦PERSON|周社长⟧ 16:47
收款人 ⟦PERSON|Tobias Krüger⟧，IBAN ⟦IBAN|$iban_de3⟧，BIC ⟪bic|COBADEFFXXX⟫，地址 ⟦ADDRESS|Karl-Marx-Allee 90, 10243 Berlin⟧
财务⟦PERSON|小何⟧ 16:52
汇款手续费 ⟪bank_fee|¥150⟫ 公司出，汇率按 ⟪exchange_rate|7.71⟫ 算
"""))

TEXTS.append(("support_ticket", """【密盒客服工单 ⟪ticket_id|MH-100233⟫】
联系人：⟦PERSON|蒋文博⟧   关系：儿子   电话：⟦PHONE|021-6431 9920⟧ / ⟦PHONE|138 1605 7742⟧
账户持有人：⟦PERSON|蒋国华⟧，⟦DATE_OF_BIRTH|1951年4月2日⟧生
情况说明：我父亲去年确诊⟦MEDICAL|阿尔茨海默症⟧，现在已经不会用手机了，每天在吃⟦MEDICAL|多奈哌齐⟧。他的养老金、医保账户的密码都在密盒里，我们需要拿出来办手续。有医院的诊断证明和公证书（⟪notary_number|（2024）沪徐证字第 8812 号⟫）。
客服回复（⟦PERSON|小吴⟧）：您好，请通过"遗产/监护访问"通道上传公证书，审核周期 ⟪duration|5-7 个工作日⟫。
"""))

TEXTS.append(("feishu_message", """【飞书群·流水线云-研发】
⟦PERSON|欧阳娜娜⟧ ⟪time|11:03⟫
有人在 Jenkinsfile 里写死了 OSS 的 key…… ⟪commit_sha|$sha7⟫ 这个提交
  ossAccessKeyId = "⟦APIKEY|$aliyun_ak2⟧"
  ossAccessKeySecret = "⟦SECRET|$aliyun_sk2⟧"
⟦PERSON|杜峰⟧ 11:05
我的锅😭 马上轮换
⟦PERSON|欧阳娜娜⟧ 11:06
另外构建节点 ⟦IP_ADDRESS|10.60.2.17⟧ 的 ssh 私钥也在仓库里，一起删了吧：
⟦SECRET|$pem4⟧
⟦PERSON|杜峰⟧ 11:20
都删了，历史也用 filter-repo 清了，⟪version|v1.12.0⟫ 重新打包
"""))

TEXTS.append(("forum_post", """【避坑】某机场跑路，年付 ⟦AMOUNT|¥199⟧ 打水漂
楼主：⟦PERSON|不吃香菜⟧ · ⟪node_name|分享发现⟫ · ⟪relative_time|1 天前⟫

上个月刚续费，今天官网直接 502，TG 群也解散了。客服之前留的联系方式是 ⟦EMAIL|support@feiyun-vpn.net⟧，邮件全部退信。
订阅链接里带 token，我打码了：⟪redacted_url|https://sub.feiyun-vpn.net/api/v1/client/subscribe?token=***⟫
已经在支付宝发起投诉，投诉单号 ⟪complaint_ref|2024110320040011⟫。想一起维权的加我微信 ⟦PERSON|xiangcai_no⟧。
"""))

TEXTS.append(("api_docs", r"""## 邮差订阅 开放 API · 快速开始

所有请求需在 Header 中携带 `Authorization: Bearer <API_KEY>`。下面示例中的 key 均为文档示例，不可用：

```bash
curl -X POST https://api.youchai.cn/v1/subscribers \
  -H "Authorization: Bearer ⟪example_key|yc_test_0000000000000000000000⟫" \
  -d '{"email": "⟪example_email|user@example.com⟫", "tags": ["weekly"]}'
```

- 速率限制：⟪rate_limit|60 次/分钟⟫
- 测试环境地址：http://⟪doc_ip|198.51.100.20⟫:⟪port|9000⟫
- 当前 API 版本：⟪api_version|2024-06-01⟫
"""))

TEXTS.append(("ocr_transfer_receipt", """[OCR 识别结果]
中国工商银行 个人网上银行 转账回单
回单编号：⟪receipt_number|0200-4419-2024-1108-0031⟫
付款人：⟪org_name|深圳鹰眼信息安全有限公司⟫
付款账号：⟪org_account|4000 0210 0920 0188 866⟫
收款人：⟦PERSON|罗小军⟧
收款账号：⟦CARD|$card_up8⟧
收款行：中国建设银行
金额（小写）：⟦AMOUNT|¥4,500.00⟧
金额（大写）：⟦AMOUNT|人民币肆仟伍佰元整⟧
用途：漏洞奖励 ⟪vuln_id|YY-SRC-2024-1102⟫
交易时间：⟪timestamp|2024-11-08 10:15:42⟫
"""))

TEXTS.append(("sms_messages", """【穿云加速器】您的账号已开通，登录名：⟦PHONE|18916620385⟧，初始密码：⟦PASSWORD|cy8829⟧，请登录后尽快修改。到期时间 ⟪date|2025-11-30⟫。
【穿云加速器】您本次充值 ⟦AMOUNT|¥88⟧ 已到账，当前余额 ⟦AMOUNT|¥113.50⟧。
【穿云加速器】检测到您的账号在 ⟦IP_ADDRESS|112.96.170.43⟧ 与 ⟦IP_ADDRESS|27.38.201.9⟧ 同时在线，超出设备上限（⟪device_limit|3 台⟫）。
【穿云加速器】年卡限时 ⟪plan_price|¥218⟫，回复 TD 退订。
"""))

TEXTS.append(("leaderboard_table", """## 鹰眼SRC 2024 年度白帽排行榜（前五）

| 排名 | 白帽 | 有效漏洞 | 积分 | 年度奖金 |
|---|---|---|---|---|
| 1 | ⟦PERSON|夜行猫⟧ | 47 | ⟪points|12,880⟫ | ⟦AMOUNT|¥186,000⟧ |
| 2 | ⟦PERSON|0xSunny⟧ | 39 | ⟪points|10,210⟫ | ⟦AMOUNT|¥142,500⟧ |
| 3 | ⟦PERSON|椰子壳⟧ | 31 | ⟪points|8,400⟫ | ⟦AMOUNT|¥98,000⟧ |
| 4 | ⟦PERSON|Rainbow_Lin⟧ | 22 | ⟪points|6,050⟫ | ⟦AMOUNT|¥71,200⟧ |
| 5 | ⟦PERSON|阿布⟧ | 20 | ⟪points|5,990⟫ | ⟦AMOUNT|¥60,000⟧ |

全年共发放奖金 ⟪org_total|¥1,268,400⟫，感谢各位师傅！
"""))

TEXTS.append(("email_with_signature", """发件人：⟦PERSON|唐宁⟧ <⟦EMAIL|tangning@qingniao.dev⟧>
收件人：⟦EMAIL|opensource@yunfan-tech.cn⟧
主题：关于青鸟UI 赞助续约（合同编号 ⟪contract_id|YF-OSS-2023-004⟫）

您好，

感谢贵司过去一年的支持。续约事宜由我对接，之前因为⟦MEDICAL|腰伤⟧休息了一段时间，回复晚了抱歉。
续约金额沿用去年的 ⟪org_total|每年 5 万元⟫，麻烦在 ⟪date|2024-12-20⟫ 前提供发票抬头。

——
⟦PERSON|唐宁⟧
青鸟UI 核心维护者
手机/微信：⟦PHONE|176 2119 8406⟧
GitHub：@⟦PERSON|tangning⟧
"""))

TEXTS.append(("nginx_access_log", """⟦IP_ADDRESS|183.14.132.77⟧ - - [⟪timestamp|09/Dec/2024:22:14:03 +0800⟫] "POST /api/login HTTP/1.1" 200 ⟪response_bytes|412⟫ "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5)" uid=⟪user_id|200871⟫
⟦IP_ADDRESS|183.14.132.77⟧ - - [09/Dec/2024:22:14:05 +0800] "GET /u/⟦PERSON|zhangxiaofan⟧/settings HTTP/1.1" 200 9981 "-" "Mozilla/5.0" Cookie: juetu_sess=⟦SECRET|$cookie5⟧
⟦IP_ADDRESS|240e:3a1:4c2e:e2f0:1d4c:8aa3:51e2:9b07⟧ - - [09/Dec/2024:22:14:09 +0800] "GET /t/⟪topic_id|774812⟫ HTTP/2.0" 200 30412 "-" "okhttp/4.12.0"
⟪loopback_ip|127.0.0.1⟫ - - [09/Dec/2024:22:14:10 +0800] "GET /nginx_status HTTP/1.1" 200 97 "-" "⟪user_agent|curl/7.81.0⟫"
"""))

TEXTS.append(("voice_to_text", """【语音转文字】（时长 ⟪duration|47秒⟫，⟪timestamp|2024-12-03 17:52⟫）
喂你好我是⟦PERSON|蔡晓东⟧啊，就是那个域名实名认证一直通不过，我身份证号是 ⟦IDCARD|$id_zh07⟧，出生年月日 ⟦DATE_OF_BIRTH|一九九九年十二月二十五日⟧，手机号码 ⟦PHONE|一五九 零二五一 七七三八⟧，你们审核的⟦PERSON|刘经理⟧说今天下班前给我弄好的，到现在也没弄，我那个网站 ⟪domain_name|caixd.top⟫ 下周要上线的，麻烦快一点啊。
"""))

TEXTS.append(("payout_info_email", """主题：HackerHarbor 奖金电汇信息（报告 ⟪report_id|#2291863⟫）

Hi，我是 ⟦PERSON|Lin Jiahao⟧（⟦PERSON|林嘉豪⟧），这是电汇需要的信息：
- 护照号：⟦PASSPORT|$pp_cn2⟧
- 出生日期：⟦DATE_OF_BIRTH|1997-02-14⟧
- 收款银行：⟪bank_name|China Merchants Bank, Shenzhen Branch⟫，SWIFT ⟪swift_code|CMBCCNBS⟫
- 收款账号：⟦CARD|$card_up7⟧
- 地址：⟦ADDRESS|广东省深圳市南山区粤海街道科技园南区 W1-A 栋 602，518057⟧
奖金 ⟦AMOUNT|US$3,500⟧ 换汇后按 ⟪exchange_rate|7.12⟫ 左右算，麻烦了！
"""))

TEXTS.append(("weibo_post", """发布者：⟦PERSON|小鹿爱编程⟧
#域名驿站# 续费价格从 ⟪plan_price|¥65⟫ 涨到 ⟪plan_price|¥125⟫ 不提前通知？？我 ⟪date|昨天⟫ 自动续费被扣了 ⟦AMOUNT|¥250⟧（两个域名），打客服 ⟦PHONE|400-820-5566⟧ 等了四十分钟没人接。@域名驿站官方 给个说法！订单 ⟪order_id|DY20241120118802⟫
"""))

TEXTS.append(("yaml_config", """# application-prod.yml —— 负责人 ⟦PERSON|孟凡⟧（⟦EMAIL|mengfan@youchai.cn⟧），最后修改 ⟪date|2024-09-25⟫
server:
  port: ⟪port|8443⟫
mail:
  smtp:
    host: smtp.exmail.qq.com
    username: ⟦EMAIL|newsletter@youchai.cn⟧
    password: ⟦PASSWORD|Yc@Mail2024⟧
tencentcloud:
  ses:
    secret-id: ⟦APIKEY|$tencent_sid1⟧
    secret-key: ⟦SECRET|$tencent_skey1⟧
    region: ⟪cloud_region|ap-guangzhou⟫
redis:
  url: redis://:⟦SECRET|Rds!yc_0925⟧@⟦IP_ADDRESS|172.21.8.30⟧:6379
"""))

TEXTS.append(("forum_private_message", """【码坛 · 站内信】⟪timestamp|2024-11-11 23:08⟫
发件人：⟦PERSON|域名贩子老陈⟧
收件人：⟦PERSON|jiangyu_dev⟧

兄弟，你那个 ⟪domain_name|ai-bot.cn⟫ 出不出？我出 ⟦AMOUNT|两万五千块⟧。走平台担保也行，手续费 ⟪fee_rate|5%⟫ 我出。
同意的话加我微信 ⟦PHONE|199 0752 3316⟧（同手机号），定金 ⟦AMOUNT|¥2,000⟧ 先打你支付宝。
你支付宝是不是 ⟦EMAIL|jiangyu.dev@qq.com⟧ ？
"""))

TEXTS.append(("src_vuln_report", """【漏洞报告】域名驿站 用户中心 SQL 注入（布尔盲注）
白帽：⟦PERSON|椰子壳⟧   报告编号：⟪report_id|YZ-SRC-0488⟫   CVSS：⟪cvss_score|9.1⟫

注入点：GET /api/user/domains?sort=⟪payload_sample|id AND 1=1⟫
为证明危害，仅读取了 1 条数据（其余字段已脱敏）：
  real_name = ⟦PERSON|吴晓梅⟧
  id_card   = ⟦IDCARD|$id_zh06⟧
  mobile    = ⟪masked_phone|138****0912⟫
  last_ip   = ⟦IP_ADDRESS|58.49.110.23⟧
数据库版本：⟪version|MySQL 5.7.44⟫
"""))

TEXTS.append(("dingtalk_approval", """【钉钉审批】差旅报销 · 审批编号 ⟪approval_id|202410250931000118⟫
申请人：⟦PERSON|郑凯文⟧（流水线云·DevRel）
事由：参加 ⟪event_name|KubeCon NA 2024⟫（⟪place_name|盐湖城⟫）
明细：
  机票 ⟦AMOUNT|¥9,860⟧
  酒店 4 晚 ⟦AMOUNT|$1,120⟧
  签证费 ⟦AMOUNT|$185⟧
证件：护照 ⟦PASSPORT|$pp_cn3⟧（签证页已上传）
收款卡：⟦CARD|$card_up6⟧
审批人：⟦PERSON|李总⟧ → 财务⟦PERSON|小何⟧
"""))

TEXTS.append(("wechat_family_chat", """【微信·相亲相爱一家人】
爸爸 ⟪time|19:32⟫
密盒那个家庭版怎么登录？密码是不是你妈生日
⟦PERSON|晓峰⟧ 19:35
不是！！家庭保险库主密码是 ⟦PASSWORD|Jia@Ting-2024!⟧，别发群里啊我一会儿撤回
妈妈 19:36
那我的银行卡密码也存进去了吗 ⟦PASSWORD|190306⟧
⟦PERSON|晓峰⟧ 19:36
妈！！！
妈妈 19:40
那个家庭版多少钱 你付了吗
⟦PERSON|晓峰⟧ 19:41
付了，⟦AMOUNT|¥298⟧ 一年，六个人用
爸爸 19:45
好的，我手机版本是 ⟪app_version|6.2.9⟫ 要升级吗。⟪pet_name|豆豆⟫今天⟪animal_health|打完狂犬疫苗⟫了
"""))

TEXTS.append(("forum_post", """【程序员健康】确诊⟦MEDICAL|强直性脊柱炎⟧两年，分享一下怎么继续写代码
发帖：⟦PERSON|ops老刘⟧ · ⟪node_name|程序员⟫ · ⟪reply_count|238 回复⟫

先说结论：能写，但得改习惯。我现在每两周打一次⟦MEDICAL|阿达木单抗⟧，一针自费大概 ⟦AMOUNT|1300 多块⟧（进医保后），升降桌 + 分体键盘（我用的 ⟪product_name|Kinesis Advantage360⟫）是刚需。
最早是体检查出 ⟦MEDICAL|HLA-B27 阳性⟧，拖了一年才去风湿免疫科。
公司（一家做 CI 的）比较好说话，允许我一周三天远程。有同样情况的可以私信我，或者加我微信 ⟦PERSON|liu_ops_1987⟧。
"""))

TEXTS.append(("ticket_export_csv", """工单号,创建时间,用户,联系方式,问题类型,处理人,备注
⟪ticket_id|YT-240901-001⟫,⟪timestamp|2024-09-01 08:02⟫,⟦PERSON|郭美玲⟧,⟦PHONE|135 1088 2094⟧,无法连接,⟦PERSON|小林⟧,用户出口IP ⟦IP_ADDRESS|1.202.77.18⟧
⟪ticket_id|YT-240901-002⟫,2024-09-01 08:15,⟦PERSON|周凯⟧,⟦EMAIL|zhoukai@sina.com⟧,退款,⟦PERSON|小林⟧,已退 ⟦AMOUNT|¥35⟧
⟪ticket_id|YT-240901-003⟫,2024-09-01 08:31,⟦PERSON|Emily Chan⟧,⟦PHONE|+852 9123 4870⟧,账号被盗,⟦PERSON|阿May⟧,登录IP ⟦IP_ADDRESS|103.152.220.14⟧，已重置密码为 ⟦PASSWORD|Tmp#882910⟧
"""))

TEXTS.append(("shell_history", """  212  cd ~/code/qingniao-ui
  213  export GPG_TTY=$(tty)
  214  echo "⟦PASSWORD|qn-release-gpg-2024⟧" | gpg --batch --pinentry-mode loopback --passphrase-fd 0 -s dist/qingniao-ui-⟪version|3.0.0⟫.tgz   # 发版签名
  215  scp dist/*.tgz ⟦PERSON|tangning⟧@⟦IP_ADDRESS|121.40.88.163⟧:/data/mirror/
  216  curl -X POST "⟦SECRET|$dinghook2⟧" -H 'Content-Type: application/json' -d '{"msgtype":"text","text":{"content":"青鸟UI 3.0.0 已发布"}}'
  217  git tag -s ⟪git_tag|v3.0.0⟫ -m "青鸟UI 3.0.0"
  218  vim ~/.config/⟪config_path|npm/npmrc⟫
"""))

TEXTS.append(("registrant_form", """【域名实名认证资料】提交时间 ⟪timestamp|2024-05-17 09:33⟫
域名：⟪domain_name|lanxi-tea.com.cn⟫
持有人类型：个人
持有人姓名：⟦PERSON|范丽娟⟧
证件号码：⟦IDCARD|$id_zh08⟧
出生日期：⟦DATE_OF_BIRTH|1976-06-02⟧
通讯地址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐中皇冠假日公寓2单元1801，266071⟧
联系电话：⟦PHONE|0532-8587 6613⟧
电子邮箱：⟦EMAIL|fanlj_tea@126.com⟧
审核状态：⟪review_status|待人工复核⟫
"""))

TEXTS.append(("refund_request", """【邮差订阅 · 退款申请】单号 ⟪refund_id|RF-2409-00417⟫
申请人：⟦PERSON|陶然⟧
订阅专栏：⟪publication|《深夜代码》⟫ 年度会员
申请退款金额：⟦AMOUNT|¥199.00⟧
原因：本人今年确诊⟦MEDICAL|中度抑郁症⟧，在服用⟦MEDICAL|舍曲林⟧，这几个月几乎没有打开过，想申请退还剩余时长的费用。可以提供⟪org_name|北京安定医院⟫的诊断证明。
退款方式：原路退回，或者转到支付宝（手机号 ⟦PHONE|152 1033 6890⟧）
"""))

TEXTS.append(("jenkins_console_log", """Started by user ⟦PERSON|Xu Wenjing⟧ (⟦PERSON|xuwenjing⟧)
Running on ⟪agent_name|build-agent-04⟫ in /var/jenkins/workspace/youchai-api
[Pipeline] sh
+ docker login -u ⟦PERSON|xuwenjing⟧ -p ⟦PASSWORD|Dk#xuwj0618⟧ ⟪registry_host|registry.cn-hangzhou.aliyuncs.com⟫
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
+ curl -s -X POST ⟦SECRET|$wecomhook2⟧ -d '{"msgtype":"text","text":{"content":"youchai-api ⟪build_number|#562⟫ 构建成功"}}'
Finished: SUCCESS
"""))

TEXTS.append(("wechat_chat", """⟦PERSON|小赵⟧ ⟪time|22:10⟫
⟪org_name|Namecheap⟫ 上那个 ⟪domain_name|qingniao.dev⟫ 我没有外币卡，能不能用你的信用卡帮我付一下，我微信转你
⟦PERSON|老周⟧ 22:12
行，卡号 ⟦CARD|$card_visa5⟧，有效期 09/28，背面三位 ⟦CVV|731⟧，你付完把卡信息删了
⟦PERSON|小赵⟧ 22:20
付好了 ⟦AMOUNT|$12.98⟧，汇率算下来 ⟦AMOUNT|¥94⟧，已转你
⟦PERSON|老周⟧ 22:21
收到👌
"""))

TEXTS.append(("blog_post_ocr", """【截图OCR】……我们在排查时发现，某运维同学把告警机器人配置提交到了公开仓库：
  TELEGRAM_BOT_TOKEN=⟦APIKEY|$tg2⟧
  DISCORD_WEBHOOK=⟦SECRET|$discordhook1⟧
  ALERT_TO=⟦EMAIL|ops-alert@liushuixian.cloud⟧
被扫描器在 ⟪duration|11 分钟⟫ 内发现并开始刷消息。事后复盘（作者：⟦PERSON|严少华⟧，⟪date|2024-08-30⟫）：
1. 启用 GitHub push protection；2. 机器人 token 每 ⟪rotation_period|90 天⟫ 轮换一次。
"""))

TEXTS.append(("callback_record", """【回访记录】⟪timestamp|2024-10-22 15:05⟫ 客服⟦PERSON|小雅⟧，工单 ⟪ticket_id|YT-CB-10221⟫
客户：⟦PERSON|胡老师⟧（⟦PHONE|一八六，一零二三，七七五六⟧）
内容：⟦PERSON|胡老师⟧反映孩子用他的账号玩游戏，三个月内在 App 里买了加速时长共计⟦AMOUNT|一千二百八十块⟧，要求退款。
核实：购买记录来自设备 ⟪device_model|iPad Air 5⟫，登录 IP ⟦IP_ADDRESS|60.12.188.204⟧。
处理：按未成年人退款政策先退⟦AMOUNT|六百四十元⟧，剩余部分提交主管⟦PERSON|孙经理⟧审批。
"""))

TEXTS.append(("src_vuln_report", """【漏洞报告】BountyDock 亚太站 KYC 文件越权下载
白帽：⟦PERSON|Rainbow_Lin⟧   等级：⟪severity|高危⟫   报告 ⟪report_id|#APAC-1187⟫

/api/kyc/files/{file_id} 未校验归属，遍历 file_id 可下载他人证件。为验证只下载了一份（已删除）：
  姓名：⟦PERSON|Tan Wei Ming⟧（⟦PERSON|陈伟明⟧，新加坡 PR，中国护照）
  NRIC：⟦NATIONAL_ID|$nid_sg1⟧
  护照：⟦PASSPORT|$pp_cn4⟧
  住址：⟦ADDRESS|Blk 412 Bedok North Ave 2, #08-115, Singapore 460412⟧
请求示例中的 file_id：⟪file_id|$uuid2⟫
"""))

TEXTS.append(("donation_list", """## 🙏 感谢以下朋友对 青鸟UI 的捐赠（⟪month|2024 年 10 月⟫）

- ⟦PERSON|张伟⟧ — ⟦AMOUNT|¥500⟧ — "加油！"
- 匿名用户 — ⟦AMOUNT|¥66.6⟧
- ⟦PERSON|Lily Zhou⟧ — ⟦AMOUNT|$50⟧
- ⟦PERSON|前端小白菜⟧ — ⟦AMOUNT|¥36⟧ — "组件太好用了"
- ⟪org_name|某某科技（企业赞助）⟫ — ⟪org_total|¥20,000⟫

本月合计约 ⟪org_total|¥20,956.6⟫（含 ⟪org_name|Open Collective⟫ 汇入），全部用于 CDN 和 CI 费用。
"""))

TEXTS.append(("password_export_csv", """# 密盒导出 ⟪export_format|CSV v2⟫ ⟪timestamp|2024-07-01 21:00⟫
名称,网址,用户名,密码,备注
支付宝,https://www.alipay.com,⟦PHONE|13817742096⟧,⟦PASSWORD|Zfb@8857!x⟧,支付密码 ⟦PASSWORD|582046⟧
⟪site_name|12306⟫,https://kyfw.12306.cn,⟦PERSON|sunli1986⟧,⟦PASSWORD|Huoche#12306⟧,常用联系人：⟦PERSON|孙建平⟧ ⟦IDCARD|$id_zh16⟧
域名驿站,https://www.yuming-yizhan.cn,⟦EMAIL|sunli1986@sina.cn⟧,⟦PASSWORD|ym_sunli_2020⟧,
家里路由器,http://⟦IP_ADDRESS|192.168.1.1⟧,admin,⟦PASSWORD|Sl19860419wifi⟧,
"""))

TEXTS.append(("handover_note", """【值班交接 ⟪date|11/16⟫ 夜班 → 早班】
交班人：⟦PERSON|冯浩⟧  接班人：⟦PERSON|小宋⟧
1. 东京节点 ⟪server_name|JP-TYO-07⟫（⟦IP_ADDRESS|45.76.211.39⟧）凌晨 3 点被运营商限速，已切到备用 ⟦IP_ADDRESS|139.162.77.101⟧，用户侧无感知。
2. 用户⟦PERSON|龚先生⟧（⟦PHONE|137 6104 2258⟧）投诉重复扣费 ⟦AMOUNT|¥35⟧，已退。
3. ⟦PERSON|冯浩⟧本周五请假去医院复查⟦MEDICAL|甲状腺结节⟧，周五夜班找⟦PERSON|小宋⟧替。
4. 告警阈值改成 ⟪threshold|丢包率 5%⟫。
"""))

TEXTS.append(("sql_insert", """-- 鹰眼SRC 白帽资料表迁移（⟪migration_id|V2024_10_03__hunter_profile⟫）
INSERT INTO hunter_profile (id, nickname, real_name, id_card, phone, bank_card, created_at) VALUES
(⟪row_id|1021⟫, '⟦PERSON|阿布⟧', '⟦PERSON|其其格⟧', '⟦IDCARD|$id_zh14⟧', '⟦PHONE|13947102286⟧', '⟦CARD|$card_up5⟧', '⟪timestamp|2024-10-03 10:00:00⟫'),
(⟪row_id|1022⟫, '⟦PERSON|Rainbow_Lin⟧', '⟦PERSON|林虹⟧', '⟦IDCARD|$id_zh12⟧', '⟦PHONE|18673105529⟧', NULL, '2024-10-03 10:00:00');
"""))

TEXTS.append(("forum_post", """【自建 Vaultwarden 的 /admin 被扫了？】
发帖人：⟦PERSON|kk_home_lab⟧ · ⟪node_name|NAS⟫

家里 NAS 跑的 Vaultwarden（⟪version|1.32.0⟫），今天看日志发现陌生 IP ⟦IP_ADDRESS|103.224.182.251⟧ 一直在访问 /admin。我的 ADMIN_TOKEN 是明文写在 docker-compose 里的：
  ADMIN_TOKEN=⟦SECRET|$cookie6⟧
公网是通过 frp 转发的，frps 在 ⟦IP_ADDRESS|8.134.51.20⟧，token 也是弱口令 ⟦PASSWORD|frp123456⟧……
现在该怎么处理？密码库里有 ⟪item_count|600 多条⟫ 记录。
"""))

TEXTS.append(("offer_letter_excerpt", """【录用通知（节选）】
⟦PERSON|邱雨桐⟧ 同学：
恭喜你通过流水线云的面试！岗位：SRE 工程师（校招）
薪资：税前月薪 ⟦AMOUNT|¥22,000⟧ × 15 薪，签字费 ⟦AMOUNT|¥30,000⟧
入职日期：⟪date|2025 年 7 月 1 日⟫
办公地点：⟪org_address|杭州市滨江区网商路699号⟫
入职需提供：身份证复印件、学历证明、⟪document_name|《入职体检报告》⟫
HR：⟦PERSON|Vivian⟧ ⟦PHONE|0571-8897 2230⟧ ⟦EMAIL|vivian.hr@liushuixian.cloud⟧
"""))

TEXTS.append(("http_request_dump", """抓包发现某加速器 App 明文传账号密码……贴一下（密码已经换过了）：

POST /api/v2/login HTTP/1.1
Host: ⟪domain_name|api.chuanyun-acc.com⟫
User-Agent: ⟪user_agent|ChuanYun/5.2.0 (Android 14)⟫
Content-Type: application/x-www-form-urlencoded
Cookie: cy_sid=⟦SECRET|$cookie2⟧

username=⟦PHONE|15726039918⟧&password=⟦PASSWORD|wode.mima.123⟧&device_ip=⟦IP_ADDRESS|10.8.44.102⟧

楼主 ⟦PERSON|抓包侠⟧ 补充：响应里还带了 ⟦APIKEY|$jwt5⟧ 这种长期 token，有效期 ⟪duration|365 天⟫。
"""))

TEXTS.append(("moments_post", """【朋友圈】⟦PERSON|Jerry 钟⟧ ⟪relative_time|2小时前⟫
⟦MEDICAL|心脏支架手术⟧做完第三天，医生说恢复不错🙏 这半年项目（⟪repo_name|gitee.com/fastmq/fastmq⟫）的 issue 都是 ⟦PERSON|阿凯⟧ 在帮我回，感谢兄弟！出院后请大家吃饭～
评论：
⟦PERSON|阿凯⟧：好好养着，PR 我先帮你合了 ⟪pr_number|!318⟫
⟦PERSON|小鱼儿⟧：保重！需要帮忙随时说，我电话 ⟦PHONE|133 0177 2851⟧
"""))

TEXTS.append(("gift_shipping_table", """| 白帽 | 收件人 | 电话 | 地址 | 礼品 |
|---|---|---|---|---|
| ⟦PERSON|椰子壳⟧ | ⟦PERSON|何嘉欣⟧ | ⟦PHONE|138 2291 0473⟧ | ⟦ADDRESS|广东省广州市天河区体育西路191号中石化大厦B塔2107，510620⟧ | ⟪gift_sku|SRC-HOODIE-L⟫ |
| ⟦PERSON|阿布⟧ | ⟦PERSON|其其格⟧ | ⟦PHONE|139 4710 2286⟧ | ⟦ADDRESS|内蒙古呼和浩特市赛罕区大学东街235号，010020⟧ | ⟪gift_sku|SRC-MUG-01⟫ |

快递统一走 ⟪org_name|顺丰⟫，月结账号 ⟪org_account|0200-7731-4490⟫。
"""))

TEXTS.append(("bot_daily_report", """【邮差订阅·日报机器人】⟪date|2024-12-05⟫
新增订阅：⟪metric|1,204⟫  退订：⟪metric|87⟫  付费转化：⟪percentage|3.4%⟫
当日收入：⟪org_total|¥18,650⟫（平台合计）
今日最大单笔打赏：⟦PERSON|林深见鹿⟧ 打赏 ⟦AMOUNT|¥888⟧ 给作者 ⟦PERSON|南风⟧
退款 1 笔：⟦AMOUNT|¥199⟧（用户 ⟦EMAIL|taoran_1990@126.com⟧）
机器人配置：⟦SECRET|$dinghook3⟧ ｜ 加签 ⟦SECRET|$dingsec2⟧
"""))

TEXTS.append(("ocr_business_card", """[名片识别，置信度 ⟪ocr_confidence|0.88⟫]
域名驿站  ·  企业客户部
⟦PERSON|高志鹏⟧  大客户经理
手机：⟦PHONE|186 0010 7745⟧
座机：⟦PHONE|010-5893 2271⟧
邮箱：⟦EMAIL|gaozhipeng@yuming-yizhan.cn⟧
公司地址：⟪org_address|北京市海淀区中关村大街27号中关村大厦11层⟫
官网：⟪domain_name|www.yuming-yizhan.cn⟫
"""))

TEXTS.append(("agent_agreement", """云梯VPN 渠道推广协议（个人）
甲方：⟪org_name|上海云梯网络技术有限公司⟫
乙方：⟦PERSON|龙海峰⟧   身份证号：⟦IDCARD|$id_zh15⟧   出生日期：⟦DATE_OF_BIRTH|1994年6月5日⟧
联系地址：⟦ADDRESS|广州市天河区珠江新城华夏路30号富力盈通大厦2803，510623⟧
结算账户：⟦CARD|$card_up9⟧（工商银行）
佣金：首单 ⟪commission_rule|30%⟫，续费 ⟪commission_rule|10%⟫；本月预计佣金 ⟦AMOUNT|¥3,420⟧
"""))

TEXTS.append(("wechat_voice_transcript", """【语音转文字 ⟪duration|52秒⟫】⟦PERSON|小赵⟧啊，你帮我登一下公司那个域名后台，账号是 ⟦EMAIL|admin@hzchaguan.com⟧，密码是 ⟦PASSWORD|大写H 小写z 88 井号 chaguan⟧……算了太复杂，我直接打字发你：⟦PASSWORD|Hz88#chaguan⟧。登进去把 ⟪domain_name|hzchaguan.com⟫ 的解析改到 ⟦IP_ADDRESS|121.43.170.66⟧，TTL 设 ⟪dns_ttl|600⟫。弄好跟我说一声，我在医院陪我妈做⟦MEDICAL|胃镜⟧。
"""))

TEXTS.append(("survey_response", """【云梯VPN 用户满意度问卷 · 第 ⟪response_number|3381⟫ 份】
1. 您的年龄段：⟪age_bracket|25-34 岁⟫
2. 主要用途：跨境办公 / 访问 GitHub
3. 最常用节点：⟪server_name|SG-03⟫
4. 是否遇到过扣费问题：是，⟪date|8 月⟫被重复扣了 ⟦AMOUNT|35 元⟧，已退
5. 其他建议：希望支持 WireGuard。如需回访请联系 ⟦PERSON|Shirley⟧，⟦EMAIL|shirley.ye@yahoo.com.hk⟧，生日 ⟦DATE_OF_BIRTH|1993/08/16⟧ 可以发优惠券吗哈哈
提交 IP：⟦IP_ADDRESS|116.6.239.14⟧
"""))
