"""Memory and size bounds of indexing, with real files: a PDF of 200 MB is read a page at a time (the
indexing child's own peak RSS, as it measured it, stays far below the file's size), files over their
kind's bound are listed as skipped with the reason, a DOCX whose text unzips beyond it fails in words, and
an indexing child that stops making progress (an embeddings endpoint that never answers) is stopped."""

from __future__ import annotations

import http.server
import threading
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.config.paths import AppPaths
from desktop_agent.core.knowledge import KnowledgeService
from desktop_agent.domain.knowledge import FileStatus
from desktop_agent.knowledge.embedders import EmbedderConfig
from desktop_agent.knowledge.indexer import PEAK_RSS, sync
from desktop_agent.knowledge.parsing import MAX_BYTES, MB
from desktop_agent.knowledge.store import KnowledgeStore

PAGES = 100
IMAGE_BYTES = 2 * MB


def _big_pdf(path: Path) -> None:
    """PAGES pages, each with a line of text and an uncompressed 2 MB image: written object by object."""
    offsets: list[int] = []
    with path.open("wb") as out:
        out.write(b"%PDF-1.4\n")

        def put(body: bytes) -> None:
            offsets.append(out.tell())
            out.write(f"{len(offsets)} 0 obj\n".encode() + body + b"\nendobj\n")

        kids = " ".join(f"{4 + 3 * i} 0 R" for i in range(PAGES))
        put(b"<< /Type /Catalog /Pages 2 0 R >>")
        put(f"<< /Type /Pages /Kids [{kids}] /Count {PAGES} >>".encode())
        put(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
        pixels = bytes(IMAGE_BYTES)
        side = int((IMAGE_BYTES // 3) ** 0.5)
        for i in range(PAGES):
            number = 4 + 3 * i
            put(
                f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {number + 1} 0 R "
                f"/Resources << /Font << /F1 3 0 R >> /XObject << /Im1 {number + 2} 0 R >> >> >>".encode()
            )
            content = f"q 100 0 0 100 0 0 cm /Im1 Do Q BT /F1 12 Tf 72 720 Td (Gauge reading {i}) Tj ET"
            put(f"<< /Length {len(content)} >>\nstream\n{content}\nendstream".encode())
            image = pixels[: side * side * 3]
            put(
                f"<< /Type /XObject /Subtype /Image /Width {side} /Height {side} /ColorSpace /DeviceRGB "
                f"/BitsPerComponent 8 /Length {len(image)} >>\nstream\n".encode()
                + image
                + b"\nendstream"
            )
        xref = out.tell()
        out.write(f"xref\n0 {len(offsets) + 1}\n0000000000 65535 f \n".encode())
        out.write("".join(f"{o:010d} 00000 n \n" for o in offsets).encode())
        out.write(f"trailer\n<< /Size {len(offsets) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())


@pytest.fixture
def service(tmp_path: Path) -> Iterator[KnowledgeService]:
    data = tmp_path / "data"
    kb = KnowledgeService(AppPaths(data, data, data / "logs"))
    yield kb
    kb.close()


def test_a_200_mb_pdf_is_read_a_page_at_a_time(tmp_path: Path, service: KnowledgeService) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    _big_pdf(docs / "scans.pdf")
    size_mb = (docs / "scans.pdf").stat().st_size / MB
    assert size_mb > 190
    service.create("b")
    service.add("b", [docs])
    report = service.sync("b")
    assert report.indexed == 1, service.files("b")
    found = service.search("b", "Gauge reading 77")
    assert found[0].page == 78
    store = KnowledgeStore(service.file("b"))
    peak_mb = int(store.meta(PEAK_RSS) or 0) / 1024
    store.close()
    # The child with numpy, the tokenizer and the model loaded peaks near 100 MB on small files; reading
    # the whole PDF at once would add the file's 200 MB.
    assert 0 < peak_mb < 160, f"the indexing child peaked at {peak_mb:.0f} MB on a {size_mb:.0f} MB PDF"


def test_files_over_their_bound_are_skipped_or_failed_with_the_reason(
    tmp_path: Path, service: KnowledgeService
) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    with (docs / "huge.log").open("wb") as f:
        f.truncate(MAX_BYTES["text"] + 1)  # sparse: no time, no disk
    with (docs / "page.html").open("wb") as f:
        f.truncate(MAX_BYTES["html"] + 1)
    with zipfile.ZipFile(docs / "bomb.docx", "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("word/document.xml", b"<w:document>" + b" " * (MAX_BYTES["docx"] + 1) + b"</w:document>")
    (docs / "fine.md").write_text("# Fine\nA normal note.\n")
    service.create("b")
    service.add("b", [docs])
    service.sync("b")
    states = {Path(f.path).name: f for f in service.files("b")}
    assert states["huge.log"].status == FileStatus.SKIPPED
    assert states["huge.log"].reason == "larger than 64 MB, the most a text file may be"
    assert states["page.html"].status == FileStatus.SKIPPED and "8 MB" in states["page.html"].reason
    assert states["bomb.docx"].status == FileStatus.FAILED and "unzipped" in states["bomb.docx"].reason
    assert states["fine.md"].status == FileStatus.INDEXED


class _Silent(http.server.BaseHTTPRequestHandler):
    """An embeddings endpoint that takes the request and never answers."""

    def do_POST(self) -> None:
        time.sleep(30)

    def log_message(self, format: str, *args: object) -> None:
        return None


def test_an_indexing_child_that_hangs_is_stopped_and_its_file_marked(tmp_path: Path) -> None:
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Silent)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "note.md").write_text("# Note\nSome words to embed.\n")
    db = tmp_path / "b.sqlite3"
    store = KnowledgeStore(db)
    store.add_source(str(docs))
    store.close()
    config = EmbedderConfig("openai", model="m", base_url=f"http://127.0.0.1:{httpd.server_address[1]}/v1")
    started = time.monotonic()
    try:
        report = sync(db, [], config, stall_s=2.0)
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert time.monotonic() - started < 20
    assert report.failed == 1
    store = KnowledgeStore(db)
    [state] = store.file_states()
    store.close()
    assert state.status == FileStatus.FAILED and "no progress for 2 s" in state.reason
