#!/bin/sh
# check_cli.sh TAGTEAM SRCDIR: the tagteam command's promises: exit statuses (0 ok, 1 runtime
# failure, 2 bad input), --help on every subcommand, every shipped ruleset checks and explains.
set -u
exe=$1
src=$2
n=0
fail=0
t() { # t EXPECTED_STATUS DESCRIPTION COMMAND...
    want=$1
    what=$2
    shift 2
    n=$((n + 1))
    out=$("$@" 2>&1)
    got=$?
    if [ "$got" -eq "$want" ]; then
        echo "ok $n - $what"
    else
        echo "not ok $n - $what (exit $got, wanted $want)"
        printf '%s\n' "$out" | sed 's/^/#   /' | head -n 5
        fail=1
    fi
}
has() { # has DESCRIPTION PATTERN COMMAND...: the output holds PATTERN, and the command was not
    # killed or unrunnable (exit 126 and up: a crash is not hidden by the pipe into grep)
    what=$1
    pat=$2
    shift 2
    n=$((n + 1))
    out=$("$@" 2>&1)
    got=$?
    if [ "$got" -ge 126 ]; then
        echo "not ok $n - $what (exit $got)"
        fail=1
    elif printf '%s\n' "$out" | grep -q -- "$pat"; then
        echo "ok $n - $what"
    else
        echo "not ok $n - $what (no '$pat' in the output)"
        fail=1
    fi
}
hasnt() { # hasnt DESCRIPTION PATTERN COMMAND...: as has, PATTERN not in the output
    what=$1
    pat=$2
    shift 2
    n=$((n + 1))
    out=$("$@" 2>&1)
    got=$?
    if [ "$got" -ge 126 ]; then
        echo "not ok $n - $what (exit $got)"
        fail=1
    elif printf '%s\n' "$out" | grep -q -- "$pat"; then
        echo "not ok $n - $what ('$pat' in the output)"
        fail=1
    else
        echo "ok $n - $what"
    fi
}

same() { # same A B: equal, and not both empty (an empty output must not pass as equal)
    [ -n "$1" ] && [ "$1" = "$2" ]
}
differ() { # differ A B: both non-empty and different
    [ -n "$1" ] && [ -n "$2" ] && [ "$1" != "$2" ]
}

t 0 "--version" "$exe" --version
t 0 "--help" "$exe" --help
t 2 "no command is bad input" "$exe"
t 2 "an unknown command is bad input" "$exe" frobnicate
for cmd in rulesets check deck cards play; do
    t 0 "$cmd --help" "$exe" "$cmd" --help
done
t 0 "rulesets lists the shipped rulesets" "$exe" rulesets
has "rulesets shows titles" "ygo-team-duel  *Yu-Gi-Oh! Team Duel" "$exe" rulesets
for f in "$src"/rulesets/*.yaml "$src"/rulesets/variants/*.yaml; do
    t 0 "check $(basename "$f")" "$exe" check "$f"
    t 0 "check --explain $(basename "$f")" "$exe" check --explain "$f"
done
has "explain shows the merged team life pool (YT-1.4)" "pool: team" \
    "$exe" check --explain "$src/rulesets/ygo-team-duel-mr3.yaml"
has "explain of a variant shows its change" "start: 16000" \
    "$exe" check --explain "$src/rulesets/variants/ygo-team-duel-16000.yaml"
has "explain prints a hash" "^# hash: [0-9a-f]\{16\}$" \
    "$exe" check --explain "$src/rulesets/ygo-duel.yaml"
t 0 "check takes a shipped name" "$exe" check ygo-team-duel
t 2 "check of a bad ruleset exits 2" "$exe" check "$src/tests/bad/ruleset/unknown_key_turn_ordr/input.yaml"
t 2 "check of a missing file exits 2 (bad input: the path given)" "$exe" check /nonexistent/ruleset.yaml
t 2 "check with no file is bad input" "$exe" check
# What loads but cannot work is a warning (exit 0, one line naming the key); shipped rulesets
# have none (docs/rulesets.md "Warnings").
t 0 "check of a turn where nobody decides passes" "$exe" check "$src/tests/cli/warn-no-decisions.yaml"
has "check warns of a turn where nobody decides, at turn.phases" \
    "warn-no-decisions.yaml:7:11: turn.phases: warning: no phase where a seat decides" \
    "$exe" check "$src/tests/cli/warn-no-decisions.yaml"
for f in "$src"/rulesets/*.yaml "$src"/rulesets/variants/*.yaml; do
    hasnt "check $(basename "$f") warns of nothing" "warning:" "$exe" check "$f"
done
for f in "$src"/games/yugioh/decks/*.yaml; do
    case $(basename "$f") in
        bench-normals.yaml) ;; # four copies of a card: only under the bench variant (below)
        *) t 0 "deck ygo-duel $(basename "$f")" "$exe" deck ygo-duel "$f" ;;
    esac
done
t 0 "deck bench-normals.yaml under ygo-team-duel-bench (4 copies allowed)" \
    "$exe" deck "$src/rulesets/variants/ygo-team-duel-bench.yaml" "$src/games/yugioh/decks/bench-normals.yaml"
t 2 "deck bench-normals.yaml under ygo-duel (3 copies) exits 2" \
    "$exe" deck ygo-duel "$src/games/yugioh/decks/bench-normals.yaml"
has "deck reports the copies over the limit" "main.Dark Magician: 4 copies; ygo-duel allows 3" \
    "$exe" deck ygo-duel "$src/games/yugioh/decks/bench-normals.yaml"
t 2 "deck with no deck file is bad input" "$exe" deck ygo-duel
t 0 "cards yugioh loads the card database" "$exe" cards yugioh
has "cards yugioh lists Dark Magician" "^Dark Magician$" "$exe" cards yugioh
t 2 "cards of an unknown game exits 2" "$exe" cards nosuchgame
t 2 "cards with no game is bad input" "$exe" cards
t 2 "play with an unknown ruleset name is bad input" "$exe" play no-such-ruleset-xyz
t 2 "play with a bad --agent is bad input" "$exe" play ygo-duel --agent 1A=clever
t 2 "play with a seat that does not exist is bad input" "$exe" play ygo-duel --agent 3C=random
t 2 "play with a non-numeric seed is bad input" "$exe" play ygo-duel --seed abc
t 0 "the Base Set decks pass ptcg-standard (28 basic Energy: PB exempts them)" \
    "$exe" deck ptcg-standard "$src/games/ptcg/decks/fire.yaml" "$src/games/ptcg/decks/water.yaml"
tmp=$(mktemp -d)
sed 's/^  Charmander: 4$/  Charmander: 5/; s/^  Fire Energy: 28$/  Fire Energy: 27/' \
    "$src/games/ptcg/decks/fire.yaml" >"$tmp/five.yaml"
t 2 "five Charmander are refused by ptcg-standard's copies: 4" \
    "$exe" deck ptcg-standard "$tmp/five.yaml"
rm -rf "$tmp"
t 0 "play ptcg-standard plays a full game" "$exe" play ptcg-standard --seed 2
# YT-1.4: the play-by-play shows each change of a team's one pool with the core's text
# ("team 2's life -4000 -> 4000 (2A)"). Not tied to one seed's course of play: every change in
# the games looked at must follow on from the last one of the same team (8000 at the start,
# never below 0, the seat one of that team's), and some seed must show both members of a team
# changing the same pool (the first seed that does ends the search; 1 did when this was written).
pool_game() { # pool_game SEED: 0 both members of a team changed its pool, 1 not, 2 inconsistent
    "$exe" play ygo-team-duel --seed "$1" 2>&1 |
        sed -n "s/.*team \([12]\)'s life \([-+][0-9]*\) -> \([0-9]*\) (\([12]\)\([AB]\))\$/\1 \2 \3 \4 \5/p" |
        awk 'BEGIN { lp[1] = 8000; lp[2] = 8000 }
             { want = lp[$1] + $2; if (want < 0) want = 0
               if ($3 != want || $4 != $1) { bad = 1; exit }
               lp[$1] = $3; who[$1 $5] = 1; n++ }
             END { if (bad) exit 2
                   exit (n > 0 && ((who["1A"] && who["1B"]) || (who["2A"] && who["2B"]))) ? 0 : 1 }'
}
n=$((n + 1))
pool_ok=1
for seed in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    pool_game "$seed"
    r=$?
    [ "$r" -eq 1 ] && continue
    pool_ok=$r
    break
done
if [ "$pool_ok" -eq 0 ]; then
    echo "ok $n - the play-by-play shows a shared pool's change with the core's text (YT-1.4)"
else
    echo "not ok $n - the play-by-play shows a shared pool's change with the core's text (YT-1.4) (seed $seed: $pool_ok)"
    fail=1
fi
has "the play-by-play shows coin flips" "flips a coin: " "$exe" play ptcg-standard --seed 4
t 0 "test --help" "$exe" test --help
t 1 "a failing scenario exits 1" "$exe" test "$src/tests/cli/failing-scenario.yaml"
has "a failure says what was expected and how to rerun" "expected 2A's life 1234, it is 8000" \
    "$exe" test "$src/tests/cli/failing-scenario.yaml"
has "a failure shows the rerun command" "rerun: tagteam test" \
    "$exe" test "$src/tests/cli/failing-scenario.yaml"
has "refused: on a label no option has fails (a typo must not pass)" \
    "is not refused by a rule: no option 'go to the Batle Phase' is offered" \
    "$exe" test "$src/tests/cli/failing-refused-typo.yaml"
t 1 "a refused: typo exits 1" "$exe" test "$src/tests/cli/failing-refused-typo.yaml"
has "a deck check with a seat names the seat whose deck is refused" \
    "ygo-team-duel-limited refuses 1A's deck ../bad/deck/forbidden_in_side/input.yaml" \
    "$exe" test "$src/tests/cli/failing-seat-deck.yaml"
t 2 "a scenario path that does not exist is bad input" "$exe" test /nonexistent.yaml
# A folder is walked whole (it was capped at 512 files, dropped silently), and a path that
# holds no scenario is an error, not a pass.
many=$(mktemp -d)
i=0
while [ $i -lt 600 ]; do
    sed "s/^name: .*/name: copy $i/" "$src/tests/scenarios/core/life-pool-contract.yaml" \
        >"$many/s$i.yaml"
    i=$((i + 1))
done
mv "$many/s599.yaml" "$many/s599.yml"
has "test runs every file of a folder of 600 (.yml too)" "# 600 passed, 0 failed" "$exe" test "$many"
rm -rf "$many"
empty=$(mktemp -d)
t 2 "test of a folder with no scenario is bad input" "$exe" test "$empty"
has "... and says so" "no scenario files" "$exe" test "$empty"
rmdir "$empty"
# a ruleset with match: plays every game of the match (YP-4, YP-6)
has "a best-of-three match is played to its end" "wins the match" \
    "$exe" play variants/ygo-duel-tournament --seed 1
has "the loser of a game chooses who goes first in the next (YP-4)" "chooses to go" \
    "$exe" play variants/ygo-duel-tournament --seed 1
has "a stdio seat sides and chooses between games" '"decide":{"seat":"1A","next_game":2' \
    sh -c "{ printf '{\"concede\": true}\n\"done siding\"\n\"go first\"\n'; yes 0; } | '$exe' play variants/ygo-duel-tournament --seed 1 --agent 1A=stdio"
has "a stdio seat's between-games choice is taken" '"chooses to go first"\|Team 1 (1A) chooses to go first' \
    sh -c "{ printf '{\"concede\": true}\n\"done siding\"\n\"go first\"\n'; yes 0; } | '$exe' play variants/ygo-duel-tournament --seed 1 --agent 1A=stdio"

# tagteam sim: many matches, the numbers to compare variants with
has "sim reports each team's wins" "team 2 wins" "$exe" sim ygo-duel --games 20
has "sim compares several rulesets in one run" "ygo-team-duel-16000: 10 games" \
    "$exe" sim ygo-team-duel variants/ygo-team-duel-16000 --games 10
t 0 "sim --json is one JSON array" \
    sh -c "'$exe' sim ygo-duel ptcg-standard --games 5 --json | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d) == 2 and d[1][\"games\"] == 5'"
t 0 "a sim match replays with tagteam play and the same seed" \
    sh -c "w=\$('$exe' sim ygo-duel --games 1 --seed 7 --json | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)[0]; print(d[\"wins\"].index(1) + 1)'); '$exe' play ygo-duel --seed 7 | grep -q \"^Team \$w wins\""
t 2 "sim --games 0 is bad input" "$exe" sim ygo-duel --games 0
t 2 "sim takes no stdio agent" "$exe" sim ygo-duel --agent 1A=stdio
t 2 "sim with an unknown ruleset is bad input" "$exe" sim no-such-ruleset
# the greedy and search agents (docs/agents.md)
t 0 "play with a greedy seat" "$exe" play ygo-team-duel --seed 2 --agent 1A=greedy --agent 2B=greedy
t 0 "play with a search seat (mcts:N)" "$exe" play ptcg-standard --seed 2 --agent 1A=mcts:5
t 2 "play --agent 1A=mcts:x is bad input" "$exe" play ygo-duel --agent 1A=mcts:x
has "a bad playout count says what mcts:N needs" 'mcts:N needs N, the playouts per decision' \
    "$exe" play ygo-duel --agent 1A=mcts:x
t 2 "sim --agent 1A=mcts:0 is bad input" "$exe" sim ygo-duel --agent 1A=mcts:0
has "sim names the agents on an unknown one" 'random, first, greedy, mcts:N' \
    "$exe" sim ygo-duel --agent 1A=clever
t 0 "greedy beats random: at least 16 of 20 seeded ygo-duel games" \
    sh -c "'$exe' sim ygo-duel --games 20 --agent 1A=greedy --json | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)[0]; assert d[\"wins\"][0] >= 16, d'"
greedy_sim_is_play() { # the greedy agents keep copies between matches: no match steers the next
    p=0
    for seed in 4 5 6; do
        k=$("$exe" play ygo-team-duel --seed $seed --agent 1A=greedy --agent 2A=greedy | grep -c '^Team 1 wins')
        p=$((p + k))
    done
    w=$("$exe" sim ygo-team-duel --games 3 --seed 4 --agent 1A=greedy --agent 2A=greedy --json |
        /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["wins"][0])')
    test "$p" = "$w"
}
t 0 "sim with greedy seats wins the matches tagteam play wins with the same seeds" greedy_sim_is_play
t 0 "play --json names no Prize card the setup sets aside (PB: 12 moves from a deck to the Prize cards, no card index)" \
    sh -c "test \$('$exe' play ptcg-standard --seed 1 --json | grep '\"event\":\"move\"' | grep -vc '\"card\"') -ge 12"

# --agent SEAT=stdio: the JSON-lines protocol (docs/cli.md)
t 0 "a stdio seat answering 0 at every decision plays a whole Team Duel" \
    sh -c "yes 0 | '$exe' play ygo-team-duel --seed 3 --agent 1B=stdio"
# issue 33: with a stdio seat every seat is asked at every window (responses.ask_every_seat),
# even one that can only pass (before, only a seat with a legal response: its cards showed)
has "a stdio seat is asked at every window, even to pass" '"options":\["pass"\]' \
    sh -c "yes 0 | '$exe' play ygo-team-duel --seed 3 --agent 1B=stdio"
has "a stdio seat is shown its options and what it sees" '"decide":{"seat":"1A","turn":2' \
    sh -c "yes 0 | '$exe' play ygo-duel --seed 1 --agent 1A=stdio"
has "a choice the rules refuse is answered with the rule key, and the seat asked again" \
    '"refused":{"reason":"option 99 is not offered ([0-9]* options)","rule":"decision"}' \
    sh -c "printf '99\n{\"concede\": true}\n' | '$exe' play ygo-duel --seed 1 --agent 1A=stdio"
t 0 "a stdio seat may concede (YP-11)" \
    sh -c "printf '{\"concede\": true}\n' | '$exe' play ygo-duel --seed 1 --agent 1A=stdio"
t 2 "a malformed protocol line is bad input" \
    sh -c "printf 'abc\n' | '$exe' play ygo-duel --seed 1 --agent 1A=stdio"
has "a malformed protocol line is reported as <stdin>:LINE:COL" '<stdin>:2:1: decision: expected' \
    sh -c "printf '\"end the turn\"\n[1]\n' | '$exe' play ygo-duel --seed 1 --agent 1A=stdio"
t 2 "input that ends before the seat decided is bad input" \
    sh -c "'$exe' play ygo-duel --seed 1 --agent 1A=stdio </dev/null"
has "a NUL byte in a protocol line is named at its column, not taken for a long line" \
    '<stdin>:1:2: decision: a NUL byte' \
    sh -c "printf '0\\000 \\n' | '$exe' play ygo-duel --seed 1 --agent 1A=stdio"
has "a line past 4095 bytes is refused as such" '<stdin>:1:4096: decision: line longer than' \
    sh -c "head -c 5000 /dev/zero | tr '\\000' ' ' | '$exe' play ygo-duel --seed 1 --agent 1A=stdio"

t 2 "a 17th --agent option is refused, not taken for something else" \
    "$exe" play ygo-duel --agent 1A=first --agent 1A=first --agent 1A=first --agent 1A=first \
    --agent 1A=first --agent 1A=first --agent 1A=first --agent 1A=first --agent 1A=first \
    --agent 1A=first --agent 1A=first --agent 1A=first --agent 1A=first --agent 1A=first \
    --agent 1A=first --agent 1A=first --agent 1A=first

# Hidden information (issue 12): a stdio seat's program is told only what its seat may know.
# Leak test: 2A's deck changes (the same size, other cards), and 1A's stream up to its first
# decision (the shuffles, the opening hands, 1A's first turn) must not change; the omniscient
# --json log of the same games does change (so this test can fail).
stream() { # stream DECK: 1A's stdio stream up to its first decision, ygo-duel seed 2 (1A first)
    printf '{"concede": true}\n' |
        "$exe" play ygo-duel --seed 2 --agent 1A=stdio --deck "2A=$src/games/yugioh/decks/$1.yaml" |
        sed '/"decide":/q'
}
omniscient() {
    "$exe" play ygo-duel --seed 2 --json --deck "2A=$src/games/yugioh/decks/$1.yaml" |
        sed '/"turn_start"/q'
}
t 0 "the leak test's games start the same way: 1A goes first" \
    sh -c "printf '{\"concede\": true}\n' | '$exe' play ygo-duel --seed 2 --agent 1A=stdio | grep -q '\"match_start\",\"a\":0'"
t 0 "a stdio seat's stream does not depend on the cards hidden from it (2A's deck)" \
    same "$(stream battle-tricks)" "$(stream fiends)"
t 0 "the omniscient log of the same games does (the leak test can fail)" \
    differ "$(omniscient battle-tricks)" "$(omniscient fiends)"
has "an opponent's draw names no card in a stdio seat's stream" '"event":"draw","seat":"2A","a":0' \
    sh -c "printf '{\"concede\": true}\n' | '$exe' play ygo-duel --seed 2 --agent 1A=stdio"
has "the stream names a card by its handle and name, with the seat's text" \
    '"event":"draw","seat":"1A","card":0,"name":' \
    sh -c "printf '{\"concede\": true}\n' | '$exe' play ygo-duel --seed 2 --agent 1A=stdio"
has "the stdio view gives each card it knows with its handle" '"cards":\[{"card":' \
    sh -c "printf '{\"concede\": true}\n' | '$exe' play ygo-duel --seed 2 --agent 1A=stdio"

# --view SEAT: one seat's own stream, without a stdio seat. 1A's view of the opening hands and
# its own turn 1 does not change with 2A's deck; 2A's own view of them does.
view() { # view DECK [--json]
    "$exe" play ygo-duel --seed 2 --view 1A ${2-} --deck "2A=$src/games/yugioh/decks/$1.yaml" |
        sed '/Turn 2\|"turn_start","seat":"2A"/q'
}
t 0 "--view 1A does not depend on the cards hidden from 1A (2A's deck)" \
    same "$(view battle-tricks)" "$(view fiends)"
t 0 "--view 1A --json neither" same "$(view battle-tricks --json)" "$(view fiends --json)"
t 0 "2A's --view of the same games does (the test can fail)" \
    differ "$("$exe" play ygo-duel --seed 2 --view 2A --json --deck "2A=$src/games/yugioh/decks/battle-tricks.yaml" | sed '/"turn_start","seat":"2A"/q')" \
    "$("$exe" play ygo-duel --seed 2 --view 2A --json --deck "2A=$src/games/yugioh/decks/fiends.yaml" | sed '/"turn_start","seat":"2A"/q')"
hasnt "--view 1A prints no choice of 2A (its labels name its hand)" '^  2A:' \
    "$exe" play ygo-duel --seed 2 --view 1A
has "--view 1A prints 1A's own choices" '^  1A:' "$exe" play ygo-duel --seed 2 --view 1A
# A response window opens only for a seat that could act in it: another seat's decision is not
# in the stream at all (in seed 3, 2A answers 1B's Raigeki with Skill Drain: it was asked).
hasnt "--view 1A --json tells no other seat's decision, not even that it was asked" \
    '"event":"decide","seat":"\(1B\|2A\|2B\)"' "$exe" play ygo-team-duel --seed 3 --view 1A --json
has "the omniscient log has 2A's decisions (the test can fail)" '"event":"decide","seat":"2A"' \
    "$exe" play ygo-team-duel --seed 3 --json
# A card Set face-down arrives face-down: no stream of another team is told its name for an
# instant face-up (YT-1.9). Seed 7: team 1 Sets monsters and Spells/Traps; a move event that
# names its card right before "1A/1B Sets a ..." is the leak.
set_named='"text":"1[AB] Sets a'
t 1 "--view 2A --json names no card team 1 Sets face-down" \
    sh -c "'$exe' play ygo-team-duel --seed 7 --view 2A --json | grep -B1 '$set_named' | grep -q '\"event\":\"move\".*\"name\"'"
t 0 "1A's own view of the same game names the cards it Sets (the test can fail)" \
    sh -c "'$exe' play ygo-team-duel --seed 7 --view 1A --json | grep -B1 '\"text\":\"1A Sets a' | grep -q '\"event\":\"move\".*\"name\"'"
t 2 "--view takes a seat of the ruleset" "$exe" play ygo-duel --view 3C
t 2 "--view is refused beside a stdio seat" "$exe" play ygo-duel --view 1A --agent 2A=stdio

# --view public (issue 28): a spectator's stream. Up to the first turn (the opening hands) it
# is the same whatever decks both seats play; 1A's own view is not.
opening() { # opening VIEW DECK_1A DECK_2A [--json]
    "$exe" play ygo-duel --seed 2 --view "$1" ${4-} --deck "1A=$src/games/yugioh/decks/$2.yaml" \
        --deck "2A=$src/games/yugioh/decks/$3.yaml" | sed '/Turn 1\|"turn_start"/q'
}
t 0 "--view public does not depend on any seat's hidden cards (the opening hands)" \
    same "$(opening public battle-tricks fiends)" "$(opening public fiends battle-tricks)"
t 0 "--view public --json neither" \
    same "$(opening public battle-tricks fiends --json)" "$(opening public fiends battle-tricks --json)"
t 0 "1A's view of the same openings does (the test can fail)" \
    differ "$(opening 1A battle-tricks fiends --json)" "$(opening 1A fiends battle-tricks --json)"
has "--view public tells the draws without the cards" '^    2A draws a card\|"text":"2A draws a card"' \
    "$exe" play ygo-duel --seed 2 --view public --json
hasnt "--view public --json tells no decision and no look" '"event":"\(decide\|shown\)"' \
    "$exe" play ygo-team-duel --seed 3 --view public --json
hasnt "--view public prints no seat's choice" '^  [12][AB]:' \
    "$exe" play ygo-team-duel --seed 3 --view public
set_any='"text":"[12][AB] Sets a'
t 0 "seed 7 Sets cards face-down (what the next test looks for)" \
    sh -c "'$exe' play ygo-team-duel --seed 7 --view public --json | grep -q '$set_any'"
t 1 "--view public --json names no card any seat Sets face-down" \
    sh -c "'$exe' play ygo-team-duel --seed 7 --view public --json | grep -B1 '$set_any' | grep -q '\"event\":\"move\".*\"name\"'"
t 2 "--view public is refused beside a stdio seat" "$exe" play ygo-duel --view public --agent 2A=stdio

# Output that cannot be written is an error (exit 1 with why), not silence.
if [ -w /dev/full ]; then
    t 1 "a JSON line that cannot be written fails the command" \
        sh -c "'$exe' play ygo-duel --seed 1 --json >/dev/full"
    t 1 "a play-by-play that cannot be written fails the command" \
        sh -c "'$exe' play ygo-duel --seed 1 >/dev/full"
    t 1 "a stdio seat whose prompt cannot be written stops the match" \
        sh -c "yes 0 | '$exe' play ygo-duel --seed 1 --agent 1A=stdio >/dev/full"
fi

# Without --seed the operating system picks the seed (it was always 0: every match the same,
# every hidden card predictable); the first line prints it, and it plays the same match again.
# The warnings of cards not played as printed (issue 30, `simplified`) come before it on stderr.
nowarn() { grep -v '^tagteam play: warning: '; }
unseeded() {
    out1=$("$exe" play ygo-duel 2>&1 | nowarn)
    out2=$("$exe" play ygo-duel 2>&1 | nowarn)
    s1=$(printf '%s\n' "$out1" | sed -n '1s/.*(seed \([0-9]*\))$/\1/p')
    s2=$(printf '%s\n' "$out2" | sed -n '1s/.*(seed \([0-9]*\))$/\1/p')
    [ -n "$s1" ] && [ -n "$s2" ] && [ "$s1" != "$s2" ] &&
        same "$out1" "$("$exe" play ygo-duel --seed "$s1" 2>&1 | nowarn)"
}
t 0 "play without --seed picks a new seed each time, printed, that plays the match again" unseeded
has "play --json without --seed prints the seed on stderr" 'tagteam play: seed [0-9]* (--seed' \
    sh -c "'$exe' play ygo-duel --json >/dev/null"

# A reader that closes the pipe early: exit 1 with why (not killed by SIGPIPE, 141), and the
# --record file is completed, no FILE.partial left.
closed_pipe() {
    d=$(mktemp -d)
    # The reader is gone before the first write (its end of the pipe closed at once: no race
    # with a reader that exits after a line); the child gets SIGPIPE's default disposition.
    ERR="$d/err" /usr/bin/python3 -c 'import os, subprocess, sys
r, w = os.pipe()
os.close(r)
p = subprocess.run(sys.argv[1:], stdout=w, stderr=open(os.environ["ERR"], "w"))
print(p.returncode)' "$exe" play ygo-team-duel --seed 1 --record "$d/r.jsonl" >"$d/rc"
    ok=1
    [ "$(cat "$d/rc")" = 1 ] && grep -q "could not be written" "$d/err" && [ -s "$d/r.jsonl" ] &&
        [ ! -e "$d/r.jsonl.partial" ] && ok=0
    rm -rf "$d"
    return $ok
}
t 0 "play into a pipe closed early exits 1, its --record complete and no .partial left" closed_pipe

# Replays (docs/cli.md): --record writes one, --replay plays it back to the same log; a
# replay whose ruleset changed, that ends early, has more decisions, names another seat or a
# refused choice is bad input at its line.
tmp=$(mktemp -d)
for r in ygo-team-duel ptcg-doubles variants/ygo-duel-tournament; do
    f="$tmp/$(basename "$r").jsonl"
    "$exe" play "$r" --seed 7 --record "$f" 2>&1 >"$tmp/played.txt" | nowarn >"$tmp/played.txt.err"
    cat "$tmp/played.txt.err" >>"$tmp/played.txt" # any other stderr line fails the comparison
    t 0 "a replay of $r plays back" "$exe" play --replay "$f"
    t 0 "a replay of $r plays back to the same play-by-play" \
        sh -c "test -s '$tmp/played.txt' && '$exe' play --replay '$f' | cmp -s - '$tmp/played.txt'"
done
# The hash is of the content, not the place: the rulesets and games copied to another folder
# hash the same, and a replay recorded in the source tree plays back from the copy.
cp -r "$src/rulesets" "$src/games" "$tmp/"
moved() { TAGTEAM_RULESETS="$tmp/rulesets" TAGTEAM_GAMES="$tmp/games" "$exe" "$@"; }
t 0 "a ruleset hashes the same from another folder (its default decks by content)" \
    same "$("$exe" check --explain ygo-team-duel | tail -n 1)" "$(moved check --explain ygo-team-duel | tail -n 1)"
t 0 "... its explanation names the decks of that folder (the test can fail)" \
    sh -c "TAGTEAM_RULESETS='$tmp/rulesets' '$exe' check --explain ygo-team-duel | grep -q '$tmp/rulesets/'"
t 0 "a replay recorded in the source tree plays back from the copy" \
    same "$("$exe" play --replay "$tmp/ygo-team-duel.jsonl" 2>&1)" \
    "$(moved play --replay "$tmp/ygo-team-duel.jsonl" 2>&1)"
f="$tmp/ygo-team-duel.jsonl"
sed 's/"ruleset_hash":"[0-9a-f]*"/"ruleset_hash":"0000000000000000"/' "$f" >"$tmp/hash.jsonl"
has "a replay recorded under other rules is refused at its hash" \
    'hash.jsonl:1:1: ruleset_hash: the replay was recorded under ruleset hash 0000000000000000' \
    "$exe" play --replay "$tmp/hash.jsonl"
t 2 "a replay recorded under other rules is bad input" "$exe" play --replay "$tmp/hash.jsonl"
head -n 20 "$f" >"$tmp/short.jsonl"
has "a replay that ends before the match is refused at the line after its last" \
    'short.jsonl:21:1: replay: the replay ends, but' "$exe" play --replay "$tmp/short.jsonl"
{ cat "$f"; echo '{"seat":"1A","take":0}'; } >"$tmp/long.jsonl"
has "a replay with decisions after the match is over is refused" \
    'replay: the match is over, but the replay has more decisions' \
    "$exe" play --replay "$tmp/long.jsonl"
sed '2s/"take":[0-9]*/"take":999/' "$f" >"$tmp/refused.jsonl"
has "a recorded decision the rules refuse is reported at its line" \
    'refused.jsonl:2:1: take: refused: option 999 is not offered' \
    "$exe" play --replay "$tmp/refused.jsonl"
for v in -1 null 1.5 '{"x":1}'; do
    sed "2s/\"take\":[0-9]*/\"take\":$v/" "$f" >"$tmp/take.jsonl"
    t 2 "a recorded take of $v is bad input (exit 2)" "$exe" play --replay "$tmp/take.jsonl"
    has "a recorded take of $v is reported at its line" 'take.jsonl:2:1: take: ' \
        "$exe" play --replay "$tmp/take.jsonl"
done
sed '1s/"main":\["Dark Magician",/"main":["Dark Magician","Dark Magician","Dark Magician","Dark Magician",/' \
    "$f" >"$tmp/deck.jsonl"
has "a replay whose deck the ruleset refuses is bad input, as the same --deck (YT-1.8)" \
    "deck.jsonl:1:1: decks: 1A's deck: main.Dark Magician: 6 copies; ygo-team-duel allows 3" \
    "$exe" play --replay "$tmp/deck.jsonl"
sed '2s/"take":/"tkae":1,"take":/' "$f" >"$tmp/key.jsonl"
has "a decision line with an unknown key is refused at its line, naming the key" \
    'key.jsonl:2:1: tkae: unknown key in a decision line' "$exe" play --replay "$tmp/key.jsonl"
t 2 "--replay takes no ruleset of its own" "$exe" play ygo-duel --replay "$f"
# A seed past 2^63-1 does not fit a JSON integer: it is written as its digits, never wrapped.
big=18446744073709551615
"$exe" play ygo-duel --seed $big --record "$tmp/big.jsonl" 2>&1 >"$tmp/big.txt" | nowarn >"$tmp/big.err"
cat "$tmp/big.err" >>"$tmp/big.txt" # any other stderr line fails the comparison
has "a seed past 2^63-1 is written whole, as a string" "\"seed\":\"$big\"" head -n 1 "$tmp/big.jsonl"
t 0 "a replay seeded past 2^63-1 plays back to the same play-by-play" \
    sh -c "'$exe' play --replay '$tmp/big.jsonl' | cmp -s - '$tmp/big.txt'"
sed '1s/"seed":7/"seed":-7/' "$f" >"$tmp/negseed.jsonl"
has "a negative seed in a replay header is refused at it" \
    'negseed.jsonl:1:1: seed: the seed is a number from 0 to 2^64-1' \
    "$exe" play --replay "$tmp/negseed.jsonl"
t 2 "an --agent given twice for a seat is refused (which would play?)" \
    "$exe" play ygo-duel --agent 1A=first --agent 1a=random
has "it names the option and the seat" '--agent given twice for 1A' \
    "$exe" play ygo-duel --agent 1A=first --agent 1A=random
t 2 "a --deck given twice for a seat too" "$exe" play ygo-duel \
    --deck "2A=$src/games/yugioh/decks/fiends.yaml" --deck "2A=$src/games/yugioh/decks/fiends.yaml"
t 2 "--seed -1 is refused (no wrap to 2^64-1)" "$exe" play ygo-duel --seed -1
t 2 "--seed past 64 bits is refused" "$exe" play ygo-duel --seed 99999999999999999999999
t 2 "--max-decisions 0 is refused (not read as no limit)" "$exe" play ygo-duel --max-decisions 0
# (a stdio seat is asked at every window, issue 33: the Draw and Standby Phases' first)
printf '"pass"\n"pass"\n"end the turn"\n{"concede": true}\n' |
    "$exe" play ygo-duel --seed 2 --agent 1A=stdio --record "$tmp/stdio.jsonl" >/dev/null 2>&1
has "a stdio seat's label and concession are recorded as it gave them" \
    '{"seat":"1A","take":"end the turn"}' cat "$tmp/stdio.jsonl"
t 0 "a replay of a stdio seat's match plays back" "$exe" play --replay "$tmp/stdio.jsonl"
# bad input leaves an earlier recording as it was (nothing half-applied)
echo previous >"$tmp/keep.jsonl"
printf 'not json\n' | "$exe" play ygo-duel --seed 2 --agent 1A=stdio --record "$tmp/keep.jsonl" >/dev/null 2>&1
t 0 "a stdio line that is bad input leaves the --record file as it was" \
    sh -c "test \"\$(cat '$tmp/keep.jsonl')\" = previous && ! test -e '$tmp/keep.jsonl.partial'"
# docs/cli.md: after a refusal "the seat is asked again": a refused line, then a new decide
printf '99\n{"concede": true}\n' | "$exe" play ygo-duel --seed 2 --agent 1A=stdio >"$tmp/re.txt" 2>&1
t 0 "after a refused choice the stdio seat gets a new decide line" \
    sh -c "grep -A1 '\"refused\"' '$tmp/re.txt' | tail -n 1 | grep -q '\"decide\"'"
rm -rf "$tmp"

# YP-6: what a seat sides between games is its own secret. 1A's Side Deck with Sakuretsu Armor
# for Shrink: 2A's stream up to game 2 (siding included) must be the same; the omniscient log
# is not (1A sides Shrink in after game 1 of seed 3: the test can fail; seed 2 no longer sides it
# once a Special Summon asks its position, issue 30).
tmp=$(mktemp -d)
sed 's/^  Shrink: 2/  Sakuretsu Armor: 2/' "$src/games/yugioh/decks/spellcasters.yaml" >"$tmp/sak.yaml"
sided() { # sided DECK_FILE [--view 2A [--json]]: the play-by-play up to game 2
    deck=$1
    shift
    "$exe" play variants/ygo-duel-tournament --seed 3 --deck "1A=$deck" "$@" |
        sed '/=== Game 2\|"text":"Game 2"/q'
}
has "1A sides a card after game 1 of seed 3 (what the next tests compare)" '1A sides out .* for Shrink' \
    sided "$src/games/yugioh/decks/spellcasters.yaml"
t 0 "--view 2A does not learn which cards 1A sides (text)" \
    same "$(sided "$src/games/yugioh/decks/spellcasters.yaml" --view 2A)" "$(sided "$tmp/sak.yaml" --view 2A)"
t 0 "--view 2A --json neither" \
    same "$(sided "$src/games/yugioh/decks/spellcasters.yaml" --view 2A --json)" \
    "$(sided "$tmp/sak.yaml" --view 2A --json)"
t 0 "the omniscient log names them (the test can fail)" \
    differ "$(sided "$src/games/yugioh/decks/spellcasters.yaml")" "$(sided "$tmp/sak.yaml")"
has "1A's own view names what it sides" '1A sides out .* for Shrink' \
    sided "$src/games/yugioh/decks/spellcasters.yaml" --view 1A
t 0 "--view public does not learn which cards 1A sides (YP-6)" \
    same "$(sided "$src/games/yugioh/decks/spellcasters.yaml" --view public --json)" \
    "$(sided "$tmp/sak.yaml" --view public --json)"
rm -rf "$tmp"
echo "1..$n"
exit $fail
