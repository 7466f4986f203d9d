#!/bin/sh
# check_bad.sh TAGTEAM KIND DIR: every case folder of a bad-input corpus must be refused with
# exit status 2 and, as the first line on stderr, exactly the line in its `error` file.
# KIND chooses the command run from each case folder:
#   ruleset  tagteam check input.yaml
#   deck     tagteam deck RULESET input.yaml, RULESET ygo-duel or the shipped name in the
#            case's `ruleset` file (a list such as decks.limited is a ruleset's own)
#   cards    tagteam cards yugioh (or ptcg), with TAGTEAM_GAMES=. (the case's
#            yugioh/cards/input.yaml or ptcg/cards/input.yaml)
#   scenario tagteam test input.yaml
# Cases run from their own folder with TAGTEAM_RULESETS and TAGTEAM_GAMES relative to it, so
# the expected lines hold no machine-specific paths. Set UPDATE=1 to (re)write the error files.
# Prints TAP.
set -u
if [ $# -ne 3 ]; then
    echo "usage: check_bad.sh TAGTEAM ruleset|deck|cards DIR" >&2
    exit 2
fi
exe=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
kind=$2
dir=$3
case $kind in
    ruleset | deck | cards | scenario) ;;
    *)
        echo "check_bad.sh: unknown kind '$kind' (expected ruleset, deck, cards or scenario)" >&2
        exit 2
        ;;
esac

# run_case FOLDER: the command of $kind, run from FOLDER; stderr on stdout, stdout dropped.
run_case() {
    (
        cd "$1" || exit 99
        TAGTEAM_RULESETS=../../../../rulesets
        TAGTEAM_GAMES=../../../../games
        export TAGTEAM_RULESETS TAGTEAM_GAMES
        case $kind in
            ruleset) "$exe" check input.yaml 2>&1 >/dev/null ;;
            deck)
                rs=ygo-duel
                [ -f ruleset ] && rs=$(cat ruleset)
                "$exe" deck "$rs" input.yaml 2>&1 >/dev/null
                ;;
            cards)
                game=yugioh # the game whose cards folder the case holds
                [ -d ptcg ] && game=ptcg
                TAGTEAM_GAMES=. "$exe" cards $game 2>&1 >/dev/null
                ;;
            scenario) "$exe" test input.yaml 2>&1 >/dev/null ;;
        esac
    )
}

fail=0
count=0
for case in "$dir"/*/; do
    [ -d "$case" ] || continue
    case=${case%/}
    count=$((count + 1))
    name=$(basename "$case")
    actual=$(run_case "$case")
    status=$?
    actual=$(printf '%s\n' "$actual" | head -n 1)
    if [ "${UPDATE:-0}" = 1 ]; then
        printf '%s\n' "$actual" >"$case/error"
    fi
    expected=$(cat "$case/error" 2>/dev/null || echo "(no error file)")
    if [ "$status" -ne 2 ] || [ "$actual" != "$expected" ]; then
        echo "not ok $count - $name (exit $status)"
        echo "#   expected: $expected"
        echo "#   actual:   $actual"
        fail=1
    else
        echo "ok $count - $name"
    fi
done
if [ "$count" -eq 0 ]; then
    echo "not ok 1 - no case folders in $dir"
    count=1
    fail=1
fi
echo "1..$count"
exit $fail
