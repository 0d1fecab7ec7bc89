"""Nobles (patrons) and the small effects several cards share (rules §6.5, §3.7).

A noble is ready or used; activating resolves its ability and uses it. Abilities come
from the data file (all reconstructed, D17). Freeing an architect asks the player which
one only when there is a real choice (more than one kind of card in prison).
"""

from __future__ import annotations

from boardgames_tui.engine import i18n

from .components import load_data
from .setup import draw
from .state import GameState, OwnedNoble, PlayerState
from .words import francs, say, track

_, ngettext, N_ = i18n.domain("bruxelles_1897")



def add_vp(player: PlayerState, category: str, amount: int) -> None:
    """Every VP change goes through here so the score sheet's categories add up."""
    player.vp += amount
    player.vp_by[category] = player.vp_by.get(category, 0) + amount


def raise_track(player: PlayerState, track: str, amount: int) -> None:
    """Move up a track; steps past the top are lost (rules §3.7)."""
    top = load_data().tracks.max
    setattr(player, track, min(top, player.track(track) + amount))


def prison_kinds(player: PlayerState) -> list[str]:
    return sorted(set(player.prison))


def free_architect(player: PlayerState, card: str) -> None:
    player.prison.remove(card)
    player.hand.append(card)
    player.hand.sort()


def free_needs_choice(player: PlayerState) -> bool:
    """Free one architect now if the choice is forced; True if the player must choose."""
    kinds = prison_kinds(player)
    if len(kinds) == 1:
        free_architect(player, kinds[0])
    return len(kinds) > 1


def ready_noble_ids(player: PlayerState) -> list[str]:
    return sorted({nb.id for nb in player.nobles if nb.ready})


def activate_noble(state: GameState, seat: int, noble_id: str) -> bool:
    """Use one ready copy of `noble_id` and resolve it. True if a prison choice is pending."""
    player = state.seats[seat]
    index = next(i for i, nb in enumerate(player.nobles) if nb.id == noble_id and nb.ready)
    player.nobles[index] = OwnedNoble(id=noble_id, ready=False)  # nobles are shared: replace
    ability = load_data().noble(noble_id).ability
    if ability.kind == "gain_bef":
        player.money += ability.amount
    elif ability.kind == "track" and ability.track is not None:
        raise_track(player, ability.track, ability.amount)
    elif ability.kind == "draw_material":
        for _ in range(ability.amount):
            code = draw(state, "material")
            if code is not None:
                player.materials.append(code.split(":", 1)[1])
    elif ability.kind == "free_architect":
        return free_needs_choice(player)
    return False


def ability_text(noble_id: str) -> str:
    """A short description of a noble's ability for logs and the screen."""
    ab = load_data().noble(noble_id).ability
    if ab.kind == "gain_bef":
        return say(_("+{money}"), money=francs(ab.amount))
    if ab.kind == "track" and ab.track is not None:
        return say(_("+{n} {track}"), n=ab.amount, track=track(ab.track))
    if ab.kind == "draw_material":
        return ngettext("draws {n} material card", "draws {n} material cards",
                        ab.amount).format(n=ab.amount)
    return ngettext("frees {n} architect from prison", "frees {n} architects from prison",
                    ab.amount).format(n=ab.amount)
