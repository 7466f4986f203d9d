#!/bin/sh
# check_files.sh TAGTEAM SRCDIR: the files the tagteam command is given and writes (issue 33):
# an output path that cannot be written (--record, --csv, --plot, --junit) is refused with exit
# 2 and the path before the match, sim or run starts, and no FILE.partial is left on any
# failure (a signal too); --plot wants .svg; a missing file and a directory given as a file are
# exit 2 with the path for every command; .yml is a file as .yaml is; --json is one JSON
# document for rulesets, check, deck, cards and test; test --junit writes JUnit XML; cards GAME
# NAME shows one card, an unknown name exit 2 with a did-you-mean.
set -u
exe=$1
src=$2
py=/usr/bin/python3
[ -x "$py" ] || py=python3
. "$src/tests/cli/tap.sh"
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
t() { # t EXPECTED_STATUS DESCRIPTION COMMAND...: the status, and stdout/stderr kept
    want=$1
    what=$2
    shift 2
    "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    [ "$got" -eq "$want" ]
    ok $? "$what"
    [ "$got" -eq "$want" ] || { echo "#   exit $got, wanted $want"; sed 's/^/#   /' "$tmp/err" | head -n 5; }
}
err_has() { # err_has DESCRIPTION PATTERN: the last t's stderr holds PATTERN (fixed text)
    grep -qF -- "$2" "$tmp/err"
    ok $? "$1"
    grep -qF -- "$2" "$tmp/err" || sed 's/^/#   /' "$tmp/err" | head -n 5
}
out_json() { # out_json DESCRIPTION PYTHON_EXPR: the last t's stdout is one JSON document d
    # for which PYTHON_EXPR holds
    "$py" -c 'import json, sys
d = json.load(open(sys.argv[1]))
sys.exit(0 if eval(sys.argv[2]) else 1)' "$tmp/out" "$2" 2>/dev/null
    ok $? "$1"
}
ygo="$src/games/yugioh/decks"

# --- 1. output files: refused before any work, exit 2 with the path; no .partial left ----
t 2 "play --record into a missing directory is bad input" \
    "$exe" play ygo-duel --seed 1 --record "$tmp/none/r.jsonl"
err_has "... naming the path" "--record $tmp/none/r.jsonl"
t 2 "play --record onto a directory is bad input" "$exe" play ygo-duel --seed 1 --record "$tmp"
err_has "... naming it a directory" "$tmp: a directory"
[ ! -s "$tmp/out" ]
ok $? "... before the match: no play-by-play was printed"
# A sim of ten million games runs for hours: refused at once, not at its end (timeout 20: a
# sim that starts fails with 124).
t 2 "sim --csv into a missing directory is refused before the sim" \
    timeout 20 "$exe" sim ygo-duel --games 10000000 --csv "$tmp/none/x.csv"
err_has "... naming the path" "--csv $tmp/none/x.csv"
mkdir "$tmp/x.svg"
t 2 "sim --plot onto a directory is refused before the sim" \
    timeout 20 "$exe" sim ygo-duel --games 10000000 --plot "$tmp/x.svg"
rmdir "$tmp/x.svg"
t 2 "sim --merge --csv onto a directory is bad input" "$exe" sim --merge "$tmp/none.json" --csv "$tmp"
mkdir "$tmp/ro"
chmod a-w "$tmp/ro"
if ! : 2>/dev/null >"$tmp/ro/probe"; then # not root: a read-only directory is read-only
    t 2 "sim --csv in a read-only directory is refused before the sim" \
        timeout 20 "$exe" sim ygo-duel --games 10000000 --csv "$tmp/ro/x.csv"
    err_has "... with the reason" "Permission denied"
    t 2 "play --record in a read-only directory is bad input" \
        "$exe" play ygo-duel --seed 1 --record "$tmp/ro/r.jsonl"
else # root writes anywhere it may; /proc takes no new file
    t 2 "sim --csv in a place no file can be made (/proc) is refused before the sim" \
        timeout 20 "$exe" sim ygo-duel --games 10000000 --csv /proc/tagteam-x.csv
    t 2 "play --record in /proc is bad input" "$exe" play ygo-duel --seed 1 --record /proc/tagteam-r.jsonl
fi
rm -f "$tmp/ro/probe"
t 2 "test --junit into a missing directory is bad input" \
    "$exe" test --junit "$tmp/none/j.xml" "$src/tests/scenarios/core/life-pool-contract.yaml"
[ ! -s "$tmp/out" ]
ok $? "... before any scenario ran"
# A sim stopped by a signal (a batch system's kill, Ctrl-C) and a match stopped by one leave
# no FILE.partial (the signal handler removes them), nor FILE.
mkdir "$tmp/sig"
"$exe" sim ygo-duel --games 10000000 --jobs 1 --csv "$tmp/sig/x.csv" --plot "$tmp/sig/x.svg" \
    >/dev/null 2>&1 &
pid=$!
sleep 1
kill -TERM $pid
wait $pid
got=$?
[ "$got" -eq 143 ] && [ -z "$(ls -A "$tmp/sig")" ]
ok $? "a sim killed by SIGTERM leaves no .csv.partial or .svg.partial ($got: $(ls "$tmp/sig"))"
# A stdio seat whose program has not answered yet: the match waits on stdin (a FIFO kept open).
mkfifo "$tmp/fifo"
exec 3<>"$tmp/fifo"
"$exe" play ygo-duel --seed 1 --agent 1A=stdio --record "$tmp/sig/r.jsonl" <"$tmp/fifo" \
    >/dev/null 2>&1 &
pid=$!
sleep 1
kill -TERM $pid
wait $pid
got=$?
exec 3>&-
[ "$got" -eq 143 ] && [ -z "$(ls -A "$tmp/sig")" ]
ok $? "a play killed by SIGTERM leaves no FILE.partial ($got: $(ls "$tmp/sig"))"
# A complete run renames the files; nothing else is left.
t 0 "sim --csv --plot write their files" \
    "$exe" sim ygo-duel --games 4 --csv "$tmp/ok.csv" --plot "$tmp/ok.svg"
[ -s "$tmp/ok.csv" ] && [ -s "$tmp/ok.svg" ] && [ ! -e "$tmp/ok.csv.partial" ] && [ ! -e "$tmp/ok.svg.partial" ]
ok $? "... complete, with no .partial left"
# A link, a FIFO or a device is written in place, not replaced by a renamed file (as root a
# rename over /dev/null would replace the device).
ln -s "$tmp/target.csv" "$tmp/link.csv"
mkfifo "$tmp/fifo.svg"
cat "$tmp/fifo.svg" >"$tmp/from-fifo.svg" &
t 0 "sim --csv to a link and --plot to a FIFO" \
    "$exe" sim ygo-duel --games 2 --csv "$tmp/link.csv" --plot "$tmp/fifo.svg"
wait
[ -L "$tmp/link.csv" ] && [ -s "$tmp/target.csv" ] && [ -p "$tmp/fifo.svg" ] &&
    grep -q '</svg>' "$tmp/from-fifo.svg"
ok $? "... write through them: the link and the FIFO stay"
# A sim that fails after it started (a stuck match) writes no table and leaves no .partial.
t 1 "a sim with a stuck match fails" \
    "$exe" sim ygo-duel --games 4 --max-decisions 3 --csv "$tmp/stuck.csv"
[ ! -e "$tmp/stuck.csv" ] && [ ! -e "$tmp/stuck.csv.partial" ]
ok $? "... leaving neither FILE nor FILE.partial"

# --- 2. --plot wants .svg ----
for name in plot.png plot plot.SVG.txt; do
    t 2 "sim --plot $name is bad input" "$exe" sim ygo-duel --games 2 --plot "$tmp/$name"
    err_has "... saying why" "ending in .svg"
done
[ ! -e "$tmp/plot.png" ]
ok $? "... and writes nothing"
t 2 "sim --merge --plot x.png is bad input too" "$exe" sim --merge "$tmp/ok.json" --plot "$tmp/x.png"

# --- 3. a missing file, a directory given as a file: exit 2 with the path ----
t 2 "check of a missing ruleset file" "$exe" check "$tmp/none.yaml"
err_has "... names the path and why" "$tmp/none.yaml: no such ruleset file"
t 2 "check of a directory" "$exe" check "$tmp"
err_has "... names the path and why" "$tmp: a directory"
t 2 "deck: a missing deck file" "$exe" deck ygo-duel "$tmp/none.yaml"
err_has "... names the path" "$tmp/none.yaml: no such deck file"
t 2 "deck: a directory as the deck" "$exe" deck ygo-duel "$tmp"
err_has "... names it" "$tmp: a directory, not a deck file"
t 2 "deck: a missing ruleset file" "$exe" deck "$tmp/none.yml" "$ygo/fiends.yaml"
t 2 "play: a missing ruleset file" "$exe" play "$tmp/none.yaml"
t 2 "play: a missing --deck file" "$exe" play ygo-duel --deck "1A=$tmp/none.yaml"
err_has "... names the path" "$tmp/none.yaml: no such deck file"
t 2 "play: a directory as --deck" "$exe" play ygo-duel --deck "1A=$tmp"
t 2 "play: a missing --replay file" "$exe" play --replay "$tmp/none.jsonl"
err_has "... names the path" "$tmp/none.jsonl: no such replay file"
t 2 "play: a directory as --replay" "$exe" play --replay "$tmp"
err_has "... names it" "$tmp: a directory, not a replay file"
t 2 "sim: a missing ruleset file" "$exe" sim "$tmp/none.yaml" --games 2
t 2 "sim: a missing --deck file" "$exe" sim ygo-duel --games 2 --deck "1A=$tmp/none.yaml"
t 2 "sim --merge: a missing result file" "$exe" sim --merge "$tmp/none.json"
err_has "... names the path" "$tmp/none.json: no such result file"
t 2 "sim --merge: a directory" "$exe" sim --merge "$tmp"
t 2 "test: a missing scenario" "$exe" test "$tmp/none.yaml"
t 2 "coverage: a missing --clauses file" "$exe" coverage --clauses "$tmp/none.tsv"
err_has "... names the path" "$tmp/none.tsv: no such clause file"
# .yml is a file as .yaml is: a ruleset given as a path and a deck
cp "$src/rulesets/variants/ygo-team-duel-16000.yaml" "$tmp/house.yml"
cp "$ygo/fiends.yaml" "$tmp/fiends.yml"
t 0 "check takes a ruleset file ending in .yml" "$exe" check "$tmp/house.yml"
t 0 "deck takes a .yml ruleset and a .yml deck" "$exe" deck "$tmp/house.yml" "$tmp/fiends.yml"
t 0 "play takes a .yml ruleset and --deck" "$exe" play "$tmp/house.yml" --seed 1 --deck "1A=$tmp/fiends.yml"
t 0 "sim takes a .yml ruleset" "$exe" sim "$tmp/house.yml" --games 2
printf 'name: house-on-house\ntitle: "A variant of a .yml variant"\nextends: house.yml\nlife:\n  start: 12000\n' >"$tmp/top.yml"
t 0 "extends: takes a .yml file" "$exe" check "$tmp/top.yml"

# --- 4. --json: one JSON document on stdout, errors on stderr with exit 2 ----
t 0 "rulesets --json" "$exe" rulesets --json
out_json "... is one array of name, title and file" \
    'any(r["name"] == "ygo-team-duel" and r["title"].startswith("Yu-Gi-Oh! Team Duel") for r in d) and any(r["name"] == "variants/ygo-team-duel-16000" for r in d)'
t 0 "check --json" "$exe" check --json ygo-duel "$tmp/house.yml"
out_json "... is one array with each file's name and hash" \
    'len(d) == 2 and d[1]["ok"] and d[1]["name"] == "ygo-team-duel-16000" and len(d[0]["hash"]) == 16'
t 0 "check --json --explain" "$exe" check --json --explain ygo-duel
out_json "... holds the explanation" '"explain" in d[0] and "life:" in d[0]["explain"]'
t 2 "check --json of a bad ruleset exits 2" "$exe" check --json "$src/tests/bad/ruleset/unknown_key_turn_ordr/input.yaml"
out_json "... its array says the file is not ok" 'd == [{"file": d[0]["file"], "ok": False}]'
err_has "... the error on stderr" "turn.ordr"
t 0 "deck --json" "$exe" deck --json ygo-duel "$ygo/fiends.yaml"
out_json "... is one array with the deck's name and sizes" 'd[0]["name"] == "Fiends" and d[0]["main"] == 40'
t 2 "deck --json of a deck the ruleset refuses exits 2" "$exe" deck --json ygo-duel "$ygo/bench-normals.yaml"
out_json "... its array says so" 'd[0]["ok"] is False'
t 0 "cards --json" "$exe" cards ptcg --json
out_json "... is one object of the game and its card names" 'd["game"] == "ptcg" and "Charizard" in d["cards"]'
t 1 "test --json of a failing scenario" "$exe" test --json "$src/tests/cli/failing-scenario.yaml" \
    "$src/tests/scenarios/core/life-pool-contract.yaml"
out_json "... is one object: counts and a result per test with the failure's message" \
    'd["tests"] == 2 and d["passed"] == 1 and d["failed"] == 1 and d["results"][0]["message"] == "expected 2A'"'"'s life 1234, it is 8000" and d["results"][1]["passed"]'
t 2 "test --json of a malformed scenario exits 2" "$exe" test --json "$src/tests/bad/scenario/agent_word/input.yaml"
out_json "... its result holds the error" '"expected first or random" in d["results"][0]["message"]'

# --- 5. test --junit FILE ----
t 1 "test --junit of a failing and a passing scenario" "$exe" test --junit "$tmp/j.xml" \
    "$src/tests/cli/failing-scenario.yaml" "$src/tests/scenarios/core/life-pool-contract.yaml"
"$py" -c 'import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
cases = root.findall("./testsuite/testcase")
fails = [c.find("failure") for c in cases if c.find("failure") is not None]
sys.exit(0 if root.tag == "testsuites" and len(cases) == 2 and len(fails) == 1 and
         fails[0].get("message") == "expected 2A'"'"'s life 1234, it is 8000" and
         root.get("tests") == "2" and root.get("failures") == "1" else 1)' "$tmp/j.xml"
ok $? "... writes JUnit XML: a testcase per scenario, the failure with its message"
grep -q '^ok 2 - ' "$tmp/out"
ok $? "... and still prints TAP"

# --- 6. cards GAME NAME ----
t 0 "cards yugioh 'Dark Magician'" "$exe" cards yugioh "Dark Magician"
grep -q '^  atk: 2500$' "$tmp/out" && grep -q '^  kind: normal_monster$' "$tmp/out"
ok $? "... shows its fields as the card file gives them"
t 0 "cards yugioh 'Monster Reborn' --json" "$exe" cards yugioh "Monster Reborn" --json
out_json "... gives the fields, the primitives derived and the simplified note" \
    'd["name"] == "Monster Reborn" and d["fields"]["kind"] == "normal_spell" and "reborn" in d["primitives"] and d["simplified"]'
t 0 "cards yugioh 'Monster Reborn'" "$exe" cards yugioh "Monster Reborn"
grep -q '^not played as printed (simplified): ' "$tmp/out"
ok $? "... says what of it is not played as printed"
t 0 "cards ptcg Charizard --json" "$exe" cards ptcg Charizard --json
out_json "... a list field as the file writes it" \
    'd["fields"]["hp"] == 120 and d["fields"]["attack1_effect"][0]["action"] == "discard_energy"'
t 2 "cards yugioh 'Dark Magican' (a typo) is bad input" "$exe" cards yugioh "Dark Magican"
err_has "... with a did-you-mean" "did you mean 'Dark Magician'?"
t 2 "cards yugioh with a name no card is near" "$exe" cards yugioh "Zzzzqqq Xxxyyy"
t 2 "cards GAME NAME --stats is bad input (one or the other)" "$exe" cards yugioh "Dark Magician" --stats

echo "1..$n"
exit $fail
