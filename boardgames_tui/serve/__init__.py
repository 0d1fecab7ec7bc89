"""`boardgames serve`: the app in a browser, through textual-serve (issue 19).

Only invited players (issue 34): `serve` makes a random key at start (or takes `--key`)
and prints the address with it; a browser without it is refused and starts nothing.
Only on this computer's own address may the key be left out, and only when asked
(`--no-key`). On another address a QR code of the address is printed too, for phones.

Every browser tab that opens the page gets its own `boardgames` process, started with
this process's environment (so `BOARDGAMES_HOME` and the platform data folder are the
terminal's): the same screens, keys and saves. Closing a tab ends its process; every
decision was saved when it was made, so the next page offers to resume the game.

textual-serve (in `server.py`) is imported only when serving, so the other commands start
as fast as before.
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import os
import secrets
import shlex
import sys

from ..engine.i18n import _, language

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
ANY_ADDRESS = ("0.0.0.0", "::", "")  # bind to every network address of this computer


class ServeError(Exception):
    """The server cannot start: one line saying why (the command line exits with 2)."""


def app_command(lang: str | None = None) -> str:
    """The shell command textual-serve runs for each browser tab: this Python, this app,
    and the `--lang` the server was started with (else each tab follows the environment
    and the language remembered on the game list, as the terminal does)."""
    return shlex.join([sys.executable, "-m", "boardgames_tui.cli",
                       *(["--lang", lang] if lang else [])])


def is_local(host: str) -> bool:
    """Whether only this computer can reach `host` (a loopback address or `localhost`)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def address(host: str, port: int, key: str | None = None) -> str:
    """The address to type into a browser (an IPv6 address goes in brackets), with the
    table's key."""
    base = f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"
    return f"{base}/?key={key}" if key else base


def new_key() -> str:
    """A random key (128 bits, letters, digits, - and _): nobody guesses it."""
    return secrets.token_urlsafe(16)


def check_key(key: str | None, no_key: bool, host: str) -> str | None:
    """The key to serve with: `key`, or a new one; None only with --no-key on this
    computer's own address (anyone on a network could otherwise open every save)."""
    if no_key:
        if key:
            raise ServeError(_("--key and --no-key exclude each other"))
        if not is_local(host):
            raise ServeError(_("--no-key is allowed only on this computer's own address "
                               "(127.0.0.1): on a network, everyone there could play and "
                               "delete the saved games"))
        return None
    if key is not None and (len(key) < 8 or not all(c.isalnum() or c in "-_" for c in key)):
        raise ServeError(_("--key must be at least 8 letters, digits, - or _"))
    return key or new_key()


def qr_lines(text: str) -> list[str]:
    """`text` as a QR code of block characters, for a phone's camera (two rows of the
    code per line of the terminal)."""
    import io

    import qrcode

    code = qrcode.QRCode(border=1)
    code.add_data(text)
    code.make(fit=True)
    out = io.StringIO()
    code.print_ascii(out=out, invert=True)
    return out.getvalue().rstrip("\n").splitlines()


def check_port(port: int) -> None:
    if not 1 <= port <= 65535:
        raise ServeError(
            _("--port must be a number from 1 to 65535, not {port}").format(port=port))


def announcement(host: str, port: int, data_folder: str, key: str | None = None,
                 network_address: str | None = None) -> list[str]:
    """What `boardgames serve` prints once it listens: where to go, and who else can."""
    if host in ANY_ADDRESS:
        lines = [
            _("Serving the board games on every network address of this computer, port "
              "{port}: on a tablet or TV, open {address} with ADDRESS this computer's "
              "address on your network (`hostname -I` prints it).").format(
                port=port, address=address("ADDRESS", port, key)),
        ]
    else:
        text = (_("Serving the board games at {address}: open it in a browser on this "
                  "computer.") if is_local(host)
                else _("Serving the board games at {address}: open it in a browser."))
        lines = [text.format(address=address(host, port, key))]
    if not is_local(host):
        if key:
            lines.append(_("Only who has this address with its key can play: share it only "
                           "with the people at your table."))
        shown = network_address or (None if host in ANY_ADDRESS else host)
        if shown:
            lines.append(_("On a phone, scan this code with the camera:"))
            lines += qr_lines(address(shown, port, key))
    elif key is None:
        lines.append(_("Without a key (--no-key): every program on this computer can open "
                       "the games."))
    lines += [
        _("Every browser tab is its own app, with the saves of `boardgames` (in "
          "{folder}).").format(folder=data_folder),
        _("Ctrl+C stops serving; every game is saved at every decision."),
    ]
    return lines


def network_address_of_this_computer() -> str | None:
    """This computer's address on its network, as a phone there would reach it (the
    address it would use to go out; no packet is sent), or None."""
    import socket

    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # a documentation address: only the route is looked up
        found = s.getsockname()[0]
        if found and not ipaddress.ip_address(found).is_loopback:
            return found
    return None


def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, lang: str | None = None,
          key: str | None = None, no_key: bool = False, max_tabs: int = 8) -> int:
    """Serve the app until Ctrl+C (or SIGTERM); 0 then. ServeError if it cannot listen."""
    check_port(port)
    if max_tabs < 1:
        raise ServeError(_("--max-tabs must be 1 or more, not {count}").format(count=max_tabs))
    key = check_key(key, no_key, host)
    import errno

    from aiohttp import web

    from ..engine.saves import data_dir
    from .server import BoardGamesServer

    def announce(*_aiohttp_lines) -> None:
        """Called by aiohttp once the port is open (in place of its own lines)."""
        network = network_address_of_this_computer() if host in ANY_ADDRESS else None
        for line in announcement(host, port, str(data_dir()), key, network):
            print(line, flush=True)

    server = BoardGamesServer(app_command(lang), host, port, key, max_tabs, language())
    # Problems only (an app that fails to start), not one line per request.
    logging.basicConfig(level=logging.WARNING, format="boardgames serve: %(message)s")
    try:
        web.run_app(server.application(), host=host, port=port, access_log=None,
                    print=announce, handle_signals=True)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise ServeError(
                _("port {port} is in use on {host} (by another program, or a "
                  "`boardgames serve` already running); choose another with --port").format(
                    port=port, host=host)) from None
        reason = os.strerror(exc.errno) if exc.errno else str(exc)
        raise ServeError(_("cannot serve on {host} port {port}: {reason}").format(
            host=host, port=port, reason=reason)) from None
    print(_("boardgames: stopped serving; every game is saved (the game list resumes it)."),
          file=sys.stderr)
    return 0
