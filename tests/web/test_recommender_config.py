"""The finder's engine settings (README, Configuration): the catalogue by default, and an
LLM only with a usable server URL and model, refused at start-up otherwise."""

import pytest

from web.config import ConfigError, load_config

LLM = {
    "RECOMMENDER": "llm",
    "LLM_BASE_URL": "https://api.openai.com/v1/",
    "LLM_MODEL": "gpt-4o-mini",
}


def test_the_catalogue_engine_is_the_default(tmp_path):
    config = load_config(tmp_path, {})
    assert config["RECOMMENDER"] == "catalogue"
    assert (config["LLM_BASE_URL"], config["LLM_API_KEY"], config["LLM_MODEL"]) == ("", "", "")
    assert config["LLM_TIMEOUT_SECONDS"] == 8


def test_an_llm_with_its_settings(tmp_path):
    env = {**LLM, "RECOMMENDER": " LLM ", "LLM_API_KEY": "sk-1", "LLM_TIMEOUT_SECONDS": "2.5"}
    config = load_config(tmp_path, env)
    assert config["RECOMMENDER"] == "llm"
    assert config["LLM_BASE_URL"] == "https://api.openai.com/v1"
    assert (config["LLM_API_KEY"], config["LLM_MODEL"]) == ("sk-1", "gpt-4o-mini")
    assert config["LLM_TIMEOUT_SECONDS"] == 2.5
    local = load_config(tmp_path, {**LLM, "LLM_BASE_URL": "http://localhost:11434/v1"})
    assert local["LLM_BASE_URL"] == "http://localhost:11434/v1"  # Ollama takes no key


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"RECOMMENDER": "gpt"}, "RECOMMENDER must be one of catalogue, llm"),
        ({**LLM, "LLM_BASE_URL": ""}, "needs LLM_BASE_URL"),
        ({**LLM, "LLM_BASE_URL": "api.openai.com/v1"}, "needs LLM_BASE_URL"),
        ({**LLM, "LLM_BASE_URL": "ftp://models.example/v1"}, "needs LLM_BASE_URL"),
        ({**LLM, "LLM_MODEL": " "}, "needs LLM_MODEL"),
        ({"LLM_TIMEOUT_SECONDS": "0"}, "LLM_TIMEOUT_SECONDS"),
        ({"LLM_TIMEOUT_SECONDS": "soon"}, "LLM_TIMEOUT_SECONDS"),
        ({"LLM_TIMEOUT_SECONDS": "nan"}, "LLM_TIMEOUT_SECONDS"),
        ({"LLM_TIMEOUT_SECONDS": "600"}, "LLM_TIMEOUT_SECONDS"),
    ],
)
def test_unusable_settings_are_refused_at_start_up(tmp_path, env, message):
    with pytest.raises(ConfigError, match=message):
        load_config(tmp_path, env)
