"""pipeline.accounts.users without HTTP: password rules and hashing, tokens bound to the account's
state, and roles."""

from email import message_from_bytes, policy

import pytest

from pipeline.accounts import email_requests, users
from pipeline.models.db import db
from pipeline.models.email_message import EmailMessage
from pipeline.models.outbox_entry import OutboxEntry
from tests.support.admin_accounts import PASSWORD, make_account


def reset_token(app, email: str) -> str:
    email_requests.process(users.request_password_reset(email))  # the job, run here
    message = db.session.scalars(
        db.select(EmailMessage).where(EmailMessage.purpose == "account_reset")
    ).all()[-1]
    parsed = message_from_bytes(message.message_bytes, policy=policy.default)
    body = parsed.get_body(preferencelist=("plain",)).get_content()
    return body.split("reset-password?token=", 1)[1].split()[0]


def test_password_rules(app):
    with app.app_context():
        with pytest.raises(users.AccountError, match="at least 12 characters"):
            users.sign_up("a@example.com", "elevenchars", "A")
        with pytest.raises(users.AccountError, match="at most 256 characters"):
            users.sign_up("a@example.com", "x" * 257, "A")
        users.sign_up("a@example.com", "twelve chars", "A")
        assert users.find("A@EXAMPLE.COM").user.password_hash.startswith("scrypt:")


def test_sign_up_stores_a_transactional_email_with_its_outbox_entry(app):
    with app.app_context():
        users.sign_up("a@example.com", "a long enough password", "Ann")
        [message] = db.session.scalars(db.select(EmailMessage)).all()
        assert (message.purpose, message.marketing, message.to_addr) == (
            "account_verify",
            False,
            "a@example.com",
        )
        assert db.session.get(OutboxEntry, message.id) is not None
        assert users.find("a@example.com").role is None


def test_authenticate(app):
    make_account(app, "ada@example.com", "admin", password="the right password")
    with app.app_context():
        assert users.authenticate("ada@example.com", "the right password").role == "admin"
        assert users.authenticate("ada@example.com", "the wrong password") is None
        assert users.authenticate("nobody@example.com", "the right password") is None


def test_a_reset_token_is_void_after_any_password_change(app):
    make_account(app, "ada@example.com", "admin", password="the right password")
    with app.app_context():
        token = reset_token(app, "ada@example.com")
        account = users.find("ada@example.com")
        users.change_password(account, "the right password", "another good password")
        with pytest.raises(users.AccountError, match="already been used"):
            users.reset_password(token, "a third good password")


def test_a_reset_token_is_single_use(app):
    make_account(app, "ada@example.com", "admin")
    with app.app_context():
        token = reset_token(app, "ada@example.com")
        version = users.find("ada@example.com").user.session_version
        users.reset_password(token, "a brand new password")
        assert users.find("ada@example.com").user.session_version == version + 1
        with pytest.raises(users.AccountError, match="already been used"):
            users.reset_password(token, "a brand new password")


def test_tokens_are_not_interchangeable(app):
    make_account(app, "ada@example.com", "admin")
    with app.app_context():
        token = reset_token(app, "ada@example.com")
        with pytest.raises(users.AccountError, match="invalid"):
            users.verify_email(token, PASSWORD)  # signed for another purpose (salt)


def test_grant_role(app):
    make_account(app, "ada@example.com")
    with app.app_context():
        assert users.grant_role("ada@example.com", "editor").role == "editor"
        assert users.grant_role("ada@example.com", None).role is None
        with pytest.raises(users.AccountError, match="Unknown role"):
            users.grant_role("ada@example.com", "owner")
        with pytest.raises(users.AccountError, match="No account"):
            users.grant_role("nobody@example.com", "admin")
