"""The Rococo game screen: the board as on the table, and deciding by pointing.

A turn: choose a card from the hand (drawn as cards), then the main action from a short
list (those the card cannot take greyed with the reason), then the target on the board
with the cursor: the guest space, the dress in the workshop, the warehouse tile, the
decoration space, the employee. The line under the board previews what happens right
there. Text menus remain only where there is nothing to point at.

Pointing is the shared one (ui/board, issue 27): every spot of the decision and every
entry of the menu is a target where it is drawn now, so the arrows go to the nearest one
as drawn (between board and menu too), Tab walks the legal ones best first (by what the
move is worth, as the greedy bot values it), digits 1-5 jump to the halls and 1-3 to the
warehouse drawers, Enter chooses, Esc steps back (the tile's uses, then the main action,
then the cards taken into the hand), a click points and a second one chooses. Rococo's
own keys: `s` sells the dress being made, `x` skips an additional action, `m` switches
palace and market when both do not fit.
"""

# Sentences keep named placeholders (str.format) so a later gettext pass can wrap them.

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets.option_list import Option

from boardgames_tui.engine import i18n
from boardgames_tui.engine.errors import IllegalAction
from boardgames_tui.ui.board import targets as nav
from boardgames_tui.ui.board.pointing import POINTING_ACTIONS
from boardgames_tui.ui.board.targets import Box, Target
from boardgames_tui.ui.board.view import BoardView as SharedBoardView
from boardgames_tui.ui.board.view import TextPicture
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind
from boardgames_tui.ui.widgets.line_panel import LinePanel
from boardgames_tui.ui.widgets.option_list import OptionList

from .. import board as B
from .. import components as C
from .. import scoring as S
from .. import words as W
from ..actions import PlayCard
from ..heuristics import evaluate
from . import draw as D
from . import final_scoring as F
from .canvas import Block, vjoin, wrap
from .choices import Choice, Decision, decision, hand_candidates, preview, prompt, spot_of

_, ngettext, N_ = i18n.domain("rococo")

FRAME_ROWS = 4  # scoreboard, two prompt rows, footer
PREVIEW_ROWS = 2


class BoardView(SharedBoardView, can_focus=True):
    """The drawn board on the shared board view (issue 27): a picture of the canvas's
    lines with its spots, repainted row by row, scrolled when taller than the view; the
    keys are the screen's (pointing is shared). A change of its size draws the board
    again for the new width."""

    DEFAULT_CSS = """
    BoardView { height: 1fr; overflow: hidden auto; scrollbar-size-vertical: 1; }
    """

    _last_size = (0, 0)

    def on_resize(self) -> None:
        super().on_resize()
        screen = self.screen
        size = (self.size.width, self.size.height)
        if size != self._last_size and isinstance(screen, RococoScreen) and screen.is_mounted:
            self._last_size = size
            screen.refresh_board()

    @property
    def lines(self) -> list[Text]:
        picture = self.picture
        return list(picture.lines) if isinstance(picture, TextPicture) else []

    @property
    def plain(self) -> str:
        return "\n".join(line.plain for line in self.lines)


class Menu(OptionList, can_focus=False):
    """The short text menu. Its entries are targets of the screen like the board's spots:
    the shared keys move between them, and a click points (a second one chooses), so the
    list's own click (which chose at once) is left out."""

    async def _on_click(self, event) -> None:
        event.prevent_default()  # not OptionList's own; the event goes on to the screen


class _WalkGame:
    """The rules as the header asks them during the final scoring walk: the sheet of
    the steps shown so far; everything else is the game's own."""

    def __init__(self, game, sheet):
        self._game, self._sheet = game, sheet

    def score_sheet(self, _state):
        return self._sheet

    def __getattr__(self, name):
        return getattr(self._game, name)


class _WalkMatch:
    def __init__(self, match, sheet):
        self._match, self.game = match, _WalkGame(match.game, sheet)

    def __getattr__(self, name):
        return getattr(self._match, name)


class RococoScreen(GameScreen):
    MIN_SIZE = (80, 24)

    DEFAULT_CSS = """
    RococoScreen #rococo-board { height: 1fr; }
    RococoScreen #rococo-preview { height: auto; max-height: 4; padding: 0 1;
        background: $boost; }
    RococoScreen #rococo-menu { height: auto; max-height: 10; border: none; padding: 0; }
    """
    BINDINGS = [
        Binding(
            "s",
            "alternative('s')",
            N_("Sell"),
            id="rococo.sell",
            tooltip=N_("Sell the dress being made instead of renting it"),
        ),
        Binding(
            "x",
            "alternative('x')",
            N_("Skip"),
            id="rococo.skip",
            tooltip=N_("Skip the additional action of the bonus"),
        ),
        Binding(
            "m",
            "page",
            N_("Palace/market"),
            id="rococo.page",
            tooltip=N_("Show the palace or the market when both do not fit"),
        ),
    ]

    def __init__(self, session):
        super().__init__(session)
        self.mode = ""  # the main action whose targets are shown
        self.picked: list[str] = []  # hand choice in progress
        self.sub: object = None  # the spot whose several actions are listed (tile uses)
        self.cursor: object = None
        self.page = ""  # "" follows the decision; "palace" / "market" chosen with Tab
        self.final_step: int | None = None  # the final scoring walk
        self._walk_done = False  # Enter on its last step: the shell's game over follows
        self._decision = Decision("")
        self._menu: list[Choice] = []
        self._spots: dict = {}
        self._decision_key: tuple[int, int] | None = None
        self._paged = False
        self._footer_keys: tuple = ()
        self._preview_text = None
        self._preview_decision: tuple | None = None  # the decision the preview grew in
        self._facts_key: tuple = ()
        self._facts: tuple = ()
        self._blocks: dict[str, tuple[tuple, Block]] = {}
        self._menu_key: tuple = ()
        self._values: dict[str, float] = {}  # what each legal action is worth, per decision
        self._values_of: tuple | None = None  # the state and seat they were valued in
        self._drawn = 0  # counts the drawings of board and menu (the targets follow them)
        self._targets_key: tuple = ()
        self._spot_values_of: tuple = ()  # the step the spots' values are kept for
        self._spot_values: dict = {}
        self._allowed_version: tuple = ()  # check_action's answers for the pointing keys
        self._allowed: dict[str, bool | None] = {}
        self._targets: list[Target] = []
        self._swings_key: tuple = ()
        self._swings_block: Block | None = None

    # --- layout -------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        yield BoardView(id="rococo-board")
        # what happens at the cursor: repaints only its changed rows, and within one
        # decision keeps its height when the text gets shorter, so the board's view above
        # does not change size (a layout of the screen) on a cursor move
        yield LinePanel(id="rococo-preview")
        yield Menu(id="rococo-menu")

    def needed_size(self) -> tuple[int, int]:
        """The widest of palace, market and player lines drawn at 80 columns; in height the
        frame, the preview, a hand of cards (two rows of them at most) and the tallest
        room of the palace: the rest of the board scrolls under the decision, which is
        drawn first or scrolled into view (issue 31: 3-5 players and the Jewelry Box at
        80×24)."""
        view = self.view_state
        ctx = self._ctx(view, Decision(""))
        inner = 80 - 1  # the view's scroll bar takes a column
        blocks = [D.palace(ctx, inner), D.market(ctx, inner),
                  *(D.player_line(ctx, s, inner) for s in range(len(view.players)))]
        width = max(80, *(b.width + 1 for b in blocks))
        hand = 1 + 2 * 4  # the title and two rows of cards
        height = FRAME_ROWS + PREVIEW_ROWS + hand + 1
        return width, max(self.MIN_SIZE[1], height)

    # --- hooks --------------------------------------------------------------------

    def prompt_text(self) -> str:
        if self.final_step is not None:
            return _("Final scoring: Enter shows the next step, then the score sheet.")
        return prompt(self.match.state, self.seat, self._decision, self.mode)

    def walks_final_scoring(self) -> bool:
        """At the end, the final scoring is walked through on the board before the sheet:
        the shell's game over waits until Enter on the last step (`next_final_step`)."""
        return self.match.is_over() and not self._walk_done

    def refresh_board(self) -> None:
        if not self.is_mounted:
            return
        if not self.match.is_over():
            self.final_step = None  # a replay stepped back from the end (issue 31)
            self._walk_done = False
        elif self.final_step is None:
            self.final_step = 0  # the game has just ended: its final scoring walk begins
        key = (len(self.match.record.actions), self.seat)
        if key != self._decision_key:
            self._decision_key = key
            self.mode, self.picked, self.sub, self.cursor, self.page = "", [], None, None, ""
        view, legal, _last, _totals = self._decision_facts()
        dec = decision(view, self.seat, legal, self.mode, self.picked)
        if self.sub is not None:
            chosen = dec.spots().get(self.sub, [])
            dec = Decision("menu", [*chosen, Choice(label=_("Back to the board"), back=True)])
        self._decision = dec
        targets = [
            s for s, cs in dec.spots().items() if any(c.enabled for c in cs) or s == ("confirm",)
        ]
        defaulted = dec.kind == "point" and self.cursor not in targets
        if defaulted:
            self.cursor = self._default_cursor(dec, targets)
        self._draw(view, dec, targets)
        if defaulted and view.phase != "choose":  # now drawn: the best, in reading order
            best = self._best_spot(dec)
            if best is not None and best != self.cursor:
                self.cursor = best
                self._draw(view, dec, targets)
        self._rebuild_menu(dec)
        self._show_preview()
        keys = (tuple(sorted(c.key for c in dec.alternatives())), self._paged, self.page,
                self.can_step_back(), dec.kind, self.final_step is None, bool(legal),
                self._decision_key)
        if keys != self._footer_keys:  # the footer shows only the keys that act now
            self._footer_keys = keys
            self.refresh_bindings()

    def _decision_facts(self) -> tuple:
        """What stays the same while the player moves the cursor: the view, the legal
        actions, the last moves marked on the board, the running totals. Computed once
        per decision (a key press must not redact the state or score it again)."""
        state = self.match.state
        key = (
            state,
            len(self.match.record.actions),
            self.seat,
            bool(self.replaying and self.session.reveal),
            tuple(self.session.human_seats_to_act()),
        )
        if (
            self._facts_key
            and all(a is b or a == b for a, b in zip(key[1:], self._facts_key[1:], strict=True))
            and key[0] is self._facts_key[0]
        ):
            return self._facts
        view = self.view_state
        legal = self.legal_actions()
        last: dict = {}
        for seat in range(len(view.players)):
            for a in self.last_turn_actions(seat):
                spot = spot_of(a)
                if spot is not None and spot[0] in ("guest", "deco"):
                    last[spot] = seat
        totals = {r.seat: r.total for r in self.game.score_sheet(view).rows}
        self._facts_key, self._facts = key, (view, legal, last, totals)
        self._blocks.clear()
        return self._facts

    def _default_cursor(self, dec: Decision, targets: list):
        """Where the cursor starts on a pointing step: in the hand choice on the first card
        not taken (on "Take these cards" once the hand is complete), else on the spot worth
        most (the drawn order decides ties once drawn: `_best_spot`)."""
        if self.match.state.phase == "choose":
            forced, _others = hand_candidates(self.match.state, self.seat)
            need = C.const("hand_size") - len(forced)
            if len(self.picked) >= need:
                return ("confirm",)
            for s in targets:
                if s[0] == "card" and s[1] not in self.picked:
                    return s
        spots = dec.spots()
        values = {s: self._spot_value(dec, s, spots.get(s, [])) for s in targets}
        ranked = sorted(targets, key=lambda s: (values[s] is None, -(values[s] or 0)))
        return ranked[0] if ranked else None

    def _best_spot(self, dec: Decision):
        """The legal spot drawn now that a new step's cursor starts on: best value first,
        then reading order (as `targets.first` orders them)."""
        board = [t for t in self._board_targets() if t.legal]
        best = nav.first(board) if board else None
        return best.key if best is not None else None

    def _card_after(self, card: str):
        """Where the cursor goes once `card` is taken into the hand: on the next card of
        the display not taken yet (round to the first), so the player reads on from where
        they were; None (the default: Take these cards) when the hand is complete."""
        forced, _others = hand_candidates(self.match.state, self.seat)
        if len(self.picked) >= C.const("hand_size") - len(forced):
            return None
        cards = [s for s in self._decision.spots() if s[0] == "card"]
        at = cards.index(("card", card)) if ("card", card) in cards else -1
        for spot in cards[at + 1:] + cards[:at + 1]:
            if spot[1] not in self.picked:
                return spot
        return None

    # --- drawing ------------------------------------------------------------------

    def _ctx(self, view, dec: Decision, targets: list | None = None) -> D.Ctx:
        ctx = D.Ctx(
            state=view,
            viewer=self.seat,
            colour_of=self.player_colour,
            safe=colour_blind(self.app),
            targets=set(targets or []),
            cursor=self.cursor if dec.kind == "point" else None,
            marks=D.player_marks(view.players),
        )
        _view, legal, last, totals = self._decision_facts()
        ctx.last = dict(last)
        if view.phase == "choose" and self.seat in self.match.to_act():
            forced, choices = hand_candidates(view, self.seat)
            ctx.forced, ctx.picked = forced, list(self.picked)
            ctx.hand = [*forced, *choices]
        elif view.phase == "actions" and view.turn is None and legal:
            ctx.hand = list(dict.fromkeys(view.seats[self.seat].hand))
        ctx.totals = dict(totals)
        if self.final_step is not None:  # the points of the steps shown, as the header
            ctx.totals = {r.seat: r.total for r in self._walk_sheet().rows}
            ctx.terrace = S.terrace_assignment(view) if self.final_step >= 4 else {}
            ctx.focus = F.final_step_lines(view, self.final_step)[1]
        return ctx

    def _last_text(self, seat: int) -> str:
        run = []
        for logged in reversed(self.match.record.actions):
            if logged.seat == seat:
                run.append(logged)
            elif run:
                break
        name = self.match.names[seat]
        for logged in run:  # the latest meaningful line of that turn, in any language
            if logged.action.get("kind") in ("play_card", "skip_bonus", "choose_hand"):
                continue
            text = logged.text
            return text[len(name) + 1 :] if text.startswith(name + " ") else text
        return ""

    def _view_size(self) -> tuple[int, int]:
        box = self.query_one(BoardView)
        w, h = box.size.width, box.size.height
        if w <= 0 or h <= 0:
            w, h = self.app.size.width, self.app.size.height - FRAME_ROWS - PREVIEW_ROWS
        return max(40, w - 1), max(8, h)

    def _players(self, ctx: D.Ctx, width: int, roomy: bool) -> Block:
        n = len(ctx.state.players)
        order = [ctx.viewer] + [s for s in range(n) if s != ctx.viewer]
        board_w = width // n - 1 if n else width
        if roomy and board_w >= 22:
            from .canvas import hjoin

            return hjoin(
                [D.player_board(ctx, s, board_w, self._last_text(s)) for s in order], gap=1
            )
        lines = []
        for s in order:
            b = D.player_line(ctx, s, width)
            last = self._last_text(s)
            if last and b.width + 8 < width:
                room = width - b.width - 8
                b.put(
                    _("  last: {line}").format(
                        line=last if len(last) <= room else last[: room - 1] + "…"),
                    "dim italic",
                )
            lines.append(b)
        return vjoin(lines)

    def _summary(self, width: int) -> Block | None:
        """The round change shown during the hand choice (income, employees, workshop)."""
        state = self.match.state
        if state.phase != "choose" or state.round == 1:
            return None
        states = self.match.states
        for i in range(len(states) - 1, 0, -1):
            if states[i].round != states[i - 1].round:
                lines = self.game.words.round_summary(states[i - 1], states[i])
                break
        else:
            return None
        b = Block()
        b.put(_(" Round {n} ").format(n=state.round), "bold reverse")
        for line in lines:
            for part in wrap(line, width, 2):
                b.nl()
                b.put(part)
        return b

    def _swings(self, width: int) -> Block | None:
        """After the others' turns, on the viewer's turn: what each player's running score
        gained or lost since the viewer last acted, and where (issue 31: "Ben +14: hall 3
        +8, Fireworks +6"), so no swing goes unexplained."""
        key = (len(self.match.record.actions), self.seat, width, self.final_step)
        if key != self._swings_key:  # once per decision: a cursor move reuses it
            self._swings_key, self._swings_block = key, self._swings_drawn(width)
        return self._swings_block

    def _swings_drawn(self, width: int) -> Block | None:
        state = self.match.state
        actions = self.match.record.actions
        if state.phase != "actions" or self.final_step is not None or not actions:
            return None
        end = len(actions)  # the viewer's turn under way is not part of it
        while end and actions[end - 1].seat == self.seat:
            end -= 1
        start = end
        while start and actions[start - 1].seat != self.seat:
            start -= 1
        if start == end or not start:
            return None
        before, after = self.match.states[start], self.match.states[end]
        parts = []
        order = [s for s in range(len(state.players)) if s != self.seat] + [self.seat]
        for seat in order:
            changes = S.swing(before, after, seat)
            total = sum(d for _k, d in changes)
            if not changes:
                continue
            words = []
            for (name, hall), d in changes[:3]:
                what = W.hall_name(after, hall) if hall else _(name)
                words.append(_("{what} {change:+d}").format(what=what, change=d))
            who = _("you") if seat == self.seat else self.match.names[seat]
            parts.append(_("{who} {total:+d}: {parts}").format(
                who=who, total=total, parts=", ".join(words)))
        if not parts:
            return None
        b = Block()
        text = _("Since your last move: {changes}").format(changes=" · ".join(parts))
        for i, line in enumerate(wrap(text, width, 2)):
            if i:
                b.nl()
            b.put(line, "italic")
        return b

    def _draw(self, view, dec: Decision, targets: list) -> None:
        width, height = self._view_size()
        ctx = self._ctx(view, dec, targets)
        in_menu = dec.kind == "menu"
        if in_menu and view.turn is not None:
            ctx.hand = []
        pal = self._section("palace", D.palace, ctx, width)
        mk = self._section("market", D.market, ctx, width)
        hand = D.hand(ctx, width) if ctx.hand else None
        top = []
        if self.final_step is not None:
            top.append(F.final_block(view, self.final_step, width))
        summary = self._summary(width)
        if summary is not None:
            top.append(summary)
        swings = self._swings(width)
        if swings is not None:
            top.append(swings)
        roomy = height >= 40 and width >= 120
        players = self._players(ctx, width, roomy)
        rest = [b for b in (players, hand) if b is not None]
        used = sum(b.height for b in top + rest)
        self._paged = used + pal.height + mk.height > height
        if not self._paged:
            body = [pal, mk]
        else:
            page = self.page or dec.page or ("palace" if self.final_step is not None else "")
            if page not in ("palace", "market"):
                page = "market" if view.phase == "choose" else "palace"
            body = [pal if page == "palace" else mk]
            if self.final_step is not None:
                body = [pal]
        if hand is not None and not in_menu:
            # the cards are the decision: first, so they are in sight without scrolling
            # whatever the number of players (issue 31)
            block = vjoin([hand, *top, *body, players])
        else:
            block = vjoin([*top, *body, *rest])
        block = self._with_legend(block, width, height)
        self._spots = block.spots
        self._drawn += 1
        board = self.query_one(BoardView)
        # the canvas's spots are (row, column, width, height); the view's (x, y, w, h)
        board.show(TextPicture(block.lines, {k: (c, r, w, h)
                                             for k, (r, c, w, h) in block.spots.items()}))
        if self.cursor in self._spots:
            self.call_after_refresh(board.scroll_to_spot, self.cursor, 0)

    def _with_legend(self, block: Block, width: int, height: int) -> Block:
        """The line of abbreviations under the board where the view has a row to spare
        (after an empty one when it has two): it never pushes a row of the board out of
        sight, so at 80×24 it shows on the pages that leave room."""
        legend = D.legend(width)
        if legend is None or block.height >= height:
            return block
        return vjoin([block, legend], gap=1 if block.height + 2 <= height else 0)

    def _section(self, name: str, draw, ctx: D.Ctx, width: int) -> Block:
        """The palace or the market, drawn again only when something on it changed: the
        decision's targets, the width, or the cursor on one of its spots (a cursor move
        in the market leaves the palace as it was; Tab switches pages without drawing)."""
        cached = self._blocks.get(name)
        spots = cached[1].spots if cached else {}
        key = (
            width,
            tuple(sorted(map(repr, ctx.targets))),
            ctx.cursor if ctx.cursor in spots or not cached else None,
            ctx.safe,
            tuple(ctx.picked),
            tuple(ctx.hand),
            self.final_step,
            self.mode,
            repr(self.sub),
        )
        if cached is not None and cached[0] == key:
            return cached[1]
        block = draw(ctx, width)
        if cached is None or ctx.cursor not in block.spots:
            key = (*key[:2], None, *key[3:])
        self._blocks[name] = (key, block)
        return block

    def panel_text(self, selector: str = "#rococo-board") -> str:
        """The plain text of the board or a panel (for tests and accessibility)."""
        if selector == "#rococo-board":
            return self.query_one(BoardView).plain
        return self.query_one(selector, LinePanel).plain

    # --- the menu -----------------------------------------------------------------

    def _rebuild_menu(self, dec: Decision, highlight: int | None = None) -> None:
        menu = self.query_one("#rococo-menu", OptionList)
        board = self.query_one(BoardView)
        if dec.kind != "menu":
            if self._menu or menu.display:
                self._drawn += 1
            self._menu = []
            self._menu_key = ()
            menu.display = False
            board.focus()
            return
        key = (
            self._decision_key,
            self.mode,
            repr(self.sub),
            tuple((c.label, c.enabled, c.reason) for c in dec.choices),
        )
        if menu.display and key == self._menu_key:
            # the same menu of the same decision (a redraw on a resize, say): keep the
            # player's highlight rather than jump back to the best choice
            self._menu = dec.choices
            board.focus()
            return
        self._menu_key = key
        self._menu = dec.choices
        self._drawn += 1
        options = []
        for i, c in enumerate(dec.choices):
            label = Text(c.label)
            if not c.enabled:  # a refused entry stays a target: pointing at it says why
                label.stylize("dim")
                if c.reason:
                    label.append(f"  ({c.reason})", style="dim italic")
            options.append(Option(label, id=f"c{i}"))
        menu.set_options(options)
        menu.display = True
        if highlight is None:
            enabled = [i for i, c in enumerate(dec.choices) if c.enabled]
            values = {i: self._choice_value(dec.choices[i]) for i in enabled}
            ranked = sorted(enabled, key=lambda i: (values[i] is None, -(values[i] or 0), i))
            highlight = ranked[0] if ranked else 0
        menu.highlighted = highlight
        board.focus()

    @on(OptionList.OptionHighlighted, "#rococo-menu")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show_preview()

    def _preview_of(self, choice: Choice | None) -> str:
        if self.final_step is not None:
            return _("The palace shows what this step counts. Enter: next step.")
        if choice is None:
            return ""
        text = preview(self.match.state, self.seat, choice)
        if choice.spot is not None and not choice.toggle:
            several = self._decision.spots().get(choice.spot, [])
            if len(several) > 1:
                text += _(" Enter: choose how.")
        return text

    def _step_choices(self) -> list[Choice]:
        """One choice per target of the step shown: the menu's, or each spot's first."""
        if self._decision.kind == "menu":
            return list(self._menu)
        return [cs[0] for cs in self._decision.spots().values() if cs]

    def _preview_rows(self, width: int) -> int:
        """The rows the tallest preview of this step takes at `width` (at most 4): the
        panel keeps that height through the step, so no cursor move lays the screen out."""
        console = self.app.console
        tallest = 1
        for choice in self._step_choices():
            text = self._preview_of(choice)
            rows = sum(max(1, len(Text(line).wrap(console, width))) for line in text.split("\n"))
            tallest = max(tallest, rows)
            if tallest >= 4:
                break
        return min(tallest, 4)

    def _show_preview(self) -> None:
        choice = None
        if self._decision.kind == "menu":
            menu = self.query_one("#rococo-menu", OptionList)
            i = menu.highlighted
            if i is not None and 0 <= i < len(self._menu):
                choice = self._menu[i]
        elif self.cursor is not None:
            cs = self._decision.spots().get(self.cursor, [])
            choice = cs[0] if cs else None
        text = self._preview_of(choice)
        step = (self._decision_key, self.mode, repr(self.sub), self._decision.kind,
                self.final_step)
        new = step != self._preview_decision
        if text != self._preview_text or new:
            self._preview_text = text
            self._preview_decision = step
            panel = self.query_one("#rococo-preview", LinePanel)
            shown = Text(text)
            width = panel.content_size.width
            if new and width > 0:  # a new step: as tall as its tallest preview
                rows = sum(max(1, len(Text(line).wrap(self.app.console, width)))
                           for line in text.split("\n"))
                missing = self._preview_rows(width) - rows
                if missing > 0:
                    shown = Text(text + "\n" * missing)
            panel.show(shown, shrink=new)

    # --- pointing: the hooks of the shared model (ui/board/pointing.py) ------------------

    def _action_value(self, action) -> float:
        """What `action` is worth to the seat deciding, as the greedy bot values the position
        it leads to (a card played: the best main action it then allows). Once per action
        and decision."""
        state, seat = self.match.state, self.seat
        if self._values_of is None or self._values_of[0] is not state or self._values_of[1] != seat:
            self._values_of, self._values = (state, seat), {}
        key = repr(action)
        if key not in self._values:
            try:
                after = self.game.apply(state, seat, action)
            except IllegalAction:  # a menu drawn for the decision before: worth nothing
                return float("-inf")
            value = evaluate(after, seat)
            if isinstance(action, PlayCard) and seat in self.game.to_act(after):
                nexts = self.game.legal_actions(after, seat)
                if nexts:
                    value = max(evaluate(self.game.apply(after, seat, a), seat) for a in nexts)
            self._values[key] = value
        return self._values[key]

    def _choice_value(self, choice: Choice) -> float | None:
        if not choice.enabled:
            return None
        if choice.action is not None:
            return self._action_value(choice.action)
        if choice.submenu:
            _view, legal, _last, _totals = self._decision_facts()
            found = [self._action_value(a) for a in legal if a.kind == choice.submenu]
            return max(found) if found else None
        return None  # a card taken into the hand, a way back: no value of their own

    def _spot_value(self, dec: Decision, spot, choices: list[Choice] | None = None):
        """The best value of what can be done at `spot` (kept for the step shown: the
        cursor moves without valuing anything again)."""
        step = (self._decision_key, self.match.state, self.seat, self.mode, repr(self.sub),
                tuple(self.picked))
        if step != self._spot_values_of:
            self._spot_values_of, self._spot_values = step, {}
        if spot not in self._spot_values:
            found = dec.spots().get(spot, []) if choices is None else choices
            values = [v for c in found if (v := self._choice_value(c)) is not None]
            self._spot_values[spot] = max(values) if values else None
        return self._spot_values[spot]

    def _group(self, spot) -> int | None:
        """The number drawn with a spot's place: its hall (1 the King's hall) or its
        warehouse drawer."""
        if spot[0] == "tile":
            return spot[1] + 1
        if spot[0] == "guest" or (spot[0] == "deco" and str(spot[1]).startswith("M-")):
            hall = str(spot[1]).removeprefix("M-").split("-")[0]
            halls = [h.id for h in B.side(self.match.state).halls]
            return halls.index(hall) + 1 if hall in halls else None
        return None

    def _board_targets(self) -> list[Target]:
        """The spots of the decision drawn now, where the board view shows them (its
        `boxes()`, scrolled; `clip` tells one scrolled out of sight)."""
        dec = self._decision
        board = self.query_one(BoardView)
        boxes, clip = board.boxes(), board.clip
        if dec.kind != "point":
            return []
        out = []
        hand_full = False
        if self.match.state.phase == "choose":
            forced, _others = hand_candidates(self.match.state, self.seat)
            hand_full = len(self.picked) >= C.const("hand_size") - len(forced)
        for spot, choices in dec.spots().items():
            if spot not in boxes:
                continue
            enabled = [ch for ch in choices if ch.enabled]
            reason = "" if enabled else (choices[0].reason or _("Not possible now."))
            if hand_full and enabled and enabled[0].toggle and enabled[0].toggle not in self.picked:
                enabled, reason = [], _("You have chosen enough cards: put one back first.")
            if not enabled and spot != ("confirm",):
                continue  # nothing to take there (not drawn as a target either)
            out.append(Target(spot, boxes[spot], label=choices[0].label,
                              value=self._spot_value(dec, spot, choices),
                              legal=bool(enabled), clip=clip, extra={"reason": reason}))
        groups: dict[int, Target] = {}
        for t in nav.best_first(out):  # each number to the best legal spot of its place
            group = self._group(t.key)
            if group is not None and 1 <= group <= 9 and group not in groups:
                groups[group] = t
        numbered = {t.key: n for n, t in groups.items()}
        return [Target(t.key, t.box, t.label, t.value, t.legal, numbered.get(t.key), t.clip,
                       t.extra)
                if t.key in numbered else t for t in out]

    def _menu_targets(self) -> list[Target]:
        menu = self.query_one("#rococo-menu", OptionList)
        if not menu.display or not self._menu:
            return []
        region = menu.content_region
        lines, heights = menu._index_to_line, menu._heights
        top = region.y - menu.scroll_offset.y
        out = []
        for i, c in enumerate(self._menu):
            line = lines.get(i, i)
            box = Box(region.x, top + line, max(1, region.width), max(1, heights.get(i, 1)))
            out.append(Target(("menu", i), box, label=c.label, value=self._choice_value(c),
                              legal=c.enabled,
                              extra={"reason": c.reason or _("Not possible now.")}))
        return out

    def targets(self) -> list[Target]:
        """The board's spots and the menu's entries, where they are drawn now (computed
        again only when the board or the menu is drawn again, scrolls or moves)."""
        if not self.is_mounted:
            return []
        view = self.query_one(BoardView)
        menu = self.query_one("#rococo-menu", OptionList)
        key = (self._drawn, view.content_region, view.scroll_offset, menu.display,
               menu.content_region, menu.scroll_offset, self.final_step, self.seat,
               len(self.match.record.actions))
        if key == self._targets_key:
            return self._targets
        if self.final_step is not None:
            box = view.boxes().get(("next-step",), Box(view.content_region.x,
                                                       view.content_region.y))
            found = [Target(("next-step",), box, label=_("  Enter: next step").strip())]
        else:
            found = self._board_targets() + self._menu_targets()
        self._targets_key, self._targets = key, found
        return found

    def pointed(self):
        if self.final_step is not None:
            return ("next-step",)
        if self._decision.kind == "menu":
            i = self.query_one("#rococo-menu", OptionList).highlighted
            return ("menu", i) if i is not None else None
        if self._decision.kind == "point":
            return self.cursor
        return None

    def _reason(self, key) -> str | None:
        target = nav.find(self.targets(), key)
        if target is None or target.legal:
            return None
        return target.extra.get("reason") or _("Not possible now.")

    def point(self, key) -> str | None:
        if key == ("next-step",):
            return None
        if isinstance(key, tuple) and key[:1] == ("menu",):
            menu = self.query_one("#rococo-menu", OptionList)
            if menu.highlighted != key[1]:
                menu.highlighted = key[1]
            menu.scroll_to_highlight()
            self._show_preview()
            return self._reason(key)
        if self._decision.kind != "point":
            return None
        if key != self.cursor:
            self.cursor = key
            self.refresh_board()  # draws the cursor there and scrolls it into view
        return self._reason(key)

    def choose(self, key) -> None:
        if key == ("next-step",):
            self.next_final_step()
            return
        if isinstance(key, tuple) and key[:1] == ("menu",):
            if 0 <= key[1] < len(self._menu):
                self.take(self._menu[key[1]])
            return
        choices = self._decision.spots().get(key, [])
        enabled = [c for c in choices if c.enabled or c.spot == ("confirm",)]
        if not enabled:
            return
        self.cursor = key
        if len(enabled) > 1:  # several uses of the spot (a tile): which one, in a short menu
            self.sub = key
            self.refresh_board()
            self.set_prompt(self.prompt_text())
            return
        self.take(enabled[0])

    def can_step_back(self) -> bool:
        return self.final_step is None and bool(self.sub is not None or self.mode or self.picked)

    def step_back(self) -> bool:
        """Esc: from a tile's uses back to the board, from the board back to the main
        actions (the cursor on the action left), from cards taken into the hand back to
        none taken. At the first step of a decision it does nothing (and is not shown)."""
        if self.sub is not None:
            self.sub = None
            self.refresh_board()
            return True
        if self.mode:
            left, self.mode, self.cursor = self.mode, "", None
            self.refresh_board()
            for i, c in enumerate(self._menu):
                if c.submenu == left:
                    self.point(("menu", i))
            return True
        if self.picked:
            self.picked, self.cursor = [], None
            self.refresh_board()
            return True
        return False

    def hint_target(self, action):
        """The target that shows the greedy bot's move: the spot (the main action opened
        for it), the use of a tile in its short menu, the hand chosen with the cursor on
        "Take these cards", or the menu entry."""
        state = self.match.state
        spot = spot_of(action)
        if action.kind == "choose_hand":
            forced, _others = hand_candidates(state, self.seat)
            self.picked = [c for c in action.cards if c not in forced]
            self.sub, self.cursor = None, ("confirm",)
            self.refresh_board()
            return ("confirm",)
        if state.phase == "actions" and state.turn is not None and state.turn.step == "main":
            self.mode = action.kind if spot is not None else ""
        self.sub = None
        if spot is not None:
            self.cursor = spot
            self.refresh_board()
            several = [c for c in self._decision.spots().get(spot, []) if c.enabled]
            if len(several) <= 1:
                return spot
            self.sub = spot
        else:
            self.cursor = None
        self.refresh_board()
        for i, c in enumerate(self._menu):
            if c.action == action:
                return ("menu", i)
        return None

    def redraw(self) -> None:
        super().redraw()
        if self.final_step is not None and not self.replaying:
            self.set_prompt(self.prompt_text())  # the walk's keys, not "The game is over."
            self.query_one(BoardView).focus()
        self._show_walk_scores()

    def _show_walk_scores(self) -> None:
        """During the final scoring walk the header adds up only the steps shown so far
        (issue 31: it gave the final totals before the steps revealed them)."""
        if self.final_step is None or not self.is_mounted:
            return
        from boardgames_tui.ui.widgets.scoreboard import Scoreboard

        walk = self._walk_sheet()
        self.query_one(Scoreboard).show(_WalkMatch(self.match, walk), self.view_state,
                                        self.match.to_act())

    def _walk_sheet(self):
        """The score sheet with each total the sum of the steps of the walk shown."""
        step = self.final_step or 0
        shown = {c for k in range(step + 1) for c in F.STEP_CATEGORIES[k]}
        sheet = self.game.score_sheet(self.view_state)
        rows = [r.model_copy(update={"total": sum(v for k, v in r.categories.items()
                                                  if k in shown)}) for r in sheet.rows]
        return sheet.model_copy(update={"rows": rows})

    def announce_rounds(self, first: bool = False) -> None:
        """No banner over the board (issue 31: it covered workshop windows 4-6 for
        seconds): the round's change is drawn on the board itself, with the hand to
        choose (`_summary`), and the final scoring is walked through there too."""
        self._states_seen = len(self.match.states)

    # --- undo ---------------------------------------------------------------------

    def action_undo(self) -> None:
        """`u` returns to exactly the decision taken back (issue 31): the main action it
        was made in, the cursor on the spot chosen (a dress taken back leaves the cursor
        on its window, so Enter does not run on into the bonus), the cards taken; when it
        cannot, the prompt says why (the frame's `u`)."""
        before = list(self.match.record.actions)
        super().action_undo()
        now = len(self.match.record.actions)
        if now >= len(before) or self.final_step is not None:
            return
        logged = before[now]
        if logged.seat != self.seat or self.seat not in self.session.human_seats_to_act():
            return
        action = self.game.parse_action(logged.action)
        if action not in self.legal_actions():
            return
        key = self.hint_target(action)
        if key is not None:
            self.point(key)
        self.set_prompt(self.prompt_text())
        self.refresh_bindings()

    # --- choosing -----------------------------------------------------------------

    def take(self, choice: Choice) -> None:
        if not choice.enabled:
            self.refuse(choice.reason or _("Not possible now."))
            return
        if choice.back:
            self.step_back()
            self.set_prompt(self.prompt_text())
        elif choice.submenu:
            self.mode = choice.submenu
            self.cursor = None
            self.page = ""  # the page of its targets (not the one looked at with m)
            self.refresh_board()
            self.set_prompt(self.prompt_text())
        elif choice.toggle:
            if choice.toggle in self.picked:
                self.picked.remove(choice.toggle)
            else:
                forced, _others = hand_candidates(self.match.state, self.seat)
                if len(self.picked) >= C.const("hand_size") - len(forced):
                    self.refuse(_("You have chosen enough cards: put one back first."))
                    return
                self.picked.append(choice.toggle)
                self.cursor = self._card_after(choice.toggle)
            self.refresh_board()
            self.set_prompt(self.prompt_text())  # a refusal ("choose 2 more") is now stale
        elif choice.action is not None:
            self.sub = None
            self.submit(choice.action)

    def next_final_step(self) -> None:
        assert self.final_step is not None
        if self.final_step + 1 < len(F.FINAL_STEPS):
            self.final_step += 1
            self.refresh_board()
            self.set_prompt(self.prompt_text())
            self._show_walk_scores()
            return
        self._walk_done = True
        self.after_change()  # the shell's way to the game over screen

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Sell, Skip and Palace/market are left out of the footer (and do nothing) when
        they have nothing to do now; in the final scoring walk Enter shows the next step."""
        if action == "alternative":
            keys = {c.key for c in self._decision.alternatives()}
            return bool(parameters) and parameters[0] in keys
        if action == "page":
            return self._paged
        if self.final_step is not None and action in POINTING_ACTIONS:
            return action == "choose"
        if action in POINTING_ACTIONS and not self.replaying:
            # asked for every key of the footer each time it is drawn: the answer changes
            # only with what is drawn or decided, never with where the cursor scrolled to
            version = (self._drawn, len(self.match.record.actions), self.seat)
            if version != self._allowed_version:
                self._allowed_version, self._allowed = version, {}
            if action not in self._allowed:
                self._allowed[action] = super().check_action(action, parameters)
            return self._allowed[action]
        return super().check_action(action, parameters)

    def action_alternative(self, key: str) -> None:
        for c in self._decision.alternatives():
            if c.key == key:
                self.take(c)
                return
        self.refuse(_("Nothing to do with {k} now.").format(k=key))

    def action_page(self) -> None:
        if not self._paged:
            self.refuse(_("Palace and market are both on screen."))
            return
        current = self.page or self._decision.page or "palace"
        self.page = "market" if current == "palace" else "palace"
        self.refresh_board()
