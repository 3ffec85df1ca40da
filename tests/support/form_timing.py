"""The form token a person's browser sends with every public form (web/form_tokens.py): the
time trap can't be skipped, so test submissions meant to be processed carry one too. Every
test app and stack signs with TEST_SECRET_KEY (tests/conftest.py, stack_process.py), so the
tokens made here are theirs; they are made when a module loads, so test stacks keep them
valid for TEST_TOKEN_MAX_AGE."""

import time

from web.form_tokens import issue

TEST_SECRET_KEY = "form-tokens-in-tests-are-signed-with-this-key-only"
TEST_TOKEN_MAX_AGE = 24 * 3600
# What test stacks are configured with, besides MIN_SUBMIT_SECONDS=0.
TEST_TOKEN_SETTINGS = {
    "SECRET_KEY": TEST_SECRET_KEY,
    "FORM_TOKEN_MAX_AGE_SECONDS": TEST_TOKEN_MAX_AGE,
}


def human(form: str, seconds_ago: float = 8, signed_seconds_ago: float = 0) -> dict:
    """A token for `form` ("contact", "finder", "guide", "early-access", "newsletter"),
    issued `seconds_ago`: a person, not a script, had the form that long."""
    now = time.time()
    started_ms = int((now - seconds_ago) * 1000)
    return {"form_token": issue(TEST_SECRET_KEY, form, started_ms, now - signed_seconds_ago)}


def form_of(path: str) -> str:
    """The form name of a public form's endpoint ("/api/early-access" -> "early-access")."""
    return path.rstrip("/").rsplit("/", 1)[-1]


def without_timing(body: dict) -> dict:
    """`body` as a client that sends no timing at all would."""
    return {k: v for k, v in body.items() if not k.startswith("form_")}
