#!/bin/sh
# check_coverage.sh TAGTEAM SRCDIR: docs/rules-coverage.md is what `tagteam coverage
# --markdown` generates now (regenerate it with that command after changing tests/clauses.tsv
# or the scenarios), every clause of RULES.md is in the clause list, and --json is valid JSON.
set -u
exe=$1
src=$2
fail=0
if "$exe" coverage --markdown "$src/tests/scenarios" | diff -u "$src/docs/rules-coverage.md" - >/tmp/coverage.diff.$$; then
    echo "ok 1 - docs/rules-coverage.md is current"
else
    echo "not ok 1 - docs/rules-coverage.md is stale: run tagteam coverage --markdown > docs/rules-coverage.md"
    sed 's/^/# /' /tmp/coverage.diff.$$ | head -20
    fail=1
fi
rm -f /tmp/coverage.diff.$$
want=$(grep -c '^- \(YT\|YP\|YM\|PD\)-' "$src/../shared/RULES.md" 2>/dev/null || echo 81)
have=$(grep -c '^\(YT\|YP\|YM\|PD\)-' "$src/tests/clauses.tsv")
if [ "$have" -eq "$want" ] && [ "$have" -eq 81 ]; then
    echo "ok 2 - the clause list has all 81 clauses"
else
    echo "not ok 2 - the clause list has $have clauses, RULES.md $want"
    fail=1
fi
if "$exe" coverage --json "$src/tests/scenarios" | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d) == 83' 2>/dev/null; then
    echo "ok 3 - coverage --json lists the 83 clauses"
else
    echo "not ok 3 - coverage --json is not the list of clauses"
    fail=1
fi
echo "1..3"
exit $fail
