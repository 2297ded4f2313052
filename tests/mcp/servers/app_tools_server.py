"""An MCP server on stdio (the SDK's own) with MCP Apps tools: ``chart`` has a view and is for the model
and its view; ``refresh_chart`` is for its view only (``visibility: ["app"]``); ``summary`` is for the
model only; each call of ``refresh_chart`` is written to the file ``APP_TOOLS_CALLS`` names.
``ui://chart/view.html`` is the view, declaring one origin to connect to, one to load from,
two values that are not origins, and the camera.

    python -m tests.mcp.servers.app_tools_server
"""

from __future__ import annotations

import os

from mcp.server.mcpserver import MCPServer

server = MCPServer("app-tools", version="1.0")
CALLS_FILE = "APP_TOOLS_CALLS"
"""The environment variable naming a file where each call of ``refresh_chart`` is written."""
VIEW = "<!doctype html><html><head><title>Chart</title></head><body><p id='chart'>chart</p></body></html>"
UI_META = {
    "ui": {
        "csp": {
            "connectDomains": ["https://api.charts.example", "*; script-src *"],
            "resourceDomains": ["https://*.cdn.example", "'unsafe-eval'"],
        },
        "permissions": {"camera": {}},
        "prefersBorder": False,
    }
}


@server.tool(description="Draw a chart of the numbers.", meta={"ui": {"resourceUri": "ui://chart/view.html"}})
def chart(numbers: list[float]) -> str:
    return f"a chart of {len(numbers)} numbers"


@server.tool(description="Redraw the chart (for its view).", meta={"ui": {"visibility": ["app"]}})
def refresh_chart() -> str:
    calls = os.environ.get(CALLS_FILE)
    if calls:  # what reached the server, for the tests to read
        with open(calls, "a", encoding="utf-8") as out:
            out.write("refresh_chart\n")
    return "redrawn"


@server.tool(description="Summarise the numbers.", meta={"ui": {"visibility": ["model"]}})
def summary(numbers: list[float]) -> str:
    return f"sum {sum(numbers)}"


@server.resource("ui://chart/view.html", mime_type="text/html;profile=mcp-app", meta=UI_META)
def view() -> str:
    return VIEW


if __name__ == "__main__":
    server.run()
