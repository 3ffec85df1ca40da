"""Who gets the call (issue 34): round robin by the fewest calls booked in the last 14 days,
then the longest since the last; the lead's owner first when free."""

from datetime import datetime

from pipeline.booking.assignment import in_turn


def test_fewest_recent_calls_first_then_longest_since_the_last():
    stats = {
        1: (3, datetime(2026, 12, 6)),
        2: (1, datetime(2026, 12, 5)),
        3: (1, datetime(2026, 12, 1)),
        4: (0, None),
    }
    assert in_turn([1, 2, 3, 4], stats) == [4, 3, 2, 1]


def test_round_robin_is_fair_over_many_calls():
    stats = {u: (0, None) for u in (1, 2, 3)}
    given = []
    for n in range(30):
        chosen = in_turn([1, 2, 3], stats)[0]
        count, _ = stats[chosen]
        stats[chosen] = (count + 1, datetime(2026, 12, 1, 9, n))
        given.append(chosen)
    assert [given.count(u) for u in (1, 2, 3)] == [10, 10, 10]
