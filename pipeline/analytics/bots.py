"""Which user agents are bots, so their events are not counted.

CrawlerDetect (PyPI `crawlerdetect`, MIT; a port of JayBizzle/Crawler-Detect's ~1,460
maintained patterns) decides. It also names headless browsers ("HeadlessChrome"), so a test
that drives a headless browser must give it a real browser's user agent. An empty user agent
counts as a bot too: every browser sends one, with sendBeacon as with fetch.

The answer is cached per user-agent string (one regex over every pattern costs ~150 us; the
site sees a few hundred distinct strings a day), in this process's memory only."""

from functools import lru_cache

from crawlerdetect import CrawlerDetect

_detector = CrawlerDetect()
# A user agent longer than any browser's is not one (and is not worth a regex pass).
MAX_USER_AGENT = 512


@lru_cache(maxsize=4096)
def _is_crawler(user_agent: str) -> bool:
    return _detector.is_crawler(user_agent)


def is_bot(user_agent: str | None) -> bool:
    agent = (user_agent or "").strip()
    if not agent or len(agent) > MAX_USER_AGENT:
        return True
    return _is_crawler(agent)


# Compile both patterns now, at import (before gunicorn forks its workers), not on the first
# visitor's event: ~0.5 s on a busy 2-core box. A browser's agent, since CrawlerDetect strips
# the generic parts ("Mozilla/5.0") first and compiles the crawler pattern only when
# something is left.
_detector.is_crawler("Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0")
