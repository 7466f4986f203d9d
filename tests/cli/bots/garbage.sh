#!/bin/sh
# garbage.sh KIND: a bot that answers 0 to its first two decisions and then, on its output's
# line 3, writes what is no decision: KIND json (a line cut short), nul (a NUL byte) or long
# (a line of 5000 bytes). Then it reads its input to the end.
n=0
while IFS= read -r line; do
    case $line in
    '{"decide"'*)
        n=$((n + 1))
        if [ "$n" -lt 3 ]; then
            echo 0
            continue
        fi
        case $1 in
        json) printf '%s\n' '{"take": 0' ;;
        nul) printf '0\000\n' ;;
        long) head -c 5000 /dev/zero | tr '\000' ' ' && echo ;;
        esac
        break
        ;;
    esac
done
exec cat >/dev/null
