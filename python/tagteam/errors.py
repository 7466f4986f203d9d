"""The exceptions: each carries the engine's tt_error (message, key path or rule key, and
file:line:col for bad input)."""


class Error(Exception):
    """Any error of the engine.

    code     the tt_status (a negative int; tagteam._lib.ERR_*)
    message  the engine's message
    path     the key path ("turn.order[2]") or, for a refused action, the rule key
    file, line, col  where in the input (file "" and line/col 0 when unknown)
    str(e) is "file:line:col: path: message", as the tagteam command prints it.
    """

    def __init__(self, code, message, path="", file="", line=0, col=0):
        self.code = code
        self.message = message
        self.path = path
        self.file = file
        self.line = line
        self.col = col
        super().__init__(self.format())

    def format(self):
        parts = []
        if self.file:
            where = self.file
            if self.line:
                where += ":%d" % self.line
                if self.col:
                    where += ":%d" % self.col
            parts.append(where)
        if self.path:
            parts.append(self.path)
        parts.append(self.message)
        return ": ".join(parts)

    @property
    def rule(self):
        """The rule key of a refused action (the same as path)."""
        return self.path


class InputError(Error):
    """Bad input: a ruleset, deck or card file that does not load (the CLI's exit status 2)."""


class FileError(InputError):
    """A file that cannot be read (TT_ERR_IO)."""


class ParseError(InputError):
    """Malformed YAML (TT_ERR_SYNTAX)."""


class SchemaError(InputError):
    """Well-formed YAML that is not a valid ruleset or deck (TT_ERR_SCHEMA)."""


class UnsupportedError(InputError):
    """Valid input this build cannot do (TT_ERR_UNSUPPORTED)."""


class IllegalAction(Error, ValueError):
    """An action the rules refuse (TT_ERR_ILLEGAL); the match is unchanged. `rule` names the
    rule key."""


class MisuseError(Error):
    """The API called in the wrong state, e.g. apply() on a match that is over."""


class LimitError(Error):
    """A capacity of the engine was reached (TT_ERR_LIMIT)."""


class OutOfMemory(Error, MemoryError):
    """TT_ERR_NOMEM."""


_BY_CODE = {-1: OutOfMemory, -2: FileError, -3: ParseError, -4: SchemaError, -5: IllegalAction,
            -6: MisuseError, -7: UnsupportedError, -8: LimitError}


def from_struct(err, default_code=-6):
    """The exception of a filled tt_error (an _lib.Err); resets err for the next call."""
    code = err.code or default_code
    exc = _BY_CODE.get(code, Error)(code, err.msg.decode("utf-8", "replace"),
                                    err.path.decode("utf-8", "replace"),
                                    err.file.decode("utf-8", "replace"), err.line, err.col)
    import ctypes
    ctypes.memset(ctypes.addressof(err), 0, ctypes.sizeof(err))
    return exc
