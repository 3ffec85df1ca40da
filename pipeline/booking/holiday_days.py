"""UK bank holidays, never offered (issue 34), from the `holidays` package: the nation's
own (Scotland's 2 January and St Andrew's Day, Northern Ireland's St Patrick's Day and
Battle of the Boyne), substitute days included. BOOKING_HOLIDAYS_REGION picks the nation."""

from datetime import date
from functools import lru_cache

import holidays

# BOOKING_HOLIDAYS_REGION -> the package's subdivision of GB.
REGIONS = {
    "england-and-wales": "ENG",
    "scotland": "SCT",
    "northern-ireland": "NIR",
}
DEFAULT_REGION = "england-and-wales"


@lru_cache(maxsize=32)
def _year(region: str, year: int) -> frozenset[date]:
    return frozenset(holidays.country_holidays("GB", subdiv=REGIONS[region], years=year))


def bank_holidays(region: str, first: date, last: date) -> frozenset[date]:
    """The region's bank holidays from `first` to `last`, inclusive."""
    days: set[date] = set()
    for year in range(first.year, last.year + 1):
        days |= {d for d in _year(region, year) if first <= d <= last}
    return frozenset(days)
