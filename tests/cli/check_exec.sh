#!/bin/sh
# check_exec.sh TAGTEAM SRCDIR PYTHON: `tagteam play --agent SEAT=exec:COMMAND` (a program of
# its own for each seat, told only that seat's stream) and `--clock SECONDS` (docs/bots.md):
# the bots are tests/cli/bots/. Every tagteam run is bounded (timeout 60): a match that hangs
# on a bot fails here instead of hanging the suite.
set -u
exe=$1
src=$2
py=$3
bots=$src/tests/cli/bots
zero="$py $bots/zero.py"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$src/tests/cli/tap.sh"
run() { # run NAME TAGTEAM-ARGS...: tagteam's stdout, stderr and exit status in $tmp/NAME.*
    name=$1
    shift
    timeout 60 "$exe" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
    echo $? >"$tmp/$name.rc"
}
rc() { cat "$tmp/$1.rc"; }
says() { grep -q -- "$2" "$tmp/$1.err"; } # says NAME PATTERN: on NAME's stderr
running() { # running PID: the process is alive (a zombie left to a parent that does not reap
    # it is not)
    case $(ps -o stat= -p "$1" 2>/dev/null) in
    '' | Z*) return 1 ;;
    esac
    return 0
}
now_ms() { echo $(($(date +%s%N) / 1000000)); }

# Two exec seats, two programs: each is told its own seat's stream only. tee keeps what each
# program read.
run iso play ygo-team-duel --seed 5 --agent "1A=exec:tee '$tmp/1A.in' | $zero" \
    --agent "1B=exec:tee '$tmp/1B.in' | $zero" --agent 2A=first --agent 2B=first
ok "$(rc iso)" "two exec seats, each its own program, play a whole Team Duel"
grep -q '"text":"team [12] wins"' "$tmp/1A.in" && grep -q '"text":"team [12] wins"' "$tmp/1B.in"
ok $? "... and each program is told the game's end before its input closes"
grep -q '^{"decide":{"seat":"1A"' "$tmp/1A.in" && grep -q '^{"decide":{"seat":"1B"' "$tmp/1B.in"
ok $? "each program is asked its own seat's decisions"
grep -q '^{"decide"' "$tmp/1A.in" && ! grep -q '"decide":{"seat":"1B"' "$tmp/1A.in" &&
    grep -q '^{"decide"' "$tmp/1B.in" && ! grep -q '"decide":{"seat":"1A"' "$tmp/1B.in"
ok $? "1A's program never sees a decide line of 1B (its partner), nor 1B's one of 1A"
grep -q '"event":"draw","seat":"2A"' "$tmp/1A.in" &&
    ! grep -q '"event":"draw","seat":"2A"[^}]*"name"' "$tmp/1A.in"
ok $? "1A's program is told that 2A draws, never the card's name"
# The same match with 1A as a stdio seat (1B's program answered 0 as the first agent does):
# its stdout is what a program at 1A alone is told, to the byte.
yes 0 | timeout 60 "$exe" play ygo-team-duel --seed 5 --agent 1A=stdio --agent 1B=first \
    --agent 2A=first --agent 2B=first >"$tmp/1A.stdio" 2>/dev/null
cmp -s "$tmp/1A.in" "$tmp/1A.stdio"
ok $? "1A's program reads exactly what a stdio program playing 1A alone reads"
yes 0 | timeout 60 "$exe" play ygo-team-duel --seed 5 --agent 1B=stdio --agent 1A=first \
    --agent 2A=first --agent 2B=first >"$tmp/1B.stdio" 2>/dev/null
cmp -s "$tmp/1B.in" "$tmp/1B.stdio"
ok $? "... and 1B's program what a stdio program playing 1B alone reads"
# and its events are 1A's view (--view 1A --json), but for its own decisions
timeout 60 "$exe" play ygo-team-duel --seed 5 --agent 1A=first --agent 1B=first --agent 2A=first \
    --agent 2B=first --view 1A --json 2>/dev/null | grep -v '^{"event":"decide"' >"$tmp/1A.view"
grep -v '^{"decide"\|^{"event":"decide"' "$tmp/1A.in" >"$tmp/1A.events"
[ -s "$tmp/1A.view" ] && cmp -s "$tmp/1A.view" "$tmp/1A.events"
ok $? "the events 1A's program is told are --view 1A's"

# A match of three games: the events between them (the game wins, who goes first) too
run series-iso play variants/ygo-duel-tournament --seed 1 --agent "1A=exec:tee '$tmp/t1A.in' | $zero" \
    --agent "2A=exec:$zero"
yes 0 | timeout 60 "$exe" play variants/ygo-duel-tournament --seed 1 --agent 1A=stdio \
    --agent 2A=first >"$tmp/t1A.stdio" 2>/dev/null
[ "$(rc series-iso)" -eq 0 ] && grep -q '"kind":"match_over"' "$tmp/t1A.in" &&
    cmp -s "$tmp/t1A.in" "$tmp/t1A.stdio"
ok $? "over a whole match too, an exec program reads what a stdio program at its seat reads"

# Stdio, exec and built-in agents in one match: stdout is the stdio seat's stream only.
yes 0 | timeout 60 "$exe" play ygo-team-duel --seed 4 --agent 1A=stdio --agent "2A=exec:$zero" \
    --agent 1B=greedy --agent "2B=exec:$zero" >"$tmp/mix.out" 2>"$tmp/mix.err"
got=$?
[ "$got" -eq 0 ] && grep -q '^{"decide":{"seat":"1A"' "$tmp/mix.out" &&
    ! grep -q '"decide":{"seat":"2[AB]"' "$tmp/mix.out"
ok $? "a stdio seat, two exec seats and a greedy one play one match ($got)"

# --view SEAT beside exec seats: their choices are printed in the play-by-play as a built-in
# agent's, and under --view 2A only 2A's (another seat's labels may name its hidden cards)
run view play ygo-team-duel --seed 3 --agent "1A=exec:$zero" --agent "2A=exec:$zero" --view 2A
run noview play ygo-team-duel --seed 3 --agent "1A=exec:$zero" --agent "2A=exec:$zero"
[ "$(rc view)$(rc noview)" = 00 ] && grep -q '^  1A: ' "$tmp/noview.out" &&
    grep -q '^  2A: ' "$tmp/view.out" &&
    [ -z "$(grep '^  [12][AB]: ' "$tmp/view.out" | grep -v '^  2A: ')" ]
ok $? "exec seats' choices show in the play-by-play, under --view 2A only 2A's"

# Bots that fail: each is reported with its seat, its program and its line:col, the seat
# concedes (YP-11) and the match ends normally with its result (exit 0), all in a few seconds.
start=$(now_ms)
run quit play ygo-team-duel --seed 3 --agent "1A=exec:$bots/quit.sh" --agent "1B=exec:$zero"
run garbage play ygo-team-duel --seed 3 --agent "2B=exec:$bots/garbage.sh json"
# (no live bot beside the sleeper: under a loaded machine a python3 bot's start alone can pass
# a 0.5 s clock)
run sleeper play ygo-team-duel --seed 3 --agent "1A=exec:$bots/sleeper.sh $tmp/sleep.pid" \
    --clock 0.5
took=$(($(now_ms) - start))
[ "$(rc quit)" -eq 0 ] && says quit "^tagteam play: seat 1A (exec:$bots/quit.sh): line 1:1: the program exited (status 3) before the seat decided; 1A concedes (YP-11)\$" &&
    grep -q '^Team 2 wins\.$' "$tmp/quit.out"
ok $? "a bot that exits at once: reported, its seat concedes, Team 2 wins, exit 0"
[ "$(rc garbage)" -eq 0 ] && says garbage "^tagteam play: seat 2B (exec:$bots/garbage.sh json): line 3:[0-9]*: .*; 2B concedes (YP-11)\$" &&
    grep -q '^Team 1 wins\.$' "$tmp/garbage.out"
ok $? "a bot that writes a malformed line (its line 3): reported at line 3, its seat concedes"
[ "$(rc sleeper)" -eq 0 ] && says sleeper "^tagteam play: seat 1A (exec:$bots/sleeper.sh $tmp/sleep.pid): line 1:1: no answer within --clock 0.5 s; 1A concedes (YP-11)\$" &&
    grep -q '^Team 2 wins\.$' "$tmp/sleeper.out"
ok $? "a bot that sleeps past --clock 0.5: reported, its seat concedes"
[ -s "$tmp/sleep.pid" ] && ! running "$(cat "$tmp/sleep.pid")"
ok $? "... and what it started (its shell's child) is not left running"
[ "$took" -lt 30000 ] && [ "$(rc quit)$(rc garbage)$(rc sleeper)" = 000 ]
ok $? "the three matches with failing bots finish (exit 0) in under 30 s, not the 60 s bound of a hang ($took ms)"
run nul play ygo-team-duel --seed 3 --agent "2B=exec:$bots/garbage.sh nul"
[ "$(rc nul)" -eq 0 ] && says nul "seat 2B (exec:.*): line 3:2: a NUL byte (a line is JSON text); 2B concedes"
ok $? "a bot's NUL byte is named at its line and column"
run long play ygo-team-duel --seed 3 --agent "2B=exec:$bots/garbage.sh long"
[ "$(rc long)" -eq 0 ] && says long "seat 2B (exec:.*): line 3:4096: line longer than 4095 bytes; 2B concedes"
ok $? "a bot's line past 4095 bytes is reported as such"
run notfound play ygo-team-duel --seed 3 --agent "1A=exec:$tmp/no-such-bot"
[ "$(rc notfound)" -eq 0 ] && says notfound "seat 1A (exec:$tmp/no-such-bot): line 1:1: the program exited (status 127)"
ok $? "a command that cannot be run is a bot that exits (sh's status 127)"
run deaf play ygo-team-duel --seed 3 --agent "1A=exec:exec 0<&-; yes 0"
[ "$(rc deaf)" -eq 0 ] && ! says deaf "^tagteam play: seat 1A ("
ok $? "a bot that closes its input and answers anyway plays (the writes to it fail, no SIGPIPE)"

timeout 60 "$exe" play ygo-team-duel --seed 3 --agent "1A=exec:$zero" --agent "2A=exec:$zero" \
    <&- >"$tmp/closed.out" 2>"$tmp/closed.err"
[ $? -eq 0 ] && ! grep -q '^tagteam play: seat' "$tmp/closed.err" && grep -q '^Team . wins' "$tmp/closed.out"
ok $? "with tagteam's stdin closed (a pipe may get descriptor 0) the bots still get their input"

# Between the games of a match no game can be conceded: the seat takes its first option there
# and concedes its next game; a --record of it plays back.
run series play variants/ygo-duel-tournament --seed 1 --agent "1A=exec:$bots/quit.sh" \
    --record "$tmp/series.jsonl"
[ "$(rc series)" -eq 0 ] && says series "1A concedes (YP-11)" &&
    says series "1A takes its first option and concedes at its next decision" &&
    grep -q "^Team 2 wins the match 2-0\.$" "$tmp/series.out"
ok $? "a failed bot's seat concedes each game of a match, its first option between them"
run series-replay play --replay "$tmp/series.jsonl"
[ "$(rc series-replay)" -eq 0 ] && grep -q "^Team 2 wins the match 2-0\.$" "$tmp/series-replay.out"
ok $? "... and the match's --record plays back"

# --clock: each decision of a stdio seat too; a FIFO kept open gives it no line and no end.
mkfifo "$tmp/fifo"
exec 3<>"$tmp/fifo"
timeout 60 "$exe" play ygo-duel --seed 1 --agent 1A=stdio --clock 0.3 <"$tmp/fifo" \
    >"$tmp/stdio-late.out" 2>"$tmp/stdio-late.err"
echo $? >"$tmp/stdio-late.rc"
exec 3>&-
[ "$(rc stdio-late)" -eq 0 ] && says stdio-late "^tagteam play: seat 1A (stdio): line 1:1: no answer within --clock 0.3 s; 1A concedes (YP-11)\$" &&
    grep -q '"event":"game_over"' "$tmp/stdio-late.out"
ok $? "a stdio seat that does not answer within --clock concedes"
for bad in 0 -1 abc '' 1e3 nan inf 0.0; do
    run clock play ygo-duel --agent 1A=stdio --clock "$bad"
    [ "$(rc clock)" -eq 2 ] && says clock "^tagteam play: --clock expects a positive number of seconds"
    ok $? "--clock '$bad' is refused (exit 2)"
done
run clock play ygo-duel --clock 1
[ "$(rc clock)" -eq 2 ] && says clock "no seat has one"
ok $? "--clock without a stdio or exec seat is refused (exit 2)"
run sim sim ygo-duel --games 2 --agent "1A=exec:$zero"
[ "$(rc sim)" -eq 2 ] && says sim "^tagteam sim: agent 'exec:.*' plays in tagteam play only"
ok $? "sim refuses an exec seat (exit 2)"
run empty play ygo-duel --agent 1A=exec:
[ "$(rc empty)" -eq 2 ] && says empty "needs a command"
ok $? "exec: without a command is refused (exit 2)"

# A tagteam stopped by a signal takes its bots with it (they are in process groups of their
# own, which a terminal's ^C does not reach).
"$exe" play ygo-team-duel --seed 3 --agent "1A=exec:$bots/sleeper.sh $tmp/sig.pid" \
    >/dev/null 2>&1 &
pid=$!
for i in 1 2 3 4 5 6 7 8 9 10; do
    [ -s "$tmp/sig.pid" ] && break
    sleep 0.2
done
kill -TERM $pid
wait $pid
got=$?
sleep 0.2
[ "$got" -eq 143 ] && [ -s "$tmp/sig.pid" ] && ! running "$(cat "$tmp/sig.pid")"
ok $? "SIGTERM to tagteam stops its bots too ($got)"

echo "1..$n"
exit $fail
