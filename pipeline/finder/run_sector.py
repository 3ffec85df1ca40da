"""What a stored run says of its sector (issue 26): the visitor's own answer to "What kind of
business are you?" when they gave one, else the sector the job read from their company name
and current tools. One place, so the browser, the email, the PDF, the sales email, the lead
detail and the lead.created webhook all tell the same story."""

from pipeline.finder.options import GENERAL, SECTOR_LABELS, SECTOR_SELECT_LABELS
from pipeline.models.finder_run import FinderRun

# "You told us you are: ..." when the visitor chose "Something else": the reading's own
# phrase for 'general' ("nothing you told us pointed to one sector") would misquote them.
CHOSEN_GENERAL = "a business outside the sectors we list"


def shown_sector(run: FinderRun) -> tuple[str | None, bool]:
    """(the sector id the run shows, whether it is the visitor's own answer). Before the job
    has stored one, the visitor's answer is all there is (the lead detail of a queued run)."""
    shown = run.sector or run.chosen_sector
    return shown, bool(shown) and shown == run.chosen_sector


def sector_phrase(run: FinderRun) -> str | None:
    """What completes "We read you as: ..." or "You told us you are: ..." ("a legal
    practice"); None for a run made before the finder read sectors."""
    shown, chosen = shown_sector(run)
    if chosen and shown == GENERAL:
        return CHOSEN_GENERAL
    return SECTOR_LABELS.get(shown or "")


def sector_fields(run: FinderRun) -> dict:
    """For sales (the lead detail, the sales email, lead.created): the sector's id, its label
    in the form's select ("Dental practice"; a legacy id's phrase), and whether the visitor
    chose it; the id and label are None for a run without one."""
    shown, chosen = shown_sector(run)
    label = SECTOR_SELECT_LABELS.get(shown or "") or SECTOR_LABELS.get(shown or "")
    return {"sector": shown, "sector_label": label, "sector_chosen": chosen}
