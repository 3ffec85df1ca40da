"""The tools a finder run kept out as spam is shown (issue 25): chosen by the catalogue
engine when its status is read, never stored, rendered or mailed. A caught run that
ended without results would tell a script its verdict; the catalogue engine is what
every run falls back to, and takes milliseconds, so this is what a real run could show."""

from pipeline.finder.recommender.answer import answer
from pipeline.finder.recommender.engine import default_recommender
from pipeline.finder.run_request import request_for, sector_for
from pipeline.intake import Step
from pipeline.models.finder_run import FinderRun

# A real catalogue run as its browser sees it: picked up, the report rendering, the results
# in while the email goes out, then done.
TIMELINE = (
    Step(0, "queued", None),
    Step(1, "running", "render"),
    Step(3, "running", "deliver"),
    Step(5, "succeeded", "done"),
)
SHOWS_RESULTS = ("deliver", "done")


def choose(test: FinderRun) -> tuple[list[dict], str]:
    """(the recommendations as stored dicts, the sector), as the job would have chosen them
    with the catalogue engine (the visitor's own sector when they chose one, as the job's);
    nothing on `test` changes."""
    sector = sector_for(test)
    chosen = answer(default_recommender(), request_for(test, sector))
    return [r.as_dict() for r in chosen.recommendations], sector
