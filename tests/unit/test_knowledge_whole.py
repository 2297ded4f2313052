"""A short document found is given whole (what matched first, then its other passages in order), each passage
still citable; a long one only by the passages that matched."""

from __future__ import annotations

import asyncio
from pathlib import Path

from desktop_agent.core.knowledge import KnowledgeService
from tests.helpers.app_core import test_paths as paths_in

SHORT = (
    "# Pump\n\nThe pump code is QX-1001.\n\n# Valve\n\nThe valve opens at noon.\n\n# Tank\n\n"
    "The tank holds 40 l.\n"
)


def test_a_short_document_comes_whole_and_a_long_one_in_part(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "short.md").write_text(SHORT, encoding="utf-8")
    long_text = "".join(
        f"# Part {n}\n\n" + f"Filler sentence number {n} about nothing much. " * 30 + "\n\n"
        for n in range(40)
    )
    (docs / "long.md").write_text(long_text + "# Last\n\nThe boiler code is BX-2002.\n", encoding="utf-8")
    service = KnowledgeService(paths_in(tmp_path))
    service.create("plant")
    service.add("plant", [docs])
    service.sync("plant")

    found = asyncio.run(service.search_bases(["plant"], "QX-1001", top=1))
    assert [p.path.endswith("short.md") for p in found] == [True] * len(found) and len(found) >= 2
    assert "QX-1001" in found[0].text and found[0].exact and not any(p.exact for p in found[1:])
    rest = [p.chunk_id for p in found[1:]]
    assert rest == sorted(rest), "what matched first, then the rest in the document's order"
    assert "40 l" in found[-1].text, "to its end"
    assert len({p.cite for p in found}) == len(found), "each passage keeps its own id"

    part = asyncio.run(service.search_bases(["plant"], "BX-2002", top=1))
    assert len(part) == 1 and "BX-2002" in part[0].text, "a long document: the passage found"
    service.close()
