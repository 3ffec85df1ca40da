"""The catalogue engine: scores the catalogue against what the visitor told us and
writes each pick's rationale."""
