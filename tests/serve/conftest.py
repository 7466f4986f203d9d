"""Fixtures of the serve suite (run by `meson test --suite serve`, which sets TAGTEAM_CLI to
the build's tagteam). Every server listens on 127.0.0.1 and is stopped when its test ends."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from client import Server, cli_path  # noqa: E402


@pytest.fixture
def cli():
    return cli_path()


@pytest.fixture
def servers(tmp_path):
    """make(name): a started server with its own --data under tmp_path; all of them are
    stopped (SIGKILL if SIGTERM does not do it in 10 s) when the test ends."""
    made = []

    def make(name="data", args=()):
        s = Server(tmp_path / name, args)
        made.append(s)
        return s.start()

    yield make
    statuses = [s.stop() for s in made]
    # SIGTERM stops a server cleanly (exit status 0); none is left running
    assert all(s.proc.poll() is not None for s in made)
    assert statuses == [0] * len(made), statuses


@pytest.fixture
def server(servers):
    return servers()
