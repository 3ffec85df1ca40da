"""Identifiers. Submission ids double as RQ job ids and as the visitor's status token,
so they must be unguessable: uuid4 carries 122 random bits."""

import uuid


def new_id() -> str:
    return str(uuid.uuid4())
