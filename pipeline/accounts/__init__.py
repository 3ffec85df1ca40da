"""Admin accounts: sign-up, sign-in, email confirmation, password reset, roles,
server-side sessions and the audit log. What web/ may call."""

from pipeline.accounts.audit import record as record_audit
from pipeline.accounts.email_address import canonical
from pipeline.accounts.sessions import (
    active as active_sessions,
)
from pipeline.accounts.sessions import (
    end as end_session,
)
from pipeline.accounts.sessions import (
    end_everywhere as end_sessions_everywhere,
)
from pipeline.accounts.sessions import (
    resume as resume_session,
)
from pipeline.accounts.sessions import (
    start as start_session,
)
from pipeline.accounts.users import (
    INVALID_CREDENTIALS,
    MAX_PASSWORD_LENGTH,
    PASSWORD_TOO_LONG,
    Account,
    AccountError,
    account_for_reset_token,
    account_for_verify_token,
    authenticate,
    change_password,
    find,
    grant_role,
    list_accounts,
    load,
    request_password_reset,
    reset_password,
    set_role,
    sign_up,
    verify_email,
)

__all__ = [
    "Account",
    "AccountError",
    "INVALID_CREDENTIALS",
    "MAX_PASSWORD_LENGTH",
    "PASSWORD_TOO_LONG",
    "account_for_reset_token",
    "account_for_verify_token",
    "active_sessions",
    "authenticate",
    "canonical",
    "change_password",
    "end_session",
    "end_sessions_everywhere",
    "find",
    "grant_role",
    "list_accounts",
    "load",
    "record_audit",
    "request_password_reset",
    "reset_password",
    "resume_session",
    "set_role",
    "sign_up",
    "start_session",
    "verify_email",
]
