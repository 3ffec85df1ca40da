"""Flask application factory: configuration, database, migrations, API blueprints, errors
and the built frontend, each wired by its own init step."""

import logging
from pathlib import Path

from flask import Flask
from flask_migrate import Migrate

import pipeline.schema  # noqa: F401  (registers every model with the metadata)
from pipeline.db import db
from web.config import ROOT, load_config

migrate = Migrate(directory=str(ROOT / "migrations"), render_as_batch=True)


def create_app(overrides: dict | None = None) -> Flask:
    app = Flask(__name__, instance_path=str(ROOT / "instance"), static_folder=None)
    app.config.update(load_config(Path(app.instance_path)))
    app.config.update(overrides or {})
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")

    db.init_app(app)
    migrate.init_app(app, db)

    from web import errors, frontend
    from web.api import contact, submissions

    errors.register_error_handlers(app)
    app.register_blueprint(contact.bp)
    app.register_blueprint(submissions.bp)
    app.register_blueprint(frontend.bp)
    return app
