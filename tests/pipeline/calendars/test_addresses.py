"""Where a calendar may be read from (issue 34): the webhooks' SSRF rules, reused. In
production only https to public addresses, refused with a clear message when saved; and
checked again on every connection a read makes, so an address that was fine when saved
(or a name re-pointed since) reaches nothing private. Proved for every address of the
private, loopback, link-local and unique-local ranges, not a few examples."""

import socket

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline import calendars
from pipeline.calendars.fetching import GuardedResolver
from pipeline.models.calendar_connection import CalendarConnection
from pipeline.models.db import db
from tests.support.admin_accounts import send, signed_in_client
from tests.support.booking_team import salesperson
from tests.support.ics_feed import FeedServer

NOT_PUBLIC = st.one_of(
    st.ip_addresses(network="127.0.0.0/8"),
    st.ip_addresses(network="10.0.0.0/8"),
    st.ip_addresses(network="172.16.0.0/12"),
    st.ip_addresses(network="192.168.0.0/16"),
    st.ip_addresses(network="169.254.0.0/16"),
    st.ip_addresses(network="100.64.0.0/10"),
    st.ip_addresses(network="0.0.0.0/8"),
    st.ip_addresses(network="::1/128"),
    st.ip_addresses(network="fc00::/7"),
    st.ip_addresses(network="fe80::/10"),
    st.ip_addresses(network="::ffff:127.0.0.0/104"),
)


@settings(max_examples=200, deadline=None)
@given(address=NOT_PUBLIC)
def test_the_resolver_refuses_every_non_public_address(address):
    resolver = GuardedResolver(allow_private=False)
    with pytest.raises(socket.gaierror):
        resolver.getaddrinfo(str(address), 443, socket.AF_UNSPEC, socket.SOCK_STREAM)
    assert str(resolver.refusal).startswith(f"Calendars can't be read from {address}")


def test_a_public_address_passes_and_private_ones_pass_when_allowed():
    public = GuardedResolver(allow_private=False)
    assert public.getaddrinfo("93.184.216.34", 443, socket.AF_INET, socket.SOCK_STREAM)
    assert public.refusal is None
    loose = GuardedResolver(allow_private=True)
    assert loose.getaddrinfo("127.0.0.1", 443, socket.AF_INET, socket.SOCK_STREAM)


def test_production_rules_on_save_and_on_every_read(app, run_worker):
    user_id = salesperson(app)
    admin = signed_in_client(app, "owner@example.com", "admin")
    feeds = FeedServer().start()
    try:
        url = feeds.serve("/secret-feed.ics", "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
        with app.app_context():  # saved while private addresses were allowed (development)
            calendars.save(user_id, "ics", url)
            db.session.commit()
        app.config["CALENDAR_ALLOW_PRIVATE_TARGETS"] = False
        path = f"/api/admin/availability/{user_id}/calendar"
        for address, message in [
            (url, "Calendars are only read over https: use an https:// address."),
            ("https://127.0.0.1/x.ics", "that is a loopback address"),
            ("https://[::ffff:10.0.0.1]/x.ics", "that is a private address"),
            ("https://user:pw@example.com/x.ics", "can't contain a user name or password"),
            ("ftp://example.com/x.ics", "The URL must start with https://."),
        ]:
            answer = send(admin, "PUT", path, json={"kind": "ics", "url": address})
            assert answer.status_code == 400, address
            assert message in answer.get_json()["error"]["fields"]["url"][0], address
        with app.app_context():
            calendars.request_refresh(user_id)
        run_worker()
        assert feeds.requested == []  # refused before any connection
        with app.app_context():
            error = db.session.get(CalendarConnection, user_id).last_error
            assert error == (
                "Calendars can't be read from 127.0.0.1: that is a loopback address. Use the "
                "public https address your calendar service gives."
            )
    finally:
        feeds.stop()
