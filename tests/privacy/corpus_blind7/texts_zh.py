# Chinese texts for corpus_blind7. Written by hand, one at a time.
# Markup: ⟦TYPE|value⟧ = sensitive span, ⟪kind|value⟫ = decoy, $name = values.VALUES[name]

TEXTS = [
("voicemail_transcript", r"""【语音留言转文字】来电 ⟦PHONE|139 1762 4408⟧ · ⟪timestamp|12月3日 10:26⟫ · 时长 0:38
"喂，⟦PERSON|张姐⟧你好，我是楼下物业的⟦PERSON|小刘⟧。你家那个快递柜的取件码……哦不是，是你家门禁新密码改成⟦PASSWORD|860412#⟧了，上次你说老密码记不住。还有⟦PERSON|王师傅⟧下午三点过来修热水器，你要是不在家就打他电话⟦PHONE|158 0211 7364⟧。好，就这样，拜拜。\""""),

("wechat_chat_export", r"""—————  2026-12-02  —————
⟦PERSON|小胖⟧ 21:14
妈说她的医保卡密码忘了，你记得吗
⟦PERSON|陈晓东⟧ 21:15
⟦PASSWORD|135790⟧ 好像是这个，你让她试一下，别试太多次会锁
⟦PERSON|小胖⟧ 21:16
好。对了她最近⟦MEDICAL|血压有点高⟧，医生让吃⟦MEDICAL|苯磺酸氨氯地平 5mg 一天一次⟧
⟦PERSON|陈晓东⟧ 21:18
嗯我周末带她去复查，挂的是⟦PERSON|李主任⟧的号，挂号单号⟪order_id|2026120388172⟫"""),

("kubernetes_secret_manifest", r"""# 生产环境 OSS 上传凭证，负责人：⟦PERSON|郑浩然⟧（有问题找他）
apiVersion: v1
kind: Secret
metadata:
  name: ⟪k8s_resource|oss-uploader-cred⟫
  namespace: media-prod
  labels:
    app.kubernetes.io/version: "⟪version|3.2.7⟫"
type: Opaque
stringData:
  ALIYUN_ACCESS_KEY_ID: ⟦APIKEY|$aliyun1⟧
  ALIYUN_ACCESS_KEY_SECRET: ⟦SECRET|$aliyun_sk1⟧
  DINGTALK_ALERT_WEBHOOK: ⟦SECRET|$dingtalk_hook1⟧
  OSS_BUCKET: media-prod-hz"""),

("env_file", r"""# 小程序后端 .env （⟦PERSON|吴敏⟧ 2026-11-30 更新）
WX_APPID=⟪app_id|$wechat_appid1⟫
WX_APPSECRET=⟦SECRET|$wechat_appsecret1⟧
TENCENTCLOUD_SECRET_ID=⟦APIKEY|$tencent1⟧
TENCENTCLOUD_SECRET_KEY=⟦SECRET|$tencent_sk1⟧
SMS_SIGN=云朵科技
SMS_TEMPLATE_ID=⟪template_id|1840227⟫
MYSQL_DSN=root:⟦SECRET|Yd@2026!mysql⟧@tcp(⟦IP_ADDRESS|10.206.0.17⟧:3306)/miniapp?charset=utf8mb4
GIT_SHA=⟪commit_hash|$commit6⟫"""),

("nginx_access_log", r"""⟦IP_ADDRESS|117.136.24.91⟧ - - [⟪timestamp|03/Dec/2026:09:01:17 +0800⟫] "GET /api/user/verify?mobile=⟦PHONE|13760284417⟧&channel=wx HTTP/1.1" 200 87 "-" "Mozilla/5.0 (Linux; Android 14; V2309A) MicroMessenger/⟪version|8.0.49.2600⟫"
⟦IP_ADDRESS|183.14.77.208⟧ - - [03/Dec/2026:09:01:19 +0800] "POST /api/order/create HTTP/1.1" 200 312 "https://m.yunduo.cn/cart" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
⟦IP_ADDRESS|10.30.1.5⟧ - - [03/Dec/2026:09:01:20 +0800] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.28"
# 备注：第一行 mobile 参数是明文手机号，日志脱敏规则没覆盖到，工单 ⟪ticket_id|SEC-2026-0417⟫"""),

("python_traceback", r"""[2026-12-03 11:02:45,118] ERROR in kyc_service: 实名校验失败
Traceback (most recent call last):
  File "/opt/kyc/app/verify.py", line 57, in check_identity
    assert validate_id(payload["id_no"]), f"身份证号码校验不通过: {payload['id_no']}"
AssertionError: 身份证号码校验不通过: ⟦IDCARD|$id17⟧ (姓名=⟦PERSON|周建华⟧, 手机=⟦PHONE|186-2177-0934⟧)
request_id=⟪uuid|$uuid6⟫ worker=⟪container_id|$container1⟫"""),

("sql_insert", r"""-- 会员表迁移脚本 v3（⟪date|2026-11-28⟫）
INSERT INTO `member` (`id`,`real_name`,`id_card`,`mobile`,`birthday`,`balance`,`addr`) VALUES
(⟪record_id|100234⟫,'⟦PERSON|孙丽娟⟧','⟦IDCARD|$id3⟧','⟦PHONE|13902871165⟧','⟦DATE_OF_BIRTH|1995-06-07⟧',⟦AMOUNT|2380.50⟧,'⟦ADDRESS|广东省深圳市南山区科苑南路2666号中国华润大厦15楼⟧'),
(⟪record_id|100235⟫,'⟦PERSON|赵磊⟧','⟦IDCARD|$id4⟧','⟦PHONE|13588041923⟧','⟦DATE_OF_BIRTH|1963-01-12⟧',⟦AMOUNT|0.00⟧,'⟦ADDRESS|浙江省杭州市西湖区文三路478号华星时代广场A座⟧');"""),

("crm_csv_export", r"""客户编号,客户姓名,公司,职位,手机,邮箱,意向金额,跟进人
⟪record_id|KH20261201003⟫,⟦PERSON|何思远⟧,⟪company|上海启明星贸易有限公司⟫,采购总监,⟦PHONE|13817730452⟧,⟦EMAIL|hesiyuan@qmx-trade.com⟧,⟪price|¥260,000⟫,⟦PERSON|李经理⟧
⟪record_id|KH20261201004⟫,⟦PERSON|欧阳娜娜⟧,⟪company|成都蓉锦文化传媒⟫,老板,⟦PHONE|18980046211⟧,⟦EMAIL|nana.oy@qq.com⟧,⟪price|¥45,000⟫,⟦PERSON|李经理⟧
⟪record_id|KH20261201005⟫,⟦PERSON|司马婷⟧,个人,,⟪masked_phone|136****2207⟫,,⟪price|¥8,000⟫,⟦PERSON|小周⟧"""),

("payroll_tsv", r"""2026年11月工资表	部门：研发中心	制表：财务 ⟦PERSON|刘洋⟧
工号	姓名	基本工资	绩效奖金	个税	实发	工资卡
⟪employee_id|RD0117⟫	⟦PERSON|黄志强⟧	⟦AMOUNT|28,000.00⟧	⟦AMOUNT|6,500.00⟧	⟦AMOUNT|3,945.00⟧	⟦AMOUNT|30,555.00⟧	⟦CARD|$unionpay1⟧
⟪employee_id|RD0122⟫	⟦PERSON|林晓燕⟧	⟦AMOUNT|19,500.00⟧	⟦AMOUNT|2,000.00⟧	⟦AMOUNT|1,140.00⟧	⟦AMOUNT|20,360.00⟧	⟦CARD|$unionpay3⟧
合计发放 ⟪price|50,915.00⟫（部门预算口径）	审批单号 ⟪invoice_number|OA-2026-118204⟫"""),
]

TEXTS += [
("pharmacy_prescription", r"""北京协和医院  门诊处方笺        处方编号：⟪rx_number|CF202612030417⟫
姓名：⟦PERSON|马秀英⟧   性别：女   年龄：67岁   科别：内分泌科
门诊号：⟪mrn|0008812746⟫   费别：医保
临床诊断：⟦MEDICAL|2型糖尿病⟧；⟦MEDICAL|糖尿病周围神经病变⟧
Rp：
  ⟦MEDICAL|盐酸二甲双胍片 0.5g 每日三次 餐后口服⟧
  ⟦MEDICAL|甲钴胺片 0.5mg 每日三次⟧
医师：⟦PERSON|杨医生⟧   审核：⟦PERSON|何药师⟧   金额：⟦AMOUNT|¥86.40⟧（个人自付 ⟦AMOUNT|¥17.28⟧）"""),

("hospital_discharge_summary", r"""出院小结
姓名：⟦PERSON|刘建军⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|1970年8月5日⟧  住院号：⟪mrn|ZY2026-118302⟫
身份证号：⟦IDCARD|$id8⟧
入院日期：⟪date|2026-11-21⟫  出院日期：⟪date|2026-12-02⟫
入院诊断：⟦MEDICAL|急性ST段抬高型心肌梗死⟧
治疗经过：急诊行PCI术，于前降支植入支架1枚。
出院医嘱：⟦MEDICAL|阿司匹林肠溶片 100mg 每日一次⟧，⟦MEDICAL|替格瑞洛 90mg 每日两次⟧，戒烟，一个月后心内科门诊复查。
家属联系人：⟦PERSON|刘婷⟧（女儿）⟦PHONE|132 6650 1187⟧
住址：⟦ADDRESS|山东省青岛市市南区香港中路76号颐和国际A座2203室⟧"""),

("lab_report", r"""××市第一人民医院 检验报告单
姓名：⟦PERSON|陈雨桐⟧  性别：女  年龄：31岁  标本：静脉血  条码：⟪barcode|8800217734⟫
项目            结果      参考范围
HBsAg           阳性(+)   阴性
HBV-DNA         2.3×10^4 IU/mL
ALT             68 U/L    7-40
临床提示：⟦MEDICAL|慢性乙型病毒性肝炎⟧，⟦MEDICAL|肝功能轻度异常⟧，建议消化内科就诊。
送检医生：⟦PERSON|吕医生⟧   报告时间：⟪timestamp|2026-12-02 16:40⟫"""),

("dental_reminder_sms", r"""【⟪company|美奥口腔⟫】⟦PERSON|王女士⟧您好，您预约的⟦MEDICAL|种植牙二期手术（左下6）⟧定于⟪date|12月9日⟫14:00，主治⟦PERSON|蒋医生⟧。术前请勿空腹，如需改约请回复本短信。本次预缴费用⟦AMOUNT|¥3,200⟧已收到。预约号⟪appointment_id|MA261209-044⟫。"""),

("hotel_checkin_record", r"""入住登记单  ⟪company|杭州西溪悦榕庄⟫  单号 ⟪folio|RZ-20261203-0152⟫
住客：⟦PERSON|郭子豪⟧   证件类型：居民身份证   证件号：⟦IDCARD|$id6⟧
同住人：⟦PERSON|郭子豪⟧之妻 ⟦PERSON|许静⟧
手机：⟦PHONE|+86 186 0275 3318⟧
房型：湖景套房  入住 ⟪date|12-03⟫  离店 ⟪date|12-05⟫  房价 ⟪price|¥2,680/晚⟫
押金：预授权 ⟦AMOUNT|¥5,000⟧，银行卡 ⟦CARD|$unionpay2⟧
车牌：⟪plate|鄂A·7T219⟫"""),

("car_rental_agreement", r"""⟪company|一嗨租车⟫ 租车合同（电子版）  合同号：⟪agreement_no|EH2612030088134⟫
承租人：⟦PERSON|田晓明⟧   身份证：⟦IDCARD|$id10⟧   驾驶证：已核验
联系电话：⟦PHONE|17783045512⟧   紧急联系人：⟦PERSON|田甜⟧ ⟦PHONE|15923018876⟧
车辆：大众朗逸 ⟪plate|渝B·D5K21⟫  取车：重庆江北机场T3 ⟪timestamp|2026-12-03 13:00⟫
租金 ⟪price|¥168/天⟫ × 4天；车辆押金 ⟦AMOUNT|¥3,000⟧ 已冻结"""),

("gym_membership_form", r"""⟪company|超级猩猩⟫ 会员登记表
姓名：⟦PERSON|邓佳怡⟧        出生日期：⟦DATE_OF_BIRTH|1999年2月18日⟧
身份证号：⟦IDCARD|$id7⟧
手机：⟦PHONE|181 5106 2273⟧
健康申明：⟦MEDICAL|腰椎间盘突出（L4-L5）⟧，⟦MEDICAL|轻度贫血⟧，不宜大重量硬拉
紧急联系人：⟦PERSON|邓建⟧（父） ⟦PHONE|139 5176 0420⟧
卡种：年卡 ⟪price|¥3,999⟫  储物柜密码：⟦PASSWORD|0218⟧"""),

("tax_return_notes", r"""个税汇算备忘（帮爸弄的，别外传）
纳税人：⟦PERSON|罗国栋⟧  身份证 ⟦IDCARD|$id14⟧
2025年工资薪金收入：⟦AMOUNT|186,400元⟧，已预缴 ⟦AMOUNT|9,872元⟧
专项附加扣除：赡养老人（独生子女）每月2000；大病医疗——⟦MEDICAL|肺癌术后化疗⟧自付 ⟦AMOUNT|42,300元⟧
应退税额：⟦AMOUNT|4,156元⟧，退到尾号⟪masked_card|8812⟫的卡
个税APP登录密码：⟦PASSWORD|Luo@1979dalian⟧"""),

("loan_application", r"""个人消费贷款申请表   申请编号：⟪application_id|XD2026120300417⟫
申请人：⟦PERSON|彭磊⟧   证件号码：⟦IDCARD|$id15⟧   出生日期：⟦DATE_OF_BIRTH|1993-05-02⟧
工作单位：⟪company|广州天河软件园某科技公司⟫   月收入（税后）：⟦AMOUNT|18,000元⟧
现住址：⟦ADDRESS|广州市天河区天河北路233号中信广场附近的龙口西小区7栋1502⟧
负债情况：信用卡欠款 约⟦AMOUNT|3.6万元⟧，车贷余额 ⟦AMOUNT|9.8万元⟧
申请金额：⟦AMOUNT|20万元⟧，期限36期，产品年化利率 ⟪rate|3.6%起⟫（宣传口径）
还款卡：⟦CARD|$visa3⟧"""),
]

TEXTS += [
("wire_transfer_confirmation", r"""【⟪company|招商银行⟫】转账回单
交易流水号：⟪transaction_ref|202612031028447719⟫
付款人：⟦PERSON|钱文博⟧   付款账号：⟦CARD|$unionpay6⟧
收款人：⟦PERSON|沈梦琪⟧   收款账号：⟪masked_card|6222 **** **** 0917⟫   开户行：中国工商银行杭州西湖支行
金额：⟦AMOUNT|人民币伍万元整（¥50,000.00）⟧
用途：房屋首付款借款
交易时间：⟪timestamp|2026-12-03 10:28:44⟫   手续费：⟪price|0.00⟫"""),

("pull_request_review_comment", r"""**⟦PERSON|zhanghao-fe⟧** 在 `src/config/prod.ts` 第 12 行评论：

```ts
export const HF_TOKEN = "⟦APIKEY|$hf2⟧";
```
这个 token 不能直接写在前端代码里，打包后所有人都能看到。改成走后端代理，然后去 Hugging Face 把这个 token 作废。另外 `API_BASE` 写的是 `http://⟦IP_ADDRESS|10.8.12.44⟧:8080`，线上应该用域名。
@⟦PERSON|liuyang⟧ 麻烦再看一下。  提交 ⟪commit_hash|$commit7⟫"""),

("ci_pipeline_log", r"""[Pipeline] stage (部署到测试环境)
[Pipeline] sh
+ echo 部署版本 ⟪version|1.18.3⟫ 构建号 ⟪build_number|#2209⟫
+ curl -s -X POST ⟦SECRET|$feishu_hook1⟧ -H 'Content-Type: application/json' -d '{"msg_type":"text","content":{"text":"测试环境发布完成，负责人 ⟦PERSON|赵一鸣⟧"}}'
{"StatusCode":0,"StatusMessage":"success"}
+ docker push harbor.internal/shop/api@sha256:⟪checksum|$sha256_6⟫
Finished: SUCCESS"""),

("ansible_inventory", r"""# 机房B 资产清单（运维：⟦PERSON|老陈⟧ 维护，改之前先问他）
[redis]
redis-b1 ansible_host=⟦IP_ADDRESS|172.20.3.11⟧
redis-b2 ansible_host=⟦IP_ADDRESS|172.20.3.12⟧

[redis:vars]
redis_requirepass=⟦PASSWORD|Rds#b2026-jf⟧
redis_version=⟪version|7.2.4⟫

[jump]
jump-b ansible_host=⟦IP_ADDRESS|58.218.204.77⟧ ansible_port=⟪port|22022⟫ ansible_user=⟦PERSON|chenjianguo⟧"""),

("ssh_config", r"""# /home/⟦PERSON|wangfang⟧/.ssh/config
Host gpu-a100
    HostName ⟦IP_ADDRESS|114.55.203.18⟧
    User ⟦PERSON|wangfang⟧
    IdentityFile ~/.ssh/id_rsa_lab
# 实验室服务器，学长⟦PERSON|周凯⟧给的私钥如下（先临时放这里）
# ⟦SECRET|$pem_rsa2⟧"""),

("browser_password_export", r"""name,url,username,password
淘宝,https://login.taobao.com/,⟦PHONE|13655187702⟧,⟦PASSWORD|tb_xiaoyu0607⟧
12306,https://kyfw.12306.cn/,⟦PERSON|xuxiaoyu95⟧,⟦PASSWORD|Xxy@12306rail⟧
学信网,https://account.chsi.com.cn/,⟦EMAIL|xuxiaoyu95@126.com⟧,⟦PASSWORD|chsi!Xu1995⟧
路由器,http://⟪doc_ip|192.0.2.1⟫/,admin,admin"""),

("password_manager_note", r"""【安全笔记】家里的各种密码（⟦PERSON|林晓燕⟧ 建于 ⟪date|2025-03-08⟫）
- 大门指纹锁备用密码：⟦PASSWORD|73910426⟧
- 小区门禁卡号 ⟪serial_number|0012847731⟫（不是密码）
- 支付宝支付密码：⟦PASSWORD|207813⟧
- 工行U盾密码：⟦PASSWORD|gh@Lxy0822⟧
- 儿子⟦PERSON|豆豆⟧的平板锁屏：⟦PASSWORD|1212⟧
- 家庭WiFi：Lin_Home_5G / ⟦PASSWORD|lin88888888⟧"""),

("parent_teacher_message", r"""⟦PERSON|张老师⟧您好，我是三年级二班⟦PERSON|刘一诺⟧的妈妈。一诺这周开始吃⟦MEDICAL|孟鲁司特钠咀嚼片 5mg⟧（⟦MEDICAL|过敏性哮喘⟧），医生说体育课跑步前最好先用一下⟦MEDICAL|沙丁胺醇喷雾⟧，喷雾放在他书包侧袋里。如有情况请联系我 ⟦PHONE|15057128830⟧，或者他爸爸 ⟦PHONE|13958011247⟧。麻烦您了！"""),

("wedding_guest_list", r"""婚宴宾客名单（⟪date|2027年5月1日⟫ · 君悦酒店宴会厅）
第1桌（新郎家）：⟦PERSON|钟国强⟧、⟦PERSON|钟李氏⟧、大舅⟦PERSON|李德明⟧一家3人
第2桌（新娘同学）：⟦PERSON|苏晴⟧、⟦PERSON|杜若⟧、⟦PERSON|韩梅梅⟧（⟦MEDICAL|海鲜过敏⟧）
第5桌（单位）：⟦PERSON|潘总⟧、⟦PERSON|蒋主任⟧
礼金登记：⟦PERSON|李德明⟧ ⟦AMOUNT|8,888元⟧；⟦PERSON|潘总⟧ ⟦AMOUNT|2,000元⟧
酒店定金 ⟪price|¥20,000⟫ 已付，每桌标准 ⟪price|¥5,988⟫"""),

("obituary_draft", r"""讣告（初稿）
我们敬爱的父亲⟦PERSON|胡振华⟧先生，因⟦MEDICAL|肺癌晚期⟧医治无效，于⟪date|2026年11月30日⟫凌晨在⟪place|武汉⟫逝世，享年七十四岁。
⟦PERSON|胡振华⟧先生生于⟦DATE_OF_BIRTH|1952年4月⟧，一生从事教育工作。
兹定于⟪date|12月4日⟫上午九时在武昌殡仪馆举行告别仪式。
联系人：长子⟦PERSON|胡斌⟧ ⟦PHONE|139 8602 7715⟧
孝子 ⟦PERSON|胡斌⟧ 孝女 ⟦PERSON|胡玲⟧ 泣告"""),
]

TEXTS += [
("court_filing_excerpt", r"""民事起诉状
原告：⟦PERSON|曹丽萍⟧，女，汉族，⟦DATE_OF_BIRTH|1966年8月18日⟧出生，身份证号⟦IDCARD|$id16⟧，住⟦ADDRESS|浙江省温州市鹿城区五马街道解放街182号3单元601室⟧，联系电话⟦PHONE|13705778214⟧。
被告：⟦PERSON|方志伟⟧，男，住⟦ADDRESS|温州市瓯海区娄桥街道古岸头村47号⟧。
诉讼请求：1. 判令被告归还借款本金⟦AMOUNT|人民币280,000元⟧及利息；2. 本案诉讼费由被告承担。
案号：⟪case_number|（2026）浙0302民初11820号⟫"""),

("police_report_excerpt", r"""询问笔录（节选）
时间：⟪timestamp|2026年12月2日 21时10分至21时55分⟫   地点：某派出所第二询问室
询问人：⟦PERSON|孔警官⟧、⟦PERSON|严警官⟧
被询问人：⟦PERSON|谢婉婷⟧，身份证号码⟦IDCARD|$id9⟧，户籍地⟦ADDRESS|陕西省西安市雁塔区小寨东路126号百隆广场2号楼⟧
问：你把被骗经过讲一下。
答：对方自称是"快递理赔客服"，让我下载了一个会议软件共享屏幕，我把银行卡⟦CARD|$mc2⟧的验证码都报给他了，前后被转走⟦AMOUNT|47,600元⟧。对方的收款账户我截图了，报警回执号⟪case_number|A6101132026120200317⟫。"""),

("customer_complaint_letter", r"""致⟪company|某某电器⟫客服中心：
本人⟦PERSON|卢晓峰⟧于⟪date|11月11日⟫在贵公司旗舰店购买空调一台（订单号⟪order_id|3309182274561108⟫），安装师傅⟦PERSON|小马⟧在墙上打孔时打穿了水管，造成楼下邻居家天花板渗水，我已先行赔偿邻居⟦AMOUNT|3,500元⟧。请贵公司承担此费用。
联系电话：⟦PHONE|186 1134 9027⟧，地址：⟦ADDRESS|北京市海淀区学院路甲5号768创意园B座⟧。
⟦PERSON|卢晓峰⟧ ⟪date|2026年12月3日⟫"""),

("marketplace_listing", r"""【闲置转让】九成新 iPad Air 5 64G 星光色 ⟪price|¥2,650⟫ 不刀
配件齐全，电池健康 ⟪percentage|96%⟫，序列号 ⟪serial_number|DMPHK4Q7Q1GC⟫ 可查保。
同城面交优先（地铁2号线附近），外地走闲鱼担保。
有意加微信 ⟦PERSON|xiaoyu_0523⟧ 或电话 ⟦PHONE|136-2177-9034⟧，找⟦PERSON|小雨⟧。
商品ID ⟪listing_id|745518822901⟫"""),

("dating_profile_message", r"""【相亲平台私信】
⟦PERSON|阿杰⟧：你好呀，看了你的资料，我们都喜欢徒步！我叫⟦PERSON|蔡俊杰⟧，在⟪place|深圳⟫做硬件工程师，年薪大概⟦AMOUNT|45万⟧。
⟦PERSON|Lily⟧：你好～我是⟦PERSON|莉莉⟧。先说一下，我前两年得过⟦MEDICAL|甲状腺癌⟧，已经手术康复了，在吃⟦MEDICAL|优甲乐⟧，介意的话可以直接说哈。
⟦PERSON|阿杰⟧：完全不介意。加个微信吧？我的是 ⟦PHONE|13510476628⟧ 同号。"""),

("job_offer_letter", r"""录用通知书
⟦PERSON|宋雨萱⟧女士：
您好！经过面试评估，⟪company|北京字节跳跃科技有限公司⟫很高兴正式录用您担任高级数据分析师一职，职级⟪job_level|2-2⟫。
入职日期：⟪date|2027年1月4日⟫
薪酬：税前月薪⟦AMOUNT|35,000元⟧，年终奖按绩效发放（一般为3个月），签字费⟦AMOUNT|50,000元⟧（入职满一年后发放）。
请于⟪date|12月10日⟫前回复确认。HR：⟦PERSON|程晨⟧ ⟦EMAIL|chengchen.hr@zjtech-hr.cn⟧"""),
]

TEXTS += [
("reference_letter", r"""推荐信
兹推荐⟦PERSON|魏子涵⟧同学申请贵校计算机科学硕士项目。⟦PERSON|魏子涵⟧于2022年至2026年在我校就读，GPA ⟪score|3.86/4.0⟫，专业排名前5%。她在我指导的课题组完成了关于图神经网络的毕业设计。
大三期间她曾因⟦MEDICAL|抑郁症⟧休学一学期，复学后状态良好，成绩反而进一步提高，这一点我愿意特别说明。
推荐人：⟦PERSON|冯立新⟧ 教授   ⟦EMAIL|fenglx@cs.nju-mail.edu.cn⟧   ⟦PHONE|025-8368 1174⟧"""),

("performance_review", r"""2026年度绩效评估表（保密）
员工：⟦PERSON|袁浩⟧   工号：⟪employee_id|SZ10238⟫   直属上级：⟦PERSON|贺总⟧
绩效等级：B
评语：全年完成两个重点项目上线；下半年因⟦MEDICAL|腰椎手术⟧请假六周，影响了Q3交付。
调薪：月薪由⟦AMOUNT|24,000元⟧调整为⟦AMOUNT|25,500元⟧；年终奖⟦AMOUNT|48,000元⟧。
部门调薪池 ⟪price|¥1,200,000⟫，本人使用 ⟪percentage|6.25%⟫。"""),

("exit_interview_notes", r"""离职面谈记录  ⟪date|2026-12-01⟫  HRBP：⟦PERSON|萧敏⟧
员工：⟦PERSON|江涛⟧，后端开发，司龄3年
离职原因：拿到⟪company|蚂蚁集团⟫offer，总包⟦AMOUNT|85万⟧，当前⟦AMOUNT|62万⟧；另外对直属领导⟦PERSON|韦经理⟧的管理方式不满。
其他：提到长期加班导致⟦MEDICAL|失眠和胃溃疡⟧。
交接：代码仓库权限 ⟪date|12月15日⟫ 回收；工牌 ⟪asset_tag|BJ-008812⟫ 交回前台。
个人邮箱（用于寄离职证明）：⟦EMAIL|jiangtao_dev@foxmail.com⟧"""),

("landlord_notice", r"""租户通知
⟦PERSON|白雪⟧你好：
你租住的⟦ADDRESS|上海市徐汇区天钥桥路天钥新村12号楼504室⟧，租约将于⟪date|2027年1月15日⟫到期。续租的话月租从⟦AMOUNT|6,800元⟧调整到⟦AMOUNT|7,200元⟧，押金不变。目前你还欠11月水电费⟦AMOUNT|326元⟧未交。
有问题联系我：房东⟦PERSON|老何⟧ ⟦PHONE|13916027745⟧
（同小区同户型挂牌价 ⟪price|7,500元/月⟫ 供参考）"""),
]

TEXTS += [
("utility_bill", r"""⟪company|国网上海市电力公司⟫ 电费账单
户号：⟪account_number|3100 8812 4470⟫   户名：⟦PERSON|殷秀芳⟧
用电地址：⟦ADDRESS|上海市闵行区莘庄镇莘松路1088弄22号401室⟧
本期读数 11820 上期读数 11374 用电量 446 千瓦时
阶梯电价 ⟪price|0.617元/千瓦时⟫
本期应交：⟦AMOUNT|275.18元⟧   账户余额：⟦AMOUNT|-275.18元⟧
缴费截止：⟪date|2026-12-20⟫"""),

("mobile_carrier_bill", r"""中国移动 2026年11月账单
机主：⟦PERSON|潘美玲⟧   号码：⟦PHONE|139 1824 6602⟧
套餐：5G智享套餐 ⟪price|128元/月⟫
副卡：⟦PHONE|147 8810 2239⟧（⟦PERSON|潘小宝⟧）
本月消费：⟦AMOUNT|163.50元⟧，其中国际漫游 ⟦AMOUNT|35.50元⟧
亲情号：⟪masked_phone|138****0217⟫
发票号 ⟪invoice_number|31002612031188⟫"""),

("delivery_driver_notes", r"""12.03 派件备注（骑手⟦PERSON|小蒋⟧）
1. ⟦ADDRESS|朝阳区望京西园三区312号楼2单元1101⟧ —— 门口放，别敲门有孩子睡觉；门禁 ⟦PASSWORD|1101#0856⟧
2. 单号 ⟪tracking_number|SF1420884731225⟫ 收件人 ⟦PERSON|钱女士⟧ 说改到公司：⟦ADDRESS|望京SOHO T3 B座 1805⟧
3. 生鲜单 ⟪order_id|7720218834⟫ 客户电话打不通，虚拟号 ⟪masked_phone|170****5521⟫ 转 ⟦PHONE|1388 0417 265⟧
4. 到付 ⟪price|¥23⟫"""),

("iot_device_log", r"""[⟪timestamp|2026-12-03 06:30:12⟫][INFO ] 扫地机 S8 固件 ⟪version|v4.3.18_1120⟫ 启动
[2026-12-03 06:30:14][INFO ] 连接路由器 SSID=TP-LINK_7C2A 密码=⟦PASSWORD|zhao13579abc⟧
[2026-12-03 06:30:15][INFO ] DHCP 获得地址 ⟦IP_ADDRESS|192.168.31.207⟧ 网关 ⟦IP_ADDRESS|192.168.31.1⟧
[2026-12-03 06:30:16][DEBUG] 绑定用户 ⟦PHONE|13662018842⟧ 设备SN ⟪serial_number|R8S0AB2612031174⟫ MAC ⟪mac_address|5C:E5:0C:3A:91:7F⟫
[2026-12-03 06:30:20][INFO ] 云端 ⟪doc_ip|203.0.113.88⟫:8883 连接成功（测试环境配置）"""),

("router_admin_page", r"""小米路由器 AX3000 · 管理后台
系统版本 ⟪version|1.0.72⟫   运行时间 12天4小时
外网IP ⟦IP_ADDRESS|120.229.78.14⟧   IPv6 ⟦IP_ADDRESS|240e:3b3:2c10:8a20::1⟧
PPPoE 账号：⟪account_number|0755882019431⟫   PPPoE 密码：⟦PASSWORD|gd882019⟧
管理密码：⟦PASSWORD|Xiaomi@Huang2025⟧
已连接设备：⟦PERSON|黄小红⟧的iPhone ⟦IP_ADDRESS|192.168.31.118⟧ ⟪mac_address|8A:2F:4C:19:E0:53⟫；客厅电视 ⟦IP_ADDRESS|192.168.31.120⟧"""),
]

TEXTS += [
("dns_zone_file", r"""; yunduo.cn 区域文件（由 运维 ⟦PERSON|孟凡⟧ 导出）
$TTL 600
@     IN  SOA  ns1.dnsv5.com. admin.yunduo.cn. ( ⟪serial_number|2026120302⟫ 3600 600 86400 600 )
@     IN  A    ⟦IP_ADDRESS|47.98.112.36⟧
api   IN  A    ⟦IP_ADDRESS|47.98.112.37⟧
m     IN  CNAME yunduo.cn.w.kunlunsl.com.
dev   IN  A    ⟦IP_ADDRESS|10.206.0.8⟧      ; 内网解析，不应该对外
@     IN  TXT  "v=DKIM1; k=rsa; p=⟪dkim_public_key|$b64blob2⟫"
_acme IN  TXT  "⟪acme_token|$b64blob3⟫\""""),

("firewall_rules", r"""# 安全组规则导出（sg-⟪resource_id|2ze8f0k1p4bq⟫）
方向  协议  端口     源地址              策略   备注
入    TCP   ⟪port|22⟫     ⟦IP_ADDRESS|58.218.204.77⟧/32   允许   跳板机
入    TCP   ⟪port|3306⟫   VPC内网网段         允许   内网
入    TCP   ⟪port|6379⟫   0.0.0.0/0           允许   ⚠️ 临时开放，⟦PERSON|老陈⟧说周五前关
入    TCP   ⟪port|443⟫    0.0.0.0/0           允许   web
出    ALL   ALL      0.0.0.0/0           允许"""),

("bank_support_chat", r"""[在线客服] 您好，我是工号⟪agent_id|80217⟫的客服⟦PERSON|小美⟧，请问有什么可以帮您？
[客户] 我的卡被冻结了，卡号⟦CARD|$unionpay7⟧
[在线客服] 请您不要在对话中发送完整卡号。为核实身份，请提供持卡人姓名和预留手机号后四位。
[客户] ⟦PERSON|贾志刚⟧，手机⟦PHONE|15821047763⟧
[在线客服] 好的⟦PERSON|贾先生⟧，您的卡因异地大额交易触发风控，当前可用余额⟦AMOUNT|12,406.33元⟧。我已为您提交解冻申请，编号⟪ticket_id|JD20261203117⟫。
[客户] 要不要把取款密码告诉你？是⟦PASSWORD|772519⟧
[在线客服] 不需要！请勿向任何人透露密码，建议您尽快修改。"""),

("insurance_renewal", r"""【⟪company|平安保险⟫】续保提醒
尊敬的⟦PERSON|邹建国⟧先生：您的车险保单 ⟪policy_number|PDAA202633010000884712⟫ 将于 ⟪date|2026-12-31⟫ 到期。
被保险车辆：⟪plate|浙A·8K9M2⟫
今年续保保费 ⟦AMOUNT|4,268.40元⟧（去年 ⟦AMOUNT|3,951.00元⟧，因本年度出险2次，理赔共计 ⟦AMOUNT|18,700元⟧）
投保人证件：⟦IDCARD|$id18⟧
如有疑问请致电您的专属顾问⟦PERSON|许经理⟧ ⟦PHONE|0571-8765 2210⟧"""),

("crypto_kyc_note", r"""[KYC 人工复核] UID ⟪account_id|30918824⟫
姓名：⟦PERSON|柯文杰⟧   证件：居民身份证 ⟦IDCARD|$idx⟧   出生日期 ⟦DATE_OF_BIRTH|1989/06/20⟧
手持证件照：已上传 ⟪file_hash|$sha256_7⟫
资金来源：个人经营所得，月均约⟦AMOUNT|8万元⟧
提币白名单地址（交易所热钱包，非个人信息）：⟪wallet_address|0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE⟫
API 绑定 IP：⟦IP_ADDRESS|223.104.63.12⟧
结论：通过，审核员 ⟦PERSON|Zoe⟧"""),

("chat_line", r"""⟦PERSON|小王⟧ 你把我的 vpn 密码改回 ⟦PASSWORD|Wq!20261203⟧ 吧 新的老是记不住"""),

("chat_line", r"""明早 9:30 例会改到 3 楼大会议室，议程见 ⟪doc_id|飞书文档 #4471⟫，版本号 ⟪version|2.0.13⟫ 的发布说明也一起过一下"""),
]

TEXTS += [
("email", r"""发件人：⟦PERSON|汤文静⟧ <⟦EMAIL|tangwj@huaxin-audit.com⟧>
收件人：⟦PERSON|曾总⟧
主题：关于报销的补充说明

⟦PERSON|曾总⟧您好，
上周出差深圳的费用已提交，报销单号 ⟪invoice_number|BX20261128-0071⟫，金额共⟦AMOUNT|6,842.60元⟧。其中机票改签费⟦AMOUNT|420元⟧是因为我临时⟦MEDICAL|急性肠胃炎⟧就医，附件有医院诊断证明。
报销款请打到我的工资卡（尾号⟪masked_card|3306⟫）即可。
谢谢！
⟦PERSON|文静⟧"""),

("email", r"""主题：【通知】12月门禁系统升级

各位同事：
本周六（⟪date|12月6日⟫）09:00-12:00 园区门禁系统升级，期间请走B1停车场入口。新系统版本 ⟪version|5.8.2.1⟫，升级后工卡无需重新登记。
如有问题请在 IT 服务台提单，分类选"门禁"，或拨打内线 ⟪extension|8800⟫。
行政部"""),

("support_ticket", r"""【工单 ⟪ticket_id|IT-2026-120317⟫】企业微信机器人消息发不出去
提交人：⟦PERSON|韩冰⟧（市场部）
描述：我们群里的告警机器人从昨天开始不发消息了，地址是
⟦SECRET|$wecom_hook1⟧
我自己用 Postman 测了一下返回 errcode 93000。另外我电脑 IP 是 ⟦IP_ADDRESS|10.12.88.231⟧，资产号 ⟪asset_tag|ZC-2024-00918⟫。
处理人：IT ⟦PERSON|阿飞⟧"""),

("support_ticket", r"""工单号：⟪ticket_id|CS202612030055⟫   渠道：App 在线反馈
用户：⟦PERSON|龚佳⟧   注册手机：⟦PHONE|18665029917⟧
问题：人脸识别一直失败，没法完成实名。我把身份证号直接发你们：⟦IDCARD|$id5⟧，出生日期⟦DATE_OF_BIRTH|2001年4月30日⟧，帮我人工审核一下。
客服回复（客服⟦PERSON|小林⟧）：已转人工审核，请勿在反馈中提交证件号码。"""),

("visa_application_form", r"""美国非移民签证申请表（DS-160）信息确认页 —— 中文草稿
姓：⟦PERSON|QIN⟧   名：⟦PERSON|YUHANG⟧   中文姓名：⟦PERSON|秦宇航⟧
出生日期：⟦DATE_OF_BIRTH|2003年09月09日⟧   出生地：⟪place|天津⟫
国家身份证号：⟦IDCARD|$id12⟧
护照号：⟦PASSPORT|EK7730418⟧   签发日期 ⟪date|2024-07-22⟫
赴美学校：⟪company|University of Illinois Urbana-Champaign⟫   学校代码 ⟪school_code|CHI214F00694000⟫
资金证明：父母存款⟦AMOUNT|人民币120万元⟧
确认号：⟪confirmation_no|AA00FK7Q3X⟫"""),

("systemd_journal", r"""12月 03 04:12:07 hz-web-03 sshd[20917]: Failed password for invalid user admin from ⟦IP_ADDRESS|61.177.172.140⟧ port 41828 ssh2
12月 03 04:12:09 hz-web-03 sshd[20917]: Failed password for root from ⟦IP_ADDRESS|61.177.172.140⟧ port 41828 ssh2
12月 03 04:15:33 hz-web-03 sshd[20944]: Accepted password for ⟦PERSON|zhaoyiming⟧ from ⟦IP_ADDRESS|115.236.44.19⟧ port 50172 ssh2
12月 03 04:15:40 hz-web-03 sudo[20961]: ⟦PERSON|zhaoyiming⟧ : TTY=pts/0 ; PWD=/home/⟦PERSON|zhaoyiming⟧ ; USER=root ; COMMAND=/usr/bin/docker restart ⟪container_id|$container2⟫
12月 03 04:15:41 hz-web-03 dockerd[1108]: container ⟪container_id|$container2⟫ restarted (image shop-api:⟪version|1.18.3⟫)"""),

("java_stack_trace", r"""2026-12-03 15:20:41.337 [http-nio-8080-exec-12] ERROR c.y.o.service.RefundService - 退款失败, orderNo=⟪order_id|O2026120315203311⟫, 用户=⟦PERSON|罗敏⟧, 退款金额=⟦AMOUNT|1299.00⟧
com.alipay.api.AlipayApiException: 验签失败，应用私钥可能配置错误
	at com.alipay.api.AbstractAlipayClient.execute(AbstractAlipayClient.java:422)
	at com.yunduo.order.service.RefundService.refund(RefundService.java:88)
配置: alipay.app-id=⟪app_id|2021004188377102⟫ alipay.private-key=⟦SECRET|$pem_pk1⟧"""),

("voicemail_transcript", r"""【语音信箱】⟪timestamp|12/02 18:47⟫ 来自 ⟦PHONE|0755-2683 4410⟧
"⟦PERSON|林先生⟧您好，这里是南山医院体检中心。您⟪date|11月25日⟫的体检报告出来了，有一项⟦MEDICAL|肺部磨玻璃结节，8毫米⟧需要进一步做增强CT，建议您尽快到胸外科找⟦PERSON|孙主任⟧看一下。报告编号是⟪report_id|TJ2611250418⟫，可以在公众号查询。谢谢。\""""),

("wechat_chat_export", r"""微信聊天记录：与"⟦PERSON|阿May⟧"
2026/12/01 22:03 ⟦PERSON|阿May⟧：姐，借我点钱周转一下，下个月还
2026/12/01 22:04 我：要多少
2026/12/01 22:04 ⟦PERSON|阿May⟧：⟦AMOUNT|两万⟧
2026/12/01 22:10 我：[转账] ⟦AMOUNT|¥20,000.00⟧ 已收款
2026/12/01 22:11 ⟦PERSON|阿May⟧：谢谢姐！！！借条我明天拍给你，我身份证号⟦IDCARD|$id13⟧
2026/12/01 22:12 ⟦PERSON|阿May⟧：[图片]
转账单号 ⟪transaction_ref|1000050001202612012203418827⟫"""),

("sql_insert", r"""/* 医院HIS 测试库初始化 —— DBA ⟦PERSON|石磊⟧ */
INSERT INTO patient_visit (visit_no, patient_name, gender, id_no, diagnosis, doctor, fee) VALUES
('⟪visit_id|MZ26120300812⟫', '⟦PERSON|余桂兰⟧', 'F', '⟦IDCARD|$id11⟧', '⟦MEDICAL|高血压3级（极高危）⟧', '⟦PERSON|高医生⟧', ⟦AMOUNT|356.70⟧),
('⟪visit_id|MZ26120300813⟫', '⟦PERSON|雷振宇⟧', 'M', NULL, '⟦MEDICAL|痛风性关节炎急性发作⟧', '⟦PERSON|高医生⟧', ⟦AMOUNT|128.00⟧);"""),
]

TEXTS += [
("lab_report", r"""体检报告 · 主要异常结果汇总
受检人：⟦PERSON|白振东⟧  性别：男  出生日期：⟦DATE_OF_BIRTH|1976-09-21⟧  证件号：⟦IDCARD|$id2⟧
体检编号：⟪report_id|HT2611280377⟫  体检日期：⟪date|2026-11-28⟫
1. 空腹血糖 7.8 mmol/L ↑ —— 提示⟦MEDICAL|糖尿病可能⟧，建议复查糖化血红蛋白
2. 尿酸 512 μmol/L ↑ —— ⟦MEDICAL|高尿酸血症⟧
3. 腹部B超：⟦MEDICAL|中度脂肪肝⟧
总检医生：⟦PERSON|乔医生⟧"""),

("python_traceback", r"""2026-12-03 08:00:03 [celery.worker] 任务 send_salary_slip 失败
Traceback (most recent call last):
  File "/data/app/hr/tasks.py", line 142, in send_salary_slip
    smtp.login("hr-notice@xinghe.com", "⟦PASSWORD|Xh#notice2026⟧")
smtplib.SMTPAuthenticationError: (535, b'Error: authentication failed')
任务参数: {"emp": "⟦PERSON|钟晓琳⟧", "month": "2026-11", "net_pay": "⟦AMOUNT|17,320.00⟧", "to": "⟦EMAIL|zhongxl@xinghe.com⟧"}
task_id=⟪uuid|$uuid7⟫"""),

("police_report_excerpt", r"""接报警情登记
报警人：⟦PERSON|薛凯⟧，联系电话⟦PHONE|15002718836⟧
报警时间：⟪timestamp|2026-12-03 01:22⟫
简要情况：报警人称其父亲⟦PERSON|薛德胜⟧（⟦MEDICAL|阿尔茨海默病⟧患者，74岁）于当晚20时许从家中（⟦ADDRESS|湖北省武汉市武昌区中南路99号保利广场旁南湖花园8栋3单元202⟧）走失，身穿深蓝色棉袄，身上无手机。
处置：已通知辖区巡逻组，调取沿线监控。警情编号⟪case_number|J4201062026120300118⟫。"""),

("marketplace_listing", r"""转租 | 下月起 | 南山科技园 两室一厅 ⟪price|5,200/月⟫
房东同意转租，押一付三，合同到⟪date|2027年8月⟫。家电齐全，小区门禁密码我会交接时给。
看房请联系⟦PERSON|蓝先生⟧ ⟦PHONE|188 2305 7712⟧（微信同号），非诚勿扰。
小区：⟦ADDRESS|深圳市南山区科技南十二路18号长虹科技大厦对面的科苑西小区⟧
帖子编号 ⟪listing_id|ZF20261203-0442⟫"""),

("obituary_draft", r"""讣 告
⟦PERSON|邱淑贞⟧女士，原⟪company|厦门第二中学⟫退休教师，因⟦MEDICAL|脑溢血⟧抢救无效，于⟪date|2026年12月1日⟫在厦门逝世，享年六十七岁。
遵照逝者生前遗愿，丧事从简。定于⟪date|12月5日⟫上午在厦门市殡仪馆仁德厅举行告别仪式。
治丧联系人：⟦PERSON|邱明辉⟧ ⟦PHONE|0592-5336 1804⟧"""),

("court_filing_excerpt", r"""（2026）苏0102民初8873号 民事判决书（节选）
原告⟦PERSON|顾晓婷⟧诉被告⟦PERSON|储建平⟧离婚纠纷一案……
本院查明：原、被告于2018年登记结婚，婚后育有一女⟦PERSON|储安然⟧。被告名下有位于⟦ADDRESS|南京市玄武区珠江路688号新世界中心附近的龙蟠里小区5幢1402室⟧的房屋一套，尚欠银行贷款⟦AMOUNT|1,036,400元⟧。
判决如下：一、准予原告与被告离婚；二、婚生女⟦PERSON|储安然⟧由原告抚养，被告每月支付抚养费⟦AMOUNT|3,000元⟧……
案件受理费 ⟪price|300元⟫"""),

("wedding_guest_list", r"""婚礼座位表 v3 —— ⟦PERSON|阿哲⟧ & ⟦PERSON|思思⟧
主桌：新郎父母、新娘父母、证婚人⟦PERSON|周伯伯⟧
3号桌（大学室友）：⟦PERSON|大头⟧、⟦PERSON|老K⟧、⟦PERSON|胖虎⟧、⟦PERSON|林一帆⟧（+1，⟦MEDICAL|怀孕⟧，不要安排靠近音响）
7号桌：⟦PERSON|唐阿姨⟧（⟦PERSON|思思⟧干妈，⟦MEDICAL|糖尿病⟧，甜品换成水果）
礼金收款码由伴郎⟦PERSON|小北⟧负责，婚庆尾款 ⟪price|¥18,600⟫"""),
]

TEXTS += [
("wechat_chat_export", r"""「后端开发群」聊天记录
⟦PERSON|邵宇⟧ 10:02：谁动了测试环境的 OSS 配置？
⟦PERSON|Kevin 倪⟧ 10:03：我，改成新账号了 AK ⟦APIKEY|$aliyun2⟧ SK ⟦SECRET|$aliyun_sk2⟧
⟦PERSON|邵宇⟧ 10:03：……群里发SK？？赶紧去控制台禁用
⟦PERSON|Kevin 倪⟧ 10:05：已禁用，新的放 KMS 了，版本号 ⟪version|kms-v7⟫
⟦PERSON|邵宇⟧ 10:06：好。顺便 bucket 名 ⟪resource_id|yd-test-media-0417⟫ 也换一下"""),

("payslip_sms", r"""【⟪company|星河科技⟫】⟦PERSON|钟晓琳⟧您好，您2026年11月工资已发放：应发⟦AMOUNT|21,500.00⟧，社保公积金扣除⟦AMOUNT|3,168.00⟧，个税⟦AMOUNT|1,012.00⟧，实发⟦AMOUNT|17,320.00⟧，已转入尾号⟪masked_card|5521⟫的银行卡。如有疑问请联系HR。回T退订"""),

("onboarding_form", r"""【钉钉表单】新员工入职信息收集（提交于 ⟪timestamp|2026-12-03 09:41⟫）
姓名：⟦PERSON|霍思琪⟧
身份证号码：⟦IDCARD|$id19⟧
出生日期：⟦DATE_OF_BIRTH|1996.09.14⟧
手机号：⟦PHONE|19925430178⟧
工资卡开户行及卡号：招商银行 ⟦CARD|$unionpay5⟧
紧急联系人：⟦PERSON|霍建军⟧（父亲） ⟦PHONE|13825506612⟧
既往病史：⟦MEDICAL|癫痫，已控制，长期服用丙戊酸钠⟧
表单ID ⟪form_id|$uuid8⟫"""),

("parcel_pickup_sms", r"""【菜鸟驿站】您的中通包裹已到小区东门驿站，取件码 ⟪pickup_code|8-2-4017⟫，请凭码取件。运单号 ⟪tracking_number|78920418834412⟫。营业时间 08:00-21:00。"""),

("homeowner_group_chat", r"""【xx花园业主群】
12栋-⟦PERSON|谭姐⟧：出租地下车位一个，B2-117，⟪price|450/月⟫，有意私聊
3栋 ⟦PERSON|老杨⟧：⟦PERSON|谭姐⟧电话多少
12栋-⟦PERSON|谭姐⟧：⟦PHONE|13590274416⟧，白天打
物业⟦PERSON|小龚⟧：提醒各位业主，本周五停水检修，维修单号⟪ticket_id|WX-20261205-03⟫"""),

("insurance_claim_form", r"""重疾险理赔申请书    报案号：⟪case_number|BA2026112900341⟫
被保险人：⟦PERSON|温晓光⟧   证件号码：⟦IDCARD|$id20⟧
出险原因：⟦MEDICAL|乳腺恶性肿瘤（浸润性导管癌 II 期）⟧
确诊医院：⟪company|陕西省人民医院⟫   确诊日期：⟪date|2026-11-20⟫
申请理赔金额：⟦AMOUNT|500,000.00元⟧
领款账户：⟦PERSON|温晓光⟧ ⟦CARD|$unionpay4⟧
联系电话：⟦PHONE|187 2904 3316⟧"""),
]
