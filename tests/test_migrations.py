"""The Alembic migrations (the install path) produce exactly the schema the models
describe, on SQLite and PostgreSQL alike."""

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from pipeline.models.db import db
from pipeline.models.schema import include_object


def test_migrated_schema_matches_the_models(app):
    with app.app_context(), db.engine.connect() as connection:
        options = {"include_object": include_object, "compare_type": True}
        context = MigrationContext.configure(connection, opts=options)
        assert compare_metadata(context, db.metadata) == []
