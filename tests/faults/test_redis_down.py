"""Redis stopped while 100 mixed submissions arrive: every one is accepted (202) and
stored; once Redis is back, the sweeper enqueues them and every email goes out once."""

from concurrent.futures import ThreadPoolExecutor

from tests.support.fault_stack import mixed


def test_submissions_while_redis_is_down_are_all_processed_after_it_returns(stack):
    stack.processes.start_web()
    stack.processes.start_worker()
    stack.processes.start_worker()  # two, as production runs them: 20 finder PDFs take a while
    stack.redis.stop()
    assert not stack.redis.is_up()

    submissions = mixed(100, "redis-down")
    with ThreadPoolExecutor(max_workers=8) as pool:
        answers = list(pool.map(lambda s: stack.post(*s[2]), submissions))

    assert [status for status, _ in answers] == [202] * 100, answers[:3]
    ids = [body["id"] for _, body in answers]
    rows = stack.submissions(ids)
    assert len(rows) == 100  # stored before Redis was ever needed
    assert {r.kind for r in rows.values()} == {"contact", "guide", "early_access",
                                               "newsletter", "finder"}  # fmt: skip
    assert all(r.status == "queued" for r in rows.values())
    unqueued = stack.rows(  # the workers' own daily sales digest is not a form's
        "SELECT count(*) FROM outbox WHERE enqueued_at IS NULL AND job_id NOT LIKE 'sales-digest-%'"
    )[0][0]
    assert unqueued == 100  # the outbox remembers what Redis never got

    stack.redis.start()
    stack.wait_processed(ids, timeout=120)
    assert all(w.poll() is None for w in stack.processes.workers), (
        "the worker died while Redis was down"
    )
    assert stack.assert_mailed_exactly_once(ids) >= 100
