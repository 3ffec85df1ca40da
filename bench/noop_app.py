"""The baseline for bench/load_bench.py: a Flask app that does nothing, served by the same
gunicorn.conf.py, so the submission path's cost reads as a share of the server's ceiling.

    gunicorn -c gunicorn.conf.py --chdir bench noop_app:app"""

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/noop")
def noop():
    request.get_json(silent=True)  # parse the body, as the real endpoint does
    return jsonify({"ok": True})
