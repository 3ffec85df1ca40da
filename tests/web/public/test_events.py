"""POST /api/events (issue 27): what is counted, what is refused with a 400 (never stored),
what is dropped with a 204 (GPC, DNT, bots, a step its flow already sent), and the limit."""

import json
from datetime import UTC, datetime

import pytest
from redis import Redis

from pipeline.models.analytics_total import AnalyticsTotal
from pipeline.models.db import db
from tests.support.analytics_events import BOT_UAS, BROWSER, BROWSER_UA, event


def counts(app) -> dict[str, int]:
    """The day's counts waiting in Redis, by field."""
    key = f"analytics:counts:{datetime.now(UTC).date().isoformat()}"
    raw = Redis.from_url(app.config["REDIS_URL"]).hgetall(key)
    return {k.decode(): int(v) for k, v in raw.items()}


def post(client, body, headers=None, **kwargs):
    return client.post("/api/events", json=body, headers={**BROWSER, **(headers or {})}, **kwargs)


def test_an_event_is_counted_under_its_cleaned_dimensions_and_answered_204(app, client):
    body = event(
        "quiz",
        "answer",
        question="3",
        path="/find-your-fit?email=ada@example.com#q3",
        referrer="https://WWW.LinkedIn.com/feed/update/123?trk=x",
        utmSource="LinkedIn",
        utmMedium="Social Media",
        utmCampaign="Spring<Sale>!",
        device="mobile",
    )
    response = post(client, body)
    assert response.status_code == 204 and response.data == b""
    assert "Set-Cookie" not in response.headers
    assert counts(app) == {
        "quiz|answer|3|/find-your-fit|www.linkedin.com|linkedin|socialmedia|springsale|mobile": 1
    }


def test_optional_fields_may_be_left_out(app, client):
    body = {"flow": "contact", "step": "view", "path": "/contact", "device": "desktop",
            "flowId": "A" * 16}  # fmt: skip
    assert post(client, body).status_code == 204
    assert counts(app) == {"contact|view||/contact|||||desktop": 1}


def test_a_text_plain_body_from_send_beacon_is_read_as_json(app, client):
    response = client.post(
        "/api/events",
        data=json.dumps(event("finder", "result")),
        content_type="text/plain;charset=UTF-8",
        headers=BROWSER,
    )
    assert response.status_code == 204
    assert sum(counts(app).values()) == 1


@pytest.mark.parametrize(
    ("content_type", "data"),
    [
        ("application/x-www-form-urlencoded", "flow=quiz&step=view"),
        ("multipart/form-data; boundary=x", "--x--"),
        (None, json.dumps(event())),
    ],
)
def test_other_body_types_get_a_400_saying_what_to_send(app, client, content_type, data):
    response = client.post("/api/events", data=data, content_type=content_type, headers=BROWSER)
    assert response.status_code == 400
    assert "application/json or text/plain" in response.get_json()["error"]["message"]
    assert counts(app) == {}


@pytest.mark.parametrize("data", ["not json", "[1, 2]", '"quiz"', "null", "", '{"flow": '])
def test_a_body_that_is_not_a_json_object_gets_a_400(app, client, data):
    response = client.post(
        "/api/events", data=data, content_type="application/json", headers=BROWSER
    )
    assert response.status_code == 400
    assert response.get_json()["error"]["message"] == "Request body must be a JSON object."
    assert counts(app) == {}


BAD_FIELDS = [
    # (field, value or REMOVE, the message's words)
    ("flow", "pricing", "Must be one of: contact, guide, early-access, newsletter, quiz, finder"),
    ("flow", "", "flow is required"),
    ("flow", None, "flow is required"),
    ("flow", 3, "Must be text"),
    ("step", "scroll", "Must be one of: view, start, answer, submit, result, cta"),
    ("step", "REMOVE", "flow is required".replace("flow", "step")),
    ("step", ["view"], "Must be text"),
    ("question", "6", "Must be 1 to 5"),
    ("question", "10", "Must be 1 to 5"),
    ("question", "2", "Only sent with step 'answer'"),
    ("path", "which-plan", "starting with /"),
    ("path", "https://example.com/find-your-fit", "starting with /"),
    ("path", "/" + "a" * 200, "at most 200 characters"),
    ("path", "/a b", "percent-encode"),
    ("path", "/a|b", "percent-encode"),
    ("path", "/a\x00b", "null byte"),
    ("path", "/a\nb", "single line"),
    ("path", "REMOVE", "path is required"),
    ("path", "/" + "a" * 2000, "at most 2000 characters"),
    ("referrer", {"host": "x"}, "Must be text"),
    ("referrer", "x" * 2001, "at most 2000 characters"),
    ("utmSource", "x" * 101, "at most 100 characters"),
    ("utmMedium", 5, "Must be text"),
    ("utmCampaign", "x" * 101, "at most 100 characters"),
    ("device", "tablet", "Must be one of: mobile, desktop"),
    ("device", "REMOVE", "device is required"),
    ("flowId", "short", "16 to 32 letters"),
    ("flowId", "a" * 33, "at most 32 characters"),
    ("flowId", "abc def ghi jkl mno", "16 to 32 letters"),
    ("flowId", "REMOVE", "flowId is required"),
    ("extra", "x", "Unknown field"),
    ("ip", "203.0.113.7", "Unknown field"),
    ("email", "ada@example.com", "Unknown field"),
    ("utm_source", "linkedin", "Unknown field"),  # camelCase only, as the contract spells it
]


@pytest.mark.parametrize(("name", "value", "words"), BAD_FIELDS)
def test_each_field_is_checked_and_a_bad_event_is_never_stored(app, client, name, value, words):
    body = event("quiz", "view")
    if value == "REMOVE":
        body.pop(name)
    else:
        body[name] = value
    response = post(client, body)
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error["code"] == "validation_error" and "not counted" in error["message"]
    assert any(words in message for message in error["fields"][name]), error["fields"]
    assert counts(app) == {}
    with app.app_context():
        assert db.session.scalars(db.select(AnalyticsTotal)).all() == []


@pytest.mark.parametrize(
    ("flow", "question", "words"),
    [("quiz", None, "needs the question's number"), ("finder", "2", "Only the quiz has answers")],
)
def test_an_answer_is_the_quizs_and_names_its_question(app, client, flow, question, words):
    body = event(flow, "view")
    body["step"] = "answer"
    body.pop("question", None)
    if question:
        body["question"] = question
    response = post(client, body)
    assert response.status_code == 400
    assert any(words in m for m in response.get_json()["error"]["fields"]["question"])
    assert counts(app) == {}


def test_a_booked_call_is_counted_for_the_quiz_the_finder_and_the_booking_page(app, client):
    # /book sends it once the booking is confirmed (issue 34), under the booking's flow and
    # the flow whose result the visitor came from; a form never books a call.
    for flow in ("finder", "quiz", "booking"):
        assert post(client, event(flow, "booking_confirmed")).status_code == 204
    assert {field.split("|")[0] for field in counts(app)} == {"finder", "quiz", "booking"}
    refused = post(client, event("contact", "booking_confirmed"))
    assert refused.status_code == 400
    assert "book calls" in refused.get_json()["error"]["fields"]["step"][0]
    assert len(counts(app)) == 3


@pytest.mark.parametrize(
    ("referrer", "counted_as"),
    [
        ("www.linkedin.com", "www.linkedin.com"),
        ("News.YCombinator.com", "news.ycombinator.com"),
        ("https://t.co/abc?x=1", "t.co"),
        ("www.google.com:443", "www.google.com"),
        ("", ""),
        ("not a host", ""),
        ("203.0.113.7", ""),  # an address is not a host name, and is not kept
        ("ada@example.com", ""),
        ("-bad-.example", ""),
        ("localhost", ""),  # the site itself (the test client's host): no referrer
    ],
)
def test_the_referrer_is_kept_as_a_host_name_or_not_at_all(app, client, referrer, counted_as):
    assert post(client, event(referrer=referrer)).status_code == 204
    [field] = counts(app)
    assert field.split("|")[4] == counted_as


@pytest.mark.parametrize("header", [{"Sec-GPC": "1"}, {"DNT": "1"}, {"Sec-GPC": "1", "DNT": "0"}])
def test_gpc_and_dnt_are_honoured_with_a_204_and_nothing_counted(app, client, header):
    response = post(client, event(), headers=header)
    assert response.status_code == 204 and response.data == b""
    # Not even read: a malformed event from such a browser is dropped the same way.
    assert post(client, {"junk": True}, headers=header).status_code == 204
    assert counts(app) == {}
    assert Redis.from_url(app.config["REDIS_URL"]).keys("analytics:*") == []


def test_dnt_0_and_gpc_0_are_counted(app, client):
    assert post(client, event(), headers={"DNT": "0", "Sec-GPC": "0"}).status_code == 204
    assert sum(counts(app).values()) == 1


@pytest.mark.parametrize("user_agent", BOT_UAS)
def test_a_bots_event_gets_the_same_204_and_is_not_counted(app, client, user_agent):
    response = post(client, event(), headers={"User-Agent": user_agent})
    assert response.status_code == 204 and response.data == b""
    assert counts(app) == {}


def test_a_step_its_flow_already_sent_is_counted_once(app, client):
    first = event("quiz", "start")
    assert post(client, first).status_code == 204
    assert post(client, first).status_code == 204  # a retried beacon, or a reload's replay
    assert post(client, {**first, "step": "view"}).status_code == 204  # another step: counted
    answers = [{**first, "step": "answer", "question": q} for q in ("1", "2", "2")]
    assert [post(client, a).status_code for a in answers] == [204, 204, 204]
    assert post(client, {**first, "flowId": "B" * 20}).status_code == 204  # another visit
    # One page can carry two flows under one id (the quiz with the newsletter form below it).
    assert post(client, {**first, "flow": "newsletter"}).status_code == 204
    assert sorted((f.split("|")[0], f.split("|")[1], f.split("|")[2], n)
                  for f, n in counts(app).items()) == [
        ("newsletter", "start", "", 1),
        ("quiz", "answer", "1", 1),
        ("quiz", "answer", "2", 1),
        ("quiz", "start", "", 2),
        ("quiz", "view", "", 1),
    ]  # fmt: skip


def test_events_beyond_the_per_client_limit_get_429_with_retry_after(app, client):
    app.config["EVENTS_RATE_LIMIT"] = "3 per minute"
    codes = [post(client, event()).status_code for _ in range(4)]
    assert codes == [204, 204, 204, 429]
    refused = post(client, event())
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    assert "Too many requests" in refused.get_json()["error"]["message"]
    assert sum(counts(app).values()) == 3
    # Another client has its own allowance; the forms' allowance is untouched.
    other = post(client, event(), environ_base={"REMOTE_ADDR": "198.51.100.9"})
    assert other.status_code == 204


def test_dropped_and_refused_events_spend_the_same_allowance(app, client):
    app.config["EVENTS_RATE_LIMIT"] = "4 per minute"
    assert post(client, event(), headers={"Sec-GPC": "1"}).status_code == 204
    assert post(client, event(), headers={"User-Agent": BOT_UAS[0]}).status_code == 204
    assert post(client, {"flow": "nope"}).status_code == 400
    assert post(client, event()).status_code == 204  # counted: the fourth request
    assert post(client, event()).status_code == 429
    assert post(client, {"flow": "nope"}).status_code == 429  # over the limit, even a bad one
    assert post(client, event(), headers={"DNT": "1"}).status_code == 429
    assert sum(counts(app).values()) == 1


def test_with_redis_unreachable_for_counting_the_page_still_gets_204(app, client):
    app.config["REDIS_URL"] = "redis://127.0.0.1:1/0"  # nothing listens there
    app.config["RATELIMIT_STORAGE_URI"] = "redis://127.0.0.1:1/0"
    response = post(client, event())
    assert response.status_code == 204 and response.data == b""


def test_the_endpoint_is_in_the_openapi_document(client):
    document = client.get("/api/openapi.json").get_json()
    operation = document["paths"]["/api/events"]["post"]
    assert {"204", "400", "429"} <= set(operation["responses"])
    ref = operation["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    schema = document["components"]["schemas"][ref.rsplit("/", 1)[-1]]
    assert {"flow", "step", "path", "device", "flowId", "utmSource"} <= set(schema["properties"])
    assert schema["properties"]["flow"]["enum"][0] == "contact"
    assert BROWSER_UA  # the document does not depend on who asks
