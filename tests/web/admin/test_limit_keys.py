"""No rate limit's Redis key holds an email address (issue 33, item 8): the sign-in, sign-up
and reset limits key on a keyed hash of the address (HMAC under a key derived from
SECRET_KEY), the same for every spelling; and the per-client limits on a keyed hash of the
client's address."""

from redis import Redis

from tests.support.admin_accounts import make_account, send, sign_in

CLIENT_IP = "198.51.100.77"


def every_key_and_value(app) -> str:
    redis = Redis.from_url(app.config["REDIS_URL"])
    out = []
    for key in redis.scan_iter(count=1000):
        out.append(key.decode())
        if redis.type(key) == b"string":
            out.append(repr(redis.get(key)))
    return "\n".join(out)


def test_limit_keys_hold_no_address(app):
    make_account(app, "ada.lovelace@example.com", "admin")
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = CLIENT_IP
    assert sign_in(client, "Ada.Lovelace@Example.com", "wrong").status_code == 401
    send(client, "POST", "/api/auth/reset-request", json={"email": "grace.hopper@example.org"})
    body = {"email": "alan.turing@example.net", "password": "a long enough pass phrase",
            "first_name": "Alan"}  # fmt: skip
    send(client, "POST", "/api/auth/signup", json=body)

    stored = every_key_and_value(app).lower()
    assert "LIMITER" in every_key_and_value(app)  # the limits were counted in Redis
    for word in ("lovelace", "hopper", "turing", "example.", "@", CLIENT_IP):
        assert word not in stored, word


def test_every_spelling_of_an_address_shares_one_allowance(app):
    make_account(app, "ada@example.com", "admin")
    spellings = ["ada@example.com", "ADA@EXAMPLE.COM", " Ada@Example.com", "ａｄａ@example.com"]
    for n in range(10):
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = f"203.0.113.{n + 1}"
        assert sign_in(client, spellings[n % len(spellings)], "wrong").status_code == 401
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = "203.0.113.99"
    assert sign_in(client, "ada@EXAMPLE.com", "wrong").status_code == 429
