"""Flask application factory: configuration, database, migrations, API blueprints, errors
and the built frontend, each wired by its own init step."""

import logging
import os
from pathlib import Path

from flask import Blueprint, Flask
from flask_migrate import Migrate

import pipeline.models.schema  # noqa: F401  (registers every model with the metadata)
from pipeline.models.db import db
from web.config import ROOT, load_config

migrate = Migrate(directory=str(ROOT / "migrations"), render_as_batch=True)


def create_app(overrides: dict | None = None) -> Flask:
    instance = os.environ.get("INSTANCE_PATH") or str(ROOT / "instance")
    app = Flask(__name__, instance_path=instance, static_folder=None)
    app.config.update(load_config(Path(app.instance_path)))
    app.config.update(overrides or {})
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")

    db.init_app(app)
    migrate.init_app(app, db)

    from web import auth, cli, cli_analytics, cli_backup, cli_retention, cli_users, csrf, errors
    from web.compression import init_compression
    from web.extensions import init_limiter
    from web.json_body import init_json
    from web.no_store import init_no_store
    from web.security import init_security
    from web.session_signing import init_session_signing

    init_json(app)
    errors.register_error_handlers(app)
    init_security(app)
    init_no_store(app)
    init_session_signing(app)
    init_compression(app)
    init_limiter(app)
    auth.init_auth(app)
    csrf.init_csrf(app)
    cli.init_cli(app)
    cli_users.init_cli(app)
    cli_analytics.init_cli(app)
    cli_backup.init_cli(app)
    cli_retention.init_cli(app)
    for blueprint in _blueprints():
        app.register_blueprint(blueprint)
    return app


def _blueprints() -> list[Blueprint]:
    """Every HTTP area, in registration order: the public API, the admin API, the
    operational endpoints, then the pages, whose catch-all route comes last."""
    from web import health, metrics, openapi, pages
    from web.api import admin, public

    operations = [health.bp, metrics.bp, openapi.bp]
    return [*public.blueprints(), *admin.blueprints(), *operations, *pages.blueprints()]
