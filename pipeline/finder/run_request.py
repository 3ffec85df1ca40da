"""What the engine is asked for one stored run: the run's answers and the sector it was read
as. One place, so the job and a caught run's shown tools ask the same question."""

from pipeline.finder.intake import split_ids
from pipeline.finder.options import SECTOR_IDS
from pipeline.finder.recommender.engine import FinderRequest
from pipeline.finder.recommender.sector import infer_sector
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


def sector_for(run: FinderRun) -> str:
    """The run's sector: the visitor's answer to "What kind of business are you?" when they
    gave one (an explicit choice beats our reading, issue 26), else the one read from the
    company name and current tools. An answer naming a sector the finder no longer knows
    is read over, as the engine couldn't be asked for it."""
    if run.chosen_sector in SECTOR_IDS:
        return run.chosen_sector
    return infer_sector(run.company_name, run.current_tools)
