"""Side panels: construction site, live per-colour scores, the placement preview.

Each panel is a LinePanel fed by a pure function returning rich Text, so tests can read
what is shown without running the app. All numbers come from the rules layer.
"""

from __future__ import annotations

from rich.text import Text

from boardgames_tui.engine import i18n
from boardgames_tui.games.akropolis.components import (
    COLOURS,
    is_plaza,
    stars_of,
    tile_hexes,
)
from boardgames_tui.games.akropolis.preview import PlacementPreview
from boardgames_tui.games.akropolis.scoring import CityScore
from boardgames_tui.games.akropolis.state import AkropolisState
from boardgames_tui.games.akropolis.words import (
    direction_words,
    level_words,
    ordinal,
    stones_words,
)
from boardgames_tui.ui.widgets.line_panel import LinePanel

from .city_view import frame_of
from .palette import LAKE, colour_colours, colour_letter, hex_colours, hex_letter, shade

_, ngettext, N_ = i18n.domain("akropolis")


def pgettext(context: str, message: str) -> str:
    """A text of this game meant in `context` (a short panel word is not a sheet's word)."""
    return i18n.translate_context("akropolis", context, message)




def _short(colour: str) -> str:
    """The score panel's word for a colour's row (whole messages, so they are extracted)."""
    return {
        "house": pgettext("score panel", "Houses"),
        "market": pgettext("score panel", "Markets"),
        "barracks": pgettext("score panel", "Barracks"),
        "temple": pgettext("score panel", "Temples"),
        "garden": pgettext("score panel", "Gardens"),
    }[colour]


def tile_chips(tile_id: int, safe: bool) -> Text:
    """The three hexes of a tile as coloured chips, e.g. 'M★★ b  q '."""
    out = Text()
    for code in tile_hexes()[tile_id]:
        bg, fg = hex_colours(code, safe)
        label = hex_letter(code) + ("★" * stars_of(code) if is_plaza(code) else "")
        out.append(f" {label:<4}", style=f"{fg} on {bg}")
    return out


def site_text(state: AkropolisState, selected: int | None, stones: int | None,
              safe: bool) -> Text:
    """The construction site with prices; the selected row is marked ▶."""
    text = Text()
    text.append(_("Construction site"), style="bold")
    stacks = state.stacks_left()
    text.append(_("  stacks: {count}").format(count=stacks) + "\n", style="dim")
    if state.held is not None:
        text.append(_(" in hand "), style="bold")
        text.append_text(tile_chips(state.held, safe))
        text.append("\n")
    for i, tile in enumerate(state.site):
        mark = "▶" if i == selected else " "
        text.append(f"{mark}{ordinal(i + 1)} ", style="bold" if i == selected else "")
        text.append_text(tile_chips(tile, safe))
        price = _("free") if i == 0 else stones_words(i)
        style = "dim" if stones is not None and i > stones else ""
        text.append(f" {price}", style=style)
        if stones is not None and i > stones:
            text.append(" ✗", style="bold")
        text.append("\n")
    if not state.site:
        text.append(_(" (empty)") + "\n", style="dim")
    text.rstrip()
    return text


def site_size(sides: int) -> tuple[int, int]:
    """Columns and lines `site_text` needs with `sides` at the table (N+2 tiles)."""
    return 5 + 15 + len(f" {sides + 1} stones ✗"), 2 + sides + 2


def score_text(names: list[str], scores: list[CityScore], viewed: int, safe: bool,
               extra: dict[int, int] | None = None, chief: int | None = None,
               detail: bool = True) -> Text:
    """Per-colour points and visible stars (8 3★) for every player, live (♛ the Chief
    Architect); with `detail`, the viewed player's value × stars = points below."""
    extra = extra or {}
    width = 6
    num = width - 3  # the points' columns: the stars take the last three (" 3★")
    text = Text()
    text.append(_("Points ★").ljust(12), style="bold")
    for i, name in enumerate(names):
        style = "bold underline" if i == viewed else "bold"
        label = name[: width - 2] + "♛" if i == chief else name[: width - 1]
        text.append(f"{label:>{width}}", style=style)
    text.append("\n")
    for colour in COLOURS:
        bg, fg = colour_colours(colour, safe)
        text.append(f" {colour_letter(colour)} ", style=f"bold {fg} on {bg}")
        text.append(" " + _short(colour).ljust(8))
        for cs in scores:
            c = cs.colours[colour]
            points, stars = f"{c.points:>{num}}", f"{c.stars}★"
            sep = " " if len(points) + 1 + len(stars) <= width else ""
            text.append(points)
            text.append(sep + stars, style="yellow" if c.stars else "dim")
            text.append(" " * max(0, width - len(points) - len(sep) - len(stars)))
        text.append("\n")
    text.append("    " + _("Stones").ljust(8))
    for cs in scores:
        text.append(f"{cs.stones:>{num}}" + " " * (width - num))
    text.append("\n")
    if extra:
        text.append("    " + pgettext("score panel", "Quarries").ljust(8))
        for i in range(len(scores)):
            text.append(f"{extra.get(i, 0):>{num}}" + " " * (width - num))
        text.append("\n")
    text.append("    " + _("Total").ljust(8), style="bold")
    for i, cs in enumerate(scores):
        text.append(f"{cs.total + extra.get(i, 0):>{num}}" + " " * (width - num), style="bold")
    text.rstrip()
    if detail:
        d = scores[viewed]
        text.append("\n" + _("{name}: value × stars = points").format(name=names[viewed][:12]) + "\n",
                    style="dim")
        parts = []
        for colour in COLOURS:
            c = d.colours[colour]
            parts.append(f"{colour_letter(colour)} {c.value}×{c.stars}={c.points}")
        text.append("  ".join(parts[:3]) + "\n" + "  ".join(parts[3:]), style="dim")
    return text


def score_size(columns: int, extra: bool, detail: bool) -> tuple[int, int]:
    return 12 + 6 * columns, 8 + (1 if extra else 0) + (3 if detail else 0)


LEGEND_LINES = 4
LEGEND_WIDTH = 33


def legend_text(safe: bool) -> Text:
    """What the letters, frames and marks on the map mean (4 lines of 33 columns)."""
    text = Text()

    def chip(code: str, label: str) -> None:
        bg, fg = hex_colours(code, safe)
        text.append(f" {hex_letter(code)} ", style=f"bold {fg} on {bg}")
        text.append(f" {label} ")

    # The words are short: a legend line is 33 columns in every language.
    for row in (("h", pgettext("map legend", "house"), "m", pgettext("map legend", "market"),
                 "b", pgettext("map legend", "barracks")),
                ("t", pgettext("map legend", "temple"), "g", pgettext("map legend", "garden"),
                 "q", pgettext("map legend", "quarry"))):
        for code, label in zip(row[::2], row[1::2], strict=True):
            chip(code, label)
        text.rstrip()
        text.append("\n")
    chip("M", pgettext("map legend", "plaza ★"))
    text.append(" ≈≈", style=LAKE)
    text.append(pgettext("map legend", " lake  ◆ last tile") + "\n")
    text.append(_("Level "), style="bold")
    bg, fg = hex_colours("h", safe)
    for level in (1, 2, 3, 4):
        left, right = frame_of(level)
        text.append(f"{left}{hex_letter('h')}{level}{right}", style=f"{fg} on {shade(bg, level)}")
        text.append(" ")
    text.rstrip()
    return text


COLOUR_PLURAL = {"house": N_("houses"), "market": N_("markets"), "barracks": N_("barracks"),
                 "temple": N_("temples"), "garden": N_("gardens")}


def covers_text(preview: PlacementPreview) -> str:
    """Which hex of the tile covers which hex of the city, as on the map: 'q1→m2 H1→b2
    t1→g2' (the hex covered and its level, then the tile's hex and the level it reaches),
    so a ghost over a plaza never hides it without saying so."""
    codes = tile_hexes()[preview.tile]
    below = preview.level - 1
    return " ".join(f"{hex_letter(old)}{below}→{hex_letter(new)}{preview.level}"
                    for old, new in zip(preview.covered, codes, strict=True))


def preview_text(preview: PlacementPreview | None, safe: bool, hint: str = "") -> Text:
    """The score change (with the stones gained), then the level the ghost reaches and
    which hex it covers with which, then where it is; or why the spot is illegal, in
    words, then where."""
    text = Text()
    if preview is None:
        text.append(hint or " ", style="dim")
        return text
    where = direction_words(preview.cells)
    # The panel has three rows and wraps a long line (a narrow one at 80 columns with four
    # players, or a German text): what matters comes first, so a cut never takes it (the
    # score line, the reason of a refusal); where the ghost is comes last (the map shows it).
    if not preview.legal:
        text.append(_("✗ Not here: "), style="bold red")
        text.append(_(preview.reason))
        text.append(f"\n({where})", style="dim")
        return text
    change = preview.score_change
    text.append(_("Score {change}").format(change=f"{change:+d}"), style="bold")
    parts = [_("{district} {change}").format(district=_(COLOUR_PLURAL[c]), change=f"{d:+d}")
             for c, d in preview.colour_changes().items()]
    if preview.stones_gained:
        parts.append(_("stones {change}").format(change=f"{preview.stones_gained:+d}"))
    if parts:
        text.append(" (" + ", ".join(parts) + ")")
    level = level_words(preview.level)
    text.append(f"\n✓ {level[:1].upper()}{level[1:]}", style="bold green")
    if preview.covered:
        text.append(_(", covering {hexes}").format(hexes=covers_text(preview)))
    text.append(f"\n{where[:1].upper()}{where[1:]}", style="dim")
    return text


class SitePanel(LinePanel):
    pass


class ScorePanel(LinePanel):
    pass


class PreviewPanel(LinePanel):
    pass


class LegendPanel(LinePanel):
    pass
