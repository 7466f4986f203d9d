#!/bin/sh
# check_cards.sh TAGTEAM SRCDIR: `tagteam cards GAME --stats` counts what the card files hold
# (issue 15): the cards (the YAML entries of games/GAME/cards/*.yaml), by kind, the cards each
# primitive serves (the cards whose fields name it), the vanilla cards (none), and the cards
# of per-card C, the cards not played as printed (`simplified`, issue 30, which `tagteam play`
# and `tagteam sim` warn of); the text and --json agree; bad arguments exit 2. And
# games/tools/import_vanilla.py on a small fixture of both data formats writes card files the
# loader takes, with the plain-damage / Normal-Monster filter and the skips it promises.
set -u
exe=$1
src=$2
fail=0
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; fail=1; }
py=/usr/bin/python3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The figures, recounted from the YAML files by the field names the modules document.
recount() { # recount GAME GAMESDIR JSON
    "$py" - "$1" "$2" "$3" <<'EOF'
import glob, json, sys, yaml
game, games, stats = sys.argv[1], sys.argv[2], json.load(open(sys.argv[3]))
cards = []
for path in sorted(glob.glob(games + "/" + game + "/cards/*.yaml")):
    cards += yaml.safe_load(open(path, encoding="utf-8"))
problems = []
if stats["cards"] != len(cards):
    problems.append("cards %d, the files hold %d" % (stats["cards"], len(cards)))
kinds = {}
for c in cards:
    kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
if stats["kinds"] != kinds:
    problems.append("kinds %s, the files %s" % (stats["kinds"], kinds))
# What a primitive's name says of the fields: "x" is an effect value (yugioh: an action of
# `effects`; ptcg: effect or an attack's effect), "part: x" (ptcg) an action of an attack's
# effect written as parts, "cost: x" a cost, "key: x" the field key at x, and a bare field key
# (yugioh) that field set to anything but 0.
ygo_keys = {"no_normal", "no_battle_destroy", "targeted_destroy", "end_phase_mill", "lp_behind",
            "atk_per_normal", "leaves_banished", "atk_per_type", "unaffected", "venom_win",
            "tuner", "summon_no_attack", "xyz_materials", "tributes", "amount_def", "spirit",
            "while_position", "lp_at_most", "target_atk_within_lp", "summon_position",
            "opponent_lp_at_most", "once_per_turn", "locks_added", "cannot_be_negated",
            "no_effect_destroy"}
def uses(c, name):
    if name.startswith("part: "): # ptcg: an action of an attack's or a Trainer's parts
        action = name[len("part: "):]
        return any(isinstance(c.get(k), list) and any(p.get("action") == action for p in c[k])
                   for k in ("effect", "attack1_effect", "attack2_effect", "attack3_effect"))
    if ": " in name:
        key, value = name.split(": ", 1)
        return str(c.get(key, "")) == value
    if game == "yugioh" and name in ygo_keys:
        return bool(c.get(name, 0))
    if game == "yugioh": # an action of `effects` (a list of parts, or one name: the short form)
        e = c.get("effects")
        return e == name or isinstance(e, list) and any(p.get("action") == name for p in e)
    return any(c.get(k) == name
               for k in ["effect", "attack1_effect", "attack2_effect", "attack3_effect"])
names = [p["name"] for p in stats["primitives"]]
for p in stats["primitives"]:
    want = sum(1 for c in cards if uses(c, p["name"]))
    if p["cards"] != want:
        problems.append("%s serves %d cards, the files say %d" % (p["name"], p["cards"], want))
vanilla = sum(1 for c in cards if not any(uses(c, x) for x in names))
if stats["vanilla"] != vanilla:
    problems.append("vanilla %d, the files say %d" % (stats["vanilla"], vanilla))
# issue 30: the cards not played as printed, each with its `simplified` text
marked = sorted((c["name"], c["simplified"]) for c in cards if "simplified" in c)
listed = sorted((c["name"], c["simplified"]) for c in stats["simplified_cards"])
if listed != marked or stats["simplified"] != len(marked):
    problems.append("simplified %s, the files say %s" % (listed, marked))
if stats["per_card_c"] != len(stats["per_card_c_cards"]) or \
   stats["data_only"] != len(cards) - vanilla - stats["per_card_c"]:
    problems.append("per-card C and data-only do not add up")
print("\n".join(problems))
EOF
}

for game in yugioh ptcg; do
    if "$exe" cards "$game" --stats --json >"$tmp/$game.json" 2>"$tmp/err"; then
        ok "cards $game --stats --json exits 0"
    else
        notok "cards $game --stats --json exits 0 ($(head -n 2 "$tmp/err"))"
        continue
    fi
    problems=$(recount "$game" "$src/games" "$tmp/$game.json" 2>&1)
    if [ -z "$problems" ]; then
        ok "cards $game --stats: cards, kinds, cards per primitive and vanilla match the card files"
    else
        notok "cards $game --stats: figures differ from the card files"
        printf '%s\n' "$problems" | sed 's/^/#   /' | head -n 10
    fi
    own=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["per_card_c"])' "$tmp/$game.json")
    if "$exe" cards "$game" --stats | grep -q "^  cards that need per-card C: $own\$"; then
        ok "cards $game --stats (text) gives the per-card C count of --json ($own)"
    else
        notok "cards $game --stats (text) gives the per-card C count of --json ($own)"
    fi
done
per_card() { # per_card GAME CARD FILE: CARD is listed with FILE as needing per-card C
    if "$py" -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if {"name": sys.argv[2], "file": sys.argv[3]} in d["per_card_c_cards"] else 1)' \
        "$tmp/$1.json" "$2" "$3"; then
        ok "$2 needs per-card C ($3)"
    else
        notok "$2 needs per-card C ($3)"
    fi
}
per_card yugioh "Exodius the Ultimate Forbidden Lord" exodius.c
per_card yugioh "Destiny Board" destiny.c
per_card yugioh "Mind Crush" chain.c
per_card yugioh "Vennominaga the Deity of Poisonous Snakes" vennominaga.c
per_card ptcg "Naganadel-GX" reset.c
if "$py" -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if "Dark Magician" not in [c["name"] for c in d["per_card_c_cards"]] else 1)' "$tmp/yugioh.json"; then
    ok "a Normal Monster needs no per-card C"
else
    notok "a Normal Monster needs no per-card C"
fi
for args in "yugioh --stats --bogus" "yugioh Kuriboh --stats" "yugioh a b" "yugioh ptcg --stats" "--stats"; do
    # shellcheck disable=SC2086
    "$exe" cards $args >/dev/null 2>&1
    if [ $? -eq 2 ]; then ok "cards $args is bad input (exit 2)"; else notok "cards $args is bad input (exit 2)"; fi
done

# Every imported card is in a deck the self-play suite plays (the vanilla variants' decks).
missing=$("$py" - "$src" <<'EOF'
import glob, sys, yaml
src = sys.argv[1]
for game in ("yugioh", "ptcg"):
    cards = yaml.safe_load(open(glob.glob(src + "/games/" + game + "/cards/imported-*.yaml")[0]))
    decked = set()
    for path in glob.glob(src + "/games/" + game + "/decks/imported-vanilla-*.yaml"):
        decked.update(yaml.safe_load(open(path))["main"])
    print(" ".join(c["name"] for c in cards if c["name"] not in decked))
EOF
)
if [ -z "$(echo $missing)" ]; then
    ok "every imported card is in one of the imported-vanilla decks"
else
    notok "every imported card is in one of the imported-vanilla decks (not: $missing)"
fi
for r in ygo-team-duel-vanilla ptcg-doubles-vanilla ptcg-standard-vanilla; do
    if "$exe" check "$src/rulesets/variants/$r.yaml" >/dev/null 2>&1 && "$exe" play "variants/$r" --seed 1 >/dev/null 2>&1; then
        ok "variants/$r loads its imported decks and plays"
    else
        notok "variants/$r loads its imported decks and plays"
    fi
done

# Issue 30: a card whose `simplified` says what is not played as printed is listed by --stats
# with its text, and `play` and `sim` warn of it on stderr, one line per card (not per copy),
# naming the seat and its deck; a deck without one is not warned of. The fixtures: copies of
# the games with no card simplified ("plain"), and with Dark Magician (3 in 1A's default Team
# Duel deck) and Charmander (in 1A's and 2B's Doubles decks) simplified only ("simplified").
for fixture in plain simplified; do
    mkdir -p "$tmp/$fixture"
    cp -r "$src/games/yugioh" "$src/games/ptcg" "$tmp/$fixture/"
    "$py" - "$tmp/$fixture" <<'EOF'
import glob, sys, yaml
g = sys.argv[1]
marks = {"Dark Magician", "Charmander"} if g.endswith("/simplified") else set()
for path in glob.glob(g + "/*/cards/*.yaml"):
    cards = yaml.safe_load(open(path, encoding="utf-8"))
    for c in cards:
        c.pop("simplified", None)
        if c["name"] in marks:
            c["simplified"] = "a fixture's note"
    open(path, "w", encoding="utf-8").write(yaml.safe_dump(cards, allow_unicode=True))
EOF
done
if TAGTEAM_GAMES="$tmp/simplified" "$exe" cards yugioh --stats 2>&1 |
    grep -qx "  Dark Magician: a fixture's note"; then
    ok "cards yugioh --stats lists a simplified card with its text"
else
    notok "cards yugioh --stats lists a simplified card with its text"
fi
# warned COMMAND FILE N: FILE holds N warnings, the first N of these (DECK: the deck's file name)
warned() {
    [ "$(grep -c "warning" "$2")" -eq "$3" ] || return 1
    printf '%s\n' "1A spellcasters.yaml Dark Magician" "1A fire.yaml Charmander" \
        "2B water-fire.yaml Charmander" | head -n "$3" | while read -r seat deck card; do
        grep -q "^tagteam $1: warning: seat $seat's deck .*/$deck holds $card, not played as printed: a fixture's note\$" "$2" || exit 1
    done
}
TAGTEAM_GAMES="$tmp/simplified" "$exe" play ygo-team-duel --seed 1 --max-decisions 1 >/dev/null 2>"$tmp/err"
if warned play "$tmp/err" 1; then
    ok "play warns once of the simplified card in seat 1A's deck (3 copies), naming seat and deck"
else
    notok "play warns once of the simplified card in seat 1A's deck ($(head -n 2 "$tmp/err"))"
fi
TAGTEAM_GAMES="$tmp/simplified" "$exe" sim ygo-team-duel ptcg-doubles --games 1 \
    --vary life.start=8000,16000 >/dev/null 2>"$tmp/err"
if warned sim "$tmp/err" 3; then
    ok "sim warns once per card and deck of each ruleset (not per variant), naming seat and deck"
else
    notok "sim warns once per card and deck of each ruleset ($(head -n 3 "$tmp/err"))"
fi
TAGTEAM_GAMES="$tmp/plain" "$exe" play ygo-team-duel --seed 1 --max-decisions 1 >/dev/null 2>"$tmp/err"
if ! grep -q "warning" "$tmp/err"; then
    ok "play warns of nothing when no deck holds a simplified card"
else
    notok "play warns of nothing when no deck holds a simplified card ($(head -n 1 "$tmp/err"))"
fi

# The card database's limits fail loudly, naming the limit, never dropping cards or files.
mkdir -p "$tmp/limit/ptcg/cards" "$tmp/files/ptcg/cards"
"$py" -c 'import sys; print("\n".join("- {name: Card %d, kind: item}" % i for i in range(int(sys.argv[1]))))' 4097 \
    >"$tmp/limit/ptcg/cards/many.yaml"
TAGTEAM_GAMES="$tmp/limit" "$exe" cards ptcg >/dev/null 2>"$tmp/err"
st=$?
if [ $st -eq 2 ] && grep -q "many.yaml:4097:.*the card database holds at most 4096 cards (MAX_CARDS" "$tmp/err"; then
    ok "a 4097th card is refused at its place, naming MAX_CARDS (exit 2)"
else
    notok "a 4097th card is refused at its place, naming MAX_CARDS (exit $st: $(head -n 1 "$tmp/err"))"
fi
i=0
while [ $i -lt 257 ]; do
    echo "- {name: Card $i, kind: item}" >"$tmp/files/ptcg/cards/f$i.yaml"
    i=$((i + 1))
done
TAGTEAM_GAMES="$tmp/files" "$exe" cards ptcg >/dev/null 2>"$tmp/err"
st=$?
if [ $st -eq 1 ] && grep -q "more than 256 card files in the folder (MAX_FILES" "$tmp/err"; then
    ok "a 257th card file is refused, naming MAX_FILES (exit 1), not left out"
else
    notok "a 257th card file is refused, naming MAX_FILES (exit $st: $(head -n 1 "$tmp/err"))"
fi

# Mind Crush offers every name of the database: past TT_MAX_OPTIONS names (275 today) the
# match stops with an error naming the limit, never a shortened list.
mkdir -p "$tmp/names"
cp -r "$src/games/yugioh" "$tmp/names/"
"$py" -c 'print("\n".join("- {name: Filler %d, kind: normal_monster, attribute: dark, type: Fiend, level: 1}" % i for i in range(520)))' \
    >"$tmp/names/yugioh/cards/zz-filler.yaml"
TAGTEAM_GAMES="$tmp/names" "$exe" test "$src/tests/scenarios/yugioh/yt-3.1-mind-crush-applies-to-one-chosen-opponent.yaml" >"$tmp/out" 2>&1
st=$?
if [ $st -eq 1 ] && grep -q "more options in one decision than the engine holds (TT_MAX_OPTIONS = 512)" "$tmp/out"; then
    ok "Mind Crush over a database of more names than TT_MAX_OPTIONS stops the match naming the limit"
else
    notok "Mind Crush over a database of more names than TT_MAX_OPTIONS stops the match naming the limit (exit $st)"
fi

# The importer on a fixture: tests/cli/import-fixture/{ptcg,ydm} hold a few cards of each data
# format; the output goes into a copy of the games folder that the loader reads.
fx="$src/tests/cli/import-fixture"
mkdir -p "$tmp/games"
cp -r "$src/games/yugioh" "$src/games/ptcg" "$tmp/games/"
rm -f "$tmp/games"/*/cards/imported-*.yaml
"$py" "$src/games/tools/import_vanilla.py" ptcg "$fx/ptcg" --commit fixture --no-decks \
    --out "$tmp/games/ptcg/cards/imported-plain-damage.yaml" 2>"$tmp/ptcg.log"
"$py" "$src/games/tools/import_vanilla.py" yugioh "$fx/ydm" --commit fixture --no-decks \
    --out "$tmp/games/yugioh/cards/imported-normal-monsters.yaml" 2>"$tmp/ygo.log"
for game in ptcg yugioh; do
    if TAGTEAM_GAMES="$tmp/games" "$exe" cards "$game" >"$tmp/$game.names" 2>"$tmp/err"; then
        ok "imported $game cards load"
    else
        notok "imported $game cards load ($(head -n 2 "$tmp/err"))"
    fi
done
expect() { # expect GAME DESCRIPTION NAME [absent]: NAME loads from the imported file, or absent:
    # the generated file does not have it
    case $1 in ptcg) gen=imported-plain-damage.yaml ;; *) gen=imported-normal-monsters.yaml ;; esac
    if [ "${4:-}" = absent ]; then
        if grep -q -- "name: \"$3\"" "$tmp/games/$1/cards/$gen"; then found=0; else found=1; fi
    elif grep -qx -- "$3" "$tmp/$1.names" && grep -q -- "name: \"$3\"" "$tmp/games/$1/cards/$gen"; then
        found=1
    else
        found=0
    fi
    if [ "$found" -eq 1 ]; then ok "importer: $2"; else notok "importer: $2"; fi
}
expect ptcg "a Pokémon whose attacks do plain damage is imported (Rattata)" "Rattata"
expect ptcg "a Stage 1 whose Basic is imported is imported (Seaking)" "Seaking"
expect ptcg "an attack with effect text keeps the Pokémon out (Ekans)" "Ekans" absent
expect ptcg "a Pokémon Power keeps the Pokémon out (Venomoth)" "Venomoth" absent
expect ptcg "a Stage 1 whose Basic is not in the database stays out (Gloom)" "Gloom" absent
expect ptcg "a rule box keeps the Pokémon out (Mewtwo-EX)" "Mewtwo-EX" absent
expect ptcg "a set outside Base Set..Team Up and Sword & Shield is not read (Snover)" "Snover" absent
expect yugioh "a Normal Monster is imported (Hitotsu-Me Giant)" "Hitotsu-Me Giant"
expect yugioh "an Effect Monster is not (Man-Eater Bug)" "Man-Eater Bug" absent
expect yugioh "a name already in the card files is skipped (Dark Magician)" "Dark Magician" absent
if grep -q "skipped *1: a name already in the card files" "$tmp/ygo.log" &&
    grep -q "skipped *1: evolves from a card not in the database" "$tmp/ptcg.log"; then
    ok "importer: skips are counted by reason"
else
    notok "importer: skips are counted by reason"
    sed 's/^/#   /' "$tmp/ptcg.log" "$tmp/ygo.log"
fi
if grep -q "^# Source: .* at commit fixture\.$" "$tmp/games/ptcg/cards/imported-plain-damage.yaml" &&
    grep -q "^# Source: .* at commit fixture\.$" "$tmp/games/yugioh/cards/imported-normal-monsters.yaml"; then
    ok "importer: each generated file names its source and commit"
else
    notok "importer: each generated file names its source and commit"
fi
"$py" "$src/games/tools/import_vanilla.py" yugioh "$fx/ptcg" --no-decks --out "$tmp/wrong.yaml" 2>"$tmp/err"
st=$?
if [ $st -eq 2 ] && [ ! -e "$tmp/wrong.yaml" ] && grep -q "not a YDM-Data checkout" "$tmp/err"; then
    ok "importer: data of the wrong layout is refused (exit 2), nothing written"
else
    notok "importer: data of the wrong layout is refused (exit 2), nothing written (exit $st)"
fi
echo "1..$n"
exit $fail
