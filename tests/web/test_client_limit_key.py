"""Issue 25 item 3: the per-IP limits key an IPv6 client on its /64 network (one home or
server is handed a whole /64, so per-address keys would give it 2^64 allowances); an IPv4
client, or an IPv4 address written the IPv6 way, keeps its own address."""

from tests.support.admin_accounts import make_account, sign_in
from tests.support.payloads import CONTACT
from web import create_app

WRONG = "not the password at all"


def from_address(app, ip: str):
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = ip
    return client


def contact(app, ip: str) -> int:
    return from_address(app, ip).post("/api/contact", json=CONTACT).status_code


def test_ipv6_addresses_in_one_64_share_the_form_limit(app):
    app.config["SUBMISSION_RATE_LIMIT"] = "3 per minute"
    one_network = ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff:ffff:ffff:ffff"]
    assert [contact(app, ip) for ip in one_network] == [202, 202, 202]
    assert contact(app, "2001:db8:1:2:abcd::9") == 429
    # The next /64 is someone else.
    assert contact(app, "2001:db8:1:3::1") == 202


def test_ipv4_clients_keep_one_allowance_per_address(app):
    app.config["SUBMISSION_RATE_LIMIT"] = "2 per minute"
    assert [contact(app, "192.0.2.1") for _ in range(3)] == [202, 202, 429]
    assert contact(app, "192.0.2.2") == 202
    # The same IPv4 address written as an IPv4-mapped IPv6 address is the same client.
    assert contact(app, "::ffff:192.0.2.1") == 429


def test_ipv6_addresses_in_one_64_share_the_sign_in_ip_limit(app):
    app.config["LOGIN_IP_RATE_LIMIT"] = "3 per 15 minutes"
    make_account(app, "ada@example.com", "admin")
    for n in range(3):
        client = from_address(app, f"2001:db8:5:6::{n + 1}")
        assert sign_in(client, f"user{n}@example.com", WRONG).status_code == 401
    sprayer = from_address(app, "2001:db8:5:6:1234::1")
    assert sign_in(sprayer, "user9@example.com", WRONG).status_code == 429
    elsewhere = from_address(app, "2001:db8:5:7::1")
    assert sign_in(elsewhere, "user9@example.com", WRONG).status_code == 401


def test_behind_a_trusted_proxy_the_forwarded_ipv6_client_is_keyed_on_its_64(app):
    proxied = create_app(
        {**app.config, "TRUSTED_PROXIES": 1, "SUBMISSION_RATE_LIMIT": "2 per minute"}
    )

    def via_proxy(client_ip: str) -> int:
        client = from_address(proxied, "127.0.0.1")  # the proxy itself
        headers = {"X-Forwarded-For": client_ip}
        return client.post("/api/contact", json=CONTACT, headers=headers).status_code

    assert [via_proxy("2001:db8:9:9::1"), via_proxy("2001:db8:9:9::2")] == [202, 202]
    assert via_proxy("2001:db8:9:9::3") == 429
    assert via_proxy("2001:db8:9:a::1") == 202
