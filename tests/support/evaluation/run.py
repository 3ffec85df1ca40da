"""Running the evaluation: each profile's form through the finder's recommender, its answer
through the rules, and the table `make eval` prints."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pipeline.finder import FinderRequest, default_recommender, infer_sector
from tests.support.evaluation.answer import Answer, catalogue_picks, catalogue_tools, read_answer
from tests.support.evaluation.profiles import MEASURED_SETS, Profile, load_profiles
from tests.support.evaluation.profiles import PROFILE_SETS as SETS
from tests.support.evaluation.rules import RULES, Context, Verdict, check
from tests.support.evaluation.vocabulary import Reference, load_reference


@dataclass(frozen=True)
class Outcome:
    profile: Profile
    tools: tuple[str, ...]
    verdicts: dict[str, Verdict | None]
    error: str | None = None

    @property
    def passed(self) -> bool:
        return self.error is None and all(v is None or v.passed for v in self.verdicts.values())

    def failures(self) -> list[str]:
        if self.error:
            return [f"engine: {self.error}"]
        titles = {rule.code: rule.title for rule in RULES}
        return [
            f"{code} ({titles[code]}): {verdict.detail}"
            for code, verdict in self.verdicts.items()
            if verdict is not None and not verdict.passed
        ]


def finder_request(profile: Profile) -> FinderRequest:
    """The request the finder's job builds from this form (pipeline/finder/job.py): the
    sector read with the product's own `infer_sector` from the company name and current
    tools (never the email), as the job stores it on the run and hands it to the engine."""
    form = profile.form
    return FinderRequest(
        first_name=form["firstName"],
        company_name=form["companyName"],
        company_size=form["companySize"],
        business_goals=tuple(form["businessGoal"]),
        main_challenges=tuple(form["mainChallenge"]),
        current_tools=form.get("currentTools"),
        sector=infer_sector(form["companyName"], form.get("currentTools")),
    )


def evaluate(profile: Profile, recommender: Any, reference: Reference) -> Outcome:
    catalogue = catalogue_tools(recommender)
    request = finder_request(profile)
    try:
        result = recommender.recommend(request)
    except Exception as exc:  # noqa: BLE001 - any engine failure is this profile's failure
        return Outcome(profile, (), {}, f"{type(exc).__name__}: {exc}")
    answer: Answer = read_answer(result, catalogue, reference, request.sector)
    ctx = Context(profile, answer, catalogue_picks(catalogue, reference), reference)
    return Outcome(profile, tuple(p.name for p in answer.picks), check(ctx))


def evaluate_all(
    recommender: Any = None, reference: Reference | None = None, only: Sequence[str] = ()
) -> list[Outcome]:
    """Every profile (or those whose id is in ``only``) against the finder's recommender."""
    reference = reference or load_reference()
    recommender = recommender if recommender is not None else default_recommender()
    profiles = [p for p in load_profiles(reference) if not only or p.id in only]
    return [evaluate(profile, recommender, reference) for profile in profiles]


def _mark(verdict: Verdict | None) -> str:
    return "-" if verdict is None else "ok" if verdict.passed else "FAIL"


def table(outcomes: Sequence[Outcome], tool_width: int = 24) -> str:
    """Profile, its three tools, every rule's pass/fail, the failures and the score."""
    codes = [rule.code for rule in RULES]
    id_width = max([len("profile"), *(len(o.profile.id) for o in outcomes)])
    header = ["profile".ljust(id_width)]
    header += [f"tool {n}".ljust(tool_width) for n in (1, 2, 3)]
    header += [code.ljust(max(len(code), 4)) for code in codes] + ["result"]
    lines = [" ".join(header), "-" * len(" ".join(header))]
    for outcome in outcomes:
        tools = [*outcome.tools, "", "", ""][:3]
        row = [outcome.profile.id.ljust(id_width)]
        row += [name[:tool_width].ljust(tool_width) for name in tools]
        row += [
            _mark(outcome.verdicts.get(code)).ljust(max(len(code), 4))
            if not outcome.error
            else "!".ljust(max(len(code), 4))
            for code in codes
        ]
        row.append("PASS" if outcome.passed else "FAIL")
        lines.append(" ".join(row).rstrip())
    lines += ["", "Rules:"]
    lines += [f"  {rule.code:<7} {rule.title}" for rule in RULES]
    failed = [o for o in outcomes if not o.passed]
    if failed:
        lines += ["", "Failures:"]
        for outcome in failed:
            lines.append(f"  {outcome.profile.id} ({outcome.profile.form['companyName']}):")
            lines += [f"    - {line}" for line in outcome.failures()]
    lines.append("")
    lines += [score_line(name, [o for o in outcomes if o.profile.set == name]) for name in SETS]
    lines.append(score_line("all", outcomes))
    return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class Bar:
    """What a measured set (never tuned against) is held to."""

    floor: float
    """`make eval` exits 1 below it: a broken general rule fails many profiles at once."""
    target: float
    """The round's goal, printed as met or missed; not an exit condition, or every failing
    profile would become a reason to tune the engine for that one visitor."""


# Issues 26 and 35: every tuning profile must pass; the measured sets are held to a floor
# a few profiles below their target (the unseen kinds' was 0 in the commit that added the
# set, before the engine changed for it).
BARS: dict[str, Bar] = {"held-out": Bar(0.9, 0.95), "unseen-kinds": Bar(0.85, 0.9)}
HELD_OUT_TARGET = BARS["held-out"].floor
"""The held-out floor (issue 26's 90 %), by its old name."""


def share(outcomes: Sequence[Outcome]) -> float:
    return sum(o.passed for o in outcomes) / len(outcomes) if outcomes else 1.0


def meets_targets(outcomes: Sequence[Outcome]) -> bool:
    """Every tuning profile passes and each measured set reaches its floor."""
    tuning = [o for o in outcomes if o.profile.set not in MEASURED_SETS]
    floors = all(
        share([o for o in outcomes if o.profile.set == name]) >= bar.floor
        for name, bar in BARS.items()
    )
    return bool(outcomes) and all(o.passed for o in tuning) and floors


def score_line(name: str, outcomes: Sequence[Outcome]) -> str:
    """'Score (held-out): 45/48 profiles pass (94%)', with the set's floor and target."""
    passed = sum(o.passed for o in outcomes)
    fraction = passed / len(outcomes) if outcomes else 0.0
    line = f"Score ({name}): {passed}/{len(outcomes)} profiles pass ({fraction:.0%})"
    bar = BARS.get(name)
    if bar is None or not outcomes:
        return line
    target = "met" if fraction >= bar.target else "missed"
    return f"{line}; target {bar.target:.0%} {target}, floor {bar.floor:.0%}"
