"""A real S3-compatible server for the tests: moto in server mode, as its own process on a
loopback port, spoken to over HTTP by boto3 like any bucket (never moto's in-process mocks).
Each test gets a fresh bucket."""

import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import boto3

from tests.support.smtp_sink import free_port

REGION = "us-east-1"
# moto takes any credentials; boto3 needs some to sign with.
ACCESS_KEY_ID = "testing-key-id"
SECRET_ACCESS_KEY = "testing-secret-key"


class S3Server:
    def __init__(self, folder: Path):
        self.log = folder / "moto.log"
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def endpoint_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30) -> "S3Server":
        command = [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(self.port)]
        with self.log.open("w") as out:
            self.process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"moto_server exited:\n{self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(self.endpoint_url, timeout=1):  # noqa: S310
                    return self
            except urllib.error.HTTPError:
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"moto_server did not answer in {timeout:.0f}s")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)

    def client(self):
        return boto3.session.Session().client(
            "s3",
            endpoint_url=self.endpoint_url,
            region_name=REGION,
            aws_access_key_id=ACCESS_KEY_ID,
            aws_secret_access_key=SECRET_ACCESS_KEY,
        )

    def new_bucket(self) -> str:
        name = f"uploads-{uuid.uuid4().hex[:16]}"
        self.client().create_bucket(Bucket=name)
        return name

    def settings(self, bucket: str, prefix: str = "uploads") -> dict[str, str]:
        """The configuration (environment variables) of an app storing in `bucket`."""
        return {
            "STORAGE_URL": f"s3://{bucket}/{prefix}",
            "S3_ENDPOINT_URL": self.endpoint_url,
            "S3_REGION": REGION,
            "S3_ADDRESSING_STYLE": "path",
            "AWS_ACCESS_KEY_ID": ACCESS_KEY_ID,
            "AWS_SECRET_ACCESS_KEY": SECRET_ACCESS_KEY,
        }
