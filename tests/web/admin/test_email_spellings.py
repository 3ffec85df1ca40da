"""Issue 16 item 2: the sign-in and reset limits, sign-up uniqueness and the audit log all
key on the same canonical address the account look-up uses, so writing an address another
way (case, full-width, IDN, spaces) never buys a fresh allowance."""

import logging
from itertools import cycle

from pipeline.models.db import db
from pipeline.models.user import User
from tests.support.admin_accounts import PASSWORD, make_account, send, sign_in
from web.api.admin.auth import TOO_MANY_LOGINS

ADA = [
    "ada@example.com",
    "ADA@Example.com",
    "ada@ｅｘａｍｐｌｅ.com",
    "ＡＤＡ@ＥＸＡＭＰＬＥ.ＣＯＭ",
    " ada@example.com ",
    "\u00a0ada@example.com\u3000",
]
IDN = [
    "ida@bücher.example",
    "ida@xn--bcher-kva.example",
    "IDA@BÜCHER.EXAMPLE",
    " ida@Bücher.example",
]


def test_every_spelling_finds_the_same_account(app, client):
    make_account(app, "ada@example.com", "admin")
    make_account(app, "ida@bücher.example", "admin")
    for spelling in ADA + IDN:
        response = sign_in(app.test_client(), spelling)
        assert response.status_code == 200, spelling
        assert response.get_json()["user"]["email"] in {"ada@example.com", "ida@bücher.example"}


def test_the_sign_in_limit_holds_across_spellings(app):
    make_account(app, "ada@example.com", "admin")
    spellings = cycle(ADA)
    for attempt in range(10):
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = f"10.1.0.{attempt + 1}"
        response = sign_in(client, next(spellings), "wrong password!!")
        assert response.status_code == 401, attempt
    for spelling in ADA:  # no spelling has an allowance left, even with the right password
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = "10.1.0.99"
        response = sign_in(client, spelling)
        assert response.status_code == 429, spelling
        assert response.get_json()["error"]["message"] == TOO_MANY_LOGINS


def test_the_sign_in_limit_holds_across_idn_spellings(app):
    make_account(app, "ida@bücher.example", "admin")
    spellings = cycle(IDN)
    for attempt in range(10):
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = f"10.2.0.{attempt + 1}"
        assert sign_in(client, next(spellings), "wrong password!!").status_code == 401
    for spelling in IDN:
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = "10.2.0.99"
        assert sign_in(client, spelling).status_code == 429, spelling


def test_the_reset_limit_holds_across_spellings(app):
    make_account(app, "ada@example.com", "admin")
    spellings = cycle(ADA)
    for n in range(5):
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = f"10.3.0.{n + 1}"
        body = {"email": next(spellings)}
        assert send(client, "POST", "/api/auth/reset-request", json=body).status_code == 200
    for spelling in ADA:
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = "10.3.0.99"
        response = send(client, "POST", "/api/auth/reset-request", json={"email": spelling})
        assert response.status_code == 429, spelling


def test_sign_up_is_unique_across_spellings(app, client, run_worker, smtp):
    app.config["ACCOUNT_EMAIL_RATE_LIMIT"] = "100 per hour"
    app.config["RECIPIENT_DAILY_LIMIT"] = 100  # account mail counts in it (issue 33)
    for spelling in ADA + IDN:
        body = {"email": spelling, "password": "a long enough password", "first_name": "Ann"}
        assert send(client, "POST", "/api/auth/signup", json=body).status_code == 201
    with app.app_context():
        emails = sorted(db.session.scalars(db.select(User.email)))
    assert emails == ["ada@example.com", "ida@bücher.example"]
    run_worker()
    # One confirmation each; every later spelling was told the address already has one.
    assert len(smtp.wait_for("ada@example.com", count=len(ADA))) == len(ADA)


def test_the_audit_log_names_one_subject_for_every_spelling(app, caplog):
    make_account(app, "ada@example.com", "admin")
    caplog.set_level(logging.INFO, logger="audit.accounts")
    for spelling in ADA:
        sign_in(app.test_client(), spelling, "wrong password!!")
    assert sign_in(app.test_client(), "ADA@ｅｘａｍｐｌｅ.com").status_code == 200
    lines = [r.getMessage() for r in caplog.records if r.name == "audit.accounts"]
    failed = [line for line in lines if "event='sign_in_failed'" in line]
    signed_in = [line for line in lines if "event='sign_in'" in line]
    assert len(failed) == len(ADA) and len(signed_in) == 1
    subjects = {line.split("subject=")[1].split()[0] for line in failed + signed_in}
    assert len(subjects) == 1
    # The log holds neither the address nor any password.
    text = "\n".join(lines)
    assert "example" not in text and "wrong password" not in text and PASSWORD not in text
