"""/api/admin/availability/<user_id>/calendar (issue 34): admins connect anyone's calendar,
sales only their own; CSRF like every admin change; clear 400s; and the password and the
feed's address go in but never come out: not in an answer, not in the database as text
(every table read back; on SQLite the file's bytes too), not in a backup."""

import tarfile

from pipeline import backup
from pipeline.models.calendar_connection import CalendarConnection
from pipeline.models.db import db
from tests.support.admin_accounts import csrf_token, send, sign_in, signed_in_client
from tests.support.booking_team import salesperson
from tests.support.caldav_server import PASSWORD, USER

FEED = "https://calendar.example.com/ical/feed-token-5a4b3c2d1e/basic.ics"


def _path(user_id: int, tail: str = "") -> str:
    return f"/api/admin/availability/{user_id}/calendar{tail}"


def test_who_may_connect_whose_calendar(app, caldav_server, run_worker):
    sam = salesperson(app)
    kim = salesperson(app, "kim@example.co.uk")
    calendar = caldav_server.new_calendar()
    body = {"kind": "caldav", "url": calendar, "username": USER, "password": PASSWORD}

    colleague = app.test_client()
    assert sign_in(colleague, "kim@example.co.uk").status_code == 200
    assert send(colleague, "PUT", _path(sam), json=body).status_code == 403
    assert send(colleague, "POST", _path(sam, "/refresh")).status_code == 403
    assert send(colleague, "DELETE", _path(sam)).status_code == 403
    editor = signed_in_client(app, "ed@example.com", "editor")
    assert send(editor, "PUT", _path(sam), json=body).status_code == 403
    admin = signed_in_client(app, "owner@example.com", "admin")
    assert send(admin, "PUT", _path(999), json=body).status_code == 404
    no_csrf = admin.put(_path(sam), json=body, headers={"X-CSRFToken": "forged"})
    assert no_csrf.status_code == 400
    assert no_csrf.get_json()["error"]["code"] == "csrf_failed"

    answer = send(admin, "PUT", _path(sam), json=body)
    assert answer.status_code == 200, answer.get_json()
    shown = answer.get_json()
    assert shown["calendar"]["kind"] == "caldav" and shown["calendar"]["status"] == "waiting"
    assert shown["calendar"]["username"] == USER and shown["calendar_warning"] is None
    assert PASSWORD not in answer.get_data(as_text=True)
    run_worker()
    refreshed = send(admin, "POST", _path(sam, "/refresh"))
    assert refreshed.status_code == 202
    assert refreshed.get_json()["calendar"]["status"] == "ok"
    assert refreshed.get_json()["calendar"]["method"] == "free-busy"

    # An edit without the password keeps the saved one; another address needs it again.
    same = send(admin, "PUT", _path(sam), json={**body, "password": None})
    assert same.status_code == 200
    other = send(admin, "PUT", _path(sam), json={**body, "url": calendar + "x/", "password": ""})
    assert other.status_code == 400
    assert other.get_json()["error"]["fields"]["password"]

    assert send(admin, "DELETE", _path(sam)).status_code == 204
    assert send(admin, "DELETE", _path(sam)).status_code == 404
    assert send(admin, "POST", _path(sam, "/refresh")).status_code == 404
    with app.app_context():
        assert db.session.get(CalendarConnection, sam) is None
    own = send(colleague, "PUT", _path(kim), json={"kind": "ics", "url": FEED})
    assert own.status_code == 200  # her own


def test_a_salesperson_connects_their_own(app):
    user_id = salesperson(app, "sam@example.co.uk")
    client = app.test_client()
    assert sign_in(client, "sam@example.co.uk").status_code == 200
    answer = send(client, "PUT", _path(user_id), json={"kind": "ics", "url": FEED})
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["calendar"]["host"] == "calendar.example.com"
    listed = client.get("/api/admin/availability")
    assert listed.get_json()["people"][0]["calendar"]["kind"] == "ics"
    assert "feed-token" not in listed.get_data(as_text=True)


def test_bad_input_is_a_400_with_the_field(app):
    user_id = salesperson(app)
    admin = signed_in_client(app, "owner@example.com", "admin")
    for body, field in [
        ({"url": FEED}, "kind"),
        ({"kind": "exchange", "url": FEED}, "kind"),
        ({"kind": "ics"}, "url"),
        ({"kind": "ics", "url": "   "}, "url"),
        ({"kind": "ics", "url": "not a url"}, "url"),
        ({"kind": "ics", "url": "https://x.example/" + "a" * 2000}, "url"),
        ({"kind": "caldav", "url": "https://dav.example.com/"}, "username"),
        ({"kind": "caldav", "url": "https://dav.example.com/", "username": "u"}, "password"),
        ({"kind": "caldav", "url": "https://dav.example.com/", "username": "u",
          "password": "a\x00b"}, "password"),
        ({"kind": "caldav", "url": "https://dav.example.com/", "username": "u",
          "password": ["x"]}, "password"),
    ]:  # fmt: skip
        answer = send(admin, "PUT", _path(user_id), json=body)
        assert answer.status_code == 400, (body, answer.get_json())
        assert field in answer.get_json()["error"]["fields"], (body, answer.get_json())
    listed = send(admin, "PUT", _path(user_id), data="[]", content_type="application/json")
    assert listed.status_code == 400 and csrf_token(admin)


def _every_row_as_text() -> str:
    parts = []
    for table in db.metadata.sorted_tables:
        for row in db.session.execute(table.select()):
            parts.append(repr(tuple(row)))
    return "\n".join(parts)


def test_credentials_are_not_in_the_database_or_a_backup_as_text(app, caldav_server):
    sam = salesperson(app)
    kim = salesperson(app, "kim@example.co.uk")
    admin = signed_in_client(app, "owner@example.com", "admin")
    calendar = caldav_server.new_calendar()
    caldav = {"kind": "caldav", "url": calendar, "username": USER, "password": PASSWORD}
    assert send(admin, "PUT", _path(sam), json=caldav).status_code == 200
    assert send(admin, "PUT", _path(kim), json={"kind": "ics", "url": FEED}).status_code == 200
    secrets = (PASSWORD, "feed-token-5a4b3c2d1e")
    with app.app_context():
        text = _every_row_as_text()
        assert calendar in text  # a CalDAV server's address is no secret...
        for secret in secrets:  # ...its password and a feed's address are
            assert secret not in text
        url = db.engine.url
        if url.get_backend_name() == "sqlite":
            for suffix in ("", "-wal"):
                try:
                    with open(url.database + suffix, "rb") as file:
                        data = file.read()
                except FileNotFoundError:
                    continue
                for secret in secrets:
                    assert secret.encode() not in data
        made = backup.create()
        with tarfile.open(made.path) as archive:
            for member in archive.getmembers():
                extracted = archive.extractfile(member)
                content = extracted.read() if extracted else b""
                for secret in secrets:
                    assert secret.encode() not in content, member.name
