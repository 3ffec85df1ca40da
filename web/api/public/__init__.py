"""The public API: what the site's forms, the tool finder, the blog and the links in our
emails call. No account needed; every form goes through web/api/forms.py."""

from flask import Blueprint


def blueprints() -> list[Blueprint]:
    from web.api.public import (
        blog,
        booking,
        contact,
        events,
        finder,
        form_token,
        guide_download,
        newsletter_archive,
        signups,
        submissions,
        unsubscribe,
    )

    return [
        m.bp
        for m in (
            contact,
            submissions,
            finder,
            signups,
            guide_download,
            unsubscribe,
            blog,
            newsletter_archive,
            form_token,
            events,
            booking,
        )
    ]
