#!/bin/sh
# check_headers.sh CC INCLUDE_DIR LIBRARY: every public header compiles alone under
# -std=c11 -pedantic -Werror (libgit2's headertest), and the shared library exports only
# tt_ symbols (jansson's check-exports).
set -u
cc=$1
inc=$2
lib=$3
n=0
fail=0
for h in "$inc"/tagteam/*.h; do
    n=$((n + 1))
    name=tagteam/$(basename "$h")
    if printf '#include "%s"\n#include "%s"\nint main(void) { return 0; }\n' "$name" "$name" |
        "$cc" -std=c11 -pedantic -Wall -Wextra -Werror -fsyntax-only -I"$inc" -x c - 2>/dev/null; then
        echo "ok $n - $name compiles alone (and twice)"
    else
        echo "not ok $n - $name does not compile alone"
        fail=1
    fi
done
n=$((n + 1))
bad=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[TDBR]$/ {print $3}' | grep -v '^tt_' | grep -v '^_')
if [ -z "$bad" ]; then
    echo "ok $n - the library exports only tt_ symbols"
else
    echo "not ok $n - exported without the tt_ prefix: $(echo $bad)"
    fail=1
fi
echo "1..$n"
exit $fail
