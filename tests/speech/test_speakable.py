"""What of an answer is read aloud: realistic Markdown answers turned into sentences and chunks."""

from __future__ import annotations

from desktop_agent.voice.speakable import SpokenWords, speakable, speakable_chunks, speakable_text, url_host

INSTALL_ANSWER = """\
## Installing the project 🚀

To get started, **clone the repository** and create a *virtual environment*[1]. See the
[official guide](https://docs.python.org/3/library/venv.html) for details, or https://www.example.com/docs/setup?x=1.

1. Create the environment:
   ```bash
   python -m venv .venv
   source .venv/bin/activate
   ```
2. Install the dependencies with `pip install -r requirements.txt`.
   - On Windows, use `.venv\\Scripts\\activate` instead.
   - [x] Done ✅
3. Run the tests.

> **Note:** the tests need Python 3.11 or newer.

---

That's it! 🎉
"""


def test_a_realistic_answer_reads_as_sentences() -> None:
    assert speakable_text(INSTALL_ANSWER, "en").split("\n") == [
        "Installing the project.",
        "To get started, clone the repository and create a virtual environment. See the official guide for "
        "details, or example.com.",
        "1, Create the environment:",
        "(code block in shell)",
        "2, Install the dependencies with pip install -r requirements.txt.",
        "On Windows, use .venv\\Scripts\\activate instead.",
        "Done.",
        "3, Run the tests.",
        "Note: the tests need Python 3.11 or newer.",
        "That's it!",
    ]


def test_code_is_never_spelled_out() -> None:
    answer = (
        "Here is the function:\n\n```python\ndef add(a, b):\n    return a + b\n```\n\n"
        "And some output:\n\n```\n$ ls\nfoo bar\n```\n\nUnclosed:\n\n~~~ts\nconst x = 1;\n"
    )
    text = speakable_text(answer)
    assert "def" not in text and "return" not in text and "const" not in text and "ls" not in text
    assert text.split("\n") == [
        "Here is the function:",
        "(code block in Python)",
        "And some output:",
        "(code block)",
        "Unclosed:",
        "(code block in TypeScript)",
    ]


def test_long_inline_code_is_replaced_short_code_kept_as_is() -> None:
    text = speakable_text("Call `os.path.join` or `" + "x" * 60 + "`, not `__init__`.")
    assert text == "Call os.path.join or (code), not __init__."


def test_a_table_is_counted_not_read() -> None:
    answer = """\
Here is a comparison:

| Language | Typing  | Speed |
|----------|:-------:|------:|
| Python   | dynamic | slow  |
| Rust     | static  | fast  |
| Go       | static  | fast  |

Pick **Rust** for speed.
"""
    assert speakable_text(answer).split("\n") == [
        "Here is a comparison:",
        "(a table with 3 rows)",
        "Pick Rust for speed.",
    ]
    one = "| a | b |\n|---|---|\n| 1 | 2 |"
    assert speakable_text(one) == "(a table with one row)"


def test_math_inline_and_display_is_a_formula_and_dollars_stay() -> None:
    answer = """\
The mass-energy relation is $E = mc^2$, and the integral \\(\\int_0^1 x\\,dx\\) is easy:

$$
\\int_0^1 x\\,dx = \\frac{1}{2}
$$

\\[ a^2 + b^2 = c^2 \\]

It costs $5 and $10 a month.
"""
    assert speakable_text(answer).split("\n") == [
        "The mass-energy relation is (formula), and the integral (formula) is easy:",
        "(formula)",
        "(formula)",
        "It costs $5 and $10 a month.",
    ]


def test_nested_lists_and_emphasis() -> None:
    answer = """\
* **Fruits**
  * _Apples_ — crisp
  * ***Pears***
    1) ripe
    2) unripe
+ Vegetables ~~(none)~~
"""
    assert speakable_text(answer).split("\n") == [
        "Fruits.",
        "Apples — crisp.",
        "Pears.",
        "1, ripe.",
        "2, unripe.",
        "Vegetables.",
    ]


def test_snake_case_and_arithmetic_are_not_emphasis() -> None:
    assert speakable_text("Set max_retry_count to 2*3*4.") == "Set max_retry_count to 2*3*4."


def test_citations_are_dropped() -> None:
    answer = (
        "Rust is memory safe [1][2, 3]. It was announced in 2010 [kb:docs#12] [web:1a2b3c4d].\n"
        "See the footnote[^note].\n\n[^note]: Mozilla sponsored it.\n\n[guide]: https://example.com"
    )
    assert speakable_text(answer).split("\n") == [
        "Rust is memory safe. It was announced in 2010. See the footnote.",
        "Mozilla sponsored it.",
    ]


def test_html_tags_comments_and_entities() -> None:
    answer = "Press <kbd>Ctrl</kbd>+<kbd>C</kbd> &amp; wait.<br>Done <!-- hidden --> <b>now</b>."
    assert speakable_text(answer) == "Press Ctrl+C & wait. Done now."
    assert speakable_text("If a < b and b > c then a < c.") == "If a < b and b > c then a < c."


def test_links_and_urls() -> None:
    text = speakable_text(
        'Read [the docs](https://example.com/a "Title"), ![a cat on a mat](cat.png), ![](x.png), '
        "<https://www.python.org/downloads/> and see www.rust-lang.org/learn."
    )
    assert text == "Read the docs, a cat on a mat, (image), python.org and see rust-lang.org."
    assert url_host("https://user@www.Example.com:8080/x") == "example.com"
    assert url_host("not a url") == "not a url"


def test_cjk_answer() -> None:
    answer = """\
# 深度学习简介

深度学习是机器学习的一个分支【1】。它使用**多层神经网络**！
这是第二行，没有句号

- 第一点
- 第二点：`numpy`
"""
    text = speakable_text(answer, "zh_CN")
    assert text.split("\n") == [
        "深度学习简介。",
        "深度学习是机器学习的一个分支。它使用多层神经网络！这是第二行，没有句号。",
        "第一点。",
        "第二点：numpy。",
    ]
    assert speakable_chunks("深度学习是机器学习的一个分支。它使用多层神经网络！", limit=300) == [
        "深度学习是机器学习的一个分支。它使用多层神经网络！"
    ]
    assert speakable_chunks("一二三四五。六七八九十。", limit=6) == ["一二三四五。", "六七八九十。"]


def test_emoji_are_dropped_symbols_and_digits_kept() -> None:
    text = speakable_text("Great job 👍🏽! Flags 🇫🇷, family 👨‍👩‍👧, keycap 1️⃣ and © 2024 ™ ✅ ❤️ done.")
    assert text == "Great job! Flags, family, keycap 1 and © 2024 ™ done."


def test_headings_setext_and_rules() -> None:
    answer = "Title\n=====\n\nSubtitle\n--------\nText under it\n\n***\n\n### Closed heading ###\n"
    assert speakable_text(answer).split("\n") == ["Title.", "Subtitle.", "Text under it.", "Closed heading."]


def test_control_characters_never_reach_the_voice() -> None:
    assert speakable_text("Null\x00byte and\x1b[31m escape.") == "Null byte and [31m escape."


def test_words_are_the_windows_own() -> None:
    french = SpokenWords(
        code_block="(bloc de code)",
        code_block_in="(bloc de code en {language})",
        table="(un tableau de {rows} lignes)",
        formula="(formule)",
    )
    answer = "Voici :\n\n```py\nx = 1\n```\n\n| a |\n|---|\n| 1 |\n| 2 |\n\nSoit $x$."
    assert speakable_text(answer, "fr", french).split("\n") == [
        "Voici :",
        "(bloc de code en Python)",
        "(un tableau de 2 lignes)",
        "Soit (formule).",
    ]


def test_chunks_are_sentences_within_the_limit() -> None:
    sentence = "This is a sentence of moderate length that says something useful."
    text = " ".join([sentence] * 12)
    chunks = speakable_chunks(text)
    assert all(len(chunk) <= 300 for chunk in chunks)
    assert " ".join(chunks) == text
    assert all(chunk.endswith(".") for chunk in chunks)
    assert len(chunks) == 3


def test_a_long_sentence_is_cut_at_a_comma_or_space() -> None:
    long = ", ".join(f"item number {n}" for n in range(60)) + "."
    chunks = speakable_chunks(long, limit=100)
    assert all(len(chunk) <= 100 for chunk in chunks)
    assert " ".join(chunks) == long
    assert all(chunk.endswith(",") for chunk in chunks[:-1])
    nospace = "x" * 250
    assert speakable_chunks(nospace, limit=100) == ["x" * 100, "x" * 100, "x" * 50]


def test_paragraphs_start_new_chunks_and_nothing_is_empty() -> None:
    assert speakable("# Hi\n\nShort one. Short two.\n\n```\ncode\n```\n") == [
        "Hi.",
        "Short one. Short two.",
        "(code block)",
    ]
    assert speakable("") == []
    assert speakable("```\nonly code\n```") == ["(code block)"]
    assert speakable("  \n\n---\n") == []
