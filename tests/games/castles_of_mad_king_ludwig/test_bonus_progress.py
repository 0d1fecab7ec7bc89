"""Issue 30 item 6: the own secret bonus cards with what each would score now (b), and a
hint that names the cards it keeps to the player who keeps them."""

from __future__ import annotations

from boardgames_tui.games.castles_of_mad_king_ludwig import RULES
from boardgames_tui.games.castles_of_mad_king_ludwig.components import bonus_cards
from boardgames_tui.games.castles_of_mad_king_ludwig.endgame import bonus_card_points
from boardgames_tui.games.castles_of_mad_king_ludwig.state import CastlesOptions
from boardgames_tui.games.castles_of_mad_king_ludwig.ui.panels import player_text
from boardgames_tui.games.castles_of_mad_king_ludwig.words import bonus_card_words
from boardgames_tui.ui.widgets.prompt_line import PromptLine
from tests.ui.helpers import game_app

from .test_screen import _castles, _past_handoff
from .ui_helpers import GAME


def test_the_cards_shown_say_what_they_score_now():
    state = RULES.setup(["Ana", "Ben"], 3, CastlesOptions())
    state.bonus[0] = list(state.offer[0][:2]) if not state.bonus[0] else state.bonus[0]
    text = player_text(state, 0, show_cards=True).plain
    for card in state.bonus[0]:
        points = bonus_card_points(state, 0, bonus_cards()[card])
        unit = "point" if points == 1 else "points"
        assert f"{bonus_card_words(card)} — now {points} {unit}" in text
    assert "now" not in player_text(state, 0, show_cards=False).plain


async def test_the_hint_names_the_cards_to_keep():
    app = game_app(GAME, ["Ana", "Ben"], seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await _past_handoff(pilot)
        screen = _castles(app)
        assert screen.task_kind() == "keep_bonus"
        await pilot.press("h")
        await pilot.pause()
        prompt = screen.query_one(PromptLine)
        shown = prompt._shown[0]
        assert shown.startswith("Hint (Enter takes it): Keep ")
        assert "(secret)" not in shown
