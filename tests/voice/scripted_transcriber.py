"""A scripted OpenAI-compatible transcription server on 127.0.0.1 (the standard library's, in a thread):
it parses each multipart request it is sent and answers as scripted."""

from __future__ import annotations

import contextlib
import email.parser
import email.policy
import http.server
import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass
class Request:
    path: str
    headers: dict[str, str]
    fields: dict[str, str]
    file: bytes
    file_type: str


@dataclass
class ScriptedTranscriber:
    """Answers each POST with `status` and `body` (after `delay_s`), and keeps what it was sent."""

    status: int = 200
    body: str = json.dumps({"text": " Hello there. "})
    delay_s: float = 0.0
    requests: list[Request] = field(default_factory=list)
    url: str = ""


def _handler(script: ScriptedTranscriber) -> type[http.server.BaseHTTPRequestHandler]:
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers["Content-Length"]))
            head = f"Content-Type: {self.headers['Content-Type']}\r\n\r\n".encode()
            message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + body)
            fields: dict[str, str] = {}
            file, file_type = b"", ""
            for part in message.iter_parts():
                name = str(part.get_param("name", header="content-disposition"))
                payload = part.get_payload(decode=True)
                assert isinstance(payload, bytes)
                if part.get_filename():
                    file, file_type = payload, part.get_content_type()
                else:
                    fields[name] = payload.decode()
            script.requests.append(Request(self.path, dict(self.headers), fields, file, file_type))
            time.sleep(script.delay_s)
            data = script.body.encode()
            self.send_response(script.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: object) -> None:
            pass

    return Handler


@contextlib.contextmanager
def serve() -> Iterator[ScriptedTranscriber]:
    """A scripted transcriber listening on 127.0.0.1 while the block runs."""
    script = ScriptedTranscriber()
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _handler(script))
    httpd.daemon_threads = False  # closing waits for each answer: no socket left open
    httpd.block_on_close = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    script.url = f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    yield script
    httpd.shutdown()
    httpd.server_close()
    thread.join(5)
