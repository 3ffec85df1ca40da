"""Helpers for admin-area tests: accounts with a given role, and a test client that signs in
and sends the CSRF header the way src/lib/api-client.ts does."""

from flask import Flask
from flask.testing import FlaskClient
from werkzeug.security import generate_password_hash

from pipeline.models.db import db, utcnow
from pipeline.models.profile import Profile
from pipeline.models.user import User

PASSWORD = "correct horse battery staple"


def make_account(
    app: Flask,
    email: str,
    role: str | None = None,
    password: str = PASSWORD,
    first_name: str | None = "Ada",
    verified: bool = True,
) -> int:
    """An account as if it signed up and (with `verified`) confirmed its address."""
    with app.app_context():
        user = User(
            email=email,
            password_hash=generate_password_hash(password),
            session_version=1,
            email_verified_at=utcnow() if verified else None,
        )
        db.session.add(user)
        db.session.flush()
        db.session.add(Profile(id=user.id, email=email, first_name=first_name, role=role))
        db.session.commit()
        return user.id


def csrf_token(client: FlaskClient) -> str:
    cookie = client.get_cookie("csrf_token")
    if cookie is None:
        client.get("/api/auth/session")
        cookie = client.get_cookie("csrf_token")
    assert cookie is not None, "the auth blueprint should hand out a csrf_token cookie"
    return cookie.value


def send(client: FlaskClient, method: str, url: str, **kwargs):
    """A state-changing request with the CSRF header, as the SPA sends it."""
    headers = {"X-CSRFToken": csrf_token(client), **kwargs.pop("headers", {})}
    return client.open(url, method=method, headers=headers, **kwargs)


def sign_in(client: FlaskClient, email: str, password: str = PASSWORD):
    return send(client, "POST", "/api/auth/login", json={"email": email, "password": password})


def signed_in_client(app: Flask, email: str, role: str | None) -> FlaskClient:
    make_account(app, email, role)
    client = app.test_client()
    response = sign_in(client, email)
    assert response.status_code == 200, response.get_json()
    return client
