"""What the other players did lately, as the screen shows it (issue 37 item 5: out of the
screen's class): the hexes of each player's last tile (◆ on their map), the log line of
a rival's latest placement, and the bots' moves on the prompt's row made short enough
for 80 columns (one part per turn: its tile, level and where).

Every function reads the match's record and the state shown; none changes anything.
"""

from __future__ import annotations

from rich.text import Text

from boardgames_tui.games.akropolis.actions import PlaceTile, TakeTile
from boardgames_tui.games.akropolis.city import map_of_city
from boardgames_tui.games.akropolis.components import tile_cells
from boardgames_tui.games.akropolis.state import AkropolisState
from boardgames_tui.games.akropolis.words import short_turn_line

Pos = tuple[int, int]


def last_placed(state: AkropolisState, seat: int, actions: list) -> frozenset[Pos]:
    """The hexes of the tile `seat` placed on their most recent turn (`actions`, that
    turn's decisions), marked ◆ until they place the next one; while a player holds a
    taken tile, their last turn is that take: the mark stays on the tile of the turn
    before."""
    if actions and not any(isinstance(a, PlaceTile) for a in actions):
        placed = state.cities[seat].placed if seat < len(state.cities) else []
        if placed:
            _tile, q, r, rot = placed[-1]
            return frozenset(tile_cells((q, r), rot))
    for action in reversed(actions):
        if isinstance(action, PlaceTile):
            return frozenset(tile_cells((action.q, action.r), action.rot))
    return frozenset()


def rival_line(record: list, seat: int, parse) -> str:
    """The log line of the latest placement by another player since `seat`'s last
    decision ("" when none); `parse` reads a logged action."""
    for logged in reversed(record):
        if logged.seat == seat:
            return ""
        if isinstance(parse(logged.action), PlaceTile):
            return logged.text
    return ""


def placement_line(record: list, seat: int, parse) -> str:
    """The log line of the latest placement by `seat` ("" when none)."""
    for logged in reversed(record):
        if logged.seat == seat and isinstance(parse(logged.action), PlaceTile):
            return logged.text
    return ""


def short_bot_moves(text: str, moves: list[str], record: list, state: AkropolisState,
                    parse, width: int) -> str:
    """The prompt `text` with the bots' moves above the question (`moves`, as the frame
    noted them) one short part per turn of a rival, so the row of `width` is not cut;
    when the turns of several rivals do not fit the row, the latest ones that do."""
    joined = " · ".join(moves[-4:])
    if not moves or not text.startswith(joined + "\n"):
        return text
    for compact in (False, True):  # without the level when even one turn is too wide
        parts = rival_turns(moves, record, state, parse, compact)
        if parts is None:
            return text
        while len(parts) > 1 and Text(" · ".join(parts)).cell_len > width:
            parts.pop(0)
        if Text(parts[0]).cell_len <= width:
            break
    return " · ".join(parts) + text[len(joined):]


def rival_turns(moves: list[str], record: list, state: AkropolisState, parse,
                compact: bool = False) -> list[str] | None:
    """`moves` (the last decisions of the record, as the frame noted them) with each
    bot's take and placement as one short part; None if they are not the record's."""
    if len(moves) > len(record):
        return None
    logged = record[len(record) - len(moves):]
    if any(move.removeprefix("🤖 ") != done.text for move, done in zip(moves, logged,
                                                                       strict=True)):
        return None
    parts: list[str] = []
    i = 0
    while i < len(moves):
        take = parse(logged[i].action)
        place = parse(logged[i + 1].action) if i + 1 < len(moves) else None
        seat = logged[i].seat
        if (moves[i].startswith("🤖 ") and isinstance(take, TakeTile)
                and isinstance(place, PlaceTile) and logged[i + 1].seat == seat
                and 0 <= seat < len(state.cities)):
            cells = tile_cells((place.q, place.r), place.rot)
            level = len(map_of_city(state.cities[seat]).stacks.get(cells[0], ()))
            parts.append("🤖 " + short_turn_line(state.side_name(seat), take.index,
                                                  cells, level, compact))
            i += 2
        else:
            parts.append(moves[i])
            i += 1
    return parts
