"""Screenshots of what MCP servers ask of the person: a form made from a server's schema, and a request
for the model, in the light theme.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python docs/mcp_screenshots.py

Writes docs/screenshots/mcp-elicitation.png and docs/screenshots/mcp-sampling.png.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication, QDialog, QLineEdit

from desktop_agent.core.mcp_asker import SamplingReview
from desktop_agent.tools.mcp.elicitation import parse_form
from desktop_agent.tools.mcp.sampling import ModelPreferences, SamplingMessage, SamplingPart, SamplingRequest
from desktop_agent.ui.elicitation_dialog import ElicitationDialog
from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.resources import app_icon
from desktop_agent.ui.sampling_dialog import SamplingDialog
from desktop_agent.ui.theme import apply_theme

OUT = Path(__file__).resolve().parent / "screenshots"

BOOKING = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "title": "Name on the booking", "minLength": 2, "default": "Ada Lovelace"},
        "email": {
            "type": "string",
            "title": "Email",
            "format": "email",
            "description": "The confirmation is sent here.",
        },
        "date": {"type": "string", "title": "Date", "format": "date", "default": "2026-03-14"},
        "guests": {"type": "integer", "title": "Guests", "minimum": 1, "maximum": 8, "default": 2},
        "seating": {
            "type": "string",
            "title": "Seating",
            "oneOf": [
                {"const": "inside", "title": "Inside"},
                {"const": "terrace", "title": "Terrace"},
                {"const": "bar", "title": "At the bar"},
            ],
            "default": "terrace",
        },
        "needs": {
            "type": "array",
            "title": "Anything we should know?",
            "items": {
                "type": "string",
                "enum": ["Vegetarian", "Gluten-free", "High chair", "Step-free access"],
            },
            "default": ["Vegetarian"],
        },
        "reminder": {"type": "boolean", "title": "Text me a reminder", "default": True},
    },
    "required": ["name", "email", "date", "guests"],
}

SAMPLING = SamplingRequest(
    (
        SamplingMessage(
            "user",
            (
                SamplingPart(
                    "text",
                    "Summarise these three support tickets in one sentence each, most urgent first:\n\n"
                    "#4521 Checkout fails with error 502 for customers paying by card since 09:40.\n"
                    "#4522 The invoice PDF shows last month's address after an update.\n"
                    "#4519 Feature request: dark mode for the mobile app.",
                ),
            ),
        ),
    ),
    max_tokens=400,
    system_prompt="You are a concise assistant for a support team. Answer in plain English.",
    temperature=0.3,
    preferences=ModelPreferences(("claude-haiku", "gpt-4.1-mini"), cost_priority=0.8, speed_priority=0.6),
)


def shot(dialog: QDialog, name: str, width: int, height: int) -> None:
    dialog.resize(width, height)
    dialog.show()
    for _ in range(5):
        QApplication.processEvents()
    dialog.grab().save(str(OUT / name))
    sys.stdout.write(f"wrote {OUT / name}\n")
    dialog.close()


def main() -> int:
    app = QApplication(sys.argv)
    apply_ui_font(app, None)  # Inter, as the app has it
    app.setWindowIcon(app_icon())
    apply_theme(app, "light")
    OUT.mkdir(exist_ok=True)
    form = ElicitationDialog(
        "table-booking",
        parse_form("Which table should I book at Lumen on Saturday? Check the details below.", BOOKING),
    )
    email = form.inputs["email"].widget
    assert isinstance(email, QLineEdit)
    email.setText("ada@example.org")
    form.changed()
    shot(form, "mcp-elicitation.png", 600, 500)
    choices = ("openai/gpt-4.1-mini", "anthropic/claude-haiku-4-5", "ollama/llama3.2")
    review = SamplingReview(
        "support-desk",
        SAMPLING,
        choices[0],
        choices,
        {choices[0]: "at most about $0.01", choices[2]: "free: it runs on this computer"},
    )
    shot(SamplingDialog(review), "mcp-sampling.png", 680, 560)
    return 0


if __name__ == "__main__":
    sys.exit(main())
