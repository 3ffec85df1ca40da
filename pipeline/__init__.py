"""The product's domain code, one package per feature (ARCHITECTURE.md): what happens to
a submission after the API accepted it, and everything sales, editors and operators do.
Never imports web/ or worker/, and never reads a request."""

import importlib
from collections.abc import Callable

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


def lazy_attributes(package: str, table: dict[str, tuple[str, str]]) -> Callable[[str], object]:
    """A package's module-level `__getattr__` that imports each name in `table` ({name:
    (module, attribute)}) on first use: WeasyPrint-heavy code stays out of the web process,
    and old job paths resolve without importing the job at start-up."""

    def __getattr__(name: str):
        if name in table:
            module, attribute = table[name]
            return getattr(importlib.import_module(module), attribute)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
