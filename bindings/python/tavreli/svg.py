"""An SVG picture of a position, for notebooks (``Position._repr_svg_``).

Each tower is drawn as a stack of thin bars, one per piece, bottom piece at
the bottom, in the piece's colour; the top piece's letter is written large
above the stack, and the height in the square's corner when it is more than
one. Promoted pieces have their letter underlined.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional
from xml.sax.saxutils import escape

if TYPE_CHECKING:
    from ._position import Position

__all__ = ["svg"]

_LIGHT = "#f0d9b5"
_DARK = "#b58863"


def svg(position: "Position", size: int = 400, *, flipped: bool = False,
        coordinates: bool = True, title: Optional[str] = None) -> str:
    """An SVG document (a str) showing ``position``: ``size`` pixels wide,
    white at the bottom unless ``flipped``."""
    margin = 20 if coordinates else 0
    sq = (size - 2 * margin) / 8
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
           f'width="{size}" height="{size}" viewBox="0 0 {size} {size}">']
    label = title if title is not None else position.tfen()
    out.append(f"<title>{escape(label)}</title>")
    out.append(f'<rect x="0" y="0" width="{size}" height="{size}" fill="#444"/>')
    font = 'font-family="sans-serif"'

    def origin(square: int) -> "tuple[float, float]":
        file, rank = square & 7, square >> 3
        if flipped:
            file, rank = 7 - file, 7 - rank
        return margin + file * sq, margin + (7 - rank) * sq

    for square in range(64):
        x, y = origin(square)
        colour = _DARK if ((square & 7) + (square >> 3)) % 2 == 0 else _LIGHT
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{sq:.1f}" height="{sq:.1f}" '
                   f'fill="{colour}"/>')
    for square, tower in position.towers():
        x, y = origin(square)
        h = len(tower)
        # The stack: one bar per piece, bottom first, in the lower part.
        bar = min(sq * 0.35 / h, sq * 0.08)
        for i, piece in enumerate(tower):
            black = not piece.color
            by = y + sq * 0.95 - (i + 1) * bar
            out.append(f'<rect x="{x + sq * 0.15:.1f}" y="{by:.1f}" width="{sq * 0.7:.1f}" '
                       f'height="{bar:.1f}" fill="{"#222" if black else "#fff"}" '
                       f'stroke="#000" stroke-width="0.6"/>')
        top = tower[-1]
        black = not top.color
        cy = y + sq * 0.95 - h * bar - sq * 0.25
        cy = max(cy, y + sq * 0.3)
        out.append(f'<circle cx="{x + sq / 2:.1f}" cy="{cy:.1f}" r="{sq * 0.24:.1f}" '
                   f'fill="{"#222" if black else "#fff"}" stroke="#000" stroke-width="1"/>')
        deco = ' text-decoration="underline"' if top.promoted else ""
        out.append(f'<text x="{x + sq / 2:.1f}" y="{cy + sq * 0.09:.1f}" {font} '
                   f'font-size="{sq * 0.28:.1f}" font-weight="bold" text-anchor="middle"{deco} '
                   f'fill="{"#fff" if black else "#000"}">{top.kind.letter}</text>')
        if h > 1:
            out.append(f'<text x="{x + sq * 0.96:.1f}" y="{y + sq * 0.2:.1f}" {font} '
                       f'font-size="{sq * 0.2:.1f}" text-anchor="end" fill="#c00" '
                       f'font-weight="bold">{h}</text>')
    if coordinates:
        for i in range(8):
            f = "abcdefgh"[7 - i if flipped else i]
            r = str(i + 1 if flipped else 8 - i)
            out.append(f'<text x="{margin + (i + 0.5) * sq:.1f}" y="{size - 5}" {font} '
                       f'font-size="12" text-anchor="middle" fill="#eee">{f}</text>')
            out.append(f'<text x="{margin / 2:.1f}" y="{margin + (i + 0.5) * sq + 4:.1f}" {font} '
                       f'font-size="12" text-anchor="middle" fill="#eee">{r}</text>')
    out.append("</svg>")
    return "\n".join(out)
