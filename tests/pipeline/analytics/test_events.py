"""The events' vocabulary and cleaning (pipeline/analytics/events.py), and the bot check:
what may become part of a count, and what is reduced or refused on the way."""

import pytest

from pipeline import analytics
from pipeline.analytics.events import dimensions
from tests.support.analytics_events import BOT_UAS, BROWSER_UA

FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0"
SAFARI_IPHONE = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"
)


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        ("/", "/"),
        ("/find-your-fit", "/find-your-fit"),
        ("/blog/caf%C3%A9?utm_source=x", "/blog/caf%C3%A9"),
        ("/contact#form", "/contact"),
        ("/a?b#c?d", "/a"),
    ],
)
def test_a_path_loses_its_query_and_fragment(raw, path):
    assert analytics.clean_path(raw) == path


@pytest.mark.parametrize("raw", ["", "contact", "?/a", "/a b", "/é", "/a|b", "/" + "x" * 200])
def test_what_is_not_a_path_is_refused(raw):
    with pytest.raises(analytics.InvalidEvent):
        analytics.clean_path(raw)


@pytest.mark.parametrize(
    ("raw", "host"),
    [
        ("www.linkedin.com", "www.linkedin.com"),
        ("WWW.LinkedIn.COM.", "www.linkedin.com"),
        ("https://l.facebook.com/l.php?u=x", "l.facebook.com"),
        ("android-app://com.google.android.gm/", "com.google.android.gm"),
        ("http://[2001:db8::1]/", ""),
        ("http://[broken/", ""),
        ("192.0.2.1", ""),
        ("x" * 64 + ".com", ""),
        ("a_b.example", ""),
        ("   ", ""),
    ],
)
def test_a_referrer_is_a_host_name_or_nothing(raw, host):
    assert analytics.referrer_host(raw) == host


def test_utm_values_are_lower_case_and_plain():
    assert analytics.utm_value("Spring Sale 2026!") == "springsale2026"
    assert analytics.utm_value("cpc_Google.ads-1") == "cpc_google.ads-1"
    assert analytics.utm_value("") == ""
    with pytest.raises(analytics.InvalidEvent):
        analytics.utm_value("x" * 101)


def test_a_field_reads_back_into_its_dimensions():
    event = analytics.Event("quiz", "answer", "5", "/find-your-fit", "t.co", "x", "", "y", "mobile")
    assert dimensions(event.field()) == ("quiz", "answer", "5", "/find-your-fit", "t.co", "x", "",
                                         "y", "mobile")  # fmt: skip
    assert dimensions("quiz|view") is None
    assert dimensions("pricing|view||/||||||mobile") is None


@pytest.mark.parametrize("user_agent", [BROWSER_UA, FIREFOX_ANDROID, SAFARI_IPHONE])
def test_browsers_are_not_bots(user_agent):
    assert not analytics.is_bot(user_agent)


@pytest.mark.parametrize("user_agent", [*BOT_UAS, None, "   ", "Mozilla/5.0 " + "x" * 600])
def test_crawlers_headless_browsers_scripts_and_no_user_agent_are_bots(user_agent):
    assert analytics.is_bot(user_agent)
