# tap.sh: what the shell TAP tests in tests/cli share, sourced (`. "$src/tests/cli/tap.sh"`):
# the test count n, fail (1 once a test failed) and ok STATUS DESCRIPTION, which prints a
# test's TAP line: it passes when STATUS is 0. A script ends with `echo "1..$n"; exit $fail`.
n=0
fail=0
ok() {
    n=$((n + 1))
    if [ "$1" -eq 0 ]; then
        echo "ok $n - $2"
    else
        echo "not ok $n - $2"
        fail=1
    fi
}
