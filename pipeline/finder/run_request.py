"""What the engine is asked for one stored run: the run's answers and the sector it was read
as. One place, so the job and a caught run's shown tools ask the same question."""

from pipeline.finder.intake import split_ids
from pipeline.finder.recommender.engine import FinderRequest
from pipeline.models.finder_run import FinderRun


def request_for(run: FinderRun, sector: str | None) -> FinderRequest:
    return FinderRequest(
        first_name=run.first_name,
        company_name=run.company_name,
        company_size=run.company_size,
        business_goals=tuple(split_ids(run.business_goal)),
        main_challenges=tuple(split_ids(run.main_challenge)),
        current_tools=run.current_tools,
        sector=sector,
    )
