"""Roles are granted only by an admin (Users screen) or the CLI, never by signing up."""

from tests.support.admin_accounts import make_account, send, sign_in, signed_in_client


def test_an_admin_lists_accounts_and_grants_a_role(app):
    admin = signed_in_client(app, "admin@example.com", "admin")
    newcomer_id = make_account(app, "new@example.com", None, first_name="Grace")
    users = admin.get("/api/admin/users").get_json()["users"]
    assert [(u["email"], u["role"]) for u in users] == [
        ("admin@example.com", "admin"),
        ("new@example.com", None),
    ]
    granted = send(admin, "PUT", f"/api/admin/users/{newcomer_id}/role", json={"role": "editor"})
    assert granted.status_code == 200
    assert granted.get_json()["user"]["role"] == "editor"
    newcomer = app.test_client()
    sign_in(newcomer, "new@example.com")
    assert newcomer.get("/api/admin/dashboard").status_code == 200
    assert newcomer.get("/api/admin/users").status_code == 403
    removed = send(admin, "PUT", f"/api/admin/users/{newcomer_id}/role", json={"role": None})
    assert removed.get_json()["user"]["role"] is None
    assert newcomer.get("/api/admin/dashboard").status_code == 403


def test_roles_are_checked_and_admins_cannot_demote_themselves(app):
    admin = signed_in_client(app, "admin@example.com", "admin")
    own_id = admin.get("/api/auth/session").get_json()["user"]["id"]
    other_id = make_account(app, "other@example.com")
    bogus = send(admin, "PUT", f"/api/admin/users/{other_id}/role", json={"role": "owner"})
    assert bogus.status_code == 400
    assert bogus.get_json()["error"]["fields"]["role"] == [
        "Choose one of: admin, editor, sales, or no role."
    ]
    own = send(admin, "PUT", f"/api/admin/users/{own_id}/role", json={"role": None})
    assert own.status_code == 409
    assert (
        send(admin, "PUT", "/api/admin/users/999999/role", json={"role": "sales"}).status_code
        == 404
    )


def test_the_cli_grants_admin_and_other_roles(app):
    make_account(app, "ada@example.com")
    runner = app.test_cli_runner()
    result = runner.invoke(args=["users", "grant-admin", "ADA@example.com"])
    assert result.exit_code == 0, result.output
    assert "ada@example.com: role is now admin" in result.output
    client = app.test_client()
    sign_in(client, "ada@example.com")
    assert client.get("/api/admin/users").status_code == 200

    result = runner.invoke(args=["users", "grant-role", "ada@example.com", "sales"])
    assert "role is now sales" in result.output
    assert client.get("/api/admin/users").status_code == 403
    result = runner.invoke(args=["users", "grant-role", "ada@example.com", "none"])
    assert "role is now none" in result.output
    listed = runner.invoke(args=["users", "list"])
    assert "ada@example.com\t-\tverified" in listed.output


def test_the_cli_explains_unknown_emails_and_roles(app):
    runner = app.test_cli_runner()
    result = runner.invoke(args=["users", "grant-admin", "nobody@example.com"])
    assert result.exit_code != 0
    assert "No account with the email nobody@example.com." in result.output
    make_account(app, "ada@example.com")
    result = runner.invoke(args=["users", "grant-role", "ada@example.com", "owner"])
    assert result.exit_code != 0
    assert "'owner' is not one of 'admin', 'editor', 'sales', 'none'" in result.output
