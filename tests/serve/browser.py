"""Drive `boardgames serve` in headless Chromium: start the server, read the page's
terminal as text, press keys and click cells the way a player's browser does.

The page draws the app on a canvas, so its text cannot be read from the page. A small
script, added before the page's own, keeps a copy of every byte the app sends to the
page's terminal (and the terminal size the page asked for); `pyte`, a terminal emulator,
turns those bytes into the lines the page shows. Keys go to the terminal's input and
clicks to its canvas as real browser events (Selenium), so the page's own code turns
them into what the app reads, as it does for a player.

Every wait polls with a deadline; nothing sleeps for a fixed time.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import parse_qs, urlparse

CHROMIUM = ("chromium", "chromium-browser")
DRIVER = ("chromedriver",)
PACKAGES = "chromium chromium-driver"
WAIT = 30.0  # seconds for anything to show up, generous for two busy cores
POLL = 0.1  # seconds between two looks

# Keeps the terminal's bytes and size for `Page.screen`; the page's own script is unchanged.
RECORDER = r"""
(() => {
  if (window.__boardgames) return;  // added once per tab, but a tab may get it twice
  const Native = window.WebSocket;
  const seen = window.__boardgames = {url: null, sent: [], received: []};
  window.WebSocket = function (url, protocols) {
    const socket = new Native(url, protocols);
    seen.url = url;
    const send = socket.send.bind(socket);
    socket.send = (data) => { seen.sent.push(data); send(data); };
    socket.addEventListener("message", (event) => {
      if (typeof event.data === "string") return;
      const bytes = new Uint8Array(event.data);
      let text = "";
      for (let i = 0; i < bytes.length; i += 8192)
        text += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
      seen.received.push(btoa(text));
    });
    return socket;
  };
  window.WebSocket.prototype = Native.prototype;
})();
"""
TAKE = """const s = window.__boardgames;
return s ? {url: s.url, sent: s.sent.splice(0), received: s.received.splice(0)} : null;"""


def find(names: tuple[str, ...]) -> str | None:
    return next((p for p in map(shutil.which, names) if p), None)


def missing_browser() -> str | None:
    """Why the browser test cannot run here, or None."""
    lost = [what for what, names in (("chromium", CHROMIUM), ("chromedriver", DRIVER))
            if not find(names)]
    if lost:
        return (f"{' and '.join(lost)} not found: install the Debian packages {PACKAGES} "
                f"(apt-get install -y {PACKAGES})")
    try:
        import pyte  # noqa: F401
        import selenium  # noqa: F401
    except ImportError as exc:
        return f"{exc.name} is not installed (pip install -e '.[dev]')"
    return None


def wait_for(what: str, check: Callable[[], object], timeout: float = WAIT):
    """Poll `check` until it returns something true; AssertionError naming `what` if not."""
    deadline = time.monotonic() + timeout
    while True:
        result = check()
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:.0f} s for {what}")
        time.sleep(POLL)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`boardgames serve --port PORT` on 127.0.0.1, in a process group of its own (its
    apps too); `stop` ends it, at the latest by killing the group."""

    def __init__(self, home: Path, port: int | None = None, *options: str):
        self.port = port or free_port()
        script = Path(sys.executable).with_name("boardgames")
        command = [str(script)] if script.exists() else [sys.executable, "-m",
                                                          "boardgames_tui.cli"]
        self.process = subprocess.Popen(
            [*command, "serve", "--host", "127.0.0.1", "--port", str(self.port), *options],
            env=dict(os.environ, BOARDGAMES_HOME=str(home)), stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            start_new_session=True)
        self.stopped: tuple[int, str, str] | None = None
        ready, _, _ = select.select([self.process.stdout], [], [], WAIT)
        self.first_line = self.process.stdout.readline() if ready else ""
        if not self.first_line.startswith("Serving"):
            status, out, err = self.stop(signal.SIGKILL)
            raise AssertionError(f"boardgames serve did not start (status {status}): "
                                 f"{out}{err}")
        # the address it printed, with the table's key: what a player opens
        self.url = self.first_line.split(" at ", 1)[1].split(": ", 1)[0]
        self.bare_url = f"http://127.0.0.1:{self.port}/"
        self.key = parse_qs(urlparse(self.url).query).get("key", [None])[0]

    def stop(self, signal_number: int) -> tuple[int, str, str]:
        """Send `signal_number` (once); the exit status and everything it printed."""
        if self.stopped is None:
            if self.process.poll() is None:
                self.process.send_signal(signal_number)
            try:
                out, err = self.process.communicate(timeout=WAIT)
            finally:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
            self.stopped = (self.process.returncode, self.first_line + out, err)
        return self.stopped


class Page:
    """One browser tab on the served app."""

    def __init__(self, driver, url: str):
        import pyte

        self.driver = driver
        self.cols, self.rows = 0, 0
        self.screen = pyte.Screen(1, 1)
        self.stream = pyte.ByteStream(self.screen)
        # for this tab's next pages (a script added to one tab is not run in another)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
        driver.get(url)
        wait_for("the page to connect to its app", lambda: self._take() and self.cols)
        self.canvas = driver.find_element("css selector", ".xterm-screen")

    def _take(self) -> bool:
        seen = self.driver.execute_script(TAKE)
        if not seen or not seen["url"]:
            return False
        if not self.cols:
            query = parse_qs(urlparse(seen["url"]).query)
            self._resize(int(query["width"][0]), int(query["height"][0]))
        for message in map(json.loads, seen["sent"]):
            if message[0] == "resize":
                self._resize(message[1]["width"], message[1]["height"])
        for chunk in seen["received"]:
            self.stream.feed(base64.b64decode(chunk))
        return True

    def _resize(self, cols: int, rows: int) -> None:
        if (cols, rows) != (self.cols, self.rows):
            self.cols, self.rows = cols, rows
            self.screen.resize(rows, cols)

    def text(self) -> str:
        self._take()
        return "\n".join(self.screen.display)

    def wait_text(self, *words: str, timeout: float = WAIT) -> str:
        """The page's text once every one of `words` is on it."""
        deadline = time.monotonic() + timeout
        while True:
            text = self.text()
            if all(word in text for word in words):
                return text
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {timeout:.0f} s for {words} on the page; "
                                     f"it shows:\n{text}")
            time.sleep(POLL)

    def find(self, word: str, under: str = "", timeout: float = WAIT) -> tuple[int, int]:
        """The column and row where `word` first shows (below the first line showing
        `under`, when given), once it does."""
        self.wait_text(word, under, timeout=timeout)
        lines = self.screen.display
        start = next(row for row, line in enumerate(lines) if under in line)
        for row, line in enumerate(lines[start:], start):
            if word in line and (row > start or not under):
                return line.index(word), row
        raise AssertionError(f"{word!r} is not on one line under {under!r}:\n{self.text()}")

    def press(self, *keys: str) -> None:
        """Type keys into the terminal (Selenium key names: Keys.ENTER ...)."""
        box = self.driver.find_element("css selector", ".xterm-helper-textarea")
        for key in keys:
            box.send_keys(key)

    def _offset(self, col: int, row: int) -> tuple[int, int]:
        """From the canvas's centre (Selenium's origin) to the middle of a cell."""
        size = self.canvas.size
        width, height = size["width"] / self.cols, size["height"] / self.rows
        return (round((col + 0.5) * width - size["width"] / 2),
                round((row + 0.5) * height - size["height"] / 2))

    def click(self, col: int, row: int) -> None:
        from selenium.webdriver import ActionChains

        dx, dy = self._offset(col, row)
        ActionChains(self.driver).move_to_element_with_offset(self.canvas, dx, dy).click()\
            .perform()

    def tap(self, col: int, row: int) -> None:
        """A finger's tap: a touch that starts and ends on the cell (the browser makes
        the mouse events of a tap from it, as a tablet's does)."""
        box = self.canvas.rect
        dx, dy = self._offset(col, row)
        point = {"x": box["x"] + box["width"] / 2 + dx, "y": box["y"] + box["height"] / 2 + dy}
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                                    {"type": "touchStart", "touchPoints": [point]})
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                                    {"type": "touchEnd", "touchPoints": []})


def chromium(width: int = 1024, height: int = 768):
    """Headless Chromium with the system's browser and driver, a tablet's size (1024×768
    pixels: 113×42 characters)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = find(CHROMIUM)
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", f"--window-size={width},{height}"):
        options.add_argument(argument)
    return webdriver.Chrome(options=options, service=Service(find(DRIVER)))
