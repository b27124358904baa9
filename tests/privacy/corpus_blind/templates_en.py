"""English templates: chats, logs, configs, tickets, mail and notes an agent on a laptop would see."""

from __future__ import annotations

from blind_build import D, S, template
from blind_pools import ADDRESSES, CONDITIONS_EN, MEDS_EN, PRODUCTS, People, phone
from blind_values import Gen


@template("en", "chat")
def chat_wifi(g: Gen, pp: People) -> list:
    landlord = pp.full()
    country = g.choice(["US", "UK", "DE"])
    pw = g.password()
    return [
        "hey! welcome to the new place \U0001f3e0 the wifi password is ", S("PASSWORD", pw),
        " (network is ", D("product", g.choice(["FRITZ!Box 7590", "Netgear Nighthawk", "TP-Link Deco X20"])),
        "). landlord is ", S("PERSON", landlord), ", call them on ", S("PHONE", phone(g, country)),
        " if the boiler acts up. address for deliveries: ", S("ADDRESS", g.choice(ADDRESSES[country])),
        ". bins go out on ", D("date", g.choice(["Tuesday 14 Oct", "Thursday 3 April", "Monday 2 June"])), ".",
    ]


@template("en", "chat")
def chat_apikey(g: Gen, pp: People) -> list:
    given, _family = pp.latin()
    key = g.openai_key()
    ver = g.version()
    return [
        S("PERSON", given), ": can you try the eval again? I bumped the client to ", D("version", ver),
        " and here's my key for now, rotate it after: ", S("APIKEY", key), "\n",
        "me: thanks — it still returns HTTP ", D("http_status", g.choice(["429", "503", "400"])),
        " after ~", D("number", str(g.r.randint(30, 90))), " requests. Is the proxy on port ",
        D("port", g.choice(["8080", "3128", "8443"])), " still up?\n",
        S("PERSON", given), ": yes, same box as before (", S("IP_ADDRESS", g.host_ip()), ").",
    ]


@template("en", "log")
def log_nginx(g: Gen, pp: People) -> list:
    parts: list = []
    for i in range(3):
        ip = g.host_ip() if i != 1 else None
        ts = f"{g.r.randint(10, 28)}/Oct/2025:{g.r.randint(10, 23)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)} +0000"
        status = g.choice(["200", "304", "404", "502"])
        if ip:
            parts.append(S("IP_ADDRESS", ip))
        else:
            parts.append(D("loopback_ip", g.choice(["127.0.0.1", "::1"])))
        parts += [" - - [", D("timestamp", ts), "] \"GET /api/", g.choice(["orders", "health", "v2/items"]),
                  "/", D("order_id", f"ORD-{g.digits(7)}"), " HTTP/1.1\" ", D("http_status", status), " ",
                  str(g.r.randint(120, 9000)), " \"-\" \"curl/", D("version", f"8.{g.r.randint(0, 9)}.1"), "\"\n"]
    return parts


@template("en", "log")
def log_auth(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    user = pp.username(given, family)
    ip = g.host_ip()
    port = str(g.r.randint(40000, 65000))
    bad = g.password()
    return [
        "Oct 12 03:14:07 bastion-02 sshd[", D("pid", g.digits(5, True)), "]: Failed password for ", S("PERSON", user),
        " from ", S("IP_ADDRESS", ip), " port ", D("port", port), " ssh2\n",
        "Oct 12 03:14:09 bastion-02 sudo: ", S("PERSON", user), " : TTY=pts/1 ; PWD=/home/", S("PERSON", user),
        " ; USER=root ; COMMAND=/usr/bin/mysql -uroot -p", S("PASSWORD", bad), "\n",
        "Oct 12 03:14:11 bastion-02 sshd[", D("pid", g.digits(5, True)), "]: Accepted publickey for deploy from ",
        D("loopback_ip", "127.0.0.1"), " port ", D("port", "22"), " ssh2: ED25519 SHA256:",
        D("key_fingerprint", g.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 43)),
    ]


@template("en", "config")
def config_env(g: Gen, pp: People) -> list:
    db_pw = g.password().replace("@", "_").replace("#", "_").replace("%", "_").replace("&", "_")
    host = g.choice(["db.internal", "pg-prod-1.eu-west-1.rds.amazonaws.com", "10.20.3.14"])
    parts = ["# .env — do not commit\nAPP_VERSION=", D("version", g.version()), "\nPORT=",
             D("port", g.choice(["3000", "8000", "5000"])), "\nDATABASE_URL=postgres://app_rw:",
             S("SECRET", db_pw), "@"]
    parts += [S("IP_ADDRESS", host)] if host[0].isdigit() else [host]
    parts += [":", D("port", "5432"), "/orders\nSTRIPE_SECRET_KEY=", S("APIKEY", g.stripe_key()),
              "\nSENTRY_RELEASE=", D("git_hash", g.git_sha(12)), "\nSTRIPE_WEBHOOK_SECRET=",
              S("SECRET", g.webhook_secret()), "\nFEATURE_FLAGS=checkout_v2,dark_mode\n"]
    return parts


@template("en", "config")
def config_yaml_aws(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "# deploy.yaml (owner: ", S("PERSON", f"{given} {family}"), ")\nservice:\n  name: thumbnailer\n  image: ",
        "registry.example.com/thumbnailer:", D("version", g.version()), "\n  replicas: 3\n  listen: ",
        D("loopback_ip", "127.0.0.1"), ":", D("port", "9090"), "\naws:\n  region: eu-central-1\n  bucket_id: ",
        D("uuid", g.uuid()), "\n  access_key_id: ", S("APIKEY", g.aws_key_id()), "\n  secret_access_key: ",
        S("SECRET", g.aws_secret()), "\nnotify:\n  slack_token: ", S("APIKEY", g.slack_token()), "\n",
    ]


@template("en", "ticket")
def ticket_refund(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    country = g.choice(["US", "UK", "IN"])
    brand = g.choice(["visa", "mc", "amex", "discover"])
    prod = g.choice(PRODUCTS)
    return [
        "Ticket ", D("ticket_id", f"#{g.r.randint(100000, 999999)}"), " — Refund request\nCustomer: ",
        S("PERSON", f"{family}, {given}"), "\nEmail: ", S("EMAIL", pp.email(given, family)), "\nPhone: ",
        S("PHONE", phone(g, country)), "\nOrder: ", D("order_id", f"A-{g.digits(8)}"), " (",
        D("product", prod), ", ", D("sku", f"SKU-{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-{g.digits(4)}"), ", list price ",
        D("price", f"${g.r.randint(49, 1899)}.{g.choice(['00', '99', '49'])}"), ")\n\n",
        "Customer wrote: \"I was charged twice. Card used was ", S("CARD", g.card(brand)), ", CVV ",
        S("CVV", g.cvv(4 if brand == "amex" else 3)), ". Please refund ", S("AMOUNT", f"${g.r.randint(50, 900)}.{g.digits(2)}"),
        " to the same card.\"\n\nAgent note: do NOT paste card data into tickets. Escalated on ",
        D("date", f"2025-{g.r.randint(1, 12):02d}-{g.r.randint(1, 28):02d}"), ".",
    ]


@template("en", "email")
def email_offer(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    hr = pp.full()
    y, m, d = g.birth(1975, 2001)
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"]
    return [
        "From: ", S("EMAIL", pp.email(*pp.latin())), "\nTo: ", S("EMAIL", pp.email(given, family)),
        "\nSubject: Offer letter — Senior Data Engineer (req ", D("req_id", f"REQ-{g.digits(5)}"), ")\n\nDear ",
        S("PERSON", given), ",\n\nWe are delighted to offer you the position at a base salary of ",
        S("AMOUNT", f"${g.r.randint(110, 220)},{g.digits(3)}"), " per year plus a signing bonus of ",
        S("AMOUNT", f"${g.r.randint(5, 30)},000"), ". To run the background check we have on file: date of birth ",
        S("DATE_OF_BIRTH", f"{months[m - 1]} {d}, {y}"), ", SSN ", S("SSN", g.ssn()), ", home address ",
        S("ADDRESS", g.choice(ADDRESSES["US"])), ".\n\nPlease sign by ",
        D("date", f"{g.choice(months)} {g.r.randint(1, 28)}, 2026"), ".\n\nBest,\n", S("PERSON", hr),
        "\nPeople Team",
    ]


@template("en", "email")
def email_invoice_iban(g: Gen, pp: People) -> list:
    given, _family = pp.latin()
    country = g.choice(["DE", "NL", "FR", "ES", "GB"])
    return [
        "Hi ", S("PERSON", given), ",\n\nattached is invoice ", D("invoice_id", f"INV-2025-{g.digits(4)}"),
        " for the October consulting work, total ", S("AMOUNT", f"€{g.r.randint(2, 19)}.{g.digits(3)},00"),
        " (", str(g.r.randint(20, 90)), " hours). Please wire it to\n\n  Account holder: ", S("PERSON", pp.full()),
        "\n  IBAN: ", S("IBAN", g.iban(country)), "\n  BIC: ", g.choice(["COBADEFFXXX", "INGBNL2A", "BNPAFRPP"]),
        "\n\nPayment terms ", D("number", "30"), " days. The software licence line (", D("product", "JetBrains All Products Pack"),
        ", ", D("price", "€779.00"), ") is billed at cost.\n\nThanks,\n", S("PERSON", pp.full()),
    ]


@template("en", "csv")
def csv_employees(g: Gen, pp: People) -> list:
    parts: list = ["employee_id,name,email,phone,dob,salary_usd,start_date\n"]
    for _ in range(g.r.randint(3, 4)):
        given, family = pp.latin()
        y, m, d = g.birth(1968, 2002)
        parts += [D("employee_id", f"E{g.digits(5)}"), ",", S("PERSON", f"{given} {family}"), ",",
                  S("EMAIL", f"{pp.username(given, family)}@acme-corp.com"), ",", S("PHONE", phone(g, "US")), ",",
                  S("DATE_OF_BIRTH", f"{y}-{m:02d}-{d:02d}"), ",", S("AMOUNT", str(g.r.randint(58, 240) * 1000)),
                  ",", D("date", f"20{g.r.randint(15, 25)}-{g.r.randint(1, 12):02d}-01"), "\n"]
    return parts


@template("en", "csv")
def csv_payments(g: Gen, pp: People) -> list:
    parts: list = ["txn_id,timestamp,cardholder,card_number,amount,sku\n"]
    for _ in range(3):
        parts += [D("txn_id", g.uuid()), ",", D("timestamp", f"2025-11-{g.r.randint(1, 28):02d}T{g.r.randint(10, 23)}:"
                                                       f"{g.r.randint(10, 59)}:{g.r.randint(10, 59)}Z"), ",",
                  S("PERSON", pp.last_first() if g.r.random() < 0.5 else pp.full()), ",",
                  S("CARD", g.card(spaced=False)), ",", S("AMOUNT", f"{g.r.randint(10, 4000)}.{g.digits(2)}"), ",",
                  D("sku", f"{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}-{g.digits(5)}"), "\n"]
    return parts


@template("en", "stacktrace")
def trace_python_jwt(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    email = pp.email(given, family)
    jwt = g.jwt(email.split("@")[0])
    return [
        "Traceback (most recent call last):\n  File \"/srv/app/api/client.py\", line ", D("line_number", str(g.r.randint(20, 400))),
        ", in fetch_profile\n    resp = session.get(url, headers={'Authorization': 'Bearer ", S("APIKEY", jwt),
        "'})\n  File \"/usr/lib/python3.11/site-packages/requests/sessions.py\", line ", D("line_number", "602"),
        ", in get\n    return self.request(\"GET\", url, **kwargs)\nrequests.exceptions.HTTPError: ",
        D("http_status", "401"), " Client Error: Unauthorized for user ", S("EMAIL", email), " at https://",
        D("doc_ip", g.choice(["192.0.2.10", "198.51.100.7"])), ":", D("port", "8443"), "/v1/profile/",
        D("uuid", g.uuid()),
    ]


@template("en", "stacktrace")
def trace_java_db(g: Gen, pp: People) -> list:
    pw = g.password().replace("@", "!")
    ip = g.host_ip() if g.r.random() < 0.5 else None
    host_part = [S("IP_ADDRESS", ip)] if ip and ":" not in ip else ["mysql-primary.prod"]
    return [
        "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n",
        "Caused by: java.sql.SQLException: Access denied for user 'billing'@'", *host_part,
        "' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:",
        D("line_number", "130"), ")\n\tat com.acme.billing.Db.connect(Db.java:", D("line_number", str(g.r.randint(30, 99))),
        ")\n\t... ", str(g.r.randint(10, 40)), " more\nconfig in effect: jdbc:mysql://billing:", S("SECRET", pw),
        "@", *host_part, ":", D("port", "3306"), "/billing?useSSL=true (build ", D("git_hash", g.git_sha(7)), ")",
    ]


@template("en", "medical_note")
def medical_followup(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    y, m, d = g.birth(1940, 1995)
    cond1, cond2 = g.r.sample(CONDITIONS_EN, 2)
    med1, med2 = g.r.sample(MEDS_EN, 2)
    return [
        "FOLLOW-UP NOTE\nPatient: ", S("PERSON", f"{family.upper()}, {given}"), "   DOB: ",
        S("DATE_OF_BIRTH", f"{m:02d}/{d:02d}/{y}"), "\nVisit date: ", D("date", f"11/{g.r.randint(1, 28):02d}/2025"),
        "   Room ", D("room", str(g.r.randint(100, 420))), "\n\nS: Pt reports better sleep. Known ", S("MEDICAL", cond1),
        " and ", S("MEDICAL", cond2), ".\nO: BP 132/84, HR 76.\nA/P: continue ", S("MEDICAL", med1),
        "; start ", S("MEDICAL", med2), ". Recheck in ", D("number", "6"),
        " weeks. Contact on file: ", S("PHONE", phone(g, "US")), ".\nSigned: Dr. ", S("PERSON", pp.full()),
    ]


@template("en", "hr_note")
def hr_leave_uk(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "HR case ", D("case_id", f"HR-{g.digits(4)}"), " — confidential\nEmployee: ", S("PERSON", f"{given} {family}"),
        " (NI number ", S("NATIONAL_ID", g.nino()), ")\nManager: ", S("PERSON", pp.full()), "\n\n",
        S("PERSON", given), " has requested ", D("number", str(g.r.randint(2, 8))), " weeks of leave from ",
        D("date", f"{g.r.randint(1, 28)} January 2026"), " following a diagnosis of ", S("MEDICAL", g.choice(CONDITIONS_EN)),
        ". Occupational health recommends a phased return. Current salary ",
        S("AMOUNT", f"£{g.r.randint(32, 95)},{g.digits(3)}"), " continues at full pay for the first month. Home address: ",
        S("ADDRESS", g.choice(ADDRESSES["UK"])), ".",
    ]


@template("en", "shell")
def shell_history(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    user = pp.username(given, family)
    ip = g.host_ip()
    return [
        "$ git log --oneline -1\n", D("git_hash", g.git_sha(7)), " fix: retry on ", D("http_status", "503"),
        "\n$ export GITHUB_TOKEN=", S("APIKEY", g.github_token()), "\n$ gh release create ", D("version", "v" + g.version().lstrip("v")),
        "\n$ ssh ", S("PERSON", user), "@", S("IP_ADDRESS", ip), " -p ", D("port", "2222"),
        "\n$ curl -s http://", D("loopback_ip", "127.0.0.1"), ":", D("port", "11434"),
        "/api/tags | jq .\n$ psql \"postgresql://admin:", S("SECRET", g.password().replace("@", "9").replace("#", "x")),
        "@localhost/analytics\"\n",
    ]


@template("en", "json")
def json_user(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    country = g.choice(["US", "UK", "DE", "FR", "BR", "IN"])
    return [
        "{\n  \"request_id\": \"", D("uuid", g.uuid()), "\",\n  \"api_version\": \"", D("version", g.version()),
        "\",\n  \"user\": {\n    \"display_name\": \"", S("PERSON", f"{given} {family}"), "\",\n    \"email\": \"",
        S("EMAIL", pp.email(given, family)), "\",\n    \"phone\": \"", S("PHONE", phone(g, country)),
        "\",\n    \"address\": \"", S("ADDRESS", g.choice(ADDRESSES[country])), "\",\n    \"last_login_ip\": \"",
        S("IP_ADDRESS", g.host_ip()), "\"\n  },\n  \"created_at\": \"",
        D("timestamp", f"2024-{g.r.randint(1, 12):02d}-{g.r.randint(1, 28):02d}T08:00:00Z"), "\"\n}",
    ]


@template("en", "json")
def json_webhook_config(g: Gen, pp: People) -> list:
    return [
        "{\"webhooks\": [{\"id\": \"", D("uuid", g.uuid()), "\", \"url\": \"https://hooks.example.net/in\", ",
        "\"signing_secret\": \"", S("SECRET", g.webhook_secret()), "\", \"retries\": ", D("number", "5"),
        "}], \"llm\": {\"provider\": \"openai\", \"api_key\": \"", S("APIKEY", g.openai_key()),
        "\", \"timeout_s\": ", D("number", "30"), "}, \"hf_token\": \"", S("APIKEY", g.hf_token()),
        "\", \"maps_key\": \"", S("APIKEY", g.google_key()), "\", \"schema\": \"", D("version", g.version()), "\"}",
    ]


@template("en", "sms")
def sms_friend(g: Gen, pp: People) -> list:
    given, _ = pp.latin()
    country = g.choice(["UK", "US", "DE", "FR", "IN", "BR"])
    return [
        "hey it's ", S("PERSON", given), " — new number ", S("PHONE", phone(g, country)), ". door code for the flat is ",
        S("PASSWORD", g.pin(g.choice([4, 6]))), "#, spare key under the ", g.choice(["blue pot", "doormat", "bike rack"]),
        ". flight lands ", D("time", f"{g.r.randint(6, 22)}:{g.choice(['05', '30', '45'])}"), " on ",
        D("flight", f"{g.choice(['BA', 'LH', 'AF', 'UA'])}{g.r.randint(100, 999)}"), " x",
    ]


@template("en", "sms")
def sms_bank_pin(g: Gen, pp: People) -> list:
    return [
        "Mum: your new debit card arrived. PIN is ", S("PASSWORD", g.pin()), " and the card number is ",
        S("CARD", g.card("visa", spaced=True)), " exp ", D("date", f"0{g.r.randint(1, 9)}/2{g.r.randint(7, 9)}"),
        ". Also ", S("PERSON", pp.full()), " from the bank said the balance is ",
        S("AMOUNT", f"£{g.r.randint(200, 9000)}.{g.digits(2)}"), ". Ref ", D("ref", f"{g.digits(3)}-{g.digits(3)}"),
    ]


@template("en", "form")
def form_passport(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    country = g.choice(["US", "UK", "DE", "IN", "FR"])
    addr_c = {"US": "US", "UK": "UK", "DE": "DE", "IN": "IN", "FR": "FR"}[country]
    y, m, d = g.birth()
    return [
        "VISA APPLICATION — SECTION A\nSurname: ", S("PERSON", family.upper()), "\nGiven names: ", S("PERSON", given),
        "\nDate of birth (DD.MM.YYYY): ", S("DATE_OF_BIRTH", f"{d:02d}.{m:02d}.{y}"), "\nPassport no.: ",
        S("PASSPORT", g.passport(country)), "\nPassport expiry: ", D("date", f"{g.r.randint(1, 28):02d}.0{g.r.randint(1, 9)}.2031"),
        "\nResidential address: ", S("ADDRESS", g.choice(ADDRESSES[addr_c])), "\nContact phone: ",
        S("PHONE", phone(g, addr_c)), "\nApplication ref: ", D("application_id", f"VAF{g.digits(9)}"), "\nForm version ",
        D("version", "DS-160 rev. 2025-03"),
    ]


@template("en", "form")
def form_de_tax(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "Onboarding form (Germany payroll)\nFull name: ", S("PERSON", f"{given} {family}"), "\nTax ID (Steuer-ID): ",
        S("NATIONAL_ID", g.steuer_id()), "\nBank account (IBAN): ", S("IBAN", g.iban("DE")), "\nAddress: ",
        S("ADDRESS", g.choice(ADDRESSES["DE"])), "\nMobile: ", S("PHONE", phone(g, "DE")), "\nGross monthly salary: ",
        S("AMOUNT", f"{g.r.randint(3, 9)}.{g.digits(3)},00 EUR"), "\nStart date: ", D("date", "01.02.2026"),
        "\nForm ID: ", D("uuid", g.uuid()),
    ]


@template("en", "other")
def other_notes_india(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "TODO before the bank visit:\n- bring Aadhaar (", S("NATIONAL_ID", g.aadhaar()), ") and passport ",
        S("PASSPORT", g.passport("IN")), "\n- ask ", S("PERSON", f"{given} {family}"), " ( ", S("PHONE", phone(g, "IN")),
        " ) about the home loan — sanctioned ", S("AMOUNT", f"₹{g.r.randint(20, 90)},{g.digits(2)},000"),
        "\n- new address: ", S("ADDRESS", g.choice(ADDRESSES["IN"])), "\n- renew ", D("product", "Norton 360"),
        " (", D("price", "₹1,499"), ") — order ", D("order_id", f"{g.digits(3)}-{g.digits(7)}-{g.digits(7)}"),
    ]


@template("en", "other")
def other_canada_notes(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    y, m, d = g.birth()
    return [
        "Notes from call with ", S("PERSON", f"{given} {family}"), " re: CRA filing.\nSIN ", S("NATIONAL_ID", g.sin()),
        ", born ", S("DATE_OF_BIRTH", f"{y}-{m:02d}-{d:02d}"), ". Refund expected ",
        S("AMOUNT", f"${g.r.randint(300, 4000)}.{g.digits(2)}"), ". Used TurboTax ", D("version", "2024.3.1"),
        ", confirmation ", D("confirmation_id", g.chars("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)), ".\n",
        "Their online banking password is ", S("PASSWORD", g.password()), " (told them to change it).",
    ]


@template("en", "ticket")
def ticket_jira_slack(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "PLAT-", D("ticket_id", str(g.r.randint(1000, 9999))), ": staging deploy fails after ",
        D("version", g.version()), "\nReporter: ", S("PERSON", pp.username(given, family)),
        "\nSteps: deploy commit ", D("git_hash", g.git_sha(40)), " to staging (", S("IP_ADDRESS", g.host_ip()),
        "), health check at line ", D("line_number", str(g.r.randint(10, 300))), " of deploy.sh returns ",
        D("http_status", "500"), ".\nWorkaround from ", S("PERSON", f"{given} {family}"),
        ": set SLACK_BOT_TOKEN=", S("APIKEY", g.slack_token()), " manually (please rotate!)\nDocs example IP ",
        D("doc_ip", "203.0.113.5"), " is not reachable, ignore it.",
    ]


@template("en", "config")
def config_k8s_secret(g: Gen, pp: People) -> list:
    return [
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: tls-origin\n  uid: ", D("uuid", g.uuid()),
        "\n  resourceVersion: \"", D("number", g.digits(6, True)), "\"\nstringData:\n  tls.key: |\n",
        S("SECRET", g.pem_key()), "\n  redis_url: redis://:", S("SECRET", g.chars("abcdefghijkmnpqrstuvwxyz23456789", 24)),
        "@", S("IP_ADDRESS", g.host_ip().split(":")[0] if ":" not in g.host_ip() else "10.0.4.17"), ":",
        D("port", "6379"), "/0\n",
    ]


@template("en", "email")
def email_medical_hr(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "Subject: sick note for ", S("PERSON", f"{given} {family}"), "\n\nHi ", S("PERSON", pp.latin()[0]),
        ",\n\nattaching my GP letter. I was diagnosed with ", S("MEDICAL", g.choice(CONDITIONS_EN)),
        " and I'm now on ", S("MEDICAL", g.choice(MEDS_EN)), ", so I'll be working reduced hours until ",
        D("date", f"{g.r.randint(1, 28)} March"), ". My personal email is ", S("EMAIL", pp.email(given, family)),
        " if anything comes up.\n\nSent from my ", D("product", g.choice(["iPhone 15", "Pixel 8 Pro"])),
    ]


@template("en", "form")
def form_checkout(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    brand = g.choice(["visa", "mc", "amex"])
    country = g.choice(["US", "UK", "FR", "BR"])
    return [
        "Checkout — step 3 of 3\nName on card: ", S("PERSON", f"{given.upper()} {family.upper()}"), "\nCard number: ",
        S("CARD", g.card(brand)), "\nExpiry: ", D("date", f"{g.r.randint(1, 12):02d}/{g.r.randint(27, 31)}"),
        "   Security code: ", S("CVV", g.cvv(4 if brand == "amex" else 3)), "\nBilling address: ",
        S("ADDRESS", g.choice(ADDRESSES[country])), "\nItems: 1 × ", D("product", g.choice(PRODUCTS)), " @ ",
        D("price", f"${g.r.randint(29, 999)}.99"), "\nPromo code: ", D("promo_code", g.choice(["BLACKFRIDAY25", "WELCOME10"])),
    ]


@template("en", "chat")
def chat_hotel_card(g: Gen, pp: People) -> list:
    given, _ = pp.latin()
    return [
        "[", D("time", f"{g.r.randint(8, 22)}:{g.r.randint(10, 59)}"), "] ", S("PERSON", given),
        ": can you book the Lisbon hotel for us? use my card ", S("CARD", g.card(g.choice(["visa", "mc"]))), ", cvc ",
        S("CVV", g.cvv()), ", it's under ", S("PERSON", pp.full()), ". confirmation should go to ",
        S("EMAIL", pp.email(*pp.latin())), "\n[", D("time", f"{g.r.randint(8, 22)}:{g.r.randint(10, 59)}"),
        "] me: done, booking ", D("booking_id", f"BK{g.digits(8)}"), ", room rate ", D("price", f"€{g.r.randint(90, 260)}"),
        "/night",
    ]


@template("en", "medical_note")
def medical_intake_us(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    y, m, d = g.birth(1940, 2000)
    return [
        "NEW PATIENT INTAKE\nName: ", S("PERSON", f"{given} {family}"), "\nBorn: ", S("DATE_OF_BIRTH", f"{m}/{d}/{y}"),
        "\nSSN: ", S("SSN", g.ssn()), "\nInsurance member ID: ", D("member_id", f"W{g.digits(9)}"), " (group ",
        D("group_id", g.digits(6)), ")\nPhone: ", S("PHONE", phone(g, "US")), "\nHome: ", S("ADDRESS", g.choice(ADDRESSES["US"])),
        "\nHistory: ", S("MEDICAL", g.choice(CONDITIONS_EN)), "; current meds ", S("MEDICAL", g.choice(MEDS_EN)),
        "\nAllergies: penicillin\nForm rev ", D("version", "4.2"), " printed ", D("date", f"2025-{g.r.randint(1, 12):02d}-02"),
    ]


@template("en", "hr_note")
def hr_payroll_us(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    return [
        "Payroll change request ", D("request_id", f"PCR-{g.digits(5)}"), "\nEmployee: ", S("PERSON", f"{family}, {given}"),
        " — SSN ", S("SSN", g.ssn()), "\nNew base pay: ", S("AMOUNT", f"${g.r.randint(70, 200)},{g.digits(3)}.00"),
        " effective ", D("date", f"{g.r.randint(1, 12)}/1/2026"), "\nDirect deposit moves to routing ",
        D("routing_public", "021000021"), " (bank's public routing number)\nApproved by ", S("PERSON", pp.full()),
        " in Workday ", D("version", "2025R2"),
    ]


@template("en", "shell")
def shell_netrc(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    user = pp.username(given, family)
    return [
        "$ cat ~/.netrc\nmachine api.heroku.com\n  login ", S("EMAIL", pp.email(given, family)), "\n  password ",
        S("APIKEY", g.uuid()), "\nmachine ftp.internal\n  login ", S("PERSON", user), "\n  password ",
        S("PASSWORD", g.password()), "\n$ cat ~/.ssh/id_ed25519\n", S("SECRET", g.pem_key("OPENSSH PRIVATE KEY")),
        "\n$ uname -r\n", D("version", f"6.{g.r.randint(1, 11)}.{g.r.randint(0, 40)}-generic"), "\n",
    ]


@template("en", "csv")
def csv_patients(g: Gen, pp: People) -> list:
    parts: list = ["mrn,patient,dob,diagnosis,medication,next_visit\n"]
    for _ in range(3):
        y, m, d = g.birth(1940, 2010)
        parts += [D("mrn", g.digits(8, True)), ",\"", S("PERSON", pp.last_first()), "\",", S("DATE_OF_BIRTH", f"{y}-{m:02d}-{d:02d}"),
                  ",", S("MEDICAL", g.choice(CONDITIONS_EN)), ",", S("MEDICAL", g.choice(MEDS_EN)), ",",
                  D("date", f"2026-0{g.r.randint(1, 9)}-{g.r.randint(10, 28)}"), "\n"]
    return parts


@template("en", "email")
def email_fr_colleague(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    y, m, d = g.birth(1960, 2000)
    return [
        "Bonjour ", S("PERSON", pp.latin()[0]), ",\n\nfor the mutuelle enrolment I need to send my numéro de sécurité sociale: ",
        S("NATIONAL_ID", g.nir((y, m, d))), ". I was born on ", S("DATE_OF_BIRTH", f"{d:02d}/{m:02d}/{y}"),
        ", reimbursements go to ", S("IBAN", g.iban("FR")), ". Postal address is still ", S("ADDRESS", g.choice(ADDRESSES["FR"])),
        ", mobile ", S("PHONE", phone(g, "FR")), ".\n\nThe HR portal (", D("product", "Lucca"), " ", D("version", g.version()),
        ") keeps timing out with error ", D("http_status", "502"), ".\n\nMerci,\n", S("PERSON", f"{given} {family}"),
    ]


@template("en", "form")
def form_brazil(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    y, m, d = g.birth()
    return [
        "Supplier registration — Brazil\nLegal name: ", S("PERSON", f"{given} {family}"), "\nCPF: ", S("NATIONAL_ID", g.cpf()),
        "\nDate of birth: ", S("DATE_OF_BIRTH", f"{d:02d}/{m:02d}/{y}"), "\nAddress: ", S("ADDRESS", g.choice(ADDRESSES["BR"])),
        "\nWhatsApp: ", S("PHONE", phone(g, "BR")), "\nPIX key (e-mail): ", S("EMAIL", pp.email(given, family)),
        "\nPurchase order: ", D("po_number", f"PO-{g.digits(7)}"), "\nCatalogue item: ", D("sku", f"BR-{g.digits(5)}"),
        " unit price ", D("price", f"R$ {g.r.randint(10, 900)},{g.digits(2)}"),
    ]


@template("en", "json")
def json_oauth(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    email = pp.email(given, family)
    return [
        "HTTP/1.1 ", D("http_status", "200"), " OK\nContent-Type: application/json\nX-Request-Id: ", D("uuid", g.uuid()),
        "\n\n{\"token_type\": \"Bearer\", \"expires_in\": ", D("number", "3599"), ", \"access_token\": \"",
        S("APIKEY", g.jwt(email)), "\", \"refresh_token\": \"", S("SECRET", "1//0" + g.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", 60)),
        "\", \"scope\": \"openid email\", \"user\": {\"email\": \"", S("EMAIL", email), "\", \"name\": \"",
        S("PERSON", f"{given} {family}"), "\"}}",
    ]


@template("en", "log")
def log_structured(g: Gen, pp: People) -> list:
    parts: list = []
    for _ in range(2):
        given, family = pp.latin()
        parts += ["{\"ts\":\"", D("timestamp", f"2025-11-{g.r.randint(10, 28)}T{g.r.randint(10, 23)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)}.{g.digits(3)}Z"),
                  "\",\"level\":\"info\",\"msg\":\"signup\",\"email\":\"", S("EMAIL", pp.email(given, family)),
                  "\",\"ip\":\"", S("IP_ADDRESS", g.host_ip()), "\",\"user_id\":", D("user_id", g.digits(7, True)),
                  ",\"latency_ms\":", D("number", str(g.r.randint(3, 400))), ",\"svc\":\"auth@", D("version", g.version()), "\"}\n"]
    parts += ["{\"level\":\"warn\",\"msg\":\"health probe\",\"ip\":\"", D("loopback_ip", "::1"), "\",\"status\":",
              D("http_status", "503"), "}\n"]
    return parts


@template("en", "chat")
def chat_lowercase(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    pin = g.pin()
    return [
        "ok so the printer on floor ", D("number", str(g.r.randint(2, 9))), " needs a PIN now, it's ", S("PASSWORD", pin),
        ". if it jams ask ", S("PERSON", f"{given.lower()} {family.lower()}"), " — her desk number is ",
        S("PHONE", phone(g, "UK")), ". driver is the ", D("product", "HP LaserJet M507"), " one, firmware ",
        D("version", g.version()), ". my own passphrase for the shared drive is ", S("PASSWORD", g.password()),
        " btw, don't tell IT lol",
    ]


@template("en", "email")
def email_reset(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    user = pp.username(given, family)
    return [
        "From: IT Service Desk\nTo: ", S("EMAIL", pp.email(given, family)), "\nSubject: [", D("ticket_id", f"INC{g.digits(7)}"),
        "] Your account has been unlocked\n\nHello ", S("PERSON", f"{given} {family}"), ",\n\nYour username ", S("PERSON", user),
        " was unlocked. Temporary password: ", S("PASSWORD", g.password()), "\nYou will be asked to change it at first login. ",
        "VPN gateway: vpn.corp.example:", D("port", "443"), " (client ", D("version", g.version()), ").\n\nDo not reply to this e-mail.",
    ]


@template("en", "ticket")
def ticket_github_npm(g: Gen, pp: People) -> list:
    given, family = pp.latin()
    token = "npm_" + g.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 36)
    return [
        "Issue ", D("issue_number", f"#{g.r.randint(100, 9999)}"), " opened by ", S("PERSON", pp.username(given, family)),
        "\n\n**Bug**: `npm publish` fails with E", D("http_status", "403"), " on ", D("version", g.version()),
        "\n\nMy .npmrc:\n```\n//registry.npmjs.org/:_authToken=", S("APIKEY", token), "\nemail=", S("EMAIL", pp.email(given, family)),
        "\n```\nNode ", D("version", "v20.11.1"), ", commit ", D("git_hash", g.git_sha(40)), "\n\n> maintainer: please revoke that token, it is public now.",
    ]


@template("en", "other")
def other_meeting(g: Gen, pp: People) -> list:
    a, b = pp.full(), pp.full()
    return [
        "Meeting notes ", D("date", f"{g.r.randint(1, 28)} Nov 2025"), "\nAttendees: ", S("PERSON", a), ", ", S("PERSON", b),
        "\n- ", S("PERSON", a.split()[0]), " is on reduced hours (", S("MEDICAL", g.choice(["gestational diabetes", "long COVID", "post-operative recovery after ACL surgery", "iron-deficiency anaemia"])),
        ") until the end of Q1\n- contract with Northwind renewed at ", S("AMOUNT", f"${g.r.randint(100, 900)}k"),
        " per year\n- Q3 target revenue is public: see the investor deck ", D("version", "v7"), "\n- next sync in room ",
        D("room", f"{g.r.randint(1, 5)}.{g.r.randint(10, 40)}"),
    ]


# ---- texts with nothing to redact: only look-alikes, for measuring over-redaction ----
@template("en", "other")
def clean_release_notes(g: Gen, pp: People) -> list:
    return [
        "## ", D("version", g.version()), " — released ", D("date", f"2025-{g.r.randint(1, 12):02d}-{g.r.randint(1, 28):02d}"), "\n\n",
        "- Fix crash when the server returns ", D("http_status", "413"), " (", D("issue_number", f"#{g.r.randint(100, 9999)}"), ")\n",
        "- Default port changed from ", D("port", "8080"), " to ", D("port", "8088"), "\n- Bump sqlite to ", D("version", "3.46.1"),
        "\n- Docs now use ", D("doc_ip", "192.0.2.1"), " and ", D("doc_ip", "2001:db8::1"), " in examples\n",
        "- Merged ", D("git_hash", g.git_sha(40)), "\n",
    ]


@template("en", "log")
def clean_build_log(g: Gen, pp: People) -> list:
    return [
        "[", D("timestamp", f"2025-11-{g.r.randint(10, 28)} {g.r.randint(10, 23)}:{g.r.randint(10, 59)}:{g.r.randint(10, 59)}"),
        "] Step 4/9 : RUN pip install -r requirements.txt\n ---> Using cache\n ---> ", D("image_id", g.git_sha(12)),
        "\nSuccessfully built ", D("image_id", g.git_sha(12)), "\nlistening on http://", D("loopback_ip", "127.0.0.1"), ":",
        D("port", "8000"), " (pid ", D("pid", g.digits(5, True)), ")\nGET /healthz ", D("http_status", "200"), " in ",
        D("number", f"{g.r.randint(1, 40)}.{g.digits(1)}"), "ms\nupload ", D("uuid", g.uuid()), " ok (", D("number", str(g.r.randint(100, 9000))),
        " bytes, sha256 ", D("file_hash", g.git_sha(64)), ")\n",
    ]


@template("en", "chat")
def clean_shopping(g: Gen, pp: People) -> list:
    return [
        "which one should I get? the ", D("product", g.choice(PRODUCTS)), " is ", D("price", f"${g.r.randint(99, 1999)}"),
        " on sale until ", D("date", f"Dec {g.r.randint(1, 24)}"), ", the other is ", D("price", f"${g.r.randint(99, 1999)}"),
        ". order would be ", D("order_id", f"#{g.order_number(10)}"), ", model number ", D("sku", f"{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}{g.digits(4)}-{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}"),
        ". support line says call back after ", D("time", f"{g.r.randint(1, 5)}pm"), ".",
    ]
