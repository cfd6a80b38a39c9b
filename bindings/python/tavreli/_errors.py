"""Exceptions of the tavreli package.

libtavreli reports every failure as a status code and, for text it reads
(TFEN, move notation), a located ``tav_error``: the TFEN field, the byte
offset in the text, the square concerned, the move number and a one-line
message. The package turns each into an exception carrying those details as
attributes; the reading errors are also ``ValueError``\\ s.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Type, TypeVar

from . import _core

__all__ = ["TavreliError", "TfenError", "NotationError", "IllegalMoveError", "TimeControlError",
           "ArgumentError"]

T = TypeVar("T")

class TavreliError(Exception):
    """Base class of the errors reported by libtavreli.

    Attributes (as in the C ``tav_error``):

    - ``code``: the C status (``TAV_ETFEN``, ``TAV_ENOTATION``, ``TAV_EILLEGAL``...);
    - ``field``: TFEN field 1..6 (R10), or 0 when not a TFEN error;
    - ``offset``: 0-based byte offset into the text (UTF-8), -1 if unknown;
    - ``square``: the square concerned as a name (``'e4'``), or ``None``;
    - ``move_number``: 1-based index of the move in a sequence, 0 if none;
    - ``message``: the library's one-line message;
    - ``text``: the text that was being read, when there was one.
    """

    def __init__(self, message: str, *, code: int = 0, field: int = 0, offset: int = -1,
                 square: Optional[str] = None, move_number: int = 0,
                 text: Optional[str] = None) -> None:
        self.code = code
        self.field = field
        self.offset = offset
        self.square = square
        self.move_number = move_number
        self.message = message
        self.text = text
        full = message + _core.tavb_error_where(field, offset, square, move_number)  # " [field 2, offset 5]"
        super().__init__(full + (f" in {text!r}" if text is not None and text not in message else ""))


class TfenError(TavreliError, ValueError):
    """A TFEN text is malformed or describes an impossible position (R10)."""


class NotationError(TavreliError, ValueError):
    """A move text cannot be read as R9 notation."""


class IllegalMoveError(TavreliError, ValueError):
    """A move is readable but not legal in the position."""


class TimeControlError(TavreliError, ValueError):
    """A time control text is malformed or over a limit (R13)."""


class ArgumentError(TavreliError, ValueError):
    """An argument C refused: out of its range (``TAV_EINVAL``) or over a
    documented limit (``TAV_ELIMIT``); the message names the argument."""


#: Every status code of C's one table (tav_status_at, tav_status_name):
#: ``{"ENOMEM": -1, ...}``, generated at import, so no code is missing.
STATUS_CODES = {_core.tav_status_name(c): c
                for c in (_core.tav_status_at(i) for i in range(_core.tav_status_count()))}

_BY_CODE: Dict[int, Type[Exception]] = {
    _core.TAV_ETFEN: TfenError,
    _core.TAV_ENOTATION: NotationError,
    _core.TAV_EILLEGAL: IllegalMoveError,
    _core.TAV_ETIMECONTROL: TimeControlError,
    _core.TAV_EINVAL: ArgumentError,
    _core.TAV_ELIMIT: ArgumentError,
    _core.TAV_ENOMEM: MemoryError,  # Python's own, without the located details
    _core.TAV_EEMPTY: IndexError,
}


def from_status(code: int, message: Optional[str] = None, kind: Optional[Type[TavreliError]] = None,
                **kw: object) -> Exception:
    """The exception for a C status code without a located error (``kind``:
    the class to raise instead of the code's)."""
    cls = _BY_CODE.get(code, TavreliError)
    text = message or _core.tav_strerror(code)
    if not issubclass(cls, TavreliError):  # MemoryError, IndexError: whatever kind is asked
        return cls(text)
    return (kind or cls)(text, code=code, **kw)  # type: ignore[arg-type]


def check(code: int) -> None:
    """Nothing for ``TAV_OK``; else raise the exception of the status code."""
    if code != _core.TAV_OK:
        raise from_status(code)


def from_error(err: _core.tav_error, text: Optional[str] = None,
               code: Optional[int] = None, kind: Optional[Type[TavreliError]] = None) -> Exception:
    """The exception for a filled C ``tav_error`` (never for TAV_OK): C's
    located message as it is; ``kind`` instead of the code's class."""
    return from_status(err.code or (_core.TAV_EINVAL if code is None else code), err.message, kind,
                       field=err.field, offset=err.offset, square=_core.tavb_square_name(err.square),
                       move_number=err.move_number, text=text)


def c_result(fn: Callable[..., Optional[T]], *args: Any, text: Optional[str] = None,
             kind: Optional[Type[TavreliError]] = None) -> T:
    """``fn(*args, err)`` with a new ``tav_error``: its result, or the
    exception of err (``from_error``: ``text`` the text read, ``kind`` the
    class) when it is None or a negative status (TAV_E*)."""
    err = _core.tav_error()
    result = fn(*args, err)
    if result is None or (isinstance(result, int) and result < 0):
        raise from_error(err, text=text, kind=kind)
    return result
