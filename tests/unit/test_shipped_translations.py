"""Every shipped language says every string of the window: a string missing, unfinished, or with its
placeholders changed fails here (run `pyside6-lupdate` for the template after adding strings)."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"
SHIPPED = ("zh_CN", "ja", "ko", "de", "es", "fr")
PLURAL_FORMS = {"zh_CN": 1, "ja": 1, "ko": 1, "de": 2, "es": 2, "fr": 2}
"""How many plural forms Qt expects for the language (its numerus rules)."""
_PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%\d")
_TAG = re.compile(r"</?[a-zA-Z][^>]*>")


def messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(path).getroot()
    found: dict[tuple[str, str], ET.Element] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message
    return found


def check(language: str) -> list[str]:
    """What is wrong with the language's translation, one line each (empty: nothing)."""
    template = messages(FOLDER / "desktop_agent.ts")
    path = FOLDER / f"desktop_agent_{language}.ts"
    if not path.exists():
        return [f"{path.name} is missing"]
    shipped = messages(path)
    problems: list[str] = []
    for key in template:
        message = shipped.get(key)
        if message is None:
            problems.append(f"missing: {key}")
            continue
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{translation.get('type')}: {key}")
            continue
        forms = [f.text or "" for f in translation.iter("numerusform")] if message.get("numerus") else []
        texts = forms or [translation.text or ""]
        if message.get("numerus") and len(forms) != PLURAL_FORMS[language]:
            problems.append(f"{len(forms)} plural forms, not {PLURAL_FORMS[language]}: {key}")
        source = key[1]
        for text in texts:
            if not text.strip():
                problems.append(f"empty: {key}")
            if sorted(set(_PLACEHOLDER.findall(text)) - {"%n"}) != sorted(
                set(_PLACEHOLDER.findall(source)) - {"%n"}
            ):
                problems.append(f"placeholders differ: {key} -> {text!r}")
            if sorted(_TAG.findall(text)) != sorted(_TAG.findall(source)):
                problems.append(f"markup differs: {key} -> {text!r}")
            if text.replace("&&", "").count("&") > 1:
                problems.append(f"more than one shortcut (&): {key} -> {text!r}")
    return problems


@pytest.mark.parametrize("language", SHIPPED)
def test_a_shipped_language_has_every_string(language: str) -> None:
    problems = check(language)
    assert not problems, f"{len(problems)} problems in {language}:\n" + "\n".join(problems[:40])


def translatable_sources() -> list[Path]:
    """The files lupdate reads for the template: the window's, and every module marking errors for it."""
    package = FOLDER.parents[1] / "desktop_agent"
    window = sorted((package / "ui").glob("*.py")) + sorted((package / "ui" / "presenters").glob("*.py"))
    marked = [
        p
        for p in sorted(package.rglob("*.py"))
        if "ui" not in p.relative_to(package).parts[:1] and "QT_TRANSLATE_NOOP(" in p.read_text("utf-8")
    ]
    return window + marked


def test_the_template_has_every_string_of_the_code(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    fresh = tmp_path / "fresh.ts"
    sources = [str(p) for p in translatable_sources()]
    subprocess.run([str(lupdate), *sources, "-silent", "-ts", str(fresh)], check=True, timeout=120)
    missing = sorted(set(messages(fresh)) - set(messages(FOLDER / "desktop_agent.ts")))
    assert not missing, (
        f"{len(missing)} strings are not in desktop_agent.ts; update it with: make translations-template\n"
        + "\n".join(map(str, missing[:20]))
    )
