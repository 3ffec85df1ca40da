"""Reading the 24 sectors of issue 26: words in names (Welsh and plural forms too), the
systems of record visitors run, misleading names, what to call the business, and the
visitor's explicit choice (including "Something else") over any reading."""

import pytest

from pipeline.finder.options import GENERAL, SECTOR_IDS, SECTOR_SELECT_LABELS
from pipeline.finder.recommender.catalogue import load_catalogue
from pipeline.finder.recommender.engine import FinderRequest, default_recommender
from pipeline.finder.recommender.sector import infer_sector, read_sector

CATALOGUE = load_catalogue()
ENGINE = default_recommender()


@pytest.mark.parametrize(
    ("company", "sector"),
    [
        ("Brightsmile Dental", "dental"),
        ("City Dental Clinic", "dental"),  # the dental word beats the generic "clinic"
        ("Riverside Dentists", "dental"),
        ("Active Balance Physiotherapy", "clinics-therapy"),
        ("Oakfield Veterinary Surgery", "clinics-therapy"),
        ("Meadowview Care Home", "care"),
        ("Luxe Hair Salon", "beauty-wellness"),
        ("The Barbers Club", "beauty-wellness"),
        ("Ironworks Gym", "fitness-leisure"),
        ("Caffi Cwtch", "hospitality"),  # Welsh: café
        ("Little Acorns Nursery", "education-childcare"),
        ("Meithrinfa Seren", "education-childcare"),  # Welsh: nursery
        ("Bright Minds Tuition", "education-childcare"),
        ("Harbour Food Bank Charity", "charities"),
        ("Clarke & Webb Architects", "architecture-design"),
        ("Severn Precision Engineering", "manufacturing"),
        ("Millbrook Garage", "automotive"),
        ("Loxley Insurance Brokers", "insurance-broking"),
        ("Northgate Wealth Management", "financial-advice"),
        ("Blue Fern Wedding Photography", "creative-events"),
        ("Spark Digital Marketing Agency", "agencies"),
        ("Codebridge Software", "software-it"),
        ("Ashdown Management Consultants", "professional-services"),
    ],
)
def test_names_reveal_every_new_sector(company, sector):
    assert infer_sector(company, None, CATALOGUE) == sector


@pytest.mark.parametrize(
    ("tools", "sector"),
    [
        ("Dentally, Gmail", "dental"),
        ("Dentaly", "dental"),  # a misspelling visitors type
        ("Fresha, Instagram", "beauty-wellness"),
        ("Mindbody and Mailchimp", "fitness-leisure"),
        ("Famly", "education-childcare"),
        ("Garage Hive, Xero", "automotive"),
        ("TechMan", "automotive"),
        ("Acturis, Outlook", "insurance-broking"),
        ("Intelliflo, Voyant", "financial-advice"),
        ("Bullhorn", "recruitment"),
        ("AutoCAD and Revit", "architecture-design"),
        ("Beacon CRM, JustGiving", "charities"),
        ("Lightroom, Dubsado", "creative-events"),
        ("HoneyBook", "creative-events"),
        ("Glofox", "fitness-leisure"),
    ],
)
def test_the_systems_of_record_visitors_run_reveal_the_sector(tools, sector):
    assert infer_sector("Harbour Lane Ltd", tools, CATALOGUE) == sector


@pytest.mark.parametrize(
    ("company", "tools", "sector"),
    [
        ("Express Dental Care", None, "dental"),  # "Express" is no courier here
        ("Law Bakery Ltd", None, "hospitality"),
        ("Chambers Haulage Ltd", None, "logistics"),
        ("The Garage Bakery", None, "hospitality"),  # a bakery in an old garage
        ("Hartley & Finch", "Nothing really", GENERAL),
    ],
)
def test_misleading_names_go_to_the_stronger_reading(company, tools, sector):
    assert infer_sector(company, tools, CATALOGUE) == sector


@pytest.mark.parametrize(
    ("company", "kind"),
    [
        ("Little Acorns Nursery", "nursery"),
        ("Brightsmile Dental", "dental practice"),
        ("Luxe Hair Salon", "salon"),
        ("Millbrook Garage", "garage"),
        ("Harbour Community Charity", "charity"),
        ("Harbour Food Bank", "food bank"),
        ("Loxley Insurance Brokers", "insurance broker"),
        ("Codebridge Software", "software company"),
    ],
)
def test_the_reading_says_what_to_call_the_business(company, kind):
    assert read_sector(company, None, CATALOGUE).kind == kind


def test_every_sector_has_a_select_label_and_something_else_is_general():
    assert set(SECTOR_SELECT_LABELS) == set(SECTOR_IDS)
    assert SECTOR_SELECT_LABELS[GENERAL] == "Something else"
    assert len(SECTOR_IDS) == 25


def _request(company, sector=None, tools=None):
    return FinderRequest(
        "Sam", company, "6-20", ("reduce-manual-tasks",), ("other",), tools, sector=sector
    )


def test_an_explicit_choice_beats_the_reading():
    read = ENGINE.read(_request("Brightsmile Dental"))
    chosen = ENGINE.read(_request("Brightsmile Dental", "clinics-therapy"))
    assert read.needs.sector == "dental" and chosen.needs.sector == "clinics-therapy"
    recs = ENGINE.recommend(_request("Brightsmile Dental", "clinics-therapy"))
    for rec in recs:  # nothing built for dentists alone
        sectors = CATALOGUE.by_id[rec.tool_id].sectors
        assert not sectors or "clinics-therapy" in sectors, rec.name


def test_something_else_is_a_choice_too():
    recs = ENGINE.recommend(_request("Brightsmile Dental", GENERAL))
    tools = [CATALOGUE.by_id[rec.tool_id] for rec in recs]
    assert all(not tool.sectors or tool.addon_for for tool in tools), [t.name for t in tools]


def test_an_unknown_sector_is_refused():
    with pytest.raises(ValueError, match="unknown sector"):
        ENGINE.recommend(_request("Acme", "space-mining"))
