#!/bin/sh
# check_fingerprint.sh SELFPLAY FILE: the hash of 200 seeded games (whole matches under a
# match: ruleset) per ruleset must equal the one stored in FILE. A change that alters it
# (rules, RNG, module behaviour, the shipped decks) updates FILE in the same commit and says
# so: UPDATE=1 rewrites it.
set -u
got=$("$1" --games 200 --fingerprint ygo-duel ygo-team-duel ptcg-standard ptcg-doubles \
    variants/ygo-duel-tournament variants/ptcg-doubles-expanded | tail -n 1) ||
    exit 1
if [ "${UPDATE:-0}" = 1 ]; then
    echo "$got" >"$2"
fi
want=$(cat "$2")
if [ "$got" != "$want" ]; then
    echo "fingerprint changed: $got (stored: $want); if intended, rerun with UPDATE=1" >&2
    exit 1
fi
echo "fingerprint $got"
