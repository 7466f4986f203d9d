#!/bin/sh
# run.sh BUILD_DIR SECONDS [NAME...]: runs each libFuzzer target of a -Dfuzz=true build for
# SECONDS on a copy of its seed corpus (the files its replay test runs, docs/testing.md).
# A finding is left in BUILD_DIR/fuzz-findings/NAME/ and fails the run; commit it under
# tests/fuzz/found/NAME/ (as a .yaml or .txt file) once it is fixed.
set -eu
build=$1 seconds=$2
shift 2
src=$(cd "$(dirname "$0")/../.." && pwd)
names=${*:-ruleset deck cards scenario stdio serve}
status=0
for name in $names; do
    case $name in
    ruleset) seeds="$src/rulesets $src/tests/bad/ruleset" ;;
    deck) seeds="$src/games/yugioh/decks $src/games/ptcg/decks $src/tests/bad/deck" ;;
    cards) seeds="$src/games/yugioh/cards $src/games/ptcg/cards $src/tests/bad/cards" ;;
    scenario) seeds="$src/tests/scenarios $src/tests/bad/scenario" ;;
    stdio) seeds="$src/tests/fuzz/corpus/stdio" ;;
    serve) seeds="$src/tests/fuzz/corpus/serve" ;;
    *) echo "run.sh: no harness '$name'" >&2; exit 2 ;;
    esac
    [ -d "$src/tests/fuzz/found/$name" ] && seeds="$seeds $src/tests/fuzz/found/$name"
    work="$build/fuzz-corpus/$name" findings="$build/fuzz-findings/$name"
    rm -rf "$work" "$findings"
    mkdir -p "$work" "$findings"
    n=0
    for f in $(find $seeds -type f \( -name '*.yaml' -o -name '*.txt' \) | sort); do
        n=$((n + 1))
        cp "$f" "$work/seed-$n"
    done
    echo "== fuzz_$name: $n seed inputs, ${seconds}s"
    if ! "$build/tests/fuzz/fuzz_$name" -max_total_time="$seconds" -timeout=20 \
        -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 \
        -artifact_prefix="$findings/" "$work" 2>"$build/fuzz-$name.log"; then
        tail -40 "$build/fuzz-$name.log" >&2
        echo "fuzz_$name found a crash: $(ls "$findings")" >&2
        status=1
    fi
    grep -E '^stat::(number_of_executed_units|peak_rss_mb)|^#[0-9]+.*DONE' \
        "$build/fuzz-$name.log" || true
done
exit $status
