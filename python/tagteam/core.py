"""Rulesets, decks and matches: the OpenSpiel-shaped API over the C library."""

import ctypes
import os

from . import _lib, _where
from .errors import Error, IllegalAction, MisuseError, from_struct

_NO_DECK = object()


class Context:
    """A tt_ctx: where `extends: NAME` finds shipped rulesets and where card databases are.

    The default one (Context.default()) follows the tagteam command: $TAGTEAM_RULESETS and
    $TAGTEAM_GAMES, else the source tree when run from it, else the installed data."""

    _default = None

    def __init__(self, rulesets_dir=None, games_dir=None):
        rulesets_dir = rulesets_dir if rulesets_dir is not None else _where.rulesets_dir()
        games_dir = games_dir if games_dir is not None else _where.games_dir()
        self.rulesets_dir = rulesets_dir
        self.games_dir = games_dir
        # Kept alive: the context borrows the strings.
        self._rdir = os.fsencode(rulesets_dir) if rulesets_dir else None
        self._gdir = os.fsencode(games_dir) if games_dir else None
        opts = _lib.CtxOptions(1, self._rdir, None, None, None, self._gdir)
        err = _lib.Err()
        ctx = _lib.c_void_p()
        self._ctx = None
        if _lib.ctx_new(ctypes.byref(ctx), ctypes.byref(opts), ctypes.byref(err)):
            raise from_struct(err)
        self._ctx = ctx.value

    @classmethod
    def default(cls):
        if cls._default is None:
            cls._default = Context()
        return cls._default

    def __del__(self):
        if self._ctx:
            _lib.ctx_free(self._ctx)
            self._ctx = None


def _ref(x):
    return os.fsencode(x) if isinstance(x, (str, os.PathLike)) else x


class Ruleset:
    """A loaded, validated ruleset (tt_ruleset). Ruleset.load("ygo-team-duel") or a file."""

    def __init__(self, handle, context, ref):
        self._rs = handle
        self.context = context
        self.ref = ref
        self._rules = _lib.ruleset_rules(handle)
        names = []
        for team in "12345678":
            for letter in "ABCDEFGH":
                if _lib.seat_parse(self._rules, (team + letter).encode()) >= 0:
                    names.append(team + letter)
        order = sorted(names, key=lambda n: _lib.seat_parse(self._rules, n.encode()))
        self.seats = order  # seat index -> name ("1A")
        self.num_seats = len(order)
        self.team_of = [int(n[0]) - 1 for n in order]
        self.num_teams = max(self.team_of) + 1 if order else 0
        self._defaults = None  # the default decks, loaded on first use
        self._obs = None  # scratch tt_observation shared by this ruleset's matches
        self._json = None

    @classmethod
    def load(cls, name_or_path, context=None):
        """Loads a shipped ruleset by name ("ygo-team-duel", "variants/ygo-team-duel-16000") or
        a file ("house.yaml"), as the tagteam command does. Bad input raises an InputError
        subclass carrying file:line:col, the key path and the message."""
        context = context or Context.default()
        err = _lib.Err()
        out = _lib.c_void_p()
        if _lib.ruleset_load(ctypes.byref(out), context._ctx, _ref(str(name_or_path)),
                             ctypes.byref(err)):
            raise from_struct(err)
        return cls(out.value, context, str(name_or_path))

    @classmethod
    def from_string(cls, text, name="<string>", context=None):
        context = context or Context.default()
        err = _lib.Err()
        out = _lib.c_void_p()
        if _lib.ruleset_load_string(ctypes.byref(out), context._ctx, name.encode(),
                                    text.encode(), ctypes.byref(err)):
            raise from_struct(err)
        return cls(out.value, context, name)

    def __del__(self):
        if getattr(self, "_defaults", None):
            for d in self._defaults:
                if d:
                    _lib.deck_free(d)
            self._defaults = None
        if getattr(self, "_rs", None):
            _lib.ruleset_free(self._rs)
            self._rs = None

    def explain(self):
        """The merged ruleset as canonical YAML (`tagteam check --explain`)."""
        n = _lib.ruleset_explain(self._rs, None, 0)
        buf = ctypes.create_string_buffer(n + 1)
        _lib.ruleset_explain(self._rs, buf, n + 1)
        return buf.value.decode()

    @property
    def hash(self):
        return "%016x" % _lib.ruleset_hash(self._rs)

    def seat(self, seat):
        """A seat index from an index or a designation ("2A")."""
        if isinstance(seat, str):
            i = _lib.seat_parse(self._rules, seat.encode())
            if i < 0:
                raise MisuseError(_lib.ERR_MISUSE, "no seat %r in this ruleset (seats: %s)"
                            % (seat, ", ".join(self.seats)), "seat")
            return i
        seat = int(seat)
        if not 0 <= seat < self.num_seats:
            raise MisuseError(_lib.ERR_MISUSE, "seat %d is not one of the %d seats"
                        % (seat, self.num_seats), "seat")
        return seat

    def default_deck_file(self, seat):
        p = _lib.ruleset_default_deck(self._rs, self.seat(seat))
        return os.fsdecode(p) if p else None

    def _default_decks(self):
        if self._defaults is None:
            arr = (_lib.c_void_p * _lib.MAX_SEATS)()
            setup = _lib.MatchSetup()
            setup.version = 1
            err = _lib.Err()
            if _lib.lib.tt_deck_load_defaults(arr, ctypes.byref(setup), self.context._ctx,
                                              _lib.c_void_p(self._rs), ctypes.byref(err)):
                raise from_struct(err)
            self._defaults = [arr[i] for i in range(_lib.MAX_SEATS)]
        return self._defaults

    def new_match(self, seed=0, decks=None):
        """A new match under this ruleset, advanced to its first decision.

        seed   the match's seed (the tagteam command's --seed)
        decks  {seat: Deck or deck file} for the seats that do not play the ruleset's default
               deck (a seat is an index or a designation, "1A")."""
        return Match(self, seed, decks)

    def load_deck(self, path):
        return Deck.load(self, path)

    def __repr__(self):
        return "Ruleset(%r)" % self.ref


_lib.lib.tt_deck_load_defaults.restype = _lib.c_int
_lib.lib.tt_deck_load_defaults.argtypes = [_lib.c_void_p, ctypes.POINTER(_lib.MatchSetup),
                                           _lib.c_void_p, _lib.c_void_p, _lib.PERR]


class Deck:
    """A deck checked against a ruleset (tt_deck)."""

    def __init__(self, handle, ruleset):
        self._deck = handle
        self.ruleset = ruleset  # keeps the context alive
        self.name = (_lib.deck_name(handle) or b"").decode()

    @classmethod
    def load(cls, ruleset, path):
        err = _lib.Err()
        out = _lib.c_void_p()
        if _lib.deck_load_file(ctypes.byref(out), ruleset.context._ctx, ruleset._rs,
                               _ref(str(path)), ctypes.byref(err)):
            raise from_struct(err)
        return cls(out.value, ruleset)

    @classmethod
    def from_string(cls, ruleset, text, name="<string>"):
        err = _lib.Err()
        out = _lib.c_void_p()
        if _lib.deck_load_string(ctypes.byref(out), ruleset.context._ctx, ruleset._rs,
                                 name.encode(), text.encode(), ctypes.byref(err)):
            raise from_struct(err)
        return cls(out.value, ruleset)

    def ids(self, part=0):
        """The card ids of part 0 (main), 1 (extra) or 2 (side), each repeated by its count."""
        n = _lib.deck_count(self._deck, part)
        p = _lib.deck_ids(self._deck, part)
        return [p[i] for i in range(n)]

    def __del__(self):
        if getattr(self, "_deck", None):
            _lib.deck_free(self._deck)
            self._deck = None


def _setup(ruleset, seed, decks):
    """A tt_match_setup (or tt_series_setup with cls) for the seats' decks; returns it with
    the objects it borrows."""
    defaults = None
    keep = []
    chosen = [None] * ruleset.num_seats
    for seat, d in (decks or {}).items():
        i = ruleset.seat(seat)
        if not isinstance(d, Deck):
            d = Deck.load(ruleset, d)
        chosen[i] = d
        keep.append(d)
    parts = []
    for i in range(ruleset.num_seats):
        if chosen[i] is not None:
            h = chosen[i]._deck
        else:
            if defaults is None:
                defaults = ruleset._default_decks()
            h = defaults[i]
        parts.append(h)
    return parts, keep


def _fill(setup, parts, side=False):
    for i, h in enumerate(parts):
        setup.main[i] = _lib.deck_ids(h, 0)
        setup.nmain[i] = _lib.deck_count(h, 0)
        setup.extra[i] = _lib.deck_ids(h, 1)
        setup.nextra[i] = _lib.deck_count(h, 1)
        if side:
            setup.side[i] = _lib.deck_ids(h, 2)
            setup.nside[i] = _lib.deck_count(h, 2)


class Match:
    """One game in progress (tt_match), always advanced to the next decision or its end.

    The hot path (apply) makes four calls into the library: decide, advance, and the next
    decision's seat and option count, which the match keeps for current_seat() and
    legal_actions()."""

    __slots__ = ("ruleset", "_m", "_err", "_errp", "_seat", "_n", "_over", "_keep", "seed", "_own")

    def __init__(self, ruleset, seed=0, decks=None, _handle=None):
        self.ruleset = ruleset
        self._m = None
        self._own = True
        self._err = _lib.Err()
        self._errp = ctypes.pointer(self._err)
        self.seed = seed
        if _handle is not None:  # clone()
            self._m, self._keep = _handle
            return
        parts, keep = _setup(ruleset, seed, decks)
        self._keep = keep  # the decks the match was made from
        setup = _lib.MatchSetup()
        setup.version = 1
        setup.seed = seed & 0xFFFFFFFFFFFFFFFF
        _fill(setup, parts)
        out = _lib.c_void_p()
        if _lib.match_new(ctypes.byref(out), ruleset.context._ctx, ruleset._rs,
                          ctypes.byref(setup), self._errp):
            raise from_struct(self._err)
        self._m = out.value
        self._advance()

    def __del__(self):
        if self._m and self._own:
            _lib.match_free(self._m)
        self._m = None

    @classmethod
    def _borrow(cls, ruleset, handle):
        """A Match over a tt_match owned by someone else (a series' game): valid only while
        its owner keeps it."""
        b = cls(ruleset, 0, _handle=(handle, None))
        b._own = False
        b._refresh()
        return b

    def _advance(self):
        rc = _lib.match_advance(self._m, self._errp)
        if rc < 0:
            raise from_struct(self._err)
        self._refresh()

    def _refresh(self):
        m = self._m
        self._over = _lib.match_is_over(m) != 0
        self._seat = _lib.match_decision_seat(m)
        self._n = _lib.match_option_count(m) if self._seat >= 0 else 0

    # ---- the decision loop ----

    def current_seat(self):
        """The seat to decide (an index; ruleset.seats names it), or -1 once the match is
        over."""
        return self._seat

    def num_actions(self):
        return self._n

    def legal_actions(self, seat=None):
        """The pending decision's options as indices 0..n-1 (empty for another seat)."""
        if seat is not None and seat != self._seat:
            return []
        return list(range(self._n))

    def legal_actions_mask(self, seat=None):
        """1 for each legal action among MAX_ACTIONS (512, TT_MAX_OPTIONS) slots; a numpy
        int8 array when numpy is there, else a list."""
        n = self._n if seat is None or seat == self._seat else 0
        try:
            import numpy as np
        except ImportError:
            return [1] * n + [0] * (_lib.MAX_OPTIONS - n)
        mask = np.zeros(_lib.MAX_OPTIONS, np.int8)
        mask[:n] = 1
        return mask

    def action_label(self, action):
        buf = ctypes.create_string_buffer(256)
        n = _lib.match_option_label(self._m, action, buf, 256)
        if n >= 256:
            buf = ctypes.create_string_buffer(n + 1)
            _lib.match_option_label(self._m, action, buf, n + 1)
        return buf.value.decode("utf-8", "replace")

    def action_labels(self):
        """The options' labels as the tagteam command prints them ("end the turn")."""
        return [self.action_label(i) for i in range(self._n)]

    def action_to_string(self, seat, action):
        return self.action_label(action)

    def options(self):
        """The options' raw payloads (kind, a, b, c), as the module made them."""
        out = []
        for i in range(self._n):
            o = _lib.match_option_at(self._m, i).contents
            out.append((o.kind, o.a, o.b, o.c))
        return out

    def apply(self, action):
        """Takes option `action` for the deciding seat and advances to the next decision.
        A refused action raises IllegalAction (the engine's message, rule key in .rule) and
        leaves the match unchanged."""
        m = self._m
        try:
            refused = _lib.match_decide(m, self._seat, action, self._errp)
        except ctypes.ArgumentError:  # not an int: refused like an index out of range
            raise IllegalAction(_lib.ERR_ILLEGAL, "option %r is not an option's index (%d "
                                "options)" % (action, self._n), "decision") from None
        if refused:
            raise self._refused(action)
        rc = _lib.match_advance(m, self._errp)
        if rc == 1:  # TT_ADVANCE_DECIDE
            self._seat = _lib.match_decision_seat(m)
            self._n = _lib.match_option_count(m)
        elif rc == 2:
            self._over = True
            self._seat = -1
            self._n = 0
        else:
            raise from_struct(self._err)

    apply_action = apply

    def apply_label(self, label):
        """Takes the option labelled label (or the only one containing it)."""
        if _lib.match_decide_label(self._m, self._seat, label.encode(), self._errp):
            raise from_struct(self._err)
        self._advance()

    def concede(self, seat):
        """YP-11: seat concedes (its team loses, or it is out: outcome.seat_out)."""
        if _lib.match_concede(self._m, self.ruleset.seat(seat), self._errp):
            raise from_struct(self._err)
        self._advance()

    def _refused(self, action):
        e = from_struct(self._err)
        if isinstance(action, int) and action < 0 and isinstance(e, IllegalAction):
            e = IllegalAction(e.code, "option %d is not offered (%d options)" % (action, self._n),
                              e.path or "decision")
        return e

    def is_terminal(self):
        return self._over

    def winner(self):
        """The winning team (0-based), or -1 for a draw or while the match goes on."""
        return _lib.match_winner(self._m) if self._over else -1

    def returns(self):
        """Per seat: +1 for a seat of the winning team, -1 for the others, 0 in a draw or while
        the match goes on."""
        if not self._over:
            return [0.0] * self.ruleset.num_seats
        w = _lib.match_winner(self._m)
        if w < 0:
            return [0.0] * self.ruleset.num_seats
        return [1.0 if t == w else -1.0 for t in self.ruleset.team_of]

    def rewards(self):
        return self.returns()

    # ---- what the match is now ----

    def turn(self):
        return _lib.match_turn(self._m)

    def phase(self):
        p = _lib.match_phase(self._m)
        return p.decode() if p else None

    def life(self, seat):
        return _lib.match_life(self._m, self.ruleset.seat(seat))

    def prompt(self):
        buf = ctypes.create_string_buffer(128)
        _lib.match_decision_prompt(self._m, buf, 128)
        return buf.value.decode()

    def state_bytes(self):
        """The match's whole state block (tt_match_state): equal bytes, equal matches."""
        return ctypes.string_at(_lib.match_state(self._m), _lib.match_state_size(self._m))

    def clone(self):
        """An independent copy (tt_match_clone: one memcpy of the state)."""
        out = _lib.c_void_p()
        if _lib.match_clone(ctypes.byref(out), self._m, self._errp):
            raise from_struct(self._err)
        c = Match(self.ruleset, self.seed, _handle=(out.value, self._keep))
        c._seat, c._n, c._over = self._seat, self._n, self._over
        return c

    def resample_from_infostate(self, seat, seed):
        """A copy re-dealt as `seat` could imagine it (tt_match_determinize): the cards hidden
        from seat trade places among the places they hide in, and the coin flips and shuffles
        to come are new. It depends on seat's view and seed only: no hidden card of another
        seat leaks into a search that uses it."""
        seat = self.ruleset.seat(seat)
        c = self.clone()
        rng = _lib.Rng()
        _lib.rng_seed(ctypes.byref(rng), seed & 0xFFFFFFFFFFFFFFFF)
        rc = _lib.match_determinize(c._m, seat, ctypes.byref(rng))
        if rc:
            from .errors import _BY_CODE
            raise _BY_CODE.get(rc, Error)(rc, "the match could not be re-dealt from %s's view"
                                          % self.ruleset.seats[seat], "determinize")
        c._refresh()
        return c

    def view(self, seat):
        """tt_match_view: per card of the match, its id where seat may know it, else None."""
        n = _lib.match_card_count(self._m)
        buf = (_lib.u32 * n)()
        _lib.match_view(self._m, self.ruleset.seat(seat), buf)
        return [None if v == _lib.HIDDEN else v for v in buf]

    # ---- observations (observe.h) ----

    def _observe(self, seat):
        from . import observation
        return observation.observe(self, self.ruleset.seat(seat))

    def observation(self, seat):
        """What seat may know now, as a dict: tt_observation_json's object (docs/api.md)."""
        from . import observation
        return observation.as_dict(self, self.ruleset.seat(seat))

    def observation_json(self, seat):
        from . import observation
        return observation.as_json(self, self.ruleset.seat(seat))

    def observation_array(self, seat, max_cards=None, max_options=None):
        """The numeric encoding of observation(seat): a dict of numpy int32 arrays (docs/python.md
        gives the layout; observation.Encoding names the columns)."""
        from . import observation
        return observation.as_arrays(self, self.ruleset.seat(seat), max_cards, max_options)

    def encoding(self):
        """The column names of observation_array's arrays for this match's game."""
        from . import observation
        return observation.encoding(self)

    def __repr__(self):
        if self._over:
            return "<Match over, winner %d>" % self.winner()
        return "<Match turn %d, %s to decide among %d>" % (
            self.turn(), self.ruleset.seats[self._seat], self._n)
