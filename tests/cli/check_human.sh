#!/bin/sh
# check_human.sh TAGTEAM SRCDIR: `tagteam play --agent 1A=human`, a person at the terminal
# (docs/cli.md): answers piped into stdin, the board and options read back from stdout. Every
# tagteam run is bounded (timeout 60): a prompt that waits for ever fails here instead of
# hanging the suite.
set -u
exe=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$src/tests/cli/tap.sh"
play() { # play NAME ANSWERS TAGTEAM-PLAY-ARGS...: ANSWERS (printf format) on stdin; stdout,
    # stderr and the exit status in $tmp/NAME.*
    name=$1
    answers=$2
    shift 2
    printf "$answers" | timeout 60 "$exe" play "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
    echo $? >"$tmp/$name.rc"
}
rc() { cat "$tmp/$1.rc"; }
out() { grep -q -- "$2" "$tmp/$1.out"; } # out NAME PATTERN: on NAME's stdout
err() { grep -q -- "$2" "$tmp/$1.err"; } # err NAME PATTERN: on NAME's stderr
# names SEAT FILE: the cards SEAT draws before the first turn (its opening hand), by name, from
# a --view SEAT --json stream
names() {
    sed '/"event":"turn_start"/,$d' "$2" | grep -o "\"event\":\"draw\",\"seat\":\"$1\",\"card\":[0-9]*,\"name\":\"[^\"]*\"" |
        sed 's/.*"name":"//; s/"$//'
}

# The seats' opening hands under seed 3: an agent never changes what the rules draw, so they
# are the same whatever 1A answers. 2A's stream names its own cards; 1A's board must not.
timeout 60 "$exe" play ygo-duel --seed 3 --agent 1A=first --agent 2A=first --view 2A --json \
    --max-decisions 1 >"$tmp/2A.json" 2>/dev/null
timeout 60 "$exe" play ygo-duel --seed 3 --agent 1A=first --agent 2A=first --view 1A --json \
    --max-decisions 1 >"$tmp/1A.json" 2>/dev/null
names 2A "$tmp/2A.json" >"$tmp/2A.hand"
names 1A "$tmp/1A.json" >"$tmp/1A.hand"
[ "$(wc -l <"$tmp/2A.hand")" -eq 5 ] && [ "$(wc -l <"$tmp/1A.hand")" -eq 5 ]
ok $? "the opening hands of 1A and 2A under seed 3 are known (5 cards each)"

# A number, garbage, a number out of range, a unique part of a label, then a concession.
play one '1\nxyzzy\n99\n0\npas\nconcede\n' ygo-duel --agent 1A=human --seed 3
ok "$(rc one)" "a human seat plays ygo-duel from piped answers (exit 0)"
sed -n '/^--- 1A.s board/,/^Options:/p' "$tmp/one.out" | sed '/^Options:/,$d' >"$tmp/board1"
out one "^--- 1A's board: turn 1" && grep -q '^Life: 1A 8000, 2A 8000$' "$tmp/board1"
ok $? "the board gives the seat, turn, phase and each seat's life"
hand=$(grep '^  1A\.hand (5): ' "$tmp/board1" | head -n 1)
all=0
while IFS= read -r card; do
    case "$hand" in *"$card"*) ;; *) all=1 ;; esac
done <"$tmp/1A.hand"
[ -n "$hand" ] && [ $all -eq 0 ]
ok $? "the board names the seat's own hand: the five cards it drew"
leaked=0
while IFS= read -r card; do
    grep -qF -- "$card" "$tmp/1A.hand" && continue # a name 1A holds too tells nothing
    grep -qF -- "$card" "$tmp/board1" && leaked=1
done <"$tmp/2A.hand"
[ $leaked -eq 0 ] && grep -q '^  2A\.hand: 5 cards (hidden)$' "$tmp/board1"
ok $? "the board never names a card of the opponent's hand: a count of 5 hidden cards"
out one '^Options:$' && out one '^  1) pass$' && out one '^1A> '
ok $? "the options are numbered from 1, and the seat is prompted"
[ "$(grep -c '^  1A: pass$' "$tmp/one.out")" -eq 2 ]
ok $? "a number (1) and a unique part of a label (pas) are each taken"
out one "^Refused: no option 'xyzzy' is offered (decision)" && out one "^Type an option's number"
ok $? "garbage is refused with a hint and asked again"
out one '^There is no option 99: type a number from 1 to 1' &&
    out one '^There is no option 0: type a number from 1 to 1'
ok $? "a number out of range (99, 0) is answered with the range and asked again"
out one '^    1A is out$' && out one '^Team 2 wins\.$' && ! err one 'input ended'
ok $? "concede concedes the seat (YP-11), and the match ends"
[ "$(grep -c '^1A> ' "$tmp/one.out")" -eq 6 ]
ok $? "... after exactly the six answers given, each prompted"

# A part of several different labels is refused (the rules say how many it matches), never
# taken as one of them: "Battle" in 1A's first Main Phase (Normal Summon Battle Ox, Set Battle
# Ox, go to the Battle Phase).
i=0
while [ $i -lt 40 ]; do
    printf 'Battle\n1\n'
    i=$((i + 1))
done | timeout 60 "$exe" play ygo-duel --agent 1A=human --seed 3 >"$tmp/amb.out" 2>/dev/null
grep -A1 '^1A> Battle$' "$tmp/amb.out" | grep -q "^Refused: 'Battle' matches 3 options; be more precise (decision)\.$" &&
    [ "$(grep -B1 '^  1A: Normal Summon' "$tmp/amb.out" | sed -n 1p)" = '1A> 1' ]
ok $? "a part of several different labels is refused as ambiguous, not taken"

# A line too long to read (5,000 bytes), a NUL byte, a terminal's \r\n: each is a person's
# typing, answered with the hint, not the end of the match.
{
    head -c 5000 /dev/zero | tr '\0' x
    printf '\na\0b\n1\r\n'
} | timeout 60 "$exe" play ygo-duel --agent 1A=human --seed 3 >"$tmp/junk.out" 2>"$tmp/junk.err"
[ $? -eq 0 ] && [ "$(grep -c "^Type an option's number" "$tmp/junk.out")" -eq 2 ] &&
    grep -q '^1A> (a line too long)$' "$tmp/junk.out" && [ "$(grep -c '^  1A: pass$' "$tmp/junk.out")" -eq 1 ] &&
    grep -q 'the input ended' "$tmp/junk.err"
ok $? "a 5,000-byte line and a NUL byte get the hint; '1\\r' is taken as 1"

# The end of the input concedes, with a line that says so.
play eof '1\n' ygo-duel --agent 1A=human --seed 3
[ "$(rc eof)" -eq 0 ] && err eof '^tagteam play: seat 1A (human): the input ended (end of file); 1A concedes (YP-11)$' &&
    out eof '^Team 2 wins\.$'
ok $? "the end of the input concedes the seat, with a line on stderr that says so"

# Whole games, answers as long as they are asked for; recorded, then replayed.
yes 1 | head -n 5000 | timeout 60 "$exe" play ygo-duel --agent 1A=human --seed 3 \
    --record "$tmp/full.jsonl" >"$tmp/full.out" 2>"$tmp/full.err"
[ $? -eq 0 ] && ! grep -q 'input ended' "$tmp/full.err" && grep -q '^Team [12] wins\.$' "$tmp/full.out"
ok $? "a whole ygo-duel game is played to its end from a person's answers"
[ "$(grep -c '^  2A\.hand: [0-9]* cards* (hidden)$' "$tmp/full.out")" -gt 20 ] &&
    ! grep -q '^  2A\.hand (' "$tmp/full.out" && ! grep -q '^  [12]A\.deck (' "$tmp/full.out"
ok $? "... and at each of its boards 2A's hand and the Decks are counts, no card named"
grep -q '^  1A\.monster (1): [^(]* (atk [0-9]*, def [0-9]*, level [0-9]*, attack)' "$tmp/full.out"
ok $? "... the board gives a monster's ATK, DEF and position"
grep -A1 '^In progress:$' "$tmp/full.out" | grep -q '^  1) attack by 1A: '
ok $? "... and the attack in progress"
timeout 60 "$exe" play --replay "$tmp/full.jsonl" --view 1A >"$tmp/replay.out" 2>/dev/null
ok $? "the human game's --record plays back (--replay)"
events='^    \|^== Turn\|^Team \|^  [12][AB]: \|goes first'
grep "$events" "$tmp/full.out" >"$tmp/full.events"
grep "$events" "$tmp/replay.out" >"$tmp/replay.events"
[ -s "$tmp/full.events" ] && cmp -s "$tmp/full.events" "$tmp/replay.events"
ok $? "... to the same play-by-play and result (--view 1A: what the human seat was shown)"

yes 1 | head -n 5000 | timeout 60 "$exe" play ptcg-doubles --agent 1A=human --seed 4 \
    >"$tmp/ptcg.out" 2>"$tmp/ptcg.err"
[ $? -eq 0 ] && ! grep -q 'input ended' "$tmp/ptcg.err" && grep -q '^Team [12] wins\.$' "$tmp/ptcg.out"
ok $? "a whole ptcg-doubles game is played to its end from a person's answers"
grep -q '^Prize cards taken: team 1 [0-9]*, team 2 [0-9]*$' "$tmp/ptcg.out" &&
    grep -q '^  1A\.active@[a-z]* (1): [^(]* (hp [0-9]*, damage [0-9]*, ' "$tmp/ptcg.out" &&
    grep -q '^  1B\.hand: [0-9]* cards* (hidden)$' "$tmp/ptcg.out" && ! grep -q '^  1B\.hand (' "$tmp/ptcg.out"
ok $? "... its board gives the Prize cards taken and HP and damage, not the partner's hand"

# A Team Duel: the team's one life pool, and the partner's hand (its team sees it, YT-1.9),
# never the opponents'.
play team '1\n' ygo-team-duel --agent 1A=human --seed 3
grep -q '^Life: team 1 8000, team 2 8000$' "$tmp/team.out" &&
    grep -q '^  1B\.hand (5): [^;]*; ' "$tmp/team.out" && grep -q '^  2A\.hand: 5 cards (hidden)$' "$tmp/team.out" &&
    grep -q '^  2B\.hand: 5 cards (hidden)$' "$tmp/team.out"
ok $? "in a Team Duel the board gives the team's life and the partner's hand, not the opponents'"

# Between the games of a match: the game to come, the wins, the options; concede is refused
# there with its reason and rule key, the seat asked again.
play bo3 'concede\nconcede\n1\n' variants/ygo-duel-tournament --agent 1A=human --seed 2
[ "$(rc bo3)" -eq 0 ] && out bo3 '^--- 1A decides before game 2 (game wins: team 1 0, team 2 1) ---$' &&
    out bo3 '^Refused: a game is conceded, and none is being played (match)\.$' &&
    out bo3 '^Team 2 wins the match'
ok $? "between games: the game to come and the wins are shown, a refusal gives its rule key"

# --clock: the person has that long per decision; then the seat concedes.
sleep 3 | timeout 60 "$exe" play ygo-duel --agent 1A=human --seed 3 --clock 0.3 \
    >"$tmp/clock.out" 2>"$tmp/clock.err"
[ $? -eq 0 ] && grep -q '^tagteam play: seat 1A (human): no answer within --clock 0.3 s; 1A concedes (YP-11)$' \
    "$tmp/clock.err"
ok $? "--clock: a human seat that does not answer in time concedes"

# What a human seat is never played with: exit 2 and why.
refused() { # refused NAME PATTERN TAGTEAM-PLAY-ARGS...
    name=$1
    pattern=$2
    shift 2
    play "$name" '' "$@"
    [ "$(rc "$name")" -eq 2 ] && err "$name" "$pattern"
}
refused two 'one human seat at a time' ygo-team-duel --agent 1A=human --agent 1B=human
ok $? "two human seats are refused (they would see each other's cards)"
refused stdio 'would both read stdin' ygo-team-duel --agent 1A=human --agent 2A=stdio
ok $? "a human seat beside a stdio seat is refused (both read stdin)"
refused json 'not --json' ygo-duel --agent 1A=human --json
ok $? "a human seat with --json is refused"
refused view 'human seat.s own view' ygo-duel --agent 1A=human --view 2A
ok $? "a human seat with --view is refused (it would show another seat's view)"
timeout 60 "$exe" sim ygo-duel --agent 1A=human --games 1 >/dev/null 2>"$tmp/sim.err"
[ $? -eq 2 ] && grep -q "agent 'human' plays in tagteam play only" "$tmp/sim.err"
ok $? "tagteam sim refuses a human seat"

echo "1..$n"
exit $fail
