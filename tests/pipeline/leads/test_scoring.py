"""The lead score for a fixed set of people, made through the real forms: every reason with
its points, the sum kept within 0-100, spam never counted, and the score following the
person's leads as they change (a confirmation adds to it, a new lead from the same address
in another letter case too). A plan asked about on the contact form counts, and more when
the plan quiz recommended it."""

from pipeline.leads import scoring
from pipeline.leads.person_keys import keys_of
from tests.support.leads_factory import (
    confirm_newsletter,
    submit_contact,
    submit_finder,
    submit_newsletter,
)

ALL_GOALS = ["automate-customer-service", "generate-more-leads", "automate-reporting", "other"]


def _scores(app, *emails) -> dict[str, dict]:
    with app.app_context():
        keys = keys_of(emails)
        scores = scoring.scores_for(keys.values())
        return {email: scores[keys[email]] for email in emails}


def _reasons(result: dict) -> list[str]:
    return [reason["text"] for reason in result["reasons"]]


def test_scores_and_reasons_for_a_fixed_set_of_people(app, client, run_worker, smtp):
    app.config["RECIPIENT_DAILY_LIMIT"] = 10  # Zed gets five emails today
    # Mei: a mid-sized company, keen, asked from the Growth plan's page, came back twice.
    challenges = ["too-many-manual-processes", "lack-technical-expertise", "budget-constraints"]
    submit_finder(client, "Mei", "mei@example.com", "Harbour Bakery", size="51-100",
                  goals=ALL_GOALS, challenges=challenges)  # fmt: skip
    submit_contact(client, "Mei", "mei@example.com", "Can we talk?", role="business-owner",
                   page="/plans/growth")  # fmt: skip
    submit_newsletter(client, "Mei", "mei@example.com")
    # Tom: a sole trader whose only challenge is money.
    submit_finder(client, "Tom", "tom@example.com", "Tom's Vans", size="1-5", goals=["other"],
                  challenges=["budget-constraints"])  # fmt: skip
    # Ann: one contact as a consultant; her bot-like second one is spam and counts for nothing.
    submit_contact(client, "Ann", "ann@example.com", "Hello", role="consultant")
    submit_contact(client, "Ann", "ann@example.com", "Buy now", website="http://spam.example")
    # Zed: everything at once, past 100.
    submit_finder(client, "Zed", "zed@example.com", "Zed plc", size="500+", goals=ALL_GOALS,
                  challenges=["too-many-manual-processes", "lack-technical-expertise",
                              "integration-challenges"])  # fmt: skip
    submit_contact(client, "Zed", "zed@example.com", "Hi", role="ops-director",
                   referrer="https://www.example.co.uk/plans/freedom")  # fmt: skip
    submit_contact(client, "Zed", "zed@example.com", "Also", page="/plans/clarity")
    submit_newsletter(client, "Zed", "zed@example.com")
    # Raj: took the quiz, and asked about the plan it recommended.
    submit_contact(client, "Raj", "raj@example.com", "Hello", role="business-owner",
                   plan="growth", page="/contact?plan=growth&from=quiz")  # fmt: skip
    # Lia: asked about Clarity from its plan page's "Book a Call"; the form's plan is the one
    # that counts, not the page she had seen before.
    submit_contact(client, "Lia", "lia@example.com", "Hello", role="team-lead",
                   plan="clarity", page="/contact?plan=clarity",
                   referrer="https://www.example.co.uk/plans/freedom")  # fmt: skip
    # Kit: a hand-made `from=quiz` that names no plan, or another one, is no quiz result.
    submit_contact(client, "Kit", "kit@example.com", "Hello", role="other",
                   plan="freedom", page="/contact?plan=clarity&from=quiz")  # fmt: skip
    submit_contact(client, "Kit", "kit@example.com", "Again", role="other",
                   page="/contact?from=quiz")  # fmt: skip
    run_worker()
    confirm_newsletter(client, smtp, "mei@example.com")
    confirm_newsletter(client, smtp, "zed@example.com")

    scores = _scores(app, "mei@example.com", "tom@example.com", "ann@example.com",
                     "zed@example.com", "raj@example.com", "lia@example.com",
                     "kit@example.com")  # fmt: skip
    assert _reasons(scores["mei@example.com"]) == [
        "51–100 employees +20",
        "Goals: Automate customer service, Generate more leads, Automate reporting +15",
        "Challenges: Too many manual processes, Lack of technical expertise, Budget constraints +5",
        "Asked about the Growth plan +10",
        "Role: Business Owner +20",
        "Came back 2 times +10",
        "Confirmed the newsletter +10",
    ]
    assert scores["mei@example.com"]["score"] == 90
    assert _reasons(scores["tom@example.com"]) == ["Challenges: Budget constraints -5"]
    assert scores["tom@example.com"]["score"] == 0  # never below 0
    assert _reasons(scores["ann@example.com"]) == ["Role: Consultant +5"]
    assert scores["ann@example.com"]["score"] == 5
    assert _reasons(scores["zed@example.com"]) == [
        "500+ employees +25",
        "Goals: Automate customer service, Generate more leads, Automate reporting +15",
        "Challenges: Too many manual processes, Lack of technical expertise, "
        "Integration challenges +10",
        "Asked about the Freedom plan +15",
        "Role: Ops Director +20",
        "Came back 3 times +15",
        "Confirmed the newsletter +10",
    ]
    assert scores["zed@example.com"]["score"] == 100  # 110 in all, never above 100
    assert _reasons(scores["raj@example.com"]) == [
        "Asked about the Growth plan +10",
        "Plan quiz result: Growth +5",
        "Role: Business Owner +20",
    ]
    assert scores["raj@example.com"]["score"] == 35
    assert _reasons(scores["lia@example.com"]) == [
        "Asked about the Clarity plan +5",
        "Role: Team Lead +10",
    ]
    assert scores["lia@example.com"]["score"] == 15
    assert _reasons(scores["kit@example.com"]) == [
        "Asked about the Freedom plan +15",
        "Came back once +5",
    ]
    assert scores["kit@example.com"]["score"] == 20
    assert all(r["points"] for s in scores.values() for r in s["reasons"])


def test_the_score_follows_the_persons_leads(app, client, run_worker, smtp):
    submit_contact(client, "Ann", "ann@example.com", "Hello", role="team-lead")
    assert _scores(app, "ann@example.com")["ann@example.com"]["score"] == 10
    submit_finder(client, "Ann", "ANN@example.com", "Ann Ltd", size="21-50", goals=["other"],
                  challenges=["other"])  # fmt: skip
    after = _scores(app, "ann@example.com")["ann@example.com"]
    assert _reasons(after) == ["21–50 employees +15", "Role: Team Lead +10", "Came back once +5"]
    assert after["score"] == 30
