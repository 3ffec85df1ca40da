"""The admin API, one module per area of the admin: accounts (auth, account, sessions,
users), the dashboard, the blog (posts, categories, uploads), sales (leads, data requests),
operations (jobs) and integrations (webhooks). Who may call what is web/roles.py's."""

from flask import Blueprint


def blueprints() -> list[Blueprint]:
    from web.api.admin import (
        account,
        auth,
        categories,
        dashboard,
        data_requests,
        jobs,
        leads,
        posts,
        sessions,
        uploads,
        users,
        webhooks,
    )

    areas = (auth, account, sessions, users, dashboard, posts, categories, uploads, leads, jobs,
             webhooks)  # fmt: skip
    return [*(m.bp for m in (*areas, data_requests)), uploads.files_bp]  # files_bp: /uploads/<name>
