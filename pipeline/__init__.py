"""The product's domain code, one package per feature (ARCHITECTURE.md): what happens to
a submission after the API accepted it, and everything sales, editors and operators do.
Never imports web/ or worker/, and never reads a request."""

import importlib

# Modules that moved into feature packages, by their old names. Jobs already in Redis name
# their function by the path it had when stored (e.g. pipeline.mail_delivery.deliver), and
# RQ resolves such a path through this package's attributes (queues.MOVED_PATHS).
MOVED_MODULES = {
    "mail_delivery": "pipeline.mail.delivery",
    "finder_sales": "pipeline.finder.sales",
    "account_mail": "pipeline.accounts.email_requests",
}


def __getattr__(name: str):
    if name in MOVED_MODULES:
        return importlib.import_module(MOVED_MODULES[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
