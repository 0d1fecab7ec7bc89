"""`boardgames serve` on a phone, a tablet and a TV, and only for the invited (issue 34):
in headless Chromium at each device's size, the page fits the games' 80×24 cells with the
largest readable font, has the keyboard at once, shows a key bar on touch screens, and
loads nothing from another host; a request without the table's key (or with a wrong one)
is refused and starts no app; the ninth tab finds the table full."""

from __future__ import annotations

import asyncio
import signal
import urllib.error
import urllib.request

import pytest

from .browser import Page, Server, wait_for

try:
    from selenium.webdriver.common.keys import Keys
except ImportError:  # the tests say so (missing_browser)
    Keys = None

# (width, height, a touch screen): a phone upright and sideways, a tablet both ways, a TV
DEVICES = [(412, 915, True), (915, 412, True), (768, 1024, True), (1024, 768, True),
           (1920, 1080, False)]


def emulate(driver, width: int, height: int, touch: bool) -> None:
    """The page's window as the device's (CSS pixels), with touch where it has it."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": touch})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled",
                           {"enabled": True, "maxTouchPoints": 5} if touch
                           else {"enabled": False})


def page_facts(driver) -> dict:
    return driver.execute_script("""
        const t = document.getElementById('terminal');
        return {font: parseInt(t.dataset.fontSize, 10),
                classes: document.body.className,
                focused: document.activeElement && document.activeElement.className,
                origins: performance.getEntriesByType('resource').map(e => e.name)};""")


def app_processes(server: Server) -> list[str]:
    pid = server.process.pid
    return open(f"/proc/{pid}/task/{pid}/children").read().split()


@pytest.fixture
def devices_driver(driver):
    yield driver
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


@pytest.mark.parametrize(("width", "height", "touch"), DEVICES)
def test_each_device_reaches_a_first_decision_by_keys_alone(devices_driver, server, width,
                                                            height, touch, tmp_path):
    driver = devices_driver
    emulate(driver, width, height, touch)
    page = Page(driver, server.url)
    page.wait_text("choose a game")
    facts = page_facts(driver)
    assert page.cols >= 80 and page.rows >= 24, (page.cols, page.rows, facts)
    assert 7 <= facts["font"] <= 16
    assert facts["focused"] == "xterm-helper-textarea"  # the keyboard, with no click
    assert ("-touch" in facts["classes"]) == touch  # the key bar on touch screens only
    origin = server.bare_url.rstrip("/")
    assert facts["origins"] and all(url.startswith(origin) for url in facts["origins"])
    page.press(Keys.ENTER)  # no click first: the keys work from the start
    page.wait_text("new game: Azul: Summer Pavilion")
    page.press(Keys.CONTROL + "s")
    page.wait_text("Ana: take tiles")
    shot = tmp_path / f"served-{width}x{height}.png"
    assert driver.save_screenshot(str(shot)) and shot.stat().st_size > 10_000


def test_the_key_bar_presses_enter(devices_driver, server):
    driver = devices_driver
    emulate(driver, 915, 412, True)
    page = Page(driver, server.url)
    page.wait_text("choose a game")
    # the screen's own keys join the bar once the app has sent them: the bar is settled
    wait_for("the game list's keys in the bar", lambda: driver.find_elements(
        "css selector", "#screen-keys button"))
    bar = driver.find_element("css selector", "#keys button[aria-label='Enter']")
    bar.click()
    page.wait_text("new game: Azul: Summer Pavilion")
    driver.find_element("css selector", "#keys button[aria-label='Escape']").click()
    page.wait_text("choose a game")


def test_a_page_without_the_key_or_with_a_wrong_one_is_refused_and_starts_nothing(
        driver, server):
    for url in (server.bare_url, server.bare_url + "?key=wrong-key-guessed",
                server.bare_url + "static/js/textual.js", server.bare_url + "ws"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(url, timeout=30)
        assert refused.value.code == 403
        assert "Not invited" in refused.value.read().decode()
    driver.delete_all_cookies()
    driver.get(server.bare_url)
    assert "Not invited" in driver.page_source
    assert app_processes(server) == []  # no app for any of them
    page = Page(driver, server.url)  # with the key: the game list
    page.wait_text("choose a game")
    driver.get(server.bare_url)  # a reload without it: the cookie keeps the key
    Page(driver, server.bare_url).wait_text("choose a game")


def test_the_ninth_tab_finds_the_table_full_while_eight_play(home):
    import aiohttp

    server = Server(home)
    try:
        async def play() -> tuple[int, str, int]:
            cookies = {"boardgames_key": server.key}
            async with aiohttp.ClientSession(cookies=cookies) as session:
                ws_url = server.bare_url.replace("http", "ws") + "ws?width=80&height=24"
                tabs = [await session.ws_connect(ws_url) for _ in range(8)]
                await asyncio.to_thread(wait_for, "eight apps",
                                        lambda: len(app_processes(server)) == 8, 60)
                async with session.get(server.bare_url) as page:
                    full = (page.status, await page.text())
                with pytest.raises(aiohttp.WSServerHandshakeError):
                    await session.ws_connect(ws_url)
                playing = len(app_processes(server))
                for tab in tabs:
                    await tab.close()
                return full[0], full[1], playing

        status, text, playing = asyncio.run(play())
        assert status == 503 and "The table is full" in text
        assert playing == 8  # the ninth started nothing
        wait_for("the closed tabs' apps to end", lambda: not app_processes(server), 60)
        with urllib.request.urlopen(server.url, timeout=30) as page:  # and it serves on
            assert page.status == 200
    finally:
        server.stop(signal.SIGINT)


def test_the_key_bar_offers_the_keys_of_the_screen_shown(devices_driver, server):
    """Beside its own keys the bar shows the screen's other keys, as its footer lists
    them: on the game list `n`, `r`, `s`, `q`; in a game its `l` (the log), which opens
    the log when touched."""
    driver = devices_driver
    emulate(driver, 915, 412, True)
    page = Page(driver, server.url)
    page.wait_text("choose a game")

    def bar() -> list[str]:
        return [b.text.split(" ")[0] for b in
                driver.find_elements("css selector", "#screen-keys button")]

    wait_for("the game list's keys in the bar", lambda: {"n", "q"} <= set(bar()))
    page.press(Keys.ENTER)
    page.wait_text("new game: Azul: Summer Pavilion")
    page.press(Keys.CONTROL + "s")
    page.wait_text("Ana: take tiles")
    wait_for("the game's keys in the bar", lambda: "l" in bar() and "n" not in bar())
    driver.find_element("css selector", "#screen-keys button[title='Log']").click()
    page.wait_text("Action log")  # the log window, over the board
