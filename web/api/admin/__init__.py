"""The admin API, one module per area of the admin: accounts (auth, account, sessions,
users), the dashboard, the blog (posts, categories, uploads), sales (leads, lead progress,
follow-ups, people, data requests, the retention schedule, the owner's overview),
operations (jobs) and integrations (webhooks). Who may call what is web/roles.py's."""

from flask import Blueprint


def blueprints() -> list[Blueprint]:
    from web.api.admin import (
        account,
        auth,
        availability,
        bookings,
        calendars,
        categories,
        dashboard,
        data_requests,
        followups,
        jobs,
        lead_progress,
        leads,
        newsletter,
        overview,
        people,
        posts,
        retention,
        sessions,
        uploads,
        users,
        webhooks,
    )

    areas = (auth, account, sessions, users, dashboard, posts, categories, uploads, leads, jobs)
    writing = (newsletter,)
    sales = (lead_progress, followups, people, overview, availability, bookings)
    # files_bp: /uploads/<name>
    people_data = (data_requests, retention)
    # calendars: /api/admin/availability/<user_id>/calendar, the salespeople's own calendars.
    booking = (calendars,)
    return [
        *(m.bp for m in (*areas, *writing, *sales, *booking, *people_data, webhooks)),
        uploads.files_bp,
    ]
