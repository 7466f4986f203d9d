#!/usr/bin/env python3
"""Check the ruleset, deck and card files against schemas/*.schema.json.

Usage: python3 tests/schema/check_schemas.py SRCDIR [-v]

With -v, every message of every refused bad case is printed, not only the first.

Needs only Debian's python3-yaml and python3-jsonschema (4.10, Draft 2020-12). It checks:

  * the schemas (ruleset, deck, yugioh-cards, ptcg-cards) are valid JSON Schema 2020-12, every property has
    a description, and the ruleset schema agrees with the key tables of docs/rulesets.md (keys,
    enums, ranges, defaults);
  * every rulesets/**/*.yaml is a valid ruleset: a file with `extends:` is checked on its own
    and again after a deep merge with its base; its `name` is its file name;
  * every tests/bad/ruleset/<case>/input.yaml is refused: by the YAML reading rules, by its
    `extends:` (missing base, cycle), by the schema, or by the cross-key checks below;
  * every games/*/decks/*.yaml is a valid deck;
  * every tests/bad/deck/<case>/input.yaml is refused by the YAML reading rules or the deck
    schema, except the cases of DECK_SEMANTIC_CASES: errors only the loader can see (unknown
    card names, sizes, copies, a game other than the ruleset's), which must pass the schema;
  * every games/<game>/cards/*.yaml (yugioh, ptcg) is a valid card file, and card names are
    unique over a game's files;
  * every tests/bad/cards/<case>/<game>/cards/input.yaml is refused: by the YAML reading rules,
    by the game's card schema, or by the unique-name check, except the cases of
    CARD_SEMANTIC_CASES (an error only the loader sees), which must pass the schema.

YAML is read the way docs/rulesets.md says the C loader reads it: anchors/aliases, duplicate
keys, nesting deeper than 16 levels, files over 1 MiB, more than one document and non-string
keys are refused. `extends:` names a shipped ruleset (rulesets/<name>.yaml) when it looks like a
ruleset name, and is otherwise a path relative to the file. Maps merge key by key; lists and
scalars replace the base's value whole.

Prints one line per file and a closing `N passed, N failed` line; exits 1 on any problem.
"""

import json
import os
import re
import sys

import jsonschema
import yaml

# tests/bad/deck cases whose error the deck schema cannot see: they must pass it (so that this
# list stays honest) and are refused only by `tagteam deck` (tests/bad/check_bad.sh).
# Bad scenarios the schema cannot refuse: only running them shows the card, zone, seat or
# ruleset key that is not there.
SCENARIO_RUN_CASES = {"unknown_card", "unknown_zone", "unknown_seat", "missing_filler",
                      "start_unknown_phase", "start_seat_not_first",
                      "start_seat_against_the_fixed_first", "start_unknown_action",
                      "unknown_lane", "lane_zone_without_lane", "card_state_unknown_key",
                      "banned_card", "card_outside_the_concept_pool", "deck_check_missing_file",
                      "turns_counted_on_a_monster",
                      "bad_override", "ptcg_card_state_unknown_key", "ptcg_card_state_odd_damage",
                      "ptcg_card_state_condition_on_bench", "setup_card_not_in_format",
                      "cards_ygo_key_under_ptcg", "cards_controller_not_a_seat",
                      "deck_check_unknown_seat", "deck_check_two_decks_for_a_seat",
                      "setup_deck_size_under_the_listed_deck", "ptcg_teammate_energy_in_a_side_lane",
                      "expect_zone_typo", "ptcg_pokemon_in_the_teammates_side_lane",
                      "ptcg_bench_without_an_active", "ptcg_bench_without_an_active_1v1",
                      "covers_unknown_clause", "start_life_without_life_points",
                      "start_life_team_pool_twice",
                      "start_battle_phase_before_the_first_attack_turn"}

DECK_SEMANTIC_CASES = {
    "unknown_card",   # a card name not in games/yugioh/cards
    "misspelled_card",  # likewise, with a did-you-mean
    "copies_main_plus_side",  # copies counted over main, extra and side together (YT-1.8)
    "main_39",        # sizes come from the ruleset's decks.main/extra_max/side_max
    "main_61",
    "extra_normal_monster",
    "main_fusion_monster",
    "side_16",
    "copies_four",    # copies of one card come from the ruleset's decks.copies
    "special_energy_five_copies",  # PB: only basic Energy is exempt from decks.copies (module)
    "wrong_game",     # a valid game, but not the ruleset's
    "banned_in_doubles",  # PD-25: the ruleset's decks.banned
    "extra_16",       # YM-4: the Extra Deck size comes from the ruleset's decks.extra_max
    "limited_two_copies",  # YT-1.8: decks.limited comes from the ruleset (its `ruleset` file)
    "limited_main_plus_side",
    "forbidden_in_side",
    "outside_the_concept_pool",  # YP-1: decks.allowed comes from the ruleset
    "not_in_expanded_format",  # PD-2: the pool comes from the ruleset's options.format and
    "not_in_standard_format",  # each card's legal mark in games/ptcg/cards
}

# Bad card files whose error only the loader sees (it reads the whole card database): they must
# pass the schema and be refused by `tagteam cards` (tests/bad/check_bad.sh).
CARD_SEMANTIC_CASES = {
    "fusion_material_unknown",  # a material naming no card of the database
    "effects_first_part_only",  # an action the rules look for in a card's first part only
    "effects_until_refused",    # `until` on a part whose action is not atk_up
    "ptcg_trainer_part_amount_missing",  # which action needs an amount: the loader's rule
    "ptcg_trainer_part_bench_not_basic",  # to: bench needs filter: basic: the loader's rule
    "summoned_target_without_when",  # targets: summoned needs a `when` answering a Summon
    "ptcg_ability_part_aims_at_pokemon",  # an Ability's part acts for its player: the loader's
    "ptcg_ability_use_on_a_trainer",      # ability_use on a card of another kind: the loader's
    "ptcg_trainer_part_show_hand_not_each",  # show_hand needs who: each: the loader's rule
    "ptcg_trainer_part_up_to_on_a_search",   # up_to only on recover, remove_energy: the loader
    "target_atk_within_lp_without_a_destroy",  # needs a destroy with one target: the loader
}

MAX_BYTES = 1 << 20  # files over 1 MiB are refused
MAX_DEPTH = 16       # nesting deeper than 16 levels is refused (the top-level map is level 1)
NAME_RE = re.compile(r"^[a-z0-9][a-z0-9-]*$")


class Refused(Exception):
    """A file is refused; `stage` says by which check (yaml, extends, schema, cross-check)."""

    def __init__(self, stage, message, more=()):
        extra = f" (+{len(more)} more)" if more else ""
        super().__init__(f"{stage}: {message}{extra}")
        self.stage = stage
        self.messages = [message, *more]


# ---------------------------------------------------------------- strict YAML reading

class _StrictLoader(yaml.SafeLoader):
    """SafeLoader that refuses duplicate keys, merge keys (`<<`) and non-string keys."""

    def construct_mapping(self, node, deep=False):
        seen = {}
        for key_node, _ in node.value:
            where = key_node.start_mark
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise Refused("yaml", f"line {where.line + 1}: merge keys (<<) are refused")
            key = self.construct_object(key_node, deep=deep)
            if not isinstance(key, str):
                raise Refused("yaml", f"line {where.line + 1}: key {key!r} is not a string")
            if key in seen:
                raise Refused("yaml", f"line {where.line + 1}: duplicate key '{key}' "
                                      f"(first at line {seen[key]})")
            seen[key] = where.line + 1
        return super().construct_mapping(node, deep=deep)


def load_yaml(path):
    """Read one YAML file under the loader's rules; raise Refused('yaml', ...) if it breaks one."""
    size = os.path.getsize(path)
    if size > MAX_BYTES:
        raise Refused("yaml", f"file is {size} bytes, over 1 MiB")
    with open(path, "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise Refused("yaml", f"not UTF-8: {e}") from None
    try:
        # First pass over the events: no anchors or aliases (no alias bombs), bounded depth,
        # one document. This runs before anything is built, so a bomb never expands.
        depth = documents = 0
        for ev in yaml.parse(text, Loader=yaml.SafeLoader):
            line = ev.start_mark.line + 1
            if isinstance(ev, yaml.AliasEvent):
                raise Refused("yaml", f"line {line}: aliases (*{ev.anchor}) are refused")
            if getattr(ev, "anchor", None) is not None:
                raise Refused("yaml", f"line {line}: anchors (&{ev.anchor}) are refused")
            if isinstance(ev, yaml.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    raise Refused("yaml", f"line {line}: more than one document")
            elif isinstance(ev, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    raise Refused("yaml", f"line {line}: nesting deeper than {MAX_DEPTH} levels")
            elif isinstance(ev, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
        return yaml.load(text, Loader=_StrictLoader)  # noqa: S506 (a SafeLoader subclass)
    except yaml.YAMLError as e:
        raise Refused("yaml", _yaml_message(e)) from None


def _yaml_message(error):
    """`line L col C: what` for a PyYAML error, without its quoted snippets."""
    mark = getattr(error, "problem_mark", None)
    problem = getattr(error, "problem", None)
    if mark is None or problem is None:
        return " ".join(str(error).split())
    context = getattr(error, "context", None)
    what = f"{context}: {problem}" if context else problem
    return f"line {mark.line + 1} col {mark.column + 1}: {what}"


# ---------------------------------------------------------------- extends

def deep_merge(base, child):
    """Maps merge key by key; a list or a scalar in the child replaces the base's whole."""
    if isinstance(base, dict) and isinstance(child, dict):
        out = dict(base)
        for key, value in child.items():
            out[key] = deep_merge(base[key], value) if key in base else value
        return out
    return child


def base_path(srcdir, path, ref):
    """Where `extends: ref` in the file `path` points."""
    if not isinstance(ref, str) or not ref:
        raise Refused("extends", f"extends must be a non-empty string, not {ref!r}")
    if not ref.endswith(".yaml"):  # a shipped name, maybe variants/NAME (tt_ruleset_is_file)
        return os.path.join(srcdir, "rulesets", ref + ".yaml")
    return os.path.normpath(os.path.join(os.path.dirname(path), ref))


def resolve(srcdir, path, doc, chain=()):
    """The merged ruleset of `doc` (read from `path`), without `extends`."""
    if not isinstance(doc, dict) or "extends" not in doc:
        return doc
    here = os.path.realpath(path)
    chain = chain + (here,)
    target = base_path(srcdir, path, doc["extends"])
    real = os.path.realpath(target)
    if real in chain:
        names = " -> ".join(os.path.relpath(p, srcdir) for p in chain + (real,))
        raise Refused("extends", f"cycle: {names}")
    if not os.path.isfile(target):
        raise Refused("extends", f"base '{doc['extends']}' not found "
                                 f"(looked for {os.path.relpath(target, srcdir)})")
    try:
        base = load_yaml(target)
    except Refused as e:
        raise Refused("extends", f"base {os.path.relpath(target, srcdir)}: {e}") from None
    if not isinstance(base, dict):
        raise Refused("extends", f"base {os.path.relpath(target, srcdir)} is not a map")
    base = resolve(srcdir, target, base, chain)
    child = {k: v for k, v in doc.items() if k != "extends"}
    return deep_merge(base, child)


# ---------------------------------------------------------------- schema validation

def _strict_integer(checker, instance):
    # The loader's integers are YAML integers: 8000.0 and true are not integers.
    return isinstance(instance, int) and not isinstance(instance, bool)


_TYPES = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine("integer", _strict_integer)
Validator = jsonschema.validators.extend(jsonschema.Draft202012Validator, type_checker=_TYPES)


def _key_path(error):
    parts = [str(p) if isinstance(p, str) else f"[{p}]" for p in error.absolute_path]
    return ".".join(parts).replace(".[", "[") or "(top)"


def _rule_comment(schema, error):
    """The $comment of the innermost allOf rule that the error comes from, if any."""
    node, note, prev = schema, None, None
    for step in error.absolute_schema_path:
        # jsonschema leaves `$ref` out of the path: follow local references by hand.
        while isinstance(node, dict) and step not in node and "$ref" in node:
            target = schema
            for part in node["$ref"].lstrip("#/").split("/"):
                target = target.get(part, {}) if isinstance(target, dict) else {}
            node = target
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            break
        if prev == "allOf" and isinstance(node, dict) and "$comment" in node:
            note = node["$comment"]
        prev = step
    return note


def schema_errors(schema, doc):
    """Messages for every schema error in `doc` ('' list when it is valid)."""
    out = []
    errors = sorted(Validator(schema).iter_errors(doc), key=jsonschema.exceptions.relevance)
    for e in errors:
        msg = f"{_key_path(e)}: {e.message}"
        note = _rule_comment(schema, e)
        if note:
            msg += f" [{note}]"
        out.append(msg)
    return out


def cross_errors(doc):
    """Checks on a complete ruleset that JSON Schema cannot express."""
    out = []
    if not isinstance(doc, dict):
        return out
    zones = doc.get("zones")
    zone_names = set(zones) if isinstance(zones, dict) else set()
    outcome = doc.get("outcome")
    if isinstance(outcome, dict) and isinstance(outcome.get("no_cards_in"), list):
        for i, name in enumerate(outcome["no_cards_in"]):
            if isinstance(name, str) and name not in zone_names:
                out.append(f"outcome.no_cards_in[{i}]: '{name}' is not a zone of `zones`")
    lanes = doc.get("lanes")
    if isinstance(lanes, list):
        seen = set()
        for i, lane in enumerate(lanes):
            name = lane.get("name") if isinstance(lane, dict) else None
            if isinstance(name, str):
                if name in seen:
                    out.append(f"lanes[{i}].name: lane '{name}' is defined twice")
                seen.add(name)
    decks = doc.get("decks")
    if isinstance(decks, dict):
        main = decks.get("main")
        if (isinstance(main, list) and len(main) == 2
                and all(isinstance(n, int) and not isinstance(n, bool) for n in main)
                and main[0] > main[1]):
            out.append(f"decks.main: min {main[0]} is more than max {main[1]}")
    life = doc.get("life")
    life_start = life.get("start", 0) if isinstance(life, dict) else 0
    if isinstance(doc.get("time"), dict) and life_start == 0:
        out.append("time: a timed match is decided by life: it needs life.start above 0")
    match = doc.get("match") if isinstance(doc.get("match"), dict) else {}
    games = match.get("games", 1) if isinstance(match.get("games", 1), int) else 1
    if games > 1 and match.get("equal_wins", "tiebreak") == "tiebreak" and life_start == 0:
        out.append("match.equal_wins: a tiebreak game is decided by life: it needs life.start")
    seats = doc.get("seats") if isinstance(doc.get("seats"), dict) else {}
    if games > 1 and seats.get("teams", 2) != 2:
        out.append("match.games: a match of several games is played by 2 teams")
    time = doc.get("time") if isinstance(doc.get("time"), dict) else {}
    for key in ("called_in_game", "called_before_game"):
        if isinstance(time.get(key), int) and time[key] > games:
            out.append(f"time.{key}: game {time[key]} of a match of {games} (match.games)")
    prizes = doc.get("prizes") if isinstance(doc.get("prizes"), dict) else {}
    count, to_win = prizes.get("count", 0), prizes.get("to_win", 0)
    teams, per = seats.get("teams", 2), seats.get("per_team", 1)
    if all(isinstance(n, int) for n in (count, to_win, teams, per)) and count:
        own = count * (per if prizes.get("pool", "seat") == "team" else 1)
        if (to_win or count * (teams - 1) * per) > own:
            out.append(f"prizes.to_win: a pool holds only {own} Prize cards (never met)")
    out += module_errors(doc, zones if isinstance(zones, dict) else {}, outcome, time)
    hand = zones.get("hand") if isinstance(zones, dict) else None
    start = doc.get("hand", {}).get("start", 5) if isinstance(doc.get("hand"), dict) else 5
    if isinstance(hand, dict) and isinstance(hand.get("capacity"), int) and hand["capacity"]:
        if isinstance(start, int) and hand["capacity"] < start:
            out.append(f"zones.hand.capacity: {hand['capacity']} is less than hand.start {start}")
    return out


def module_errors(doc, zones, outcome, time):
    """What a game module refuses when a ruleset loads (tt_game.rules_refusal)."""
    out = []
    outcome = outcome if isinstance(outcome, dict) else {}
    turn = doc.get("turn") if isinstance(doc.get("turn"), dict) else {}
    deck_out = outcome.get("deck_out", "lose")
    if doc.get("game") == "yugioh":
        for name in ("monster", "spell_trap", "graveyard"):
            zone = zones.get(name)
            if isinstance(zone, dict) and zone.get("scope", "seat") != "seat":
                out.append(f"zones.{name}.scope: the yugioh module plays each player's own")
        if turn.get("unit", "seat") != "seat":
            out.append("turn.unit: the yugioh module plays seat turns only")
        if "pendulum" in zones:
            out.append("zones.pendulum: the Pendulum Zones are pendulum_left and pendulum_right")
        if ("pendulum_left" in zones) != ("pendulum_right" in zones):
            out.append("zones: Pendulum Zones come as pendulum_left and pendulum_right, both")
        if deck_out == "ignore" and not time:
            out.append("outcome.deck_out: without deck-out a duel may never end")
    if doc.get("game") == "ptcg" and deck_out == "ignore":
        out.append("outcome.deck_out: a Pokémon game without deck-out may never end")
    for name, scopes in (("active", ("seat", "lane_team")), ("stadium", ("lane", "global"))):
        zone = zones.get(name)
        if doc.get("game") == "ptcg" and isinstance(zone, dict) and \
                zone.get("scope", "seat") not in scopes:
            out.append(f"zones.{name}.scope: the ptcg module plays {' or '.join(scopes)} only")
    return out


def check_ruleset(srcdir, schema, path):
    """Refused(...) if the ruleset at `path` is not valid; the merged ruleset otherwise."""
    doc = load_yaml(path)
    errors = schema_errors(schema, doc)
    if errors:
        raise Refused("schema", errors[0], errors[1:])
    if isinstance(doc, dict) and "extends" in doc:
        merged = resolve(srcdir, path, doc)
        errors = schema_errors(schema, merged)
        if errors:
            raise Refused("schema", "after merging with its base: " + errors[0], errors[1:])
        doc = merged
    errors = cross_errors(doc) + list_name_errors(srcdir, doc)
    if errors:
        raise Refused("cross-check", errors[0], errors[1:])
    return doc


_CARD_NAMES = {}  # card folder -> the names of its cards, read once (every ruleset asks)


def card_names(folder):
    if folder not in _CARD_NAMES:
        known = set()
        for name in sorted(os.listdir(folder)):
            if name.endswith(".yaml"):
                cards = load_yaml(os.path.join(folder, name))
                known.update(c["name"] for c in cards if isinstance(c, dict) and "name" in c)
        _CARD_NAMES[folder] = known
    return _CARD_NAMES[folder]


def list_name_errors(srcdir, doc):
    """decks.banned, decks.limited and decks.allowed name cards of the ruleset's game (the loader refuses a
    name its card database does not hold: docs/rulesets.md)."""
    decks = doc.get("decks") if isinstance(doc, dict) else None
    game = doc.get("game") if isinstance(doc, dict) else None
    if not isinstance(decks, dict) or not isinstance(game, str):
        return []
    folder = os.path.join(srcdir, "games", game, "cards")
    if not os.path.isdir(folder):
        return []
    known = card_names(folder)
    out = []
    for i, name in enumerate(decks.get("banned") or []):
        if isinstance(name, str) and name not in known:
            out.append(f"decks.banned[{i}]: '{name}' is not a card of games/{game}/cards")
    limited = decks.get("limited")
    for name in limited if isinstance(limited, dict) else []:
        if name not in known:
            out.append(f"decks.limited.{name}: '{name}' is not a card of games/{game}/cards")
    for i, name in enumerate(decks.get("allowed") or []):
        if isinstance(name, str) and name not in known:
            out.append(f"decks.allowed[{i}]: '{name}' is not a card of games/{game}/cards")
    return out


def check_card_file(schema, path, seen=None):
    """Refused(...) if the card file at `path` is not valid. `seen` ({name: where}) carries the
    names of the files read before, so a name is unique over the whole card database."""
    doc = load_yaml(path)
    errors = schema_errors(schema, doc)
    if errors:
        raise Refused("schema", errors[0], errors[1:])
    seen = {} if seen is None else seen
    errors = []
    for i, card in enumerate(doc):
        name = card["name"]
        if name in seen:
            errors.append(f"[{i}].name: card '{name}' is defined twice (first: {seen[name]})")
        else:
            seen[name] = f"{os.path.basename(path)}[{i}]"
    if errors:
        raise Refused("cross-check", errors[0], errors[1:])
    return doc


def check_deck(schema, path):
    """Refused(...) if the deck at `path` breaks the YAML rules or the deck schema."""
    doc = load_yaml(path)
    errors = schema_errors(schema, doc)
    if errors:
        raise Refused("schema", errors[0], errors[1:])
    return doc


# ---------------------------------------------------------------- schema self-checks

def undescribed(schema, where="#"):
    """Paths of declared properties that have no description.

    Walks only the places that declare keys (properties, items, additionalProperties and the
    typed $defs), not the if/then rules that narrow keys already declared."""
    out = []
    if not isinstance(schema, dict):
        return out
    for name, sub in schema.get("properties", {}).items():
        if "description" not in sub:
            out.append(f"{where}/properties/{name}")
        out += undescribed(sub, f"{where}/properties/{name}")
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            out += undescribed(schema[key], f"{where}/{key}")
    for i, sub in enumerate(schema.get("prefixItems", [])):
        out += undescribed(sub, f"{where}/prefixItems/{i}")
    for name, sub in schema.get("$defs", {}).items():
        if "type" in sub:
            out += undescribed(sub, f"{where}/$defs/{name}")
    return out


def _doc_tables(text):
    """{section: {key: (type_or_values, default_or_None)}} from the key tables of rulesets.md."""
    tables, section = {}, None
    for line in text.splitlines():
        m = re.match(r"^##\s+(?:`([a-z_]+)`|(Top level))\s*$", line)
        if m:
            section = m.group(1) or ""
            continue
        if line.startswith("#"):
            section = None
            continue
        m = re.match(r"^\|\s*`([a-z_]+)`\s*\|(.*)\|\s*$", line)
        if section is not None and m:
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", m.group(2))]
            default = cells[1] if len(cells) >= 3 else None
            tables.setdefault(section, {})[m.group(1)] = (cells[0], default)
    return tables


def doc_sync_errors(schema, doc_path):
    """Differences between the key tables of docs/rulesets.md and the ruleset schema."""
    if not os.path.isfile(doc_path):
        return []
    with open(doc_path, encoding="utf-8") as f:
        tables = _doc_tables(f.read())
    out = []
    for section, rows in sorted(tables.items()):
        if section == "":
            props, label = schema["properties"], "top level"
        elif section == "zones":
            props, label = schema["$defs"]["zone"]["properties"], "zones.<name>"
        else:
            props, label = schema["properties"].get(section, {}).get("properties"), section
            if props is None:
                out.append(f"docs section `{section}` has no map in the schema")
                continue
        for key in sorted(set(rows) - set(props)):
            out.append(f"{label}.{key}: in docs/rulesets.md, not in the schema")
        for key in sorted(set(props) - set(rows)):
            out.append(f"{label}.{key}: in the schema, not in docs/rulesets.md")
        for key, (kind, default) in rows.items():
            prop = props.get(key)
            if prop is None:
                continue
            values = re.findall(r"`([^`]+)`", kind)
            if "enum" in prop and values and set(values) != set(prop["enum"]):
                out.append(f"{label}.{key}: docs say {values}, the schema's enum is {prop['enum']}")
            m = re.search(r"int (\d+)\.\.(\d+)", kind)
            if m and (prop.get("minimum"), prop.get("maximum")) != (int(m[1]), int(m[2])):
                out.append(f"{label}.{key}: docs say {m[1]}..{m[2]}, the schema says "
                           f"{prop.get('minimum')}..{prop.get('maximum')}")
            if default is not None and "default" in prop:
                try:
                    said = yaml.safe_load(default.replace("`", ""))
                except yaml.YAMLError:
                    said = default
                if said != prop["default"]:
                    out.append(f"{label}.{key}: docs default {default}, the schema's "
                               f"default is {json.dumps(prop['default'])}")
    return out


# ---------------------------------------------------------------- main

def rel(srcdir, path):
    return os.path.relpath(path, srcdir)


def yaml_files(root, recursive=True):
    out = []
    if not os.path.isdir(root):
        return out
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        out += [os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".yaml")]
        if not recursive:
            break
    return out


def main(argv):
    verbose = "-v" in argv[1:]
    args = [a for a in argv[1:] if a != "-v"]
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    srcdir = os.path.abspath(args[0])
    passed, failed = [], []

    def ok(what, note=""):
        passed.append(what)
        print(f"ok    {what}" + (f"  ({note})" if note else ""))

    def fail(what, why):
        failed.append(what)
        print(f"FAIL  {what}: {why}")

    # The schemas themselves.
    schemas = {}
    for kind in ("ruleset", "deck", "yugioh-cards", "ptcg-cards", "scenario"):
        path = os.path.join(srcdir, "schemas", f"{kind}.schema.json")
        try:
            with open(path, encoding="utf-8") as f:
                schemas[kind] = json.load(f)
            jsonschema.Draft202012Validator.check_schema(schemas[kind])
        except (OSError, ValueError, jsonschema.exceptions.SchemaError) as e:
            fail(rel(srcdir, path), " ".join(str(e).split())[:300])
            continue
        missing = undescribed(schemas[kind])
        if missing:
            fail(rel(srcdir, path), "properties without a description: " + ", ".join(missing))
        else:
            ok(rel(srcdir, path))
    if "ruleset" not in schemas:
        print(f"{len(passed)} passed, {len(failed)} failed")
        return 1
    schema = schemas["ruleset"]
    doc_path = os.path.join(srcdir, "docs", "rulesets.md")
    drift = doc_sync_errors(schema, doc_path)
    if drift:
        fail("docs/rulesets.md vs schemas/ruleset.schema.json", "; ".join(drift))
    elif os.path.isfile(doc_path):
        ok("docs/rulesets.md agrees with schemas/ruleset.schema.json")

    # Shipped rulesets: all valid, each named after its file, names unique.
    names = {}
    shipped = yaml_files(os.path.join(srcdir, "rulesets"))
    if not shipped:
        fail("rulesets/", "no ruleset found")
    for path in shipped:
        what = rel(srcdir, path)
        try:
            check_ruleset(srcdir, schema, path)
            name = load_yaml(path).get("name")
            stem = os.path.basename(path)[: -len(".yaml")]
            if name != stem:
                fail(what, f"name '{name}' is not the file name '{stem}'")
            elif name in names:
                fail(what, f"name '{name}' is also used by {names[name]}")
            else:
                names[name] = what
                ok(what)
        except Refused as e:
            fail(what, str(e))

    # Bad rulesets: every case must be refused.
    bad_root = os.path.join(srcdir, "tests", "bad", "ruleset")
    cases = sorted(os.listdir(bad_root)) if os.path.isdir(bad_root) else []
    for case in cases:
        folder = os.path.join(bad_root, case)
        if not os.path.isdir(folder):
            continue
        path = os.path.join(folder, "input.yaml")
        what = rel(srcdir, path)
        if not os.path.isfile(path):
            fail(rel(srcdir, folder), "no input.yaml")
            continue
        with open(path, "rb") as f:
            first = f.readline()
        if not first.startswith(b"#"):
            fail(what, "does not start with a comment saying what is wrong")
            continue
        try:
            check_ruleset(srcdir, schema, path)
        except Refused as e:
            ok(what, "refused: " + (str(e) if len(str(e)) <= 200 else str(e)[:197] + "..."))
            if verbose:
                for message in e.messages:
                    print(f"        {e.stage}: {message}")
            continue
        fail(what, "accepted, but it is a bad ruleset")

    def short(e):
        return str(e) if len(str(e)) <= 200 else str(e)[:197] + "..."

    def bad_cases(root, inner, only_with=None):
        """(case, folder, input path) of every case folder under root (with only_with: of
        those that hold that folder); a case must have its input file, starting with a comment
        that says what is wrong."""
        out = []
        names = sorted(os.listdir(root)) if os.path.isdir(root) else []
        for case in names:
            folder = os.path.join(root, case)
            if not os.path.isdir(folder):
                continue
            if only_with and not os.path.isdir(os.path.join(folder, only_with)):
                continue
            path = os.path.join(folder, inner)
            if not os.path.isfile(path):
                fail(rel(srcdir, folder), f"no {inner}")
                continue
            with open(path, "rb") as f:
                first = f.readline()
            if not first.startswith(b"#"):
                fail(rel(srcdir, path), "does not start with a comment saying what is wrong")
                continue
            out.append((case, folder, path))
        return out

    # Deck files, if any: games/<game>/decks/*.yaml, each naming its own game.
    games = os.path.join(srcdir, "games")
    deck_files = []
    if os.path.isdir(games):
        for game in sorted(os.listdir(games)):
            deck_files += yaml_files(os.path.join(games, game, "decks"), recursive=False)
    for path in deck_files:
        what = rel(srcdir, path)
        if "deck" not in schemas:
            fail(what, "schemas/deck.schema.json is not usable")
            continue
        try:
            doc = load_yaml(path)
        except Refused as e:
            fail(what, str(e))
            continue
        errors = schema_errors(schemas["deck"], doc)
        game = os.path.basename(os.path.dirname(os.path.dirname(path)))
        if not errors and doc.get("game") != game:
            errors = [f"game: '{doc.get('game')}' in a deck under games/{game}/decks"]
        if errors:
            fail(what, "; ".join(errors[:3]))
        else:
            ok(what)

    # Bad decks: refused by the YAML rules or the schema, but for the semantic cases.
    if "deck" in schemas:
        found = set()
        for case, _, path in bad_cases(os.path.join(srcdir, "tests", "bad", "deck"), "input.yaml"):
            what = rel(srcdir, path)
            found.add(case)
            try:
                check_deck(schemas["deck"], path)
            except Refused as e:
                if case in DECK_SEMANTIC_CASES:
                    fail(what, f"listed in DECK_SEMANTIC_CASES, but refused: {e}")
                else:
                    ok(what, "refused: " + short(e))
                    if verbose:
                        for message in e.messages:
                            print(f"        {e.stage}: {message}")
                continue
            if case in DECK_SEMANTIC_CASES:
                ok(what, "passes the schema; a semantic error only `tagteam deck` sees")
            else:
                fail(what, "accepted, but it is a bad deck (if only the loader can see its "
                           "error, add it to DECK_SEMANTIC_CASES)")
        for case in sorted(DECK_SEMANTIC_CASES - found):
            fail(f"DECK_SEMANTIC_CASES: {case}", "no such case in tests/bad/deck")

    # The ptcg card schema names the same primitives as the module's table (PTCG_EFFECTS).
    if "ptcg-cards" in schemas:
        header = os.path.join(srcdir, "games", "ptcg", "ptcg.h")
        with open(header, encoding="utf-8") as f:
            text = f.read()
        table = text[text.index("#define PTCG_EFFECTS(X)"):text.index("#define PTCG_EFFECT_ENUM")]
        names = re.findall(r"X\(\w+,\s*(\w+),\s*\w+,\s*\w+\)", table)
        listed = schemas["ptcg-cards"]["$defs"]["effect"]["enum"]
        if names != listed:
            fail("schemas/ptcg-cards.schema.json", "effect enum differs from PTCG_EFFECTS in "
                 f"games/ptcg/ptcg.h: only in C {sorted(set(names) - set(listed))}, only in "
                 f"the schema {sorted(set(listed) - set(names))}")
        else:
            ok("schemas/ptcg-cards.schema.json effects agree with games/ptcg/ptcg.h")

    # Card files: games/<game>/cards/*.yaml, names unique over all of a game's files.
    for game in ("yugioh", "ptcg"):
        card_schema = schemas.get(f"{game}-cards")
        if card_schema is None:
            continue
        card_files = yaml_files(os.path.join(games, game, "cards"), recursive=False)
        if not card_files:
            fail(f"games/{game}/cards/", "no card file found")
        seen = {}
        for path in card_files:
            what = rel(srcdir, path)
            try:
                doc = check_card_file(card_schema, path, seen)
                ok(what, f"{len(doc)} cards")
            except Refused as e:
                fail(what, str(e))

        # Bad card files: every case must be refused.
        bad_root = os.path.join(srcdir, "tests", "bad", "cards")
        inner = os.path.join(game, "cards", "input.yaml")
        for case, _, path in bad_cases(bad_root, inner, game):
            what = rel(srcdir, path)
            try:
                check_card_file(card_schema, path)
            except Refused as e:
                if case in CARD_SEMANTIC_CASES:
                    fail(what, f"listed in CARD_SEMANTIC_CASES, but refused: {e}")
                    continue
                ok(what, "refused: " + short(e))
                if verbose:
                    for message in e.messages:
                        print(f"        {e.stage}: {message}")
                continue
            if case in CARD_SEMANTIC_CASES:
                ok(what, "passes the schema; a semantic error only the loader sees")
            else:
                fail(what, "accepted, but it is a bad card file (if only the loader can see "
                           "its error, add it to CARD_SEMANTIC_CASES)")

    # Scenarios: every shipped one valid; every bad case refused by the schema or, for the
    # errors only a run can see (a card, zone or seat that is not there), listed below.
    if "scenario" in schemas:
        for path in yaml_files(os.path.join(srcdir, "tests", "scenarios")):
            what = rel(srcdir, path)
            try:
                doc = load_yaml(path)
                errors = schema_errors(schemas["scenario"], doc)
                if errors:
                    raise Refused("schema", errors[0], errors)
                ok(what)
            except Refused as e:
                fail(what, str(e))
        found = set()
        for case, _, path in bad_cases(os.path.join(srcdir, "tests", "bad", "scenario"),
                                       "input.yaml"):
            what = rel(srcdir, path)
            found.add(case)
            try:
                doc = load_yaml(path)
                errors = schema_errors(schemas["scenario"], doc)
                if errors:
                    raise Refused("schema", errors[0], errors)
            except Refused as e:
                if case in SCENARIO_RUN_CASES:
                    fail(what, f"listed in SCENARIO_RUN_CASES, but refused: {short(e)}")
                else:
                    ok(what, "refused: " + short(e))
                continue
            if case in SCENARIO_RUN_CASES:
                ok(what, "passes the schema; refused when run (SCENARIO_RUN_CASES)")
            else:
                fail(what, "accepted, but it is a bad scenario")
        for case in sorted(SCENARIO_RUN_CASES - found):
            fail(f"SCENARIO_RUN_CASES: {case}", "no such case in tests/bad/scenario")

    if failed:
        print("problems:")
        for what in failed:
            print(f"  {what}")
    print(f"{len(passed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
