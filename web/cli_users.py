"""`flask users ...`: grant roles from the command line. This (or an existing admin on the
Users screen) is the only way anyone gets admin access; signing up never grants it, and
only an account whose email address is confirmed can be given a role."""

import click
from flask import Flask
from flask.cli import AppGroup

from pipeline import accounts
from pipeline.accounts import canonical
from pipeline.models.profile import ROLES

users = AppGroup("users", help="Manage admin accounts' roles.")


def _grant(email: str, role: str | None) -> None:
    try:
        account = accounts.grant_role(email, role)
    except accounts.AccountError as exc:
        raise click.ClickException(exc.message) from None
    click.echo(f"{account.user.email}: role is now {account.role or 'none'}")


@users.command("grant-admin")
@click.argument("email")
def grant_admin(email: str) -> None:
    """Make the account with EMAIL an admin (it must have signed up and confirmed its
    email address first)."""
    _grant(email, "admin")


@users.command("grant-role")
@click.argument("email")
@click.argument("role", type=click.Choice([*ROLES, "none"]))
def grant_role(email: str, role: str) -> None:
    """Give the account with EMAIL a ROLE (admin, editor, sales), or 'none' to remove it."""
    _grant(email, None if role == "none" else role)


@users.command("sign-out-everywhere")
@click.argument("email")
def sign_out_everywhere(email: str) -> None:
    """End every session of the account with EMAIL (it must sign in again)."""
    account = accounts.find(email)
    if account is None:
        raise click.ClickException(f"No account with the email {canonical(email)}.")
    ended = accounts.end_sessions_everywhere(account.user.id)
    accounts.record_audit("signed_out_everywhere", user_id=account.user.id, by="cli", ended=ended)
    click.echo(f"{account.user.email}: {ended} session(s) ended")


@users.command("list")
def list_users() -> None:
    """Every account with its role and whether its email is verified."""
    for account in accounts.list_accounts():
        verified = "verified" if account.user.email_verified_at else "unverified"
        click.echo(f"{account.user.email}\t{account.role or '-'}\t{verified}")


def init_cli(app: Flask) -> None:
    app.cli.add_command(users)
