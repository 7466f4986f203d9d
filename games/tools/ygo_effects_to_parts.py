#!/usr/bin/env python3
"""Convert Yu-Gi-Oh! card files from the flat effect keys to `effects:` parts (issue 15).

  python3 games/tools/ygo_effects_to_parts.py FILE.yaml...   # rewrites each file in place
  python3 games/tools/ygo_effects_to_parts.py --check FILE...  # exit 1 if one needs converting

Before, a card had at most two primitives in flat keys: effect/who/amount, effect2/who2/amount2,
and a card-level `until`. Now its effect is a list of parts (docs/decks.md):

  effects: [{action: draw, who: both_players, amount: 1}, {action: discard, who: both_players, amount: 1}]

`effect` becomes part 1 (with who, amount), `effect2` part 2 (with who2, amount2), and `until`
goes to the atk_up part. The file is edited as text, so comments, order and layout stay; both
card styles of games/yugioh/cards/ are handled: a block map (one key per line: the parts are
written as a block list of flow maps under `effects:`) and a flow map `- {name: .., effect: ..}`
(the parts as a flow list where `effect` was). Quoted strings (card text) are never touched.
A card with `effect2`, `who` or `amount` but no `effect` is reported and the file is left as it
was (exit 2): such a card needs a person. Python 3 standard library only.
"""

import re
import sys

OLD = ("effect", "who", "amount", "effect2", "who2", "amount2", "until")
# skipped: a quoted string (a single-quoted one starts a value: "Gravekeeper's Spy" is plain)
# and the parts already written (`effects: [..]`); else an old key with its scalar value
TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|(?<=: )\'(?:[^\']|\'\')*\'|effects[ \t]*:[ \t]*\[[^\]]*\]|'
                   r'(?<![\w-])(%s)[ \t]*:[ \t]*([^,}\n#]*[^,}\n# \t])' % "|".join(OLD))


def parts_of(vals, card):
    if "effect" not in vals:
        raise ValueError("card %s: %s without effect" % (card, ", ".join(sorted(vals))))
    first = {"action": vals["effect"]}
    for k in ("who", "amount"):
        if k in vals:
            first[k] = vals[k]
    parts = [first]
    if "effect2" in vals:
        second = {"action": vals["effect2"]}
        for k in ("who", "amount"):
            if k + "2" in vals:
                second[k] = vals[k + "2"]
        parts.append(second)
    elif "who2" in vals or "amount2" in vals:
        raise ValueError("card %s: who2/amount2 without effect2" % card)
    if "until" in vals:
        target = next((p for p in parts if p["action"] == "atk_up"), parts[0])
        target["until"] = vals["until"]
    return ["{" + ", ".join("%s: %s" % kv for kv in p.items()) + "}" for p in parts]


def card_name(text):
    m = re.search(r"name:\s*([^,\n}]+)", text)
    return m.group(1).strip() if m else "?"


def convert_flow(text):
    """A flow-map card (its whole text, `- {` to its closing brace)."""
    found = [(m.start(), m.end(), m.group(1), m.group(2).strip())
             for m in TOKEN.finditer(text) if m.group(1)]
    if not found:
        return text
    vals = {k: v for _, _, k, v in found}
    new = "effects: [" + ", ".join(parts_of(vals, card_name(text))) + "]"
    out, pos = [], 0
    for i, (a, b, key, _) in enumerate(found):
        if i == 0:
            out.append(text[pos:a] + new)
            pos = b
            continue
        # drop ", key: value": the separator before it goes with it
        cut = a
        before = text[pos:a]
        m = re.search(r",[ \t]*(\n[ \t]*)?$", before)
        if m:
            cut = pos + m.start()
            keep_nl = m.group(1) or ""
            out.append(text[pos:cut] + ("," + keep_nl if keep_nl else ""))
            pos = b
            # a line left with only its indentation and a comma is dropped below
            continue
        out.append(text[pos:a])
        pos = b
        m2 = re.match(r"[ \t]*,[ \t]*", text[pos:])
        if m2:
            pos += m2.end()
    out.append(text[pos:])
    res = "".join(out)
    res = re.sub(r",\n[ \t]*,", ",", res)        # a removed key that had a line to itself
    res = re.sub(r"\n[ \t]*,[ \t]*(?=\n)", "", res)
    res = re.sub(r",[ \t]*,", ",", res)
    res = re.sub(r",(\n[ \t]*)\n", r",\1", res)
    return res


def convert_block(lines, indent):
    """A block-map card: its lines (the first `- name: ..`), keys at indent."""
    vals, where = {}, []
    pat = re.compile(r"^%s(%s):[ \t]*(.*?)[ \t]*$" % (" " * indent, "|".join(OLD)))
    for i, line in enumerate(lines):
        m = pat.match(line.rstrip("\n"))
        if m and i > 0 or (i == 0 and m):
            vals[m.group(1)] = m.group(2)
            where.append(i)
    if not where:
        return lines
    parts = parts_of(vals, card_name("".join(lines)))
    new = [" " * indent + "effects:\n"] + [" " * (indent + 2) + "- " + p + "\n" for p in parts]
    return lines[:where[0]] + new + [l for i, l in enumerate(lines[where[0] + 1:], where[0] + 1)
                                     if i not in where]


def convert(src):
    lines = src.splitlines(keepends=True)
    out, i = [], 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("- {"):  # a flow-map card: up to the line that closes it
            j, depth, quoted = i, 0, None
            while True:
                for ch in TOKEN.sub(lambda m: '""' if not m.group(1) else m.group(0), lines[j]):
                    depth += ch == "{"
                    depth -= ch == "}"
                j += 1
                if depth <= 0 or j == len(lines):
                    break
            out.append(convert_flow("".join(lines[i:j])))
            i = j
        elif line.startswith("- "):  # a block-map card: its lines indented under it
            j = i + 1
            while j < len(lines) and (lines[j].startswith("  ") or not lines[j].strip()):
                j += 1
            while j > i + 1 and not lines[j - 1].strip():  # blank lines belong after it
                j -= 1
            out.extend(convert_block(lines[i:j], 2))
            i = j
        else:
            out.append(line)
            i += 1
    return "".join(out)


def main(argv):
    check = "--check" in argv
    files = [a for a in argv if a != "--check"]
    if not files:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    need = 0
    for path in files:
        with open(path, encoding="utf-8") as f:
            src = f.read()
        try:
            new = convert(src)
        except ValueError as e:
            print("%s: %s" % (path, e), file=sys.stderr)
            return 2
        if new != src:
            need += 1
            if check:
                print("%s: uses the flat effect keys" % path)
            else:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
                print("%s: converted" % path)
    return 1 if check and need else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
