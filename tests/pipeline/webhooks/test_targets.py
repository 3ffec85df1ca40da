"""SSRF: with WEBHOOK_ALLOW_PRIVATE_TARGETS=0 (production's default) an endpoint must be
https to a public address. Refused when saved, with a clear 400, and again at delivery
time after resolving the name: an endpoint saved while allowed, or a name that now points
at a private address, gets no request, and the log says why."""

import ipaddress
import subprocess

import pytest

from pipeline.webhooks.targets import TargetRefused, parse, why_not_public
from tests.support.admin_accounts import send
from tests.support.leads_factory import submit_contact
from tests.support.webhook_endpoints import add_endpoint, delivery_log
from tests.support.webhook_receiver import WebhookReceiver
from web.config import load_config

REFUSED = [
    ("http://hooks.example.com/", "only sent over https"),
    ("https://127.0.0.1/hook", "loopback"),
    ("https://localhost:8443/hook", "localhost (it resolves to 127.0.0.1): that is a loopback"),
    ("https://[::1]/hook", "loopback"),
    ("https://[::ffff:127.0.0.1]/hook", "loopback"),
    ("https://10.1.2.3/hook", "private"),
    ("https://192.168.0.10/hook", "private"),
    ("https://169.254.169.254/latest/meta-data", "link-local"),
    ("https://0.0.0.0/", "unspecified"),
    ("https://100.64.0.1/", "not publicly routable"),
    ("https://224.0.0.1/", "multicast"),
    ("https://user:pass@hooks.example.com/", "user name or password"),
    ("ftp://hooks.example.com/", "must start with https://"),
    ("https://hooks.example.com:99999/", "port must be between"),
    ("https:///no-host", "needs a host name"),
]


@pytest.mark.parametrize(("url", "reason"), REFUSED)
def test_a_private_or_plain_http_target_is_refused_when_saved(app, admin, url, reason):
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = False
    body = {"url": url, "events": ["lead.created"]}
    response = send(admin, "POST", "/api/admin/webhooks", json=body)
    assert response.status_code == 400, response.get_json()
    error = response.get_json()["error"]
    assert error["code"] == "validation_error"
    assert reason in error["message"], error["message"]
    assert error["fields"] == {"url": [error["message"]]}
    assert admin.get("/api/admin/webhooks").get_json()["endpoints"] == []


def test_an_edit_to_a_private_target_is_refused_too(app, admin):
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = True
    endpoint = add_endpoint(admin, "http://127.0.0.1:9/hook")["endpoint"]
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = False
    response = send(admin, "PUT", f"/api/admin/webhooks/{endpoint['id']}",
                    json={"url": "https://10.0.0.5/hook"})  # fmt: skip
    assert response.status_code == 400
    assert "10.0.0.5: that is a private address" in response.get_json()["error"]["message"]


def test_a_name_resolving_to_loopback_is_refused_at_delivery_time(
    app, client, admin, receiver, run_worker
):
    # Saved while allowed (as if the name pointed elsewhere then); https passes the scheme
    # check, so only the resolved address can stop it.
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = True
    created = add_endpoint(admin, receiver.url(scheme="https", host="localhost"))
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = False
    submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    run_worker()

    assert receiver.received == []
    [shown] = delivery_log(admin, created["endpoint"]["id"])
    assert shown["status"] == "failed"
    [attempt] = shown["attempts"]  # refused once, not retried: it would be refused again
    assert attempt["status_code"] is None and attempt["next_retry_at"] is None
    assert "localhost (it resolves to 127.0.0.1): that is a loopback address" in attempt["error"]


def test_allowed_private_targets_reach_a_loopback_receiver(
    app, client, admin, receiver, run_worker
):
    add_endpoint(admin, receiver.url(host="localhost"))  # resolves to ::1 and 127.0.0.1
    submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
    run_worker()
    [request] = receiver.wait_for(1)
    assert request.headers["host"] == f"localhost:{receiver.port}"  # the URL's, not the IP


@pytest.mark.parametrize(
    ("address", "kind"),
    [
        ("8.8.8.8", None),
        ("2606:4700:4700::1111", None),
        ("127.0.0.2", "loopback"),
        ("::1", "loopback"),
        ("::ffff:10.0.0.1", "private"),
        ("172.16.5.4", "private"),
        ("fd00::1", "private"),
        ("fe80::1", "link-local"),
        ("169.254.1.1", "link-local"),
        ("ff02::1", "multicast"),
        ("240.0.0.1", "reserved"),
        ("::", "unspecified"),
        ("0.0.0.0", "unspecified"),
    ],
)
def test_every_non_public_address_class_is_named(address, kind):
    assert why_not_public(ipaddress.ip_address(address)) == kind


def test_parse_keeps_the_host_and_port_it_checked():
    target = parse("https://Hooks.Example.com:8443/in?x=1#frag", allow_private=False)
    assert (target.host, target.port) == ("hooks.example.com", 8443)
    assert str(target.url) == "https://hooks.example.com:8443/in?x=1"
    with pytest.raises(TargetRefused, match="spaces or control"):
        parse("https://hooks.example.com/a b", allow_private=True)


def test_private_targets_are_allowed_by_default_only_in_development(tmp_path):
    assert load_config(tmp_path, {})["WEBHOOK_ALLOW_PRIVATE_TARGETS"] is True
    production = {"APP_ENV": "production", "SECRET_KEY": "x" * 40}
    assert load_config(tmp_path, production)["WEBHOOK_ALLOW_PRIVATE_TARGETS"] is False
    opted_in = {**production, "WEBHOOK_ALLOW_PRIVATE_TARGETS": "1"}
    assert load_config(tmp_path, opted_in)["WEBHOOK_ALLOW_PRIVATE_TARGETS"] is True
    opted_out = {"WEBHOOK_ALLOW_PRIVATE_TARGETS": "0"}
    assert load_config(tmp_path, opted_out)["WEBHOOK_ALLOW_PRIVATE_TARGETS"] is False


def test_https_goes_to_the_checked_address_with_the_urls_name_and_verifies_it(
    app, client, admin, run_worker, tmp_path
):
    """The request is sent to the address that was checked, but TLS still names (SNI) and
    verifies the URL's host: a self-signed certificate is refused, not trusted."""
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=localhost", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip
    receiver = WebhookReceiver(tls=(str(cert), str(key))).start()
    try:
        created = add_endpoint(admin, receiver.url(scheme="https", host="localhost"))
        submit_contact(client, "Ola Nowak", "ola@example.com", "Hello")
        run_worker()
    finally:
        receiver.stop()
    assert receiver.received == []
    assert "localhost" in receiver.tls_names  # SNI: the URL's name, not 127.0.0.1
    attempts = delivery_log(admin, created["endpoint"]["id"])[0]["attempts"]
    assert "CERTIFICATE_VERIFY_FAILED" in attempts[0]["error"]
    assert attempts[0]["status_code"] is None


# Issue 25 item 13: addresses that carry a non-public IPv4 inside an IPv6 one, the old
# site-local range and 192.0.0.0/24 (whose .9 and .10 Python calls global) are refused too.
WRAPPED_OR_SPECIAL = [
    ("2002:7f00:1::1", "6to4 address around a loopback"),  # 6to4 of 127.0.0.1
    ("2002:a00:1::1", "6to4 address around a private"),  # 6to4 of 10.0.0.1
    ("2002:a9fe:a9fe::1", "6to4 address around a link-local"),  # 169.254.169.254
    # Teredo: server 65.54.227.120, client 127.0.0.1 (stored inverted: 80ff:fffe).
    ("2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo address around a loopback"),
    ("2001:0:4136:e378:8000:63bf:f5ff:fffe", "Teredo address around a private"),  # 10.0.0.1
    ("fec0::1", "site-local"),
    ("fec0:0:0:ffff::1", "site-local"),
    ("192.0.0.1", "special-purpose"),
    ("192.0.0.9", "special-purpose"),
    ("192.0.0.170", "special-purpose"),
    ("2001:db8::1", "private"),  # documentation: never global
    ("2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"),  # public inside, still not global
]


@pytest.mark.parametrize(("address", "kind"), WRAPPED_OR_SPECIAL)
def test_wrapped_site_local_and_special_purpose_addresses_are_not_public(address, kind):
    found = why_not_public(ipaddress.ip_address(address))
    assert found is not None and kind in found, found


def test_a_6to4_address_around_a_public_one_stays_public():
    assert why_not_public(ipaddress.ip_address("2002:808:808::1")) is None  # 8.8.8.8


@pytest.mark.parametrize(
    ("host", "reason"),
    [
        ("[2002:7f00:1::1]", "6to4 address around a loopback address"),
        ("[fec0::1]", "site-local address"),
        ("192.0.0.9", "special-purpose (192.0.0.0/24) address"),
    ],
)
def test_wrapped_and_special_targets_are_refused_when_saved(app, admin, host, reason):
    app.config["WEBHOOK_ALLOW_PRIVATE_TARGETS"] = False
    body = {"url": f"https://{host}/hook", "events": ["lead.created"]}
    response = send(admin, "POST", "/api/admin/webhooks", json=body)
    assert response.status_code == 400, response.get_json()
    assert reason in response.get_json()["error"]["message"]
    assert admin.get("/api/admin/webhooks").get_json()["endpoints"] == []
