"""The forwarder that starts a sandboxed command whose network goes through the app's proxy.

It runs inside the sandbox's own network namespace, as ``python3 -I -S -c <this file's text> SOCKET
PROGRAM [ARGS...]``: it listens on 127.0.0.1 (a free port of the namespace's own loopback), sets the proxy
variables (``HTTP_PROXY``, ``HTTPS_PROXY``, ``ALL_PROXY`` and their lower-case forms, ``NO_PROXY`` for the
namespace's loopback) to that address, leaves a child relaying each connection to the proxy's Unix socket
``SOCKET`` (bound into the sandbox), and becomes the command (``exec``), so the command's exit status and
signals are the sandbox's. The relay ends with the command: the sandbox's PID namespace goes with it.

Only the standard library, nothing imported from the app: the text is run by whatever ``python3`` the
sandbox shows (the app itself may be frozen). It is passed as text, never as a file path, for the same
reason.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sys
import threading

PROXY_VARIABLES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy")
LOCAL = "localhost,127.0.0.1,::1"
CHUNK = 65536


def _copy(source: socket.socket, target: socket.socket) -> None:
    try:
        while data := source.recv(CHUNK):
            target.sendall(data)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            target.shutdown(socket.SHUT_WR)


def _relay(client: socket.socket, path: str) -> None:
    upstream = socket.socket(socket.AF_UNIX)
    try:
        upstream.connect(path)
    except OSError:
        client.close()
        upstream.close()
        return
    back = threading.Thread(target=_copy, args=(upstream, client), daemon=True)
    back.start()
    _copy(client, upstream)
    back.join()
    client.close()
    upstream.close()


def _serve(listener: socket.socket, path: str) -> None:
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # the command's output pipe is not held open by the relay
        os.dup2(null, fd)
    while True:
        client, _ = listener.accept()
        threading.Thread(target=_relay, args=(client, path), daemon=True).start()


def main(argv: list[str]) -> None:
    path, command = argv[0], argv[1:]
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    address = f"http://127.0.0.1:{listener.getsockname()[1]}"
    for name in PROXY_VARIABLES:
        os.environ[name] = address
    os.environ["NO_PROXY"] = os.environ["no_proxy"] = LOCAL
    if os.fork() == 0:
        try:
            _serve(listener, path)
        finally:
            os._exit(0)
    listener.close()
    try:
        os.execvp(command[0], command)
    except OSError as exc:
        sys.stderr.write(f"{command[0]}: {exc.strerror}\n")
        os._exit(127 if isinstance(exc, FileNotFoundError) else 126)


if __name__ == "__main__":
    main(sys.argv[1:])
