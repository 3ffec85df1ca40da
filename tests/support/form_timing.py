"""The timing a person's browser sends with every public form (web/api/spam.py): the time
trap can't be skipped, so test submissions meant to be processed carry it too."""

# Eight seconds between the form appearing and its submission: a person, not a script.
HUMAN = {"form_elapsed_ms": 8000}
