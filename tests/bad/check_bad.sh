#!/bin/sh
# check_bad.sh TAGTEAM KIND_DIR: every case folder of a bad-input corpus must be refused with
# exit status 2 and, as the first line on stderr, exactly the line in its `error` file.
# Cases run from their own folder with TAGTEAM_RULESETS relative to it, so the expected
# lines hold no machine-specific paths. Set UPDATE=1 to (re)write the error files.
set -u
exe=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dir=$2
fail=0
count=0
for case in "$dir"/*/; do
    case=${case%/}
    count=$((count + 1))
    name=$(basename "$case")
    actual=$(cd "$case" && TAGTEAM_RULESETS=../../../../rulesets "$exe" check input.yaml 2>&1 >/dev/null)
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
echo "1..$count"
exit $fail
