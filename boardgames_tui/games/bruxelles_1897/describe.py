"""Every sentence the rules object says to the players: the log line of each decision
(`describe`), the prompt of the decision pending and the reason a move is refused.

In the game's words (see `words`): positions as "row B, column 3" (the labels drawn on
the board), architects by their two values and, in Brussels, by owner and where they
stand, money in francs. Whole sentences with named placeholders (`say`).
"""

from __future__ import annotations

from pydantic import BaseModel

from boardgames_tui.engine import i18n
from boardgames_tui.engine.game_words import GameWords

from . import flow, park, summary
from . import placement as pl
from .actions import (
    Action,
    Activate,
    AddArchitect,
    Build,
    ConfirmBrussels,
    Continue,
    Free,
    Imprison,
    ParkAction,
    Pass,
    Place,
    Sell,
    Skip,
    StartBrussels,
    TakeDiscard,
)
from .components import load_data
from .labels import action_label, location_effect, material_words
from .nobles import ability_text
from .scoring import imprison_location
from .setup import card_type
from .state import GameState
from .words import architect, data_name, francs, location_at, position, say, vp

_, ngettext, N_ = i18n.domain("bruxelles_1897")

STEP_PROMPTS = {
    "turn": N_("{name}: place an architect, go to Brussels, or pass"),
    "sell": N_("{name}: choose the artwork to sell"),
    "build": N_("{name}: choose the material cards for the house"),
    "free": N_("{name}: choose the architect to free from prison"),
    "brussels": N_("{name}: add architects to the placement {where}, then confirm with c"),
    "city_hall": N_("{name}: activate a ready noble at City Hall, or stop"),
}
ANY_PROMPT = N_("{name}: your decision")  # a step without its own prompt
PARK_PROMPTS = {
    "take_top_discard_and_resolve": N_("{name}: Cinquantenaire Park — take the top card of a "
    "discard pile and carry out its action"),
    "any_art_nouveau_action": N_("{name}: Cinquantenaire Park — carry out one Art Nouveau "
                                 "action"),
}
# Translators: the discard pile named in "{name} finds the {pile} discards empty"
PILE_WORDS = {"artwork": N_("artwork"), "material": N_("material"), "house": N_("house"),
              "noble": N_("noble")}
CHOSEN_PILE = N_("chosen")  # a pile not in PILE_WORDS (never offered)
NEXT_STEP = {"columns": N_("the coats of arms"), "coats": N_("Brussels and the prison")}
STEP_WORDS = {"columns": N_("columns"), "coats": N_("coats of arms"),
              "prison": N_("Brussels → prison")}


def _noble_name(noble_id: str) -> str | None:
    """The noble's name (a person's, the same in every language); None if unknown."""
    nobles = {n.id: n.name for n in load_data().nobles}
    return nobles.get(noble_id)


def _arch(card: str, value: int | None = None) -> str:
    try:
        return architect(card, value)
    except KeyError:
        return _("an unknown architect")


def _in_grid(state: GameState, row: int, col: int) -> bool:
    return 0 <= row < state.rows and 0 <= col < state.cols


def _continue_text(state: GameState) -> str:
    """The round-scoring confirmation is an event, not somebody's move."""
    rounds = load_data().rounds.value
    if state.score_step in NEXT_STEP:
        return say(_("Round {n} scoring: on to {next}"), n=state.round,
                   next=_(NEXT_STEP[state.score_step]))
    if state.round < rounds:
        return say(_("Round {n} is over: on to round {m}"), n=state.round, m=state.round + 1)
    return say(_("Round {n} is over: on to the final scoring"), n=state.round)


def describe(state: GameState, seat: int, action: BaseModel) -> str:
    name = state.players[seat]
    data = load_data()
    if isinstance(action, Place):
        if not _in_grid(state, action.row, action.col):
            return say(_("{name} places outside the grid"), name=name)
        code = state.cell(action.row, action.col).action
        return say(_("{name} places a {arch} on {where} ({card}) and pays {price}"),
                   name=name, arch=_arch(action.card, action.value),
                   where=position(action.row, action.col), card=action_label(code),
                   price=francs(action.value))
    if isinstance(action, StartBrussels):
        if action.location not in state.brussels:
            return say(_("{name} goes to Brussels"), name=name)
        return say(_("{name} starts a placement {where}"), name=name,
                   where=location_at(action.location))
    if isinstance(action, AddArchitect):
        total = pl.selection_total(state) + action.value
        return say(_("{name} adds a {arch} (total {total} so far)"), name=name,
                   arch=_arch(action.card, action.value), total=total)
    if isinstance(action, ConfirmBrussels):
        loc = state.brussels_loc
        cards = len(state.brussels_sel)
        if loc not in state.brussels:
            return say(_("{name} confirms a placement in Brussels"), name=name)
        return say(_("{name} places {cards} {where}, total {total}: {effect}"), name=name,
                   cards=ngettext("{n} architect", "{n} architects", cards).format(n=cards),
                   where=location_at(loc), total=pl.selection_total(state),
                   effect=location_effect(loc, state.options))
    if isinstance(action, Pass):
        income = francs(pl.pass_income(state))
        if state.first_passer < 0 and state.options.first_player_rule == "first_passer":
            return say(_("{name} passes first and takes {income} and the First Player card"),
                       name=name, income=income)
        return say(_("{name} passes and takes {income}"), name=name, income=income)
    if isinstance(action, Sell):
        return say(_("{name} sells a {colour} artwork for {money}"), name=name,
                   colour=data_name(action.color), money=francs(data.sale_bef.value))
    if isinstance(action, Build):
        points = pl.house_vp(action.cards, state.options.house_vp_mode)
        return say(_("{name} builds a house with {cards}: {points}"), name=name,
                   cards=material_words(action.cards), points=vp(points))
    if isinstance(action, Activate):
        noble = _noble_name(action.noble)
        if noble is None:
            return say(_("{name} activates a noble"), name=name)
        return say(_("{name} activates {noble}: {effect}"), name=name, noble=noble,
                   effect=ability_text(action.noble))
    if isinstance(action, Skip):
        if state.step == "noble_now":
            return say(_("{name} keeps {noble} ready for later"), name=name,
                       noble=_noble_name(state.pending_noble) or _("a noble"))
        return say(_("{name} activates no more nobles at City Hall"), name=name)
    if isinstance(action, Free):
        why = _("Prison bonus card") if state.phase == "scoring" else "Vandervelde"
        return say(_("{name} frees a {arch} from prison ({why})"), name=name,
                   arch=_arch(action.card), why=why)
    if isinstance(action, Imprison):
        location = state.queue[0].location if state.queue else ""
        loc = imprison_location(state, seat, action.card, location)
        where = location_at(loc) if loc else _("in Brussels")
        return say(_("{name}'s {arch} {where} goes to prison"), name=name,
                   arch=_arch(action.card), where=where)
    if isinstance(action, Continue):
        return _continue_text(state)
    if isinstance(action, TakeDiscard):
        top = park.discard_top(state, action.pile)
        if top is None:
            return say(_("{name} finds the {pile} discards empty (Cinquantenaire Park)"),
                       name=name, pile=_(PILE_WORDS.get(action.pile, CHOSEN_PILE)))
        return say(_("{name} takes {card} from the discards (Cinquantenaire Park)"),
                   name=name, card=action_label(top))
    if isinstance(action, ParkAction):
        label = park.action_name(action.action) or _("an Art Nouveau action")
        return say(_("{name} does {action} in the Cinquantenaire Park"), name=name,
                   action=label)
    return say(_("{name} makes a move"), name=name)


def prompt(state: GameState, seat: int) -> str:
    """What `seat` is deciding now, for the prompt line."""
    name = state.players[seat]
    if state.phase == "over":
        return _("The game is over.")
    if state.step == "ack":
        step = _(STEP_WORDS.get(state.score_step, ""))
        if state.score_step in NEXT_STEP:
            return say(_("Round {n} scoring, {step}: press Enter to go on to {next}"),
                       n=state.round, step=step, next=_(NEXT_STEP[state.score_step]))
        if state.round < load_data().rounds.value:
            return say(_("Round {n} scoring, {step}: press Enter to start round {m}"),
                       n=state.round, step=step, m=state.round + 1)
        return say(_("Round {n} scoring, {step}: press Enter for the final scoring"),
                   n=state.round, step=step)
    if state.step == "park":
        return say(_(PARK_PROMPTS[state.options.cinquantenaire_mode]), name=name)
    if state.step == "choice":
        if state.queue and state.queue[0].kind == "free":
            return say(_("{name}: the Prison bonus card frees one of your architects — "
                       "choose which"), name=name)
        return say(_("{name}: most architects in Brussels — choose the one that goes to "
                   "prison"), name=name)
    if state.step == "noble_now":
        return say(_("{name}: activate {noble} now ({effect})?"), name=name,
                   noble=_noble_name(state.pending_noble) or _("a noble"),
                   effect=ability_text(state.pending_noble))
    if state.step == "brussels":
        return say(_(STEP_PROMPTS["brussels"]), name=name,
                   where=location_at(state.brussels_loc))
    return say(_(STEP_PROMPTS.get(state.step, ANY_PROMPT)), name=name)


def refusal(state: GameState, seat: int, action: BaseModel) -> str:
    """A reason a player understands, for an action not in the legal list."""
    player = state.seats[seat]
    if isinstance(action, Place) and state.step == "turn":
        try:
            sides = pl.sides(action.card)
        except KeyError:
            return _("there is no such architect card")
        if action.card not in player.hand:
            return say(_("you have no {arch} in hand"), arch=_arch(action.card))
        if action.value not in sides:
            return say(_("a {arch} shows {low} or {high}"), arch=_arch(action.card),
                       low=sides[0], high=sides[1])
        if not _in_grid(state, action.row, action.col):
            return _("that position is not in the grid")
        cell = state.cell(action.row, action.col)
        if cell.taken:
            return say(_("{owner}'s architect already stands on {where} this round"),
                       owner=state.players[cell.owner], where=position(action.row,
                                                                       action.col))
        if cell.empty:
            return say(_("no card lies on {where} this round (the piles ran out)"),
                       where=position(action.row, action.col))
        if action.value > player.money:
            return say(_("you need {price} and have {money}"), price=francs(action.value),
                       money=francs(player.money))
        kind = card_type(cell.action)
        if kind == "money":
            return _("a Sale needs an artwork to sell")
        if kind == "house":
            need = pl.house_cards_needed(state, player)[0]
            return say(_("a House needs at least {cards}"),
                       cards=ngettext("{n} material card", "{n} material cards",
                                      need).format(n=need))
    if isinstance(action, StartBrussels) and state.step == "turn":
        if action.location not in state.brussels:
            return _("there is no such Brussels card")
        need = pl.brussels_need(state, action.location)
        return say(_("your architects in hand cannot reach the total of {need} needed "
                     "{where}"),
                   need=need, where=location_at(action.location))
    if isinstance(action, TakeDiscard) and state.step == "park":
        pile = _(PILE_WORDS[action.pile]) if action.pile in PILE_WORDS else ""
        if not pile:
            return _("there is no such discard pile")
        if not state.discards.get(action.pile):
            return say(_("the {pile} discards are empty"), pile=pile)
        return _("you cannot carry out the action of that card")
    if isinstance(action, ParkAction) and state.step == "park":
        label = park.action_name(action.action)
        if label is None:
            return _("there is no such Art Nouveau action")
        return say(_("you cannot carry out {action} now"), action=label)
    if isinstance(action, ConfirmBrussels) and state.step == "brussels":
        need = pl.brussels_need(state, state.brussels_loc)
        return say(_("the placement needs a total of at least {need}"), need=need)
    if state.phase == "scoring":
        if state.step == "ack":
            return _("not possible now: the round scoring is shown; press Enter to go on")
        return _("not possible now: a choice of the round scoring is pending")
    return say(_("not possible now — {expected}"), expected=prompt(state, seat))


# the headings of assets/bruxelles_1897/rules.md that help (F1) opens for a decision;
# rules.de.md has the same headings in the same order, the catalog gives their German words
STEP_TOPICS = {
    "turn": N_("Your turn"),
    "sell": N_("Sale"),
    "build": N_("House: Construction"),
    "noble_now": N_("Noble: Influence"),
    "free": N_("Nobles"),
    "brussels": N_("Brussels"),
    "city_hall": N_("City Hall"),
    "park": N_("Cinquantenaire Park"),
}
SCORING_TOPICS = {"columns": N_("Columns"), "coats": N_("Coats of arms"),
                  "prison": N_("Brussels → prison")}


class BruxellesWords(GameWords[GameState, Action]):
    """What players read about Bruxelles 1897: the log, the round's end, progress, help."""

    def describe(self, state: GameState, seat: int, action: Action) -> str:
        return describe(state, seat, action)

    def round_number(self, state: GameState) -> int:
        return state.round

    def round_summary(self, before: GameState, after: GameState) -> list[str]:
        """The round's end in the parts the players confirm (see `summary`): columns
        with the last pass, then coats of arms, Brussels → prison, and the new round's
        grid and start player (or the final scoring)."""
        return summary.round_summary(before, after)

    def rules_topic(self, state: GameState, seat: int) -> str | None:
        """The heading of the rules (rules.md, or rules.de.md in German: the same headings
        in the same order) for the decision pending, in the current language."""
        return _(topic_heading(state))

    def progress(self, state: GameState) -> str:
        if state.phase == "over":
            return _("game over")
        rounds = load_data().rounds.value
        if state.phase == "scoring":
            return say(_("round {n} of {total} · scoring"), n=state.round, total=rounds)
        return say(_("round {n} of {total}"), n=state.round, total=rounds)

    def prompt(self, state: GameState) -> str:
        """What is being decided now, for the screen's prompt line."""
        if state.phase == "over":
            return _("The game is over.")
        return prompt(state, flow.to_act(state)[0])


def topic_heading(state: GameState) -> str:
    """The English heading of the rules section for the decision pending."""
    if state.phase == "over":
        return N_("End of the game")
    if state.phase == "scoring":
        if state.step == "choice" and state.queue:
            return N_("Columns") if state.queue[0].kind == "free" else N_("Brussels → prison")
        return SCORING_TOPICS.get(state.score_step, N_("Round scoring"))
    return STEP_TOPICS.get(state.step, N_("Your turn"))
