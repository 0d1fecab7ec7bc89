"""Readable log lines and labels for decisions (used by the log and the screen)."""

from __future__ import annotations

from boardgames_tui.engine import i18n
from boardgames_tui.engine.game_words import GameWords

from . import board as B
from . import components as C
from . import main_actions as M
from . import words as W
from .actions import Action
from .state import State

_, ngettext, N_ = i18n.domain("rococo")

def _take_tile(state: State, name: str, a) -> str:
    kind, t = a.kind, state.turn
    tid = state.warehouse[a.segment][a.slot]
    price = 0 if kind == "take_free_tile" else B.segment_price(state, a.segment)
    if kind == "acquire_tile" and t is not None and t.step == "extra" and t.extra_free_resources:
        price = 0
    words = {"name": name, "tile": W.tile_words(tid), "n": W.ordinal(a.segment),
             "use": W.use_words(tid, a.use)}
    if price == 0:
        return _("{name} takes {tile} from the {n} warehouse drawer, free, and {use}").format(
            **words)
    return _("{name} takes {tile} from the {n} warehouse drawer, for {cost}, and {use}").format(
        cost=W.livre(price), **words)


def describe(state: State, seat: int, a) -> str:  # noqa: C901, PLR0911 - one line per kind
    """The log line of a decision, in the game's words (issue 13)."""
    name = state.players[seat] if 0 <= seat < len(state.players) else "?"
    kind = a.kind
    t = state.turn
    if kind == "choose_hand":
        return _("{name} chooses 3 cards for the hand").format(name=name)
    if kind == "play_card":
        return _("{name} plays the {card}").format(name=name, card=W.card_name(a.card))
    if kind == "claim_favor":
        return _("{name} claims the Queen's favour: 5 Livre, and starts the next round").format(
            name=name
        )
    if kind in ("acquire_tile", "take_free_tile"):
        return _take_tile(state, name, a)
    if kind == "make_dress":
        return _("{name} makes the {dress} from the {n} window for {cost}").format(
            name=name,
            dress=W.dress_words(state.windows[a.window]),
            n=W.ordinal(a.window),
            cost=W.livre(B.window_cost(state, a.window)),
        )
    if kind == "hand_in_tile":
        return _("{name} hands in a tile of {silk}").format(
            name=name, silk=W.silk_words(C.tile(a.tile).bales)
        )
    if kind == "rent_dress":
        bonus = W.space_bonus_words(state, a.space)
        space = W.guest_space_words(state, a.space)
        if bonus:
            return _("{name} rents the dress out: it goes to {space}, and takes {bonus}").format(
                name=name, space=space, bonus=bonus)
        return _("{name} rents the dress out: it goes to {space}").format(name=name, space=space)
    if kind == "sell_dress":
        value = C.dress(t.dress).value if t and t.dress else 0
        return _("{name} sells the dress for {value}").format(name=name, value=W.livre(value))
    if kind == "hire":
        return _("{name} hires the {card} for {price}").format(
            name=name,
            card=W.card_name(state.hire_display[a.slot]),
            price=W.livre(B.hire_price(state)),
        )
    if kind == "depute":
        ptype = C.card(t.card).type if t else "apprentice"
        return _("{name} deputes the {person} for {money}").format(
            name=name, person=W.person(ptype), money=W.livre(C.const("depute_livre")[ptype])
        )
    if kind == "fund_decoration":
        discount = t.extra_discount if t and t.step == "extra" else 0
        cost = M.decoration_cost(state, a.space, discount)
        return _("{name} funds {deco} for {cost} ({gain})").format(
            name=name,
            deco=W.decoration_words(state, a.space),
            cost=W.livre(cost),
            gain=W.decoration_gain(state, a.space),
        )
    if kind == "take_exam":
        if a.exam == "journeyman":
            text = _("{name} passes the Journeyman exam and takes the {card}")
        else:
            text = _("{name} passes the Master exam and takes the {card}")
        return text.format(name=name, card=W.card_name(a.card))
    if kind == "skip_main":
        return _("{name} takes no main action").format(name=name)
    if kind == "use_drawn_tile":
        if a.use == "keep":  # kept tiles lie face down: the log does not show it (§5.4.2)
            return _("{name} keeps the tile drawn face down").format(name=name)
        tid = t.drawn_tile if t else -1
        return _("{name} draws {tile} and {use}").format(
            name=name, tile=W.tile_words(tid), use=W.use_words(tid, a.use)
        )
    if kind == "buy_jewel":
        return _("{name} buys {jewel}").format(
            name=name, jewel=W.jewel_words(state.jewel_display[a.slot])
        )
    if kind == "skip_jewel":
        return _("{name} buys no jewel").format(name=name)
    if kind == "use_bonus":
        return _("{name} uses the bonus: {bonus}").format(
            name=name, bonus=W.bonus_words(t.bonus_card if t else "")
        )
    if kind == "take_material":
        if a.item == "yarn":
            return _("{name} takes 1 yarn (bonus)").format(name=name)
        return _("{name} takes 1 lace (bonus)").format(name=name)
    if kind == "depute_other":
        return _("{name} deputes the {card} (bonus)").format(name=name, card=W.card_name(a.card))
    if kind == "buy_prestige":
        return _("{name} buys {pts} (bonus)").format(name=name, pts=W.points(a.count))
    if kind == "discard_tile_pp":
        return _("{name} hands in a tile of {silk} for points").format(
            name=name, silk=W.silk_words(C.tile(a.tile).bales)
        )
    if kind == "finish_bonus":
        return _("{name} finishes the bonus").format(name=name)
    if kind == "skip_bonus":
        return _("{name} skips the bonus").format(name=name)
    return _("{name} passes").format(name=name)


class RococoWords(GameWords[State, Action]):
    def round_number(self, state: State) -> int:
        return state.round

    def round_summary(self, before: State, after: State) -> list[str]:
        """Income, then the new round's employees, workshop, warehouse and start player."""
        game_ended = after.phase == "over" and before.phase != "over"
        if before.round == after.round and not game_ended:
            return []
        incomes = [
            _("{name} {money}").format(name=name, money=W.livre(B.income(after, seat)))
            for seat, name in enumerate(after.players)
        ]
        lines = [_("Income of round {n}: {incomes}").format(n=before.round,
                                                          incomes=", ".join(incomes))]
        if after.phase == "over":
            lines.append(_("Round 7 was the last: the final scoring follows"))
            return lines
        hires = [c for c in after.hire_display if c]
        lines.append(
            _("Round {n} begins. New employees for hire: {cards}").format(
                n=after.round, cards="; ".join(W.card_name(c) for c in hires) or _("none")
            )
        )
        kept = [w for w in before.windows[: len(before.windows) - C.const("dark_windows")] if w]
        new = [w for w in after.windows if w and w not in kept]
        lines.append(
            _(
                "Workshop: the dresses on the two dark windows leave, {k} slide right, "
                "{n} new: {dresses}"
            ).format(
                k=len(kept), n=len(new),
                dresses="; ".join(W.dress_words(w) for w in new) or _("none"),
            )
        )
        before_tiles = sum(1 for seg in before.warehouse for t in seg if t >= 0)
        after_tiles = sum(1 for seg in after.warehouse for t in seg if t >= 0)
        lines.append(
            _("Warehouse: {n} new resource tiles").format(n=max(0, after_tiles - before_tiles))
        )
        starter = after.players[after.start_player]
        if before.favor_holder >= 0:
            lines.append(
                _("{name} holds the Queen's favour and starts round {n}").format(
                    name=starter, n=after.round
                )
            )
        else:
            lines.append(_("{name} starts round {n}").format(name=starter, n=after.round))
        return lines

    def rules_topic(self, state: State, seat: int) -> str | None:
        """The heading of the rules section of the decision pending, in the language of the
        rules text help shows (rules.de.md has the same sections under German headings)."""
        return _(topic_heading(state))

    def describe(self, state: State, seat: int, action: Action) -> str:
        return describe(state, seat, action)

    def progress(self, state: State) -> str:
        if state.phase == "over":
            return _("game over")
        if state.phase == "choose":
            return _("round {n} of 7, choosing hands").format(n=state.round)
        return _("round {n} of 7, actions").format(n=state.round)


def topic_heading(state: State) -> str:
    """The English heading of the rules section for the decision pending."""
    if state.phase == "over":
        return N_("Final scoring")
    if state.phase == "choose":
        return N_("Choosing the hand")
    t = state.turn
    if t is None:
        return N_("Playing a card")
    return {
        "main": N_("Main actions"),
        "handin": N_("Make a dress"),
        "place": N_("Make a dress"),
        "free_tile": N_("Acquire resources"),
        "drawn": N_("Acquire resources"),
        "jewel": N_("Jewelry Box"),
        "bonus": N_("Bonuses"),
        "extra": N_("Bonuses"),
        "tiles_pp": N_("Bonuses"),
    }.get(t.step, N_("Main actions"))
