"""The words of table headers that type a column (columns.py): whole headers, the parts of longer ones that say money
or a person, and those that say a price."""
from __future__ import annotations

# Header words (lower-cased, exact cell match after trimming) → entity type of the column.
COLUMN_TYPES: dict[str, str] = {}
for _type, _names in {
    "AMOUNT": "arrears rent_pcm rent_paid salary wage wages pay payroll income bonus base_salary monthly_salary annual_salary "
              "月薪 年薪 工资 薪资 薪酬 收入 奖金 底薪 基本工资 支出 "
              # other languages' pay, amount and balance headers
              "gehalt bruttogehalt nettogehalt lohn bruttolohn nettolohn betrag saldo kontostand salaire montant solde "
              "salario sueldo importe stipendio retribuzione importo salaris loon bedrag lön lønn palkka pensja "
              "wynagrodzenie kwota salário salario_bruto valor",
    "SECRET": "secret token api_key apikey access_key secret_key 密钥 secret_access_key client_secret app_secret appsecret "
              "private_key signing_secret webhook_secret api_secret auth_token access_token api_token refresh_token "
              # round 29: a password manager's export, "name,url,username,password,totp"
              "totp totp_secret totp_seed otp_secret mfa_secret mfa_seed 2fa_secret two_factor_secret recovery_codes "
              "backup_codes login_totp",
    "PASSWORD": "password passwd pwd pin passphrase 密码 口令 login_password",
    "DATE_OF_BIRTH": "dob date_of_birth birth_date birthdate birthday 出生日期 生日 出生年月 date_de_naissance geburtsdatum "
                     "fecha_de_nacimiento data_di_nascita data_de_nascimento data_nascimento geboortedatum födelsedatum "
                     "fødselsdato syntymäaika data_urodzenia doğum_tarihi 生年月日 생년월일 ngày_sinh tanggal_lahir",
    "CVV": "cvv cvc cvv2 cvc2 csc cvn security_code card_security_code 安全码 cvv码",
    "MEDICAL": "diagnosis medication medications diagnoses medical_condition 诊断 病情 疾病 用药 病史",
    "PASSPORT": "passport passport_no passport_number 护照 护照号 护照号码",
    "NATIONAL_ID": "national_id nino national_insurance aadhaar sin steuer_id insee nir national_id_number tax_id "
                   "ni_number nhs_number cnic nik nric mykad cccd tckn pesel bsn cpf curp dni nie nif codice_fiscale "
                   "personnummer pps ppsn tfn ird amka oib egn cnp jmbg snils inn iqama emirates_id civil_id rut cuit cuil "
                   "citizen_id personal_id personal_number id_no",
    "IP_ADDRESS": "ip ip_address ipaddr client_ip src_ip dst_ip source_ip remote_addr ip地址",
    "PHONE": "phone mobile tel telephone cell phone_number mobile_phone 手机 手机号 电话 联系电话 手机号码 联系方式 "
             "msisdn mobile_number phone_no contact_number",
    "IDCARD": "id_number id_card 身份证 身份证号 身份证号码 证件号 证件号码 "
              # round 17: a hotel's or a carrier's document column (a passport, a resident ID, another country's ID)
              "doc_no document_no doc_number document_number id_document travel_document",
    "SSN": "ssn social_security_number",
    "EMAIL": "email e-mail email_address mail 邮箱 电子邮箱 邮件",
    "ADDRESS": "address home_address street_address 地址 住址 家庭住址 家庭地址 房屋地址 收货地址 通讯地址 联系地址",
    "PERSON": "full_name employee_name customer_name contact_name patient patient_name first_name last_name firstname "
              "lastname given_name family_name surname owner owner_name holder account_holder payer_name "
              "姓名 员工姓名 客户姓名 联系人 业主 房东 租客 户主 借款人 持卡人 昵称 first last name_cn name_zh name_local "
              "name_en 中文名 英文名 "
              # round 20: the people a record lists by role ("investigator", "clinician", "keeper", "debtor")
              "investigator reviewer assignee clinician debtor donor tenant driver rider applicant volunteer keeper "
              "carer caregiver therapist agent_name staff_name driver_name rider_name student_name teacher_name "
              "donor_name guest_name tenant_name "
              "member_name handle github 白帽 "
              "患者 学生 学员 教练 司机 骑手 家长 会员 顾客 收件人 寄件人 经办人 负责人 操作人 审核人 护理员",
}.items():
    for _n in _names.split():
        COLUMN_TYPES[_n] = _type

# Header words that make a column sensitive when they are one part of a longer header
# ("salary_usd", "total_amount", "实付金额"): money words (English token or Chinese substring).
AMOUNT_PARTS = {"salary", "wage", "wages", "pay", "payroll", "income", "bonus", "amount", "total", "balance",
                "compensation", "paid", "refund", "payout", "fee", "gross", "net", "tax", "deductions", "withheld",
                "debit", "credit", "deposit", "deposits", "withdrawal", "withdrawals",
                # round 15: money given, won or owed by the person on the row ("prize_money_gbp", "gift_pledge")
                "prize", "donation", "donated", "pledge", "pledged", "given", "raised", "owed", "commission",
                "reimbursement", "claimed", "award", "awarded", "grant", "stipend", "gift",
                # round 16: what the person on the row last paid or spent ("last_payment", "last_spend")
                "payment", "payments", "spend", "spent"}
AMOUNT_ZH = ("金额", "工资", "薪", "收入", "奖金", "余额", "实付", "付款", "应付", "总价", "费用", "佣金", "捐款", "礼金", "已付", "已缴",
             "退款")
PERSON_WORDS = {"name", "cardholder", "holder", "payer", "payee", "recipient", "customer", "employee", "contact",
                "收货人", "收件人", "付款人", "收款人", "持卡人", "申请人", "经办人", "患者", "病人", "客户",
                # round 16: the people a row is about ("tenant", "passenger", "donor")
                "tenant", "landlord", "guest", "passenger", "donor", "applicant", "student", "member", "driver",
                "claimant", "policyholder", "beneficiary", "borrower", "buyer", "seller", "parent", "guardian"}


# A price column ("unit_price", "单价", "msrp") holds what a product costs, not a person's money: its cells are typed
# PRICE, which the detector uses only to drop the amounts found in them (detect.py), never as a finding.
PRICE_PARTS = {"price", "prices", "msrp", "rrp", "cost", "fare", "purchase", "compra", "achat", "einkauf", "acquisto"}
PRICE_ZH = ("单价", "价格", "售价", "原价", "现价", "定价", "标价", "零售价", "进价", "票价")
