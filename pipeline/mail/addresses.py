"""One normalised form of an email address: what sign-up look-ups, unsubscribes and the
per-recipient email limit all key on, so no casing or stray space counts as a new person."""


def normalise(address: str) -> str:
    return address.strip().lower()
