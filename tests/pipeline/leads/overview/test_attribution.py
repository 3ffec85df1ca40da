"""A lead's stored referrer and UTM tags reduced by the events contract's rules, so a lead
and the visits from the same place meet in one sources row: the referrer's host name, lower
case, "" for none, the site's own pages (with or without www) or anything not a host; UTM
values lower case, only [a-z0-9._-], at most 100 characters."""

import json

import pytest

from pipeline.leads.overview.sources import referrer_host, utm_values

OWN = "consultancy.example"


@pytest.mark.parametrize(
    ("referrer", "host"),
    [
        ("https://www.linkedin.com/feed/?trk=x", "www.linkedin.com"),
        ("https://WWW.Google.COM/", "www.google.com"),
        ("http://t.co:8080/abc", "t.co"),
        ("https://www.consultancy.example/blog/post", ""),  # the site's own pages
        ("https://consultancy.example/", ""),
        (None, ""),
        ("", ""),
        ("not a url", ""),
        ("https://[::1/", ""),  # unparseable
        ("https://exa_mple.com/", ""),  # not a host name
        ("https://" + "a" * 250 + ".com/", ""),  # longer than a host name can be
    ],
)
def test_the_referrers_host(referrer, host):
    assert referrer_host(referrer, OWN) == host


def test_utm_values_as_the_events_keep_them():
    tags = {"utm_source": "LinkedIn", "utm_medium": "Paid Social!", "utm_campaign": "x" * 150,
            "utm_term": "ignored"}  # fmt: skip
    assert utm_values(json.dumps(tags)) == ("linkedin", "paidsocial", "x" * 100)
    assert utm_values(tags) == ("linkedin", "paidsocial", "x" * 100)
    assert utm_values(None) == ("", "", "")
    assert utm_values(json.dumps({"utm_source": "=cmd|' /C calc'!A0"})) == ("cmdccalca0", "", "")
