"""Knowledge bases with real parts: real files (Markdown, code, a PDF, a DOCX, HTML), the real indexing
child process, the shipped embedding model, a model fetched from a local HTTP server, and an
OpenAI-compatible embeddings endpoint answered by a local server through the real SDK."""

from __future__ import annotations

import asyncio
import hashlib
import http.server
import json
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import pytest

from desktop_agent.config.paths import AppPaths
from desktop_agent.core.knowledge import KnowledgeService
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.knowledge import FileStatus
from desktop_agent.knowledge.embedders import (
    DownloadError,
    EmbedderConfig,
    HashedNgramEmbedder,
    ModelFile,
    StaticModelEmbedder,
    fetch_model,
)
from desktop_agent.knowledge.indexer import mark_crashed
from desktop_agent.knowledge.search import identifiers
from desktop_agent.knowledge.store import KnowledgeStore
from desktop_agent.tools.base import ToolContext
from desktop_agent.tools.knowledge import SearchKnowledgeTool
from tests.unit.test_attachment_files import _pdf


def _docx(paragraphs: list[tuple[str, str]]) -> bytes:
    """A minimal DOCX: (style, text) paragraphs in word/document.xml."""
    w = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    body = "".join(
        f'<w:p><w:pPr><w:pStyle w:val="{style}"/></w:pPr><w:r><w:t>{text}</w:t></w:r></w:p>'
        for style, text in paragraphs
    )
    import io

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types/>')
        z.writestr(
            "word/document.xml",
            f'<?xml version="1.0"?><w:document xmlns:w="{w}"><w:body>{body}</w:body></w:document>',
        )
    return out.getvalue()


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    root = tmp_path / "docs"
    (root / "sub").mkdir(parents=True)
    (root / "guide.md").write_text(
        "# Pump manual\nThe pump moves water.\n\n## Troubleshooting\n"
        "Error ERR-4012 means the valve is stuck.\n"
        "Close the valve and restart.\n",
        encoding="utf-8",
    )
    (root / "sub" / "config.py").write_text(
        "def parse_config(path):\n    return open(path).read()\n", encoding="utf-8"
    )
    (root / "manual.pdf").write_bytes(_pdf(["Cover page", "Part number XJ-9000 fits the housing."]))
    (root / "notes.docx").write_bytes(
        _docx([("Heading1", "Meeting"), ("Normal", "We chose the blue widget.")])
    )
    (root / "page.html").write_text(
        "<html><title>Intro</title><script>var x=1</script><p>Hello garden</p></html>"
    )
    (root / "broken.pdf").write_bytes(b"%PDF-1.4 this is not a pdf at all")
    (root / "cjk.txt").write_text("数据库连接失败时请重启服务\n", encoding="utf-8")
    (root / "image.png").write_bytes(b"\x89PNG\r\n")
    (root / ".env").write_text("API_KEY=sk-secret\n")
    (root / "id_rsa").write_text("PRIVATE\n")
    (root / ".gitignore").write_text("ignored.txt\nbuild/\n")
    (root / "ignored.txt").write_text("never indexed\n")
    for folder in ("node_modules", ".git", "build", "env"):
        (root / folder).mkdir()
        (root / folder / "x.txt").write_text("never indexed\n")
    (root / "env" / "pyvenv.cfg").write_text("home = /usr\n")
    return root


@pytest.fixture
def service(tmp_path: Path) -> Iterator[KnowledgeService]:
    data = tmp_path / "data"
    kb = KnowledgeService(AppPaths(data, data, data / "logs"))
    yield kb
    kb.close()


def test_indexes_every_kind_keeps_secrets_out_and_says_why(docs: Path, service: KnowledgeService) -> None:
    service.create("docs")
    service.add("docs", [docs])
    report = service.sync("docs")
    states = {Path(f.path).relative_to(docs).as_posix(): f for f in service.files("docs")}
    assert {p for p, f in states.items() if f.status == FileStatus.INDEXED} == {
        "guide.md",
        "sub/config.py",
        "manual.pdf",
        "notes.docx",
        "page.html",
        "cjk.txt",
    }
    assert states["broken.pdf"].status == FileStatus.FAILED and "PDF" in states["broken.pdf"].reason
    assert states["image.png"].status == FileStatus.SKIPPED and ".png" in states["image.png"].reason
    assert not any(
        p.startswith(("node_modules", ".git/", "build", "env")) or p in (".env", "id_rsa", "ignored.txt")
        for p in states
    )
    assert report.failed == 1 and report.indexed == 6
    assert (service.folder / "docs.sqlite3").is_file()

    pdf = service.search("docs", "XJ-9000 housing")[0]
    assert (pdf.path.endswith("manual.pdf"), pdf.page, pdf.exact) == (True, 2, True)
    word = service.search("docs", "blue widget")[0]
    assert word.path.endswith("notes.docx") and word.heading == "Meeting"
    md = service.search("docs", "what does ERR-4012 mean?")[0]
    assert (md.heading, md.line_start, md.line_end, md.exact) == ("Troubleshooting", 4, 6, True)
    assert service.search("docs", "parse_config")[0].path.endswith("config.py")
    assert service.search("docs", "连接失败")[0].path.endswith("cjk.txt")
    assert (
        "garden" in service.search("docs", "garden")[0].text
        and "var x" not in service.search("docs", "garden")[0].text
    )


def test_an_edit_re_embeds_only_changed_chunks_and_a_deleted_file_leaves(
    docs: Path, service: KnowledgeService
) -> None:
    long = docs / "long.md"
    long.write_text("".join(f"## Part {i}\n" + f"Paragraph {i} about topic {i}.\n" * 5 for i in range(10)))
    service.create("docs")
    service.add("docs", [docs])
    first = service.sync("docs")
    again = service.sync("docs")
    assert again.indexed == 0 and again.unchanged == first.indexed + first.failed
    long.write_text(long.read_text().replace("Paragraph 3 about", "Paragraph 3 now about"))
    edited = service.sync("docs")
    assert (edited.indexed, edited.chunks_embedded, edited.chunks_reused) == (1, 1, 9)
    long.unlink()
    assert service.sync("docs").removed == 1
    assert not any(p.path.endswith("long.md") for p in service.search("docs", "Paragraph 3 topic", top=20))


def test_exact_identifiers_come_first(tmp_path: Path, service: KnowledgeService) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(40):
        (folder / f"doc{i}.txt").write_text(f"The valve error happens when the valve is stuck, case {i}.\n")
    (folder / "codes.txt").write_text("Codes: QZ-7731 is a rare pressure fault.\n")
    service.create("many")
    service.add("many", [folder])
    service.sync("many")
    top = service.search("many", "valve error QZ-7731 stuck", top=3)
    assert top[0].path.endswith("codes.txt") and top[0].exact
    assert identifiers("see ERR-4012, parse_config, getUserName and os.path.join but not plain words") == [
        "ERR-4012",
        "parse_config",
        "getUserName",
        "os.path.join",
    ]


def test_names_and_sources_are_checked(tmp_path: Path, service: KnowledgeService) -> None:
    with pytest.raises(UserFacingError):
        service.create("../evil")
    service.create("a")
    with pytest.raises(UserFacingError):
        service.create("a")
    with pytest.raises(UserFacingError):
        service.add("a", [tmp_path / "missing"])
    with pytest.raises(UserFacingError):
        service.add("a", [tmp_path])  # holds the app's own data folder
    with pytest.raises(UserFacingError):
        service.search("nope", "x")
    service.delete("a")
    assert service.names() == []


def test_a_file_that_crashed_the_child_is_marked_failed(tmp_path: Path) -> None:
    store = KnowledgeStore(tmp_path / "b.sqlite3")
    store.mark("/x/evil.pdf", "working")
    assert mark_crashed(store, -11) == ["/x/evil.pdf"]
    [state] = store.file_states()
    assert state.status == FileStatus.FAILED and "exit code -11" in state.reason
    store.close()


def test_the_tool_gives_passages_with_ids(docs: Path, service: KnowledgeService) -> None:
    service.create("docs")
    service.add("docs", [docs])
    service.sync("docs")
    tool = SearchKnowledgeTool(["docs"], service.search_bases)
    assert not tool.spec.side_effects

    async def ask() -> str:
        return (
            await tool.run(tool.validate({"query": "ERR-4012"}), ToolContext(docs, "c1", _no_ask))
        ).content

    out = asyncio.run(ask())
    assert out.startswith('<passage id="kb:docs#') and "ERR-4012" in out.split("</passage>")[0]
    assert "guide.md, lines 4-6" in out


async def _no_ask(question: str, options: Any) -> str:
    return ""


# ---- embedders ----


class _Files(http.server.BaseHTTPRequestHandler):
    files: ClassVar[dict[str, bytes]] = {}
    embeddings: ClassVar[list[dict[str, Any]]] = []

    def do_GET(self) -> None:
        body = self.files.get(self.path)
        self.send_response(200 if body is not None else 404)
        self.send_header("Content-Length", str(len(body or b"")))
        self.end_headers()
        self.wfile.write(body or b"")

    def do_POST(self) -> None:
        request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.embeddings.append(request)
        data = [
            {"object": "embedding", "index": i, "embedding": [float(len(t)), 1.0, 0.0]}
            for i, t in enumerate(request["input"])
        ]
        body = json.dumps(
            {
                "object": "list",
                "data": data,
                "model": request["model"],
                "usage": {"prompt_tokens": 1, "total_tokens": 1},
            }
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        return None


@pytest.fixture
def server() -> Iterator[str]:
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Files)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def _static_model(folder: Path) -> tuple[bytes, bytes]:
    """A tiny static model: a word-level tokenizer and a matrix whose rows make two words alike."""
    from safetensors.numpy import save
    from tokenizers import Tokenizer, models, pre_tokenizers

    tokenizer = Tokenizer(models.WordLevel({"[UNK]": 0, "cat": 1, "kitten": 2, "car": 3}, unk_token="[UNK]"))
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    folder.mkdir(exist_ok=True)
    tokenizer.save(str(folder / "t.json"))
    matrix = np.array([[0, 0, 0], [1, 0.1, 0], [0.9, 0.2, 0], [0, 0, 1]], dtype=np.float32)
    return save({"embeddings": matrix}), (folder / "t.json").read_bytes()


def test_a_model_is_fetched_with_progress_and_its_sha256_checked(tmp_path: Path, server: str) -> None:
    weights, tokenizer = _static_model(tmp_path / "made")
    _Files.files = {"/m/model.safetensors": weights, "/m/tokenizer.json": tokenizer}
    wanted = [
        ModelFile(name, f"{server}/m/{name}", hashlib.sha256(body).hexdigest())
        for name, body in (("model.safetensors", weights), ("tokenizer.json", tokenizer))
    ]
    seen: list[tuple[int, int | None]] = []
    folder = fetch_model(wanted, tmp_path / "models" / "tiny", lambda done, total: seen.append((done, total)))
    assert seen[-1] == (len(tokenizer), len(tokenizer))
    model = StaticModelEmbedder(folder / "model.safetensors", folder / "tokenizer.json", name="tiny")
    cat, kitten, car = model.embed(["cat", "kitten", "car"])
    assert cat @ kitten > 0.9 > cat @ car
    bad = [ModelFile("other.bin", f"{server}/m/tokenizer.json", "0" * 64)]
    with pytest.raises(DownloadError, match="SHA-256"):
        fetch_model(bad, tmp_path / "models" / "tiny")
    assert not (tmp_path / "models" / "tiny" / "other.bin").exists()


def test_openai_compatible_embeddings_through_the_sdk(server: str) -> None:
    from desktop_agent.knowledge.embedders import make_embedder

    embedder = make_embedder(
        EmbedderConfig("openai", model="nomic-embed", base_url=f"{server}/v1", api_key="k")
    )
    vectors = embedder.embed(["ab", "abcd"])
    assert vectors.shape == (2, 3) and np.allclose(np.linalg.norm(vectors, axis=1), 1)
    assert _Files.embeddings[-1]["model"] == "nomic-embed" and _Files.embeddings[-1]["input"] == [
        "ab",
        "abcd",
    ]
    assert "k" not in repr(EmbedderConfig("openai", api_key="sk-secret-value")).replace("kind", "")


def test_the_hashed_fallback_matches_spellings() -> None:
    a, b, c = HashedNgramEmbedder().embed(["configuration parser", "parse the configuration", "weather"])
    assert a @ b > a @ c
