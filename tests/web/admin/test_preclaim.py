"""Issue 16 item 3: roles only for confirmed addresses, and an address someone signed up
with first (a pre-claim) can't be kept from its real owner."""

import re

from pipeline.accounts import users as accounts
from pipeline.models.db import db
from pipeline.models.user import User
from tests.support.admin_accounts import make_account, send, sign_in, signed_in_client
from web.api.admin.account import SIGNUP_DONE, TOO_MANY_VERIFY_GUESSES

LINK = re.compile(r"(http://\S+\?token=[\w.\-]+)")
VICTIM = "colleague@example.com"
ATTACKERS_PASSWORD = "the attacker's password"
OWNERS_PASSWORD = "the real owner's password"
NOT_VERIFIED = (
    f"{VICTIM} hasn't confirmed its email address yet, so it can't be given a role. Ask them "
    "to open the link in their confirmation email (or create the account again to get a "
    "new one), then try again."
)


def signup(client, email=VICTIM, password=ATTACKERS_PASSWORD, name="Mallory"):
    body = {"email": email, "password": password, "first_name": name}
    return send(client, "POST", "/api/auth/signup", json=body)


def text_of(message) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def token_in(message) -> str:
    return LINK.search(text_of(message)).group(1).split("token=", 1)[1]


def user_id(app, email=VICTIM) -> int:
    with app.app_context():
        return db.session.scalars(db.select(User.id).where(User.email == email)).one()


def test_roles_need_a_confirmed_address_on_the_users_screen(app, client):
    admin = signed_in_client(app, "admin@example.com", "admin")
    assert signup(client).status_code == 201
    victim_id = user_id(app)
    response = send(admin, "PUT", f"/api/admin/users/{victim_id}/role", json={"role": "editor"})
    assert response.status_code == 409
    assert response.get_json()["error"] == {
        "code": "email_not_verified",
        "message": NOT_VERIFIED,
    }
    users = admin.get("/api/admin/users").get_json()["users"]
    assert [(u["email"], u["role"], u["email_verified"]) for u in users] == [
        ("admin@example.com", "admin", True),
        (VICTIM, None, False),
    ]
    # Taking a role away is always possible.
    none = send(admin, "PUT", f"/api/admin/users/{victim_id}/role", json={"role": None})
    assert none.status_code == 200


def test_roles_need_a_confirmed_address_on_the_command_line(app, client):
    assert signup(client).status_code == 201
    runner = app.test_cli_runner()
    for args in (["grant-admin", VICTIM], ["grant-role", VICTIM.upper(), "sales"]):
        result = runner.invoke(args=["users", *args])
        assert result.exit_code == 1, result.output
        assert NOT_VERIFIED in " ".join(result.output.split())
    assert "role is now none" in runner.invoke(args=["users", "grant-role", VICTIM, "none"]).output
    with app.app_context():
        assert accounts.find(VICTIM).role is None


def test_a_confirmation_link_needs_the_accounts_password(app, client, run_worker, smtp):
    """The colleague opens the confirmation email of an account they didn't create: with
    their own password it does not confirm the attacker's account."""
    assert signup(client).status_code == 201
    run_worker()
    [confirm] = smtp.wait_for(VICTIM)
    assert "Mallory" not in text_of(confirm)  # nothing the signer-up typed reaches them
    token = token_in(confirm)
    wrong = send(
        client,
        "POST",
        "/api/auth/verify-email",
        json={"token": token, "password": OWNERS_PASSWORD},
    )
    assert wrong.status_code == 400
    assert wrong.get_json()["error"]["fields"] == {"password": [accounts.VERIFY_WRONG_PASSWORD]}
    missing = send(client, "POST", "/api/auth/verify-email", json={"token": token})
    assert missing.get_json()["error"]["fields"] == {"password": ["Password is required"]}
    with app.app_context():
        assert accounts.find(VICTIM).user.email_verified_at is None
    right = {"token": token, "password": ATTACKERS_PASSWORD}
    assert send(client, "POST", "/api/auth/verify-email", json=right).status_code == 200


def test_wrong_passwords_on_a_confirmation_link_are_limited(app, client, run_worker, smtp):
    app.config["LOGIN_RATE_LIMIT"] = "3 per 15 minutes"
    signup(client)
    run_worker()
    token = token_in(smtp.wait_for(VICTIM)[0])
    for n in range(3):
        body = {"token": token, "password": f"guess number {n} here"}
        assert send(client, "POST", "/api/auth/verify-email", json=body).status_code == 400
    body = {"token": token, "password": ATTACKERS_PASSWORD}
    blocked = send(client, "POST", "/api/auth/verify-email", json=body)
    assert blocked.status_code == 429
    assert blocked.get_json()["error"]["message"] == TOO_MANY_VERIFY_GUESSES


def test_the_real_owner_takes_a_pre_claimed_address_back(app, run_worker, smtp):
    attacker = app.test_client()
    assert signup(attacker).status_code == 201
    assert sign_in(attacker, VICTIM, ATTACKERS_PASSWORD).status_code == 200

    owner = app.test_client()
    response = signup(owner, password=OWNERS_PASSWORD, name="Colleague")
    assert response.get_json() == {"message": SIGNUP_DONE}  # the same answer as ever
    # The second sign-up changed nothing: the owner's password does not open the account.
    assert sign_in(app.test_client(), VICTIM, OWNERS_PASSWORD).status_code == 401
    run_worker()
    messages = smtp.wait_for(VICTIM, count=2)
    [finish] = [m for m in messages if m["Subject"] == "Finish setting up your admin account"]
    assert "Mallory" not in text_of(finish)
    token = token_in(finish)
    assert "/admin/reset-password?token=" in text_of(finish)

    body = {"token": token, "password": OWNERS_PASSWORD}
    assert send(owner, "POST", "/api/auth/reset-password", json=body).status_code == 200
    # The attacker is out, their password no longer works, and the address is confirmed.
    assert attacker.get("/api/auth/sessions").status_code == 401
    assert sign_in(app.test_client(), VICTIM, ATTACKERS_PASSWORD).status_code == 401
    assert sign_in(owner, VICTIM, OWNERS_PASSWORD).status_code == 200
    assert owner.get("/api/auth/session").get_json()["user"]["email_verified"] is True
    result = app.test_cli_runner().invoke(args=["users", "grant-role", VICTIM, "editor"])
    assert "role is now editor" in result.output
    assert owner.get("/api/admin/posts").status_code == 200


def test_a_second_sign_up_cannot_take_over_an_unconfirmed_account(app, run_worker, smtp):
    """The owner signed up first and hasn't confirmed yet; someone else signs up with the
    same address: the owner's account, password and link are untouched."""
    owner = app.test_client()
    assert signup(owner, password=OWNERS_PASSWORD, name="Colleague").status_code == 201
    run_worker()
    owners_link = token_in(smtp.wait_for(VICTIM)[0])
    assert signup(app.test_client(), password=ATTACKERS_PASSWORD).status_code == 201
    assert sign_in(app.test_client(), VICTIM, ATTACKERS_PASSWORD).status_code == 401
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count(User.id))) == 1
    body = {"token": owners_link, "password": OWNERS_PASSWORD}
    assert send(owner, "POST", "/api/auth/verify-email", json=body).status_code == 200
    assert sign_in(owner, VICTIM, OWNERS_PASSWORD).status_code == 200


def test_a_confirmed_account_gets_the_already_registered_email(app, client, run_worker, smtp):
    make_account(app, VICTIM, "editor", first_name="Colleague")
    assert signup(client).status_code == 201
    run_worker()
    [message] = smtp.wait_for(VICTIM)
    assert message["Subject"] == "Someone tried to create an account with your email"
    assert "Hi Colleague" in text_of(message) and "Mallory" not in text_of(message)


def reset_email_to_owner(owner, run_worker, smtp, count: int):
    """The owner asks for a reset once the address is theirs: the email it gets."""
    body = {"email": VICTIM}
    assert send(owner, "POST", "/api/auth/reset-request", json=body).status_code == 200
    run_worker()
    resets = [
        m for m in smtp.wait_for(VICTIM, count=count) if m["Subject"] == "Reset your password"
    ]
    return resets[-1]


def test_a_claim_replaces_the_pre_claimers_first_name(app, run_worker, smtp):
    """Issue 25 item 4: the name the pre-claimer typed never greets the real owner."""
    assert signup(app.test_client()).status_code == 201
    owner = app.test_client()
    assert signup(owner, password=OWNERS_PASSWORD, name="Colleague").status_code == 201
    run_worker()
    [finish] = [
        m for m in smtp.wait_for(VICTIM, count=2) if m["Subject"].startswith("Finish setting")
    ]
    token = token_in(finish)
    check = send(owner, "POST", "/api/auth/reset-check", json={"token": token})
    assert check.get_json() == {"email": VICTIM, "claim": True}  # so the page asks a name

    body = {"token": token, "password": OWNERS_PASSWORD, "first_name": "Colleague"}
    assert send(owner, "POST", "/api/auth/reset-password", json=body).status_code == 200
    assert sign_in(owner, VICTIM, OWNERS_PASSWORD).get_json()["user"]["first_name"] == "Colleague"
    reset = reset_email_to_owner(owner, run_worker, smtp, count=3)
    assert "Hi Colleague," in text_of(reset)
    assert "Mallory" not in reset.as_string()


def test_a_claim_without_a_name_drops_the_pre_claimers(app, run_worker, smtp):
    """The owner claims through 'Forgot your password?' and gives no name: the emails
    greet them without one rather than with the pre-claimer's."""
    assert signup(app.test_client()).status_code == 201
    owner = app.test_client()
    reset = reset_email_to_owner(owner, run_worker, smtp, count=2)
    body = {"token": token_in(reset), "password": OWNERS_PASSWORD}
    assert send(owner, "POST", "/api/auth/reset-password", json=body).status_code == 200
    assert sign_in(owner, VICTIM, OWNERS_PASSWORD).get_json()["user"]["first_name"] is None
    reset = reset_email_to_owner(owner, run_worker, smtp, count=3)
    assert "Mallory" not in reset.as_string()
    assert text_of(reset).startswith("Hi,")


def test_a_confirmed_owners_reset_keeps_their_name(app, client, run_worker, smtp):
    make_account(app, VICTIM, "editor", first_name="Colleague")
    reset = reset_email_to_owner(client, run_worker, smtp, count=1)
    body = {"token": token_in(reset), "password": OWNERS_PASSWORD, "first_name": "Someone"}
    check = send(client, "POST", "/api/auth/reset-check", json={"token": body["token"]})
    assert check.get_json() == {"email": VICTIM, "claim": False}
    assert send(client, "POST", "/api/auth/reset-password", json=body).status_code == 200
    assert sign_in(client, VICTIM, OWNERS_PASSWORD).get_json()["user"]["first_name"] == "Colleague"


def test_the_claimed_first_name_follows_the_name_rule(app, run_worker, smtp):
    """The name given with a claim is mailed later (a reset's greeting), so it is only a name."""
    assert signup(app.test_client()).status_code == 201
    owner = app.test_client()
    reset = reset_email_to_owner(owner, run_worker, smtp, count=2)
    body = {
        "token": token_in(reset),
        "password": OWNERS_PASSWORD,
        "first_name": "Bob. Verify at https://evil.example/login",
    }
    answer = send(owner, "POST", "/api/auth/reset-password", json=body)
    assert answer.status_code == 400
    assert "first_name" in answer.get_json()["error"]["fields"]
