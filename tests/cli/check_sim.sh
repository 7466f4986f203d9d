#!/bin/sh
# check_sim.sh TAGTEAM SRCDIR: tagteam sim's promises (docs/cli.md): the figures do not depend
# on --jobs, shards merged are the whole run, --vary plays variants of the base and refuses a
# bad key or value before any game, the CSV and SVG are what a spreadsheet and a browser read,
# bad --shard and --merge input exit 2 with a message.
set -u
exe=$1
src=$2
py=/usr/bin/python3
[ -x "$py" ] || py=python3
. "$src/tests/cli/tap.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
t() { # t EXPECTED_STATUS DESCRIPTION COMMAND...
    want=$1
    what=$2
    shift 2
    "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    [ "$got" -eq "$want" ]
    ok $? "$what"
    [ "$got" -eq "$want" ] || { echo "#   exit $got, wanted $want"; sed 's/^/#   /' "$tmp/err" | head -n 5; }
}
err_has() { # err_has DESCRIPTION PATTERN: the last t's stderr holds PATTERN
    grep -q -- "$2" "$tmp/err"
    ok $? "$1"
    grep -q -- "$2" "$tmp/err" || sed 's/^/#   /' "$tmp/err" | head -n 5
}
# same_json DESCRIPTION A B: equal but for the wall time
same_json() {
    "$py" -c '
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
for r in a + b:
    r.pop("seconds")
sys.exit(0 if a == b else 1)' "$2" "$3"
    ok $? "$1"
}
no_time() { grep -v 'games/s'; } # the figures without the timing line

t 0 "sim --help" "$exe" sim --help
grep -q -- "--shard K/N" "$tmp/out"
ok $? "sim --help tells of --vary, --jobs, --shard and --merge"
t 2 "sim with no ruleset is bad input" "$exe" sim
t 2 "sim --merge with no file is bad input" "$exe" sim --merge

# --jobs: the same seeds give the same figures on any number of threads
for rs in ygo-team-duel ptcg-doubles variants/ygo-duel-tournament; do
    "$exe" sim "$rs" --games 40 --seed 3 --jobs 1 | no_time >"$tmp/j1.txt"
    "$exe" sim "$rs" --games 40 --seed 3 --jobs 2 | no_time >"$tmp/j2.txt"
    "$exe" sim "$rs" --games 40 --seed 3 --jobs 7 | no_time >"$tmp/j7.txt"
    cmp -s "$tmp/j1.txt" "$tmp/j2.txt" && cmp -s "$tmp/j1.txt" "$tmp/j7.txt" && [ -s "$tmp/j1.txt" ]
    ok $? "sim $rs: --jobs 1, 2 and 7 print the same figures"
done
"$exe" sim ygo-team-duel ptcg-standard --games 30 --vary hand.start=4,6 --jobs 1 --json >"$tmp/j1.json"
"$exe" sim ygo-team-duel ptcg-standard --games 30 --vary hand.start=4,6 --jobs 2 --json >"$tmp/j2.json"
same_json "a --vary matrix: --jobs 1 and 2 give the same JSON" "$tmp/j1.json" "$tmp/j2.json"
# the derived figures follow from the counts: the Wilson 95% interval, the median game (of an
# even count the upper middle one), the mean
"$py" -c '
import json, math, sys
z = 1.959963984540054
for r in json.load(open(sys.argv[1])):
    k, n = r["first_team_game_wins"], r["first_team_games"]
    p = k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    lo, hi = r["first_team_game_win_interval"]
    lengths = sorted(t for t, c in r["turns"] for _ in range(c))
    assert abs(lo - max(0, mid - half)) < 1e-9 and abs(hi - min(1, mid + half)) < 1e-9, (lo, hi)
    assert r["median_turns"] == lengths[len(lengths) // 2], r["median_turns"]
    assert abs(r["mean_turns"] - sum(lengths) / len(lengths)) < 1e-9
    assert len(lengths) == r["games"] and sum(lengths) == r["turn_sum"]' "$tmp/j1.json"
ok $? "the interval, median and mean follow from the counts and the game lengths"
t 2 "--jobs 0 is bad input" "$exe" sim ygo-duel --jobs 0
t 2 "--jobs abc is bad input" "$exe" sim ygo-duel --jobs abc
"$exe" sim ygo-duel --games 5 >"$tmp/out" 2>"$tmp/err"
# stderr holds only the warnings of cards not played as printed (issue 30, `simplified`)
! grep -v '^tagteam sim: warning: ' "$tmp/err" | grep -q .
ok $? "no progress bar when stderr is not a terminal"

# --shard and --merge: the shards' results add up to the whole run's
run="ygo-team-duel ptcg-doubles --games 31 --seed 5 --vary hand.start=4,5"
# shellcheck disable=SC2086 # $run is words
"$exe" sim $run --json >"$tmp/whole.json"
for k in 1 2 3; do
    # shellcheck disable=SC2086
    "$exe" sim $run --shard $k/3 --json >"$tmp/s$k.json"
done
t 0 "merge three shards" "$exe" sim --merge "$tmp/s3.json" "$tmp/s1.json" "$tmp/s2.json" --json
same_json "merged shards are the whole run (31 matches, 4 variants)" "$tmp/out" "$tmp/whole.json"
# shellcheck disable=SC2086
"$exe" sim $run | no_time >"$tmp/whole.txt"
"$exe" sim --merge "$tmp/s1.json" "$tmp/s2.json" "$tmp/s3.json" | no_time >"$tmp/merged.txt"
cmp -s "$tmp/whole.txt" "$tmp/merged.txt"
ok $? "merged shards print the whole run's text"
"$py" -c 'import json,sys; d=json.load(open(sys.argv[1]))[0]; sys.exit(0 if d["seeds"] == [15, 24] and d["matches"] == 10 else 1)' "$tmp/s2.json"
ok $? "shard 2/3 of 31 matches from seed 5 plays the contiguous block of seeds 15..24"
"$exe" sim ygo-team-duel --games 31 --seed 5 --shard 3/3 --json >"$tmp/last.json"
"$exe" sim ygo-team-duel --games 11 --seed 25 --json >"$tmp/alone.json"
"$py" -c '
import json, sys
a, b = (json.load(open(f))[0] for f in sys.argv[1:3])
keys = ("wins", "draws", "games", "turns", "ends", "decisions")
sys.exit(0 if all(a[k] == b[k] for k in keys) else 1)' "$tmp/last.json" "$tmp/alone.json"
ok $? "shard 3/3 plays what a run of its seeds alone plays"
t 2 "--shard 0/3 is bad input" "$exe" sim ygo-duel --shard 0/3
err_has "--shard says what it expects" "expects k/n with 1 <= k <= n"
t 2 "--shard 4/3 is bad input" "$exe" sim ygo-duel --shard 4/3
t 2 "--shard 2 is bad input" "$exe" sim ygo-duel --shard 2
t 2 "more shards than matches is bad input" "$exe" sim ygo-duel --games 2 --shard 1/3
err_has "more shards than matches says so" "more shards than the 2 matches"
t 2 "merging two of three shards is refused" "$exe" sim --merge "$tmp/s1.json" "$tmp/s2.json"
err_has "a missing shard is named" "merge all 3 shards"
t 2 "merging a shard twice is refused" "$exe" sim --merge "$tmp/s1.json" "$tmp/s1.json" "$tmp/s2.json"
err_has "a shard given twice is named" "shard 1/3 is also in"
"$exe" sim ygo-team-duel ptcg-doubles --games 31 --seed 5 --vary hand.start=4,6 --shard 2/3 --json >"$tmp/other.json"
t 2 "merging shards of other variants is refused" "$exe" sim --merge "$tmp/s1.json" "$tmp/other.json" "$tmp/s3.json"
err_has "other variants are named" "not a part of the same sim"
"$exe" sim ygo-team-duel ptcg-doubles --games 31 --seed 5 --vary hand.start=4,5 --agent 1A=first --shard 2/3 --json >"$tmp/other.json"
t 2 "merging shards of other agents is refused" "$exe" sim --merge "$tmp/s1.json" "$tmp/other.json" "$tmp/s3.json"
err_has "other agents are named" "other agents"
"$exe" sim ygo-team-duel ptcg-doubles --games 31 --seed 6 --vary hand.start=4,5 --shard 2/3 --json >"$tmp/other.json"
t 2 "merging shards of other seeds is refused" "$exe" sim --merge "$tmp/s1.json" "$tmp/other.json" "$tmp/s3.json"
err_has "other seeds are named" "other seeds"
printf '[{"format": ' >"$tmp/cut.json"
t 2 "a cut JSON file is bad input" "$exe" sim --merge "$tmp/cut.json"
err_has "a cut JSON file is reported at its line and column" "cut.json:1:[0-9]*: "
echo '{"a": 1}' >"$tmp/other.json"
t 2 "JSON that is not sim results is bad input" "$exe" sim --merge "$tmp/other.json"
"$py" -c '
import json, sys
d = json.load(open(sys.argv[1])); d[1]["wins"][0] += 1
json.dump(d, open(sys.argv[2], "w"))' "$tmp/s2.json" "$tmp/edited.json"
t 2 "a result whose counts do not add up is refused" "$exe" sim --merge "$tmp/s1.json" "$tmp/edited.json" "$tmp/s3.json"
err_has "the count that does not add up is named" "edited.json: \[1\].wins: wins and draws add up to"
edit() { # edit PYTHON_STATEMENT_ON_d: s2.json edited into edited.json
    "$py" -c '
import json, sys
d = json.load(open(sys.argv[1])); exec(sys.argv[3])
json.dump(d, open(sys.argv[2], "w"))' "$tmp/s2.json" "$tmp/edited.json" "$1"
}
for k in 1 2; do
    "$exe" sim ygo-duel --games 4 --seed 5000000000000 --shard "$k/2" --json >"$tmp/big$k.json"
done
t 0 "shards from a seed past 10^12 merge (a seed is no count)" \
    "$exe" sim --merge "$tmp/big1.json" "$tmp/big2.json"
edit 'd[0]["seeds"][0] += 1'
t 2 "a result whose seeds are not its shard's is refused" \
    "$exe" sim --merge "$tmp/s1.json" "$tmp/edited.json" "$tmp/s3.json"
err_has "the seeds it should have played are named" "edited.json: \[0\].seeds: expected \["
edit 'd[0]["drwas"] = 1'
t 2 "a result with a key sim does not write is refused" \
    "$exe" sim --merge "$tmp/s1.json" "$tmp/edited.json" "$tmp/s3.json"
err_has "the unknown key is named" "edited.json: \[0\].drwas: unknown key"
edit 'd[0]["games"] = 2**62; d[0]["ends"]["life"] = 2**62'
t 2 "a count past 10^12 is refused (no sum wraps around)" \
    "$exe" sim --merge "$tmp/s1.json" "$tmp/edited.json" "$tmp/s3.json"
err_has "the count is named" "edited.json: \[0\].games: more than 10^12"
t 2 "a missing file is bad input (the path given)" "$exe" sim --merge "$tmp/nonexistent.json"
t 2 "--merge with --vary is refused" "$exe" sim --merge "$tmp/s1.json" --vary hand.start=4
t 2 "--merge with --games is refused" "$exe" sim --merge "$tmp/s1.json" --games 5
err_has "--merge names the option it does not take" "not --games"

# --vary: each variant extends the base with the keys set
"$exe" sim ygo-team-duel --games 30 --json >"$tmp/base.json"
"$exe" sim ygo-team-duel --games 30 --vary life.start=8000 --json >"$tmp/same.json"
"$py" -c '
import json, sys
a, b = (json.load(open(f))[0] for f in sys.argv[1:3])
keys = ("wins", "draws", "games", "turns", "ends", "decisions")
sys.exit(0 if all(a[k] == b[k] for k in keys) and b["variant"] == {"life.start": "8000"} else 1)' \
    "$tmp/base.json" "$tmp/same.json"
ok $? "a variant that sets the base's own value plays the base's games"
"$exe" sim ygo-team-duel --games 30 --vary life.start=1000,30000 --json >"$tmp/life.json"
"$py" -c '
import json, sys
short, long = json.load(open(sys.argv[1]))
sys.exit(0 if short["mean_turns"] < long["mean_turns"] and short["rules_hash"] != long["rules_hash"] else 1)' \
    "$tmp/life.json"
ok $? "life.start=1000 games are shorter than life.start=30000 ones (the key is applied)"
t 0 "--vary on a ruleset file (its decks relative to it)" "$exe" sim "$src/rulesets/variants/ygo-team-duel-16000.yaml" --games 3 --vary hand.start=4,5
grep -q "^ygo-team-duel-16000 hand.start=4: 3 games" "$tmp/out"
ok $? "a file's variant is named by the file's ruleset and its setting"
t 0 "a list value in brackets is one value" "$exe" sim ygo-team-duel --games 3 --vary "turn.order=[1A,2A,1B,2B],[2A,1A,2B,1B]"
grep -q "turn.order=\[2A,1A,2B,1B\]" "$tmp/out"
ok $? "the list variant is reported with its value"
t 2 "an unknown --vary key is bad input" "$exe" sim ygo-team-duel --vary life.strt=4000,8000
err_has "an unknown key is reported at its column of the --vary argument" \
    "^--vary life.strt=4000,8000:1:6: life.strt: unknown key; did you mean 'start'?"
t 2 "a bad --vary value is bad input" "$exe" sim ygo-team-duel --vary life.start=4000,abc
err_has "a bad value is reported at its column" "^--vary life.start=4000,abc:1:17: life.start: expected an integer, got 'abc'"
[ ! -s "$tmp/out" ]
ok $? "a bad value in the last variant stops the run before any game"
t 2 "an out-of-range --vary value is bad input (core validation)" "$exe" sim ygo-team-duel --vary hand.start=-1
t 2 "--vary without = is bad input" "$exe" sim ygo-team-duel --vary life.start
t 2 "--vary of the name is refused" "$exe" sim ygo-team-duel --vary name=x
t 2 "--vary of a key twice is refused" "$exe" sim ygo-team-duel --vary life.start=1 --vary life.start=2
t 2 "--vary of a key and a key inside it is refused" "$exe" sim ygo-team-duel --vary life.start=1 --vary life=2
t 2 "a value given twice is refused" "$exe" sim ygo-team-duel --vary life.start=1,1
t 2 "an --agent given twice for a seat is refused" "$exe" sim ygo-duel --games 1 \
    --agent 1A=first --agent 1A=random
err_has "it names the option and the seat" "--agent given twice for 1A"

# --csv and --plot
t 0 "--csv and --plot write their files" "$exe" sim ygo-team-duel ptcg-standard --games 12 \
    --vary hand.start=4,6 --csv "$tmp/r.csv" --plot "$tmp/r.svg" --json
cp "$tmp/out" "$tmp/r.json"
head -n 1 "$tmp/r.csv" | tr -d '\r' | grep -q '^ruleset,hand.start,matches,games,team1_wins,team2_wins,draws,first_team_win_share,first_team_win_low,first_team_win_high,mean_turns,median_turns,ends_draw,'
ok $? "the CSV header names the varied key and the figures"
"$py" -c '
import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
res = json.load(open(sys.argv[2]))
good = len(rows) == 4 and all(
    r["ruleset"] == j["ruleset"] and r["hand.start"] == j["variant"]["hand.start"]
    and int(r["team1_wins"]) == j["wins"][0] and int(r["games"]) == j["games"]
    and abs(float(r["first_team_win_share"]) - j["first_team_game_win_share"]) < 1e-4
    for r, j in zip(rows, res))
sys.exit(0 if good else 1)' "$tmp/r.csv" "$tmp/r.json"
ok $? "the CSV has a row per variant with the JSON's figures"
"$py" -c '
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
ns = "{http://www.w3.org/2000/svg}"
sys.exit(0 if root.tag == ns + "svg" and len(root.findall(".//" + ns + "circle")) == 4 else 1)' "$tmp/r.svg"
ok $? "the SVG parses and has a win-share point per variant"
t 2 "a CSV that cannot be opened is refused (bad input, before the sim)" \
    "$exe" sim ygo-duel --games 2 --csv /nonexistent/dir/r.csv
# A device is written in place (never renamed over: as root that would replace /dev/full).
if [ -c /dev/full ]; then
    t 1 "a CSV that cannot be written (a full disk) fails" "$exe" sim ygo-duel --games 2 --csv /dev/full
    err_has "a CSV that cannot be written says why" "cannot write /dev/full"
    ln -s /dev/full "$tmp/full.svg"
    t 1 "an SVG that cannot be written fails" "$exe" sim ygo-duel --games 2 --plot "$tmp/full.svg"
    [ -c /dev/full ] && [ -L "$tmp/full.svg" ]
    ok $? "/dev/full and a link to it are still what they were"
fi

# a match past --max-decisions is a stuck game: the sim fails loudly with its seed
t 1 "a match not over after --max-decisions fails the sim" "$exe" sim ygo-duel --games 3 --max-decisions 50
err_has "the stuck match is named by its seed and the limit" \
    "ygo-duel, seed 1, seat .*: sim: the match is not over after 50 decisions (--max-decisions)"
"$exe" sim ygo-duel --games 5 --json --max-decisions 100000 >"$tmp/cap.json"
"$exe" sim ygo-duel --games 5 --json >"$tmp/nocap.json"
same_json "a limit the matches stay under changes nothing" "$tmp/cap.json" "$tmp/nocap.json"
t 2 "--max-decisions 0 is bad input" "$exe" sim ygo-duel --max-decisions 0

echo "1..$n"
exit $fail
