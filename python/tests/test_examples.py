"""The examples run: loop.py's AEC loop, and random_bot.py playing a seat over stdio."""

import json
import os
import subprocess
import sys

import pytest

from conftest import ROOT, needs_observe

EXAMPLES = os.path.join(ROOT, "python", "examples")


@needs_observe
def test_loop_example_runs_the_aec_loop():
    out = subprocess.run([sys.executable, os.path.join(EXAMPLES, "loop.py"), "ptcg-doubles",
                          "--games", "2", "--seed", "4"], check=True, capture_output=True,
                         text=True, timeout=300).stdout
    lines = out.splitlines()
    assert lines[0].startswith("game 1: 1A ") and lines[1].startswith("game 2: ")
    assert lines[-1].startswith("2 games, ")


@pytest.mark.parametrize("ruleset", ["ygo-team-duel", "ptcg-doubles"])
def test_random_bot_plays_a_seat_over_stdio(cli, ruleset, tmp_path):
    rec = tmp_path / "r.jsonl"
    game_log, bot_log = tmp_path / "game.err", tmp_path / "bot.err"
    with open(game_log, "w") as ge, open(bot_log, "w") as be:
        game = subprocess.Popen([cli, "play", ruleset, "--seed", "9", "--agent", "1A=stdio",
                                 "--record", str(rec)], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=ge, cwd=ROOT)
        bot = subprocess.Popen([sys.executable, os.path.join(EXAMPLES, "random_bot.py"),
                                "--seed", "1"], stdin=game.stdout, stdout=game.stdin, stderr=be)
        game.stdout.close()  # the bot holds the pipes now
        game.stdin.close()
        try:
            game.wait(timeout=300)
            bot.wait(timeout=60)
        finally:
            bot.kill()
            game.kill()
    game_err, bot_err = game_log.read_text(), bot_log.read_text()
    assert game.returncode == 0, game_err
    assert bot.returncode == 0, bot_err
    decided = int(bot_err.split("random_bot: ")[-1].split()[0])
    taken = [json.loads(x) for x in rec.read_text().splitlines()[1:]]
    assert decided > 0 and decided == sum(1 for d in taken if d["seat"] == "1A")
    assert "refused" not in bot_err


def test_random_bot_plays_two_seats_over_exec(cli):
    usage = subprocess.run([cli, "play", "--help"], capture_output=True, text=True).stdout
    if "exec:" not in usage:
        pytest.skip("this tagteam has no --agent SEAT=exec:COMMAND")
    bot = "%s %s" % (sys.executable, os.path.join(EXAMPLES, "random_bot.py"))
    r = subprocess.run([cli, "play", "ptcg-doubles", "--seed", "4", "--agent",
                        "1A=exec:%s --seed 1" % bot, "--agent", "2B=exec:%s --seed 2" % bot],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert r.returncode == 0, r.stderr
    # each bot's choices are in the play-by-play ("  1A: <label>"); its own goodbye line on
    # stderr is not waited for (a loaded machine can pass the engine's second of grace)
    for seat in ("1A", "2B"):
        assert any(line.startswith("  %s: " % seat) for line in r.stdout.splitlines()), seat
    assert "refused" not in r.stderr
    counts = [int(x.split()[1]) for x in r.stderr.splitlines() if x.startswith("random_bot: ")]
    assert all(c > 0 for c in counts)
    assert r.stdout.rstrip().endswith("wins.") or "draw" in r.stdout.splitlines()[-1]
