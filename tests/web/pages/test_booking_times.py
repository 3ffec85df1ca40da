"""Booking a call without JavaScript (issue 34): /book/times lists the free times as links in
the chosen zone, the chosen time's plain form POSTs back, and the answer is the
confirmation, the nearest free times (409) or the form again with each field's message."""

import re
from html import unescape

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.models.booking import Booking
from pipeline.models.db import db
from tests.support.booking_team import salesperson
from tests.support.form_timing import human
from web.config import ROOT

built = pytest.mark.skipif(
    not (ROOT / "frontend" / "dist" / "routes.json").is_file(),
    reason="frontend not built: run `make build`",
)
NEW_YORK = "America/New_York"


def links(html: str) -> list[str]:
    return [unescape(href) for href in re.findall(r'href="(/book/times\?start=[^"]+)"', html)]


def hidden(html: str, name: str) -> str:
    return unescape(re.search(rf'type="hidden" name="{name}" value="([^"]*)"', html).group(1))


@built
def test_times_as_links_then_a_plain_form_then_the_confirmation(app, client):
    salesperson(app)
    page = client.get(f"/book/times?tz={NEW_YORK}")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert 'data-prerendered-html="booking-times"' in html
    times = links(html)
    assert len(times) > 20 and all(f"tz={NEW_YORK.replace('/', '%2F')}" in t for t in times)
    # Each link says its day, time and zone, and the UK time beside (New York is never UK time).
    text = re.sub(r"<[^>]+>", "", html)
    assert re.search(
        r"\w+day \d+ \w+ \d{4}, \d\d:\d\d \(America/New_York\), \d\d:\d\d UK time", text
    )

    form = client.get(times[0]).get_data(as_text=True)
    start = hidden(form, "start")
    assert hidden(form, "tz") == NEW_YORK and hidden(form, "form_token")
    posted = {"start": start, "tz": NEW_YORK, "name": "Priya Shah", "email": "priya@example.co.uk",
              "company": "Shah Accountants", "phone": "07700 900123", "website": "",
              **human("booking")}  # fmt: skip

    bad = client.post("/book/times", data={**posted, "name": "<b>evil.example</b>"})
    assert bad.status_code == 400
    body = bad.get_data(as_text=True)
    assert "Please enter just your name" in body
    assert "<b>evil" not in body and "&lt;b&gt;evil.example&lt;/b&gt;" in body

    done = client.post("/book/times", data=posted)
    assert done.status_code == 200
    body = done.get_data(as_text=True)
    assert "Your call is booked" in body
    assert re.search(r'href="[^"]*/book/manage/[^"]+"', body)
    assert re.search(r'href="/api/booking/manage/[^"]+/invite\.ics"', body)
    with app.app_context():
        row = db.session.scalars(db.select(Booking)).one()
        assert (row.visitor_timezone, row.name) == (NEW_YORK, "Priya Shah")

    # The same time again: the nearest free ones, in place, never an error page.
    again = client.post("/book/times", data={**posted, "email": "other@example.co.uk"})
    assert again.status_code == 409
    body = again.get_data(as_text=True)
    assert 'role="alert"' in body and "just been taken" in body
    alternatives = links(body)
    assert 1 <= len(alternatives) <= 6 and not any(
        start.replace(":", "%3A") in a for a in alternatives
    )


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
def test_a_time_that_is_not_free_shows_the_nearest_and_bad_input_falls_back(app, client):
    salesperson(app)
    html = client.get("/book/times?start=2001-01-01T00:00:00Z&tz=Not/AZone").get_data(as_text=True)
    assert "just been taken" in html and links(html)
    assert "tz=Europe%2FLondon" in links(html)[0]  # an unknown zone: the UK's
    assert client.get("/book/times?start=soon").status_code == 200
    assert client.post("/book/times", data={"start": "x"}).status_code == 400


# Any text a URL or a form can carry (a lone surrogate can't be sent at all).
FIELD = st.text(st.characters(exclude_categories=("Cs",)), max_size=40)
MARKUP = "<i>x"


@built
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(tz=FIELD, start=FIELD, name=FIELD, company=FIELD, run=FIELD)
def test_any_address_or_form_is_a_page_never_an_error_or_markup(
    app, client, tz, start, name, company, run
):
    """Whatever a script puts in the address or the form: a page (400 only for what no URL
    should hold, a NUL), or for the form 400/409 booking nothing (429 once the per-IP limit
    is spent, as for any form); nothing typed comes back as markup."""
    fields = {"tz": tz + MARKUP, "start": start, "finder_run": run + MARKUP}
    shown = client.get("/book/times", query_string=fields)
    assert shown.status_code == (400 if "\x00" in tz + start + run else 200)
    assert MARKUP not in shown.get_data(as_text=True)
    posted = client.post(
        "/book/times",
        data={**fields, "name": name + MARKUP, "email": "a@example.com",
              "company": company + MARKUP, "website": ""},
    )  # fmt: skip
    assert posted.status_code in (400, 409, 429)
    assert MARKUP not in posted.get_data(as_text=True)
