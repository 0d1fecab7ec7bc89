"""Majorities and scoring: columns (§7.1), coats of arms (§7.2), Brussels -> prison (§7.3)
and the final scoring (§8, §9).

The majority helpers also answer "who leads now" mid-round, so the screen can show the
current leader of every column and coat of arms without knowing the rules itself.
"""

from __future__ import annotations

from boardgames_tui.engine import i18n

from .components import load_data
from .nobles import add_vp, free_needs_choice, raise_track
from .state import GameState, Group, PlayerState
from .words import bonus_name, column_name, francs, say, vp

_, ngettext, N_ = i18n.domain("bruxelles_1897")


def leaders(strength: dict[int, int], ties_win: bool) -> list[int]:
    """Highest total above 0 wins; a tie: everyone (D7 default) or nobody. In the order of
    `strength` (the bots' look-ahead asks only who is in)."""
    if not strength:
        return []
    best = max(strength.values())
    if best <= 0:
        return []
    top = [s for s, v in strength.items() if v == best]
    return top if ties_win or len(top) == 1 else []


def _winners(strength: dict[int, int], tie_policy: str) -> list[int]:
    """`leaders` by seat, with the game's tie policy."""
    return sorted(leaders(strength, tie_policy != "none"))


# --- columns --------------------------------------------------------------------------


def column_strength(state: GameState, col: int) -> dict[int, int]:
    """Sum of face values per player in one column (D5: values, not card counts)."""
    out: dict[int, int] = {}
    for cell in state.grid[col::state.cols]:  # the column's positions, top to bottom
        if cell.owner >= 0 and cell.architect is not None:
            out[cell.owner] = out.get(cell.owner, 0) + cell.architect.value
    return out


def column_winners(state: GameState, col: int) -> list[int]:
    return _winners(column_strength(state, col), state.options.tie_policy)


# --- coats of arms --------------------------------------------------------------------


def coat_corners(state: GameState) -> list[tuple[int, int]]:
    """Interior corners (r, c): between rows r, r+1 and columns c, c+1 (rules §7.2)."""
    return [(r, c) for r in range(state.rows - 1) for c in range(state.cols - 1)]


def coat_cells(r: int, c: int) -> list[tuple[int, int]]:
    return [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]


def coat_complete(state: GameState, r: int, c: int) -> bool:
    return all(state.cell(rr, cc).taken for rr, cc in coat_cells(r, c))


def coat_strength(state: GameState, r: int, c: int) -> dict[int, int]:
    out: dict[int, int] = {}
    grid, i, below = state.grid, r * state.cols + c, state.cols
    for cell in (grid[i], grid[i + 1], grid[i + below], grid[i + below + 1]):  # coat_cells
        if cell.owner >= 0 and cell.architect is not None:
            out[cell.owner] = out.get(cell.owner, 0) + cell.architect.value
    return out


def coat_leaders(state: GameState, r: int, c: int) -> list[int]:
    """Who would win this coat now (complete or not); scoring needs it complete (D6)."""
    return _winners(coat_strength(state, r, c), state.options.tie_policy)


# --- Brussels -------------------------------------------------------------------------


def brussels_cards(state: GameState, location: str = "") -> dict[int, int]:
    """Architect cards per player on one location, or on all three (D10)."""
    out: dict[int, int] = {}
    for loc, groups in state.brussels.items():
        if location and loc != location:
            continue
        for group in groups:
            out[group.seat] = out.get(group.seat, 0) + len(group.cards)
    return out


def prison_candidates(state: GameState) -> list[tuple[int, str]]:
    """(seat, location or '') for every architect the Brussels majority sends to prison."""
    opts = state.options
    if opts.prison_scope == "whole_area":
        return [(s, "") for s in _winners(brussels_cards(state), opts.tie_policy)]
    out = []
    for loc in state.brussels:
        out += [(s, loc) for s in _winners(brussels_cards(state, loc), opts.tie_policy)]
    return out


def brussels_kinds(state: GameState, seat: int, location: str) -> list[str]:
    kinds = {
        p.card
        for loc, groups in state.brussels.items()
        if not location or loc == location
        for g in groups
        if g.seat == seat
        for p in g.cards
    }
    return sorted(kinds)


def imprison_location(state: GameState, seat: int, card: str, location: str) -> str:
    """The Brussels card the architect `imprison` takes stands on ('' if none)."""
    for loc, groups in state.brussels.items():
        if location and loc != location:
            continue
        for group in groups:
            if group.seat == seat and any(p.card == card for p in group.cards):
                return loc
    return ""


def imprison(state: GameState, seat: int, card: str, location: str) -> None:
    """Move one of `seat`'s Brussels architects of kind `card` under the Prison card."""
    for loc, groups in state.brussels.items():
        if location and loc != location:
            continue
        for k, group in enumerate(groups):
            if group.seat != seat:
                continue
            for placed in group.cards:
                if placed.card == card:
                    cards = list(group.cards)
                    cards.remove(placed)
                    groups[k] = Group(seat=seat, cards=cards)  # groups are shared: replace
                    state.seats[seat].prison.append(card)
                    state.seats[seat].prison.sort()
                    return
    raise ValueError(f"no {card} of seat {seat} in Brussels")


# --- bonus cards ----------------------------------------------------------------------


def apply_top_bonus(player: PlayerState, bonus_id: str) -> bool:
    """The per-round top half (§3.5). True if the player must choose whom to free."""
    half = load_data().bonus(bonus_id).top
    if half.kind == "track" and half.track is not None:
        raise_track(player, half.track, half.amount)
        return False
    return free_needs_choice(player)


def bottom_bonus_vp(player: PlayerState, bonus_id: str) -> int:
    """The end-of-game bottom half (§3.5, D19)."""
    half = load_data().bonus(bonus_id).bottom
    if half.kind == "vp_equal_level" and half.track is not None:
        return player.track(half.track)
    total = sum(c.copies for c in load_data().architects.cards)
    return half.amount * (total - len(player.prison))


# --- final scoring (§8) ------------------------------------------------------------------


def final_scoring(state: GameState) -> list[str]:
    data = load_data()
    log = [_("Final scoring")]
    upkeep = data.noble_upkeep_bef.value
    penalty = data.noble_unpaid_penalty_vp.value
    for seat, p in enumerate(state.seats):
        name = state.players[seat]
        paid = unpaid = 0
        for _noble in p.nobles:
            if p.money >= upkeep:
                p.money -= upkeep
                paid += 1
            else:
                unpaid += 1
        add_vp(p, "upkeep", -penalty * unpaid)
        nobles = ngettext("{n} noble", "{n} nobles", paid).format(n=paid)
        if unpaid:
            line = say(_("{name} pays {money} upkeep for {nobles} and loses {loss} for "
                         "{unpaid} not paid for"),
                name=name, money=francs(paid * upkeep), nobles=nobles,
                loss=vp(penalty * unpaid),
                unpaid=ngettext("{n} noble", "{n} nobles", unpaid).format(n=unpaid))
        else:
            line = say(_("{name} pays {money} upkeep for {nobles}"),
                name=name, money=francs(paid * upkeep), nobles=nobles)
        log.append(line)
    for seat, p in enumerate(state.seats):
        gain = p.houses * p.architecture
        add_vp(p, "houses", gain)
        log.append(say(_("{name}: {houses} × Architecture level {level} = {gain}"),
            name=state.players[seat], houses=ngettext("{n} house", "{n} houses", p.houses).format(n=p.houses),
            level=p.architecture, gain=vp(gain)))
    rates = data.leftover_vp
    for seat, p in enumerate(state.seats):
        gain = (
            rates.per_material_card * len(p.materials)
            + rates.per_artwork_card * len(p.artworks)
            + p.money // state.options.bef_per_vp
        )
        add_vp(p, "leftovers", gain)
        log.append(say(_("{name}: leftovers {mat}, {art} and {money} = {gain}"),
            name=state.players[seat],
            mat=ngettext("{n} material card", "{n} material cards",
                         len(p.materials)).format(n=len(p.materials)),
            art=ngettext("{n} artwork", "{n} artworks", len(p.artworks)).format(
                n=len(p.artworks)),
            money=francs(p.money), gain=vp(gain)))
    for col in range(state.cols):
        bonus_id = state.bonus[col]
        for seat in column_winners(state, col):
            gain = bottom_bonus_vp(state.seats[seat], bonus_id)
            add_vp(state.seats[seat], "columns", gain)
            log.append(say(_("Column {col} ({card}, lower half): {name} +{gain}"),
                col=column_name(col), card=bonus_name(bonus_id), name=state.players[seat],
                gain=vp(gain)))
    return log


CATEGORIES = [
    ("coats", N_("Coats of arms")),
    ("construction", N_("Construction")),
    ("exhibition", N_("Exhibitions")),
    ("upkeep", N_("Noble upkeep")),
    ("houses", N_("Houses × Architecture")),
    ("leftovers", N_("Leftovers")),
    ("columns", N_("Column bonuses")),
]


def tiebreak(state: GameState, seat: int) -> list[int]:
    """Houses, then Prestige, then the francs that did not convert (§9, D21)."""
    p = state.seats[seat]
    return [p.houses, p.prestige, p.money % state.options.bef_per_vp]
