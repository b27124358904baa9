# -*- coding: utf-8 -*-
# Mixed Chinese/English (and some third-language) texts of the blind80 corpus.  Each entry is typed by hand.
# Markup: ⟦TYPE|value⟧ labelled span, ⟪kind|value⟫ decoy, $name -> values.VALUES[name]
TEXTS = []

TEXTS.append(("slack_thread", """#infra-cn  ⟪time|10:02⟫
⟦PERSON|Kevin Zhang⟧: 大家注意下，staging 的 ⟪config_file|values.yaml⟫ 里有人 commit 了 real token 😅（⟪pr_number|#2210⟫）
⟦PERSON|Kevin Zhang⟧: `SLACK_BOT_TOKEN: ⟦APIKEY|$xoxb2⟧`
⟦PERSON|Amy Li⟧: 我的锅，昨天 debug 忘删了，已经 revoke 了
⟦PERSON|Kevin Zhang⟧: ok，顺便把 incoming webhook 也换一下，⟦SECRET|$slackhook3⟧ 这个也在里面
⟦PERSON|Amy Li⟧: 好，另外 Grafana admin 密码 ⟦PASSWORD|Graf@na-Stg-88⟧ 也一起改
"""))

TEXTS.append(("wechat_chat", """【WeChat】⟦PERSON|Jason 王⟧ ⟪time|21:14⟫
帮我看下这个 W-9（⟪form_revision|Rev. March 2024⟫）填得对不对，HackerHarbor 要的
Name: ⟦PERSON|Jason Wang⟧ / 中文名 ⟦PERSON|王嘉森⟧
SSN: ⟦SSN|$ssn4⟧
Address: ⟦ADDRESS|1520 Sunnyvale Saratoga Rd, Apt 204, Sunnyvale, CA 94087⟧
DOB: ⟦DATE_OF_BIRTH|07/22/1989⟧
⟦PERSON|Cindy⟧ 21:20
SSN 不要发微信啊大哥😂 form 上 Part II 要签名，其他没问题。今年 payout 多少？
⟦PERSON|Jason 王⟧ 21:22
⟦AMOUNT|$9,750⟧，要交 tax 的，⟪tax_form|1099-NEC⟫ 会单独寄
"""))

TEXTS.append(("docker_compose_yaml", """# 小团队自建 Vaultwarden，维护人：⟦PERSON|阿Ken⟧（有问题找他）
services:
  vaultwarden:
    image: vaultwarden/server:⟪image_tag|1.32.5-alpine⟫
    environment:
      DOMAIN: "https://⟪domain_name|vault.kunlun-lab.cn⟫"
      ADMIN_TOKEN: "⟦SECRET|vw-adm1n-9f3Kq2LmZx7Rt4Ws⟧"
      SMTP_USERNAME: ⟦EMAIL|vault-noreply@kunlun-lab.cn⟧
      SMTP_PASSWORD: ⟦PASSWORD|Smtp#2024kl⟧
      DATABASE_URL: "postgresql://vw:⟦SECRET|pg-VW-pass-0427⟧@⟦IP_ADDRESS|172.20.0.5⟧:5432/vaultwarden"
    ports: ["⟪port|8088⟫:80"]
# 公司出口 IP 白名单：⟦IP_ADDRESS|220.181.38.148⟧；⟪doc_ip|203.0.113.44⟫ 是从文档里抄来的，没用
"""))

TEXTS.append(("support_email", """Subject: Payout 一直 pending 怎么办？(⟪ticket_id|LB-55102⟫)

Hi Letterbird team,

我是 newsletter "⟪publication|Wien 码农日记⟫" 的作者 ⟦PERSON|Chen Xi⟧（⟦PERSON|陈曦⟧）。
上个月的 payout ⟦AMOUNT|€436.20⟧ 到现在还是 pending，dashboard 上 payout id 是 ⟪payout_id|po_1QbX9v2⟫。
我的 Austrian 账户没变：IBAN ⟦IBAN|$iban_at1⟧，tax info 也早就填了。麻烦帮忙看下，谢谢！

Best,
⟦PERSON|Xi⟧
⟦PHONE|+43 660 481 2279⟧
"""))

TEXTS.append(("release_notes", """## fastmq ⟪version|v0.9.3⟫ 发布 🎉

- 修复 consumer rebalance 时偶发 panic（⟪issue_number|#212⟫）
- 新增 `--max-inflight` 参数，默认 ⟪default_value|256⟫
- 性能：单机吞吐提升约 ⟪percentage|18%⟫（benchmark 机器 ⟪instance_type|c6i.4xlarge⟫）
- tarball sha256：⟪sha256|$sha256_2⟫
- 感谢所有 contributors，完整列表见 CONTRIBUTORS.md
"""))

TEXTS.append(("wecom_chat", """【企业微信·SRE 值班群】告警 ⟪alert_id|ALT-99812⟫
⟦PERSON|Leo 刘⟧ ⟪time|02:17⟫
prod 的 bastion ⟦IP_ADDRESS|47.242.18.90⟧ CPU 100%（⟪metric|load avg 31.4⟫），谁在跑 job？
⟦PERSON|小孟⟧ 02:19
不是我… 我刚 ssh 上去看了，有个 cron 在 rsync backup
⟦PERSON|Leo 刘⟧ 02:21
ok 我先 kill 掉。顺便说下，bastion 的 key passphrase 是 ⟦PASSWORD|bastion-2024-Q4!⟧，明天 rotate，别外传
⟦PERSON|小孟⟧ 02:22
收到。on-call 手机我这边是 ⟦PHONE|+86 138 0571 6624⟧，有事直接打
"""))

TEXTS.append(("github_issue", """**[Bug] `fernweh login` 在公司代理下报 SSL error**

环境：macOS 14.5，fernweh ⟪version|2.9.0⟫，公司 proxy ⟦IP_ADDRESS|10.188.2.9⟧:⟪port|3128⟫

```
Error: request to https://api.fernweh.org/v1/auth failed, reason: self signed certificate in certificate chain
    at /Users/⟦PERSON|zhoujiayi⟧/.npm-global/lib/node_modules/fernweh/dist/cli.js:⟪line_number|8841⟫
```
我试了 `NODE_TLS_REJECT_UNAUTHORIZED=0` 就好了，但这样不安全吧？另外 debug log 里打印了我的 token `⟦APIKEY|$gho1⟧`，这个是不是也算 bug 😂

— ⟦PERSON|Jiayi Zhou⟧
"""))

TEXTS.append(("kyc_support_chat", """BountyDock support chat ⟪chat_id|#SG-4471⟫ · case ⟪case_number|KYC-SG-2024-0871⟫
User ⟦PERSON|Lim Jia Hui⟧: hi，我的 KYC rejected 了，说 NRIC 和 passport name 不 match
Agent ⟦PERSON|Farah⟧: Hi! Could you share the NRIC number as printed on the card?
User: ⟦NATIONAL_ID|$nid_sg3⟧，passport 上是 ⟦PERSON|LIM JIA HUI⟧ 中间没有 hyphen，registration 时我打成 ⟦PERSON|Lim Jia-Hui⟧ 了
Agent ⟦PERSON|Farah⟧: Got it, I've updated the name. DOB on file is ⟦DATE_OF_BIRTH|12 Mar 2003⟧ — correct?
User: 对的 correct
Agent: Great, re-submitted. Your pending reward ⟦AMOUNT|S$1,800⟧ will be released within ⟪duration|3 business days⟫.
"""))

TEXTS.append(("dingtalk_message", """【钉钉·开源镜像同步】
⟦PERSON|Sam 吴⟧ ⟪time|18:30⟫：GitHub → GitLab 的 mirror sync 又挂了，webhook 返回 ⟪http_status|401⟫，job ⟪job_id|sync-20241119-07⟫
⟦PERSON|Sam 吴⟧ 18:31：我看了下 repo settings，webhook secret 被改成了 ⟦SECRET|$ghwhsec1⟧，和我们 server 端配置的不一致
⟦PERSON|Yuki⟧ 18:35：是我改的 sorry！！上周 rotate 忘了同步 server。server 在 ⟦IP_ADDRESS|121.5.77.203⟧，我现在改
⟦PERSON|Sam 吴⟧ 18:40：ok。顺便 GitLab 那边的 mirror token ⟦APIKEY|$glpat3⟧ 也到期了，一起续一下
"""))

TEXTS.append(("support_chat_log", """Wirehop live chat · ⟪timestamp|2024-10-30 23:41 GMT⟫ · plan ⟪plan_name|Wirehop Plus 1-year⟫
Customer (⟦PERSON|Zhang Yutong⟧): hi，我想 cancel subscription 然后 refund，扣了我 ⟦AMOUNT|£59.99⟧
Agent ⟦PERSON|Oliver⟧: Sure, I can help. Which card was it charged to?
Customer: 是这张 ⟦CARD|$card_mc4⟧，CVV ⟦CVV|284⟧，要不要 expiry date？
Agent ⟦PERSON|Oliver⟧: No need — please never send the CVV in chat. Refund issued: ⟪refund_id|RF-UK-71182⟫.
Customer: ok thx。另外你们注册时要 National Insurance number 干嘛？我填了 ⟦NATIONAL_ID|$nid_uk1⟧ 会不会有问题
Agent ⟦PERSON|Oliver⟧: We never ask for that — that page must be phishing. Please report it to ⟦EMAIL|abuse@wirehop.com⟧.
"""))

TEXTS.append(("payout_ledger_csv", """# 导出时间 ⟪timestamp|2024-12-01 09:00⟫ · 批次 ⟪batch_id|PB-2024-12-A⟫
hunter,real_name,国家,method,account,amount,备注
⟦PERSON|pwn_panda⟧,⟦PERSON|Xiong Wei⟧,CN,unionpay,⟦CARD|$card_up10⟧,⟦AMOUNT|CNY 21,000⟧,已发
⟦PERSON|hanna_k⟧,⟦PERSON|Hanna Kowalski⟧,SE,sepa,⟦IBAN|$iban_se1⟧,⟦AMOUNT|EUR 1,900⟧,待财务确认
⟦PERSON|gferr0⟧,⟦PERSON|Giulia Ferraro⟧,IT,sepa,⟦IBAN|$iban_it2⟧,⟦AMOUNT|EUR 600⟧,需补 codice fiscale：⟦NATIONAL_ID|$nid_it1⟧ 已收到
合计,,,,,⟪org_total|≈ USD 5,470⟫,
"""))

TEXTS.append(("forum_post", """【求助】Mac 上 WireGuard split tunnel，公司内网和 GitHub 走不同出口？
by ⟦PERSON|dev_xiaoqiang⟧ · ⟪relative_time|5 分钟前⟫

conf 如下，key 是真的（反正明天就换）：
[Interface]
PrivateKey = ⟦SECRET|$wgpriv2⟧
Address = ⟦IP_ADDRESS|10.13.13.4⟧/32
[Peer]
PublicKey = ⟪wg_public_key|$wgpub3⟫
Endpoint = ⟦IP_ADDRESS|43.153.92.140⟧:⟪port|51820⟫
AllowedIPs = ⟪cidr_range|10.0.0.0/8⟫, ⟪cidr_range|140.82.112.0/20⟫
现在的问题是 GitHub 那段走了 tunnel 但是很慢，ping 要 300ms+……
"""))

TEXTS.append(("meeting_minutes", """Triage weekly sync ⟪date|11/21⟫（中英混记，⟦PERSON|Ivy⟧ 记录）
- Backlog: ⟪report_count|63 reports⟫，其中 high ⟪report_count|9 个⟫
- ⟦PERSON|Marco⟧ 下周 OOO，⟦MEDICAL|wisdom tooth extraction⟧，他的 queue 由 ⟦PERSON|佳琪⟧ cover
- Researcher ⟦PERSON|0xdeadbee⟧ 投诉 payout 慢：⟦AMOUNT|$2,200⟧ 已在 ⟪date|11/19⟫ 发出，wire ref ⟪wire_reference|FT24324XK1193⟫
- 新规则：duplicate 报告不再给 ⟪bounty_table_amount|$40⟫ swag credit
"""))

TEXTS.append(("imessage_chat", """⟦PERSON|Vivian⟧: 老公 我们那个婚礼网站的域名 ⟪domain_name|jack-and-viv.com⟫ 要到期了，邮件说 renew 要 ⟪plan_price|$21.99/yr⟫
me: 有 coupon ⟪coupon_code|RENEW15⟫，用我那张 Chase 卡续吧，我在外面。卡号 ⟦CARD|$card_visa7⟧，CVV ⟦CVV|502⟧
⟦PERSON|Vivian⟧: 好。Namefield 账号登不上了，密码是啥
me: ⟦PERSON|jackliu_88⟧ / ⟦PASSWORD|Wedding@2019!⟧
⟦PERSON|Vivian⟧: ok 搞定，用了 coupon 扣了 ⟦AMOUNT|$16.99⟧
"""))

TEXTS.append(("ci_workflow_yaml", """# 每天早上 8 点给订阅者发 digest（⟦PERSON|Harry Guo⟧ 写的，别乱改）
on:
  schedule:
    - cron: "⟪cron_expression|0 0 * * *⟫"   # UTC 0 点 = 北京 8 点
jobs:
  send:
    runs-on: ubuntu-latest
    env:
      SENDGRID_API_KEY: ⟦APIKEY|$sg3⟧
      OPENAI_API_KEY: ⟦APIKEY|$oai2⟧   # 用来生成摘要
      MAILCHIMP_KEY: ⟦APIKEY|$mc3⟧
      TEST_RECIPIENT: ⟦EMAIL|harry.guo@letterbird.io⟧
    steps:
      - uses: actions/setup-python@⟪action_version|v5⟫
      - run: python digest.py --limit ⟪batch_size|2000⟫
"""))

TEXTS.append(("call_transcript", """【Keyhaven 中文客服热线 ⟦PHONE|+1 888 301 7720⟧ · call ⟪call_id|KH-CN-30917⟫ · 等待 ⟪duration|06:12⟫】
客服 ⟦PERSON|Annie⟧：您好，请问怎么称呼？
客户：我叫 ⟦PERSON|Ma Lijun⟧，⟦PERSON|马丽君⟧。
客服 ⟦PERSON|Annie⟧：⟦PERSON|马女士⟧您好。
客户：我换手机了，2FA 的 authenticator 没迁移，现在登不进去。我有 recovery codes，第一个是 ⟦SECRET|$recA3⟧，第二个 ⟦SECRET|$recA4⟧……
客服 ⟦PERSON|Annie⟧：⟦PERSON|马女士⟧，recovery code 请在网页上自己输入，不要告诉我们哦。您账户邮箱是 ⟦EMAIL|lijun.ma@hotmail.com⟧ 对吧？
客户：对。我 birthday 是 ⟦DATE_OF_BIRTH|1979-03-30⟧，你们要验证的话。
（通话结束，满意度 ⟪rating|5/5⟫）
"""))

TEXTS.append(("service_account_json", """// 从同事电脑里 copy 出来的 GCP service account key，⟦PERSON|Tony 黄⟧ 说是 staging 用的（其实是 prod！！）
{
  "type": "service_account",
  "project_id": "⟪gcp_project|letterbird-prod-2231⟫",
  "private_key_id": "⟪key_id|6f1e0c2b9a7d4e3f8c1b0a9d7e6f5c4b3a2d1e0f⟫",
  "private_key": "⟦SECRET|$pem5⟧",
  "client_email": "⟦EMAIL|ci-deployer@letterbird-prod-2231.iam.gserviceaccount.com⟧",
  "client_id": "⟪client_id|104477812039551827734⟫"
}
"""))

TEXTS.append(("email_thread", """From: ⟦EMAIL|students@fogroute.net⟧
To: ⟦EMAIL|liang.shuting@student.unimelb.edu.au⟧
Subject: Re: Student discount 申请 (⟪ticket_id|FR-EDU-2210⟫)

Hi ⟦PERSON|Shuting⟧,
Thanks! 你的 student discount（⟪discount|50% off⟫）已通过，学校 ⟪org_name|University of Melbourne⟫ 已验证。For our records:
  Name: ⟦PERSON|LIANG Shuting⟧
  Passport: ⟦PASSPORT|$pp_cn5⟧
你之前付的 ⟦AMOUNT|A$71.88⟧ 我们会 refund 一半 ⟦AMOUNT|A$35.94⟧ 到原卡。
Cheers, ⟦PERSON|Noah⟧ — Fogroute Student Team
"""))

TEXTS.append(("bug_bounty_report", """**Title**: 浏览器扩展在 autofill 失败时把 master password 放进 URL query
**Reporter**: ⟦PERSON|Ken Ng⟧ (⟦PERSON|kenng_sec⟧)
**Version**: extension ⟪version|8.15.1⟫, Chrome ⟪version|131.0.6778.86⟫

复现：在 login form 上 autofill 失败后，扩展会 fallback 到 `GET /unlock?mp=...`，HAR 里可以看到（我的测试账号）：
  GET https://⟪domain_name|vault.keyhaven.app⟫/unlock?mp=⟦PASSWORD|Test-Master-Pw-2024⟧&uid=⟪user_id|u_99812⟫
  Remote Address: ⟦IP_ADDRESS|104.18.32.47⟧:443
影响：master password 会进 proxy / CDN 日志。
"""))

TEXTS.append(("ocr_invoice", """[OCR] NAMEFIELD INVOICE ⟪invoice_id|NF-INV-880214⟫   日期 Date: ⟪date|2024/10/08⟫
Bill To 收票人: ⟦PERSON|Huang Ziyi⟧ ⟦PERSON|黄子怡⟧
Address 地址: ⟦ADDRESS|Room 1806, Tower 2, 88 Century Avenue, Pudong, Shanghai 200120⟧
Items: .com × 3 yrs @ ⟪unit_price|$10.98⟫ ; WHOIS Privacy ⟪unit_price|FREE⟫
Paid 实付: ⟦AMOUNT|USD 32.94⟧ via ⟪masked_card|VISA ****2231⟫
"""))

TEXTS.append(("telegram_chat", """[Telegram · 云梯 reseller 群] 群公告：年付售价 ⟪plan_price|¥288/年⟫，佣金 ⟪commission_rule|25%⟫
⟦PERSON|Eric⟧ ⟪time|14:05⟫: 新 bot 做好了，自动发订阅链接，token 我先贴这 ⟦APIKEY|$tg3⟧ 大家别外传
⟦PERSON|阿森⟧ 14:07: 👍 我这边今天卖了 3 个年付：⟦EMAIL|lucas.h@icloud.com⟧ ⟦EMAIL|mia0601@qq.com⟧ ⟦EMAIL|zhao.yq@gmail.com⟧
⟦PERSON|Eric⟧ 14:09: ok，佣金月底一起结，你这个月到现在 ⟦AMOUNT|¥1,260⟧
⟦PERSON|阿森⟧ 14:10: 收款还是用我老婆的卡 ⟦CARD|$card_up11⟧ 哈
"""))

TEXTS.append(("jira_ticket", """[⟪jira_key|ENT-4412⟫] 客户 ⟪org_name|Brightline 上海⟫ SSO (Google Workspace) 配置
Assignee: ⟦PERSON|Grace Tan⟧
客户 IT 联系人：⟦PERSON|Wu Haoran⟧ ⟦EMAIL|haoran.wu@brightline-sh.com⟧ ⟦PHONE|+86 21 6087 3315⟧
OAuth app 信息（客户直接贴在 ticket 里了 🙈）：
  Client ID: ⟪client_id|482201947733-8b2k1qv0s9e3rj6m4t5p7a2c1d0f8g9h.apps.googleusercontent.com⟫
  Client Secret: ⟦SECRET|$gcsecret1⟧
  Redirect URI: https://⟪domain_name|sso.keyhaven.app⟫/callback
TODO: 让客户 rotate client secret，然后把 ticket 里的 secret 删掉。
"""))

TEXTS.append(("shell_history", """ 1021  # 部署到 staging
 1022  sshpass -p '⟦PASSWORD|St@ging-Root-77⟧' ssh root@⟦IP_ADDRESS|119.28.44.211⟧
 1023  curl -u ⟦PERSON|chenlu⟧:⟦PASSWORD|chenlu@Nexus2024⟧ https://⟪hostname|nexus.liushuixian.cloud⟫/repository/npm-private/
 1024  export ANTHROPIC_API_KEY=⟦APIKEY|$ant1⟧   # 写周报用 lol
 1025  docker pull ⟪image_ref|node:20.18-bookworm-slim⟫
 1026  git checkout ⟪git_tag|v2.4.0-rc2⟫
"""))

TEXTS.append(("app_store_review", """⭐️⭐️⭐️⭐️⭐️ 救命的 app
我妈 ⟦PERSON|Rose⟧ 有 ⟦MEDICAL|early-stage dementia⟧，以前所有密码都写在一个小本子上。现在用 Keyhaven family plan（⟪plan_price|US$59.88/yr⟫），我可以 remotely 帮她 reset。唯一的问题是 Face ID 有时候不认她（⟪device_model|iPhone 13 mini⟫，app ⟪app_version|8.15.2⟫），可能因为她做了 ⟦MEDICAL|cataract surgery⟧ 之后戴眼镜了？ — ⟦PERSON|Cheryl W.⟧
"""))

TEXTS.append(("dotenv_file", """# .env —— 本地开发用，⟦PERSON|Zhou Min⟧ 2024-06
APP_ENV=local
APP_PORT=⟪port|5173⟫
NODE_VERSION=⟪version|20.14.0⟫
JWT_SECRET=⟦SECRET|zm-jwt-s3cr3t-2f8a91c0d4e7b6a5⟧
AWS_ACCESS_KEY_ID=⟦APIKEY|$akid4⟧
AWS_SECRET_ACCESS_KEY=⟦SECRET|$awssec4⟧
S3_BUCKET=⟪bucket_name|qingniao-docs-assets⟫
GOOGLE_MAPS_KEY=⟦APIKEY|$gkey3⟧   # 前端用的，限制了 referrer
ADMIN_PHONE=⟦PHONE|+86 186 5219 0437⟧
"""))

TEXTS.append(("whatsapp_chat", """[⟪timestamp|15/11/2024 10:22⟫] ⟦PERSON|Lucas Oliveira⟧: oi ⟦PERSON|Wen⟧! o pagamento do bug bounty (relatório ⟪report_id|#2310554⟫) precisa do CPF, me manda?
[15/11/2024 10:30] ⟦PERSON|Wen⟧: 好的 sure，CPF ⟦NATIONAL_ID|$nid_br2⟧。PIX 用我的 email ⟦EMAIL|wen.li.dev@gmail.com⟧
[15/11/2024 10:31] ⟦PERSON|Lucas Oliveira⟧: valeu! ⟦AMOUNT|R$ 4.850,00⟧ sai na sexta, programa ⟪program_name|Postwick Public Program⟫.
[15/11/2024 10:33] ⟦PERSON|Wen⟧: obrigado!! 终于可以交房租了 😂
"""))

TEXTS.append(("support_ticket", """Ticket ⟪ticket_id|KH-451902⟫ · Language: zh-CN/en · app ⟪app_version|8.15.0⟫
From: ⟦PERSON|Daniel Zhao⟧ <⟦EMAIL|dzhao@fastmail.jp⟧>
我在 ⟪place_name|Tokyo⟫ 出差，换了手机后 Keyhaven 的 TOTP 都没了。我手动记下了 GitHub 的 secret：⟦SECRET|$totp2⟧，能帮我 import 吗？还有 AWS root 的：⟦SECRET|$totp5⟧
另外我 IP 现在是 ⟦IP_ADDRESS|126.209.44.18⟧，会不会被 risk control 锁？
Agent note (⟦PERSON|Hana⟧): 告知用户 seed 不能通过客服导入；建议立即在各站点 reset 2FA。
"""))

TEXTS.append(("incident_report", """## Incident ⟪incident_id|INC-2024-1107⟫：新加坡节点路由异常
**Owner**: ⟦PERSON|Ray Chen⟧   **On-call**: ⟦PERSON|小杜⟧, ⟦PERSON|Priya N.⟧
**影响**: ⟪metric|约 3,200 用户⟫ 在 ⟪time_window|02:10–03:45 SGT⟫ 期间流量被导到 ⟦IP_ADDRESS|185.174.101.9⟧（非我方 AS）
**已通知的 enterprise 客户**: ⟪org_name|Helix Bio⟫（联系人 ⟦PERSON|Sarah Koh⟧, ⟦PHONE|+65 9187 2204⟧），SLA credit ⟪org_credit|S$2,400⟫ 已批
**补偿**: 受影响用户每人 ⟪compensation_rule|7 天免费时长⟫；个人用户 ⟦PERSON|Arif⟧ 因此错过 deadline 申请补偿 ⟦AMOUNT|S$120⟧，已批准
"""))

TEXTS.append(("email_thread", """From: ⟦PERSON|Hao Yu⟧ <⟦EMAIL|hao.yu@tudelft.nl⟧>
To: ⟦EMAIL|finance@opentooling.org⟧
Subject: 赞助合同里的 BSN (⟪contract_id|OTF-SP-2025-03⟫)

Hi,
合同 draft 里需要我的 BSN for tax purposes：⟦NATIONAL_ID|$nid_nl1⟧。地址是 ⟦ADDRESS|Oude Delft 112, 2611 CG Delft⟧。
Monthly ⟦AMOUNT|€1,500⟧ 对我没问题，从 ⟪date|1 January 2025⟫ 开始，打到 ⟦IBAN|$iban_nl3⟧ 就行（budget line ⟪budget_code|OTF-SPONS-NL⟫）。
Thanks,
⟦PERSON|Hao⟧
"""))

TEXTS.append(("forum_question", """**Stripe webhook 签名校验一直 fail：No signatures found matching the expected signature**

用的是 Express + stripe-node ⟪version|14.25.0⟫，代码：
```js
const sig = req.headers['stripe-signature'];
stripe.webhooks.constructEvent(req.body, sig, '⟦SECRET|$whsec2⟧');
```
stripe 初始化用的是 restricted key `⟦APIKEY|$rk_live1⟧`，publishable 是 `⟪publishable_key|$pk_live2⟫`。
本地用 stripe-cli 转发是好的，部署到 ⟦IP_ADDRESS|18.183.92.56⟧ 就不行。

— asked by ⟦PERSON|nina_chen⟧，⟪relative_time|昨天⟫
"""))

TEXTS.append(("transfer_authorization_form", """Form of Authorization / 域名转移授权书
Domain 域名: ⟪domain_name|chens-bakery.com⟫
Registrant 持有人: ⟦PERSON|Michelle Chen⟧（⟦PERSON|陈美玲⟧）
Email 邮箱: ⟦EMAIL|michelle@chens-bakery.com⟧
Phone 电话: ⟦PHONE|+1 (718) 445-3092⟧
ID 证件: US Passport ⟦PASSPORT|$pp_us1⟧
Gaining registrar 转入注册商: ⟪org_name|Namefield LLC⟫ (IANA ⟪iana_id|3127⟫)
Signature 签名: ⟦PERSON|M. Chen⟧      Date 日期: ⟪date|2024-11-28⟫
"""))

TEXTS.append(("feishu_doc", """# 外籍员工入职材料清单 —— ⟦PERSON|Julien Moreau⟧（SRE，⟪date|2025-01-06⟫ 入职，签证类型 ⟪visa_type|Z 字签证⟫）
- 护照 Passport：⟦PASSPORT|$pp_fr1⟧（法国），有效期至 ⟪date|2031-03⟫
- 出生日期：⟦DATE_OF_BIRTH|1986-05-19⟧
- French social security no.（社保转移用）：⟦NATIONAL_ID|$nid_fr1⟧
- 上海住址：⟦ADDRESS|上海市静安区愚园路 1088 弄 3 号 402 室，200040⟧
- 入职体检：⟦MEDICAL|轻度高血压⟧，需复查（HR ⟦PERSON|Lisa 王⟧ 跟进）
- 工资卡：待开户
"""))

TEXTS.append(("slack_connect_thread", """#ext-bountydock-payouts (Slack Connect) · report ⟪report_id|#BD-77120⟫
⟦PERSON|Pieter-Jan Claes⟧ ⟪time|09:40⟫
hi，请问 payout 为什么被 hold？我已经更新了 IBAN ⟦IBAN|$iban_be1⟧
⟦PERSON|Mei Ling⟧ (BountyDock) 09:52
Hi ⟦PERSON|Pieter-Jan⟧, compliance 需要你的 Belgian national number 来做 tax reporting（⟪regulation|DAC7⟫）
⟦PERSON|Pieter-Jan Claes⟧ 10:03
ok：⟦NATIONAL_ID|$nid_be1⟧。金额是 ⟦AMOUNT|€3,250⟧ 对吧？
⟦PERSON|Mei Ling⟧ 10:05
对，⟦AMOUNT|€3,250⟧，今天 release 👍
"""))

TEXTS.append(("sms_messages", """[Fogroute] 您的账户 ⟦EMAIL|yangyang.w@163.com⟧ 于 ⟪timestamp|2024-12-01 03:12⟫ 在 ⟦IP_ADDRESS|91.243.85.17⟧ 登录（⟪place_name|Russia⟫）。如非本人，请回复 STOP 或致电 ⟦PHONE|+1 833 902 4415⟧
[Fogroute] Your plan renews on ⟪date|2025-01-01⟫.
[Me → Fogroute] 不是我！！我的密码是 ⟦PASSWORD|yy@fogroute2023⟧，被盗了吗？pls help，我是 ⟦PERSON|Wang Yangyang⟧
"""))

TEXTS.append(("pr_description", """## feat(validator): 支持中国大陆身份证校验 (#⟪pr_number|577⟫)

Implements the GB 11643-1999 check digit. 测试用例用的是标准文档里的 example `⟪example_idcard|11010519491231002X⟫`，不要用真实证件号！

⚠️ 之前 @⟦PERSON|lu-xiaobo⟧ 的 commit ⟪commit_sha|$sha8⟫ 里 fixture 用了他自己的身份证 ⟦IDCARD|$id_zh09⟧，已经 force-push 掉了，请大家 fetch 后 rebase。

Reviewed-by: ⟦PERSON|Anna Schmidt⟧ <⟦EMAIL|anna@validator-kit.dev⟧>
"""))

TEXTS.append(("voice_memo_transcript", """[Voice memo 转文字, ⟪duration|01:12⟫]
ok 明天要做的：一，给 ⟦PERSON|Luna⟧ 发 offer，salary 按 ⟦AMOUNT|两万八千块⟧ 一个月。二，⟦PERSON|Tom Xu⟧ 的 reimbursement ⟦AMOUNT|三千二百五十块⟧ 打到他的招行卡 ⟦CARD|$card_up12⟧。三，call ⟦PERSON|王律师⟧ about the trademark（申请号 ⟪trademark_app_no|第 71230944 号⟫），他电话 ⟦PHONE|一三九 一一零二 四四八七⟧。四，⟪org_name|Letterbird⟫ 的 Stripe payout 改到公司账户，别再进我个人卡了。
"""))

TEXTS.append(("audit_log_json", """[
 {"ts":"⟪timestamp|2024-11-18T09:02:11Z⟫","event":"emergency_access.requested","actor":"⟦EMAIL|xu.lang@qq.com⟧","target":"⟦EMAIL|xu.jianhua@163.com⟧","ip":"⟦IP_ADDRESS|222.128.19.66⟧","note":"父亲住院（⟦MEDICAL|脑卒中⟧），需要取网银密码"},
 {"ts":"2024-11-18T09:05:40Z","event":"support.note","actor":"agent:⟦PERSON|kelly.z⟧","note":"verified requester ⟦PERSON|Xu Lang⟧ via video call, ID ⟦IDCARD|$id_zh13⟧"},
 {"ts":"2024-11-25T09:02:11Z","event":"emergency_access.granted","wait_days":⟪wait_days|7⟫,"request_id":"⟪request_id|$uuid3⟫"}
]
"""))
