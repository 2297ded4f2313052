"""Every text and background the window pairs, in light and dark, reads at WCAG AA: 4.5:1 for text, 3:1 for
large text, icons and the edges of controls."""

from __future__ import annotations

import pytest

from desktop_agent.ui.theme import LARGE, PAIRS, TEXT, TOKENS, contrast_ratio


@pytest.mark.parametrize("shade", ["light", "dark"])
def test_every_text_reads_on_its_background(shade: str) -> None:
    colors = TOKENS[shade]  # type: ignore[index]
    too_faint = {
        f"{fore} on {back}": round(contrast_ratio(colors[fore], colors[back]), 2)
        for fore, back, least in PAIRS
        if contrast_ratio(colors[fore], colors[back]) < least
    }
    assert too_faint == {}


def test_both_themes_name_the_same_colours_and_every_pair_is_of_them() -> None:
    assert TOKENS["light"].keys() == TOKENS["dark"].keys()
    assert {name for fore, back, _ in PAIRS for name in (fore, back)} <= TOKENS["light"].keys()
    assert all(least in (TEXT, LARGE) for _, _, least in PAIRS)
    for name in ("text_secondary", "accent", "on_accent", "error_text", "tooltip", "tooltip_text"):
        assert name in TOKENS["light"], f"{name}: a colour the window paints text with or behind"


def test_the_ratio_is_wcags() -> None:
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#ffffff", "#ffffff") == pytest.approx(1.0)
    assert contrast_ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)
