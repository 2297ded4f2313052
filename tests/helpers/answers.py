"""What real models write, as turns: text, thinking and tool calls in the order a model sends them.

One corpus for the chat's tests (streamed equals stored), the soak benchmark and the screenshots. Each
turn becomes both the events the agent loop emits while it streams (`turn_events`, cut where the caller
says) and the messages the history stores (`turn_messages`), exactly as the loop and the recorder make
them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from desktop_agent.domain import events as ev
from desktop_agent.domain.citations import given_sources, resolve
from desktop_agent.domain.messages import (
    Message,
    Part,
    PartKind,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolCallState,
    ToolResultPart,
    Usage,
)


@dataclass(frozen=True, slots=True)
class Thinking:
    text: str
    seconds: float = 3.0


@dataclass(frozen=True, slots=True)
class Tool:
    call_id: str
    name: str
    arguments: str
    result: str
    state: ToolCallState = ToolCallState.COMPLETED
    seconds: float = 0.42


Item = str | Thinking | Tool
Turn = Sequence[Item]

TABLE = """| Day | Neighbourhood | Highlights | Cost |
|:----|:-------------:|-----------:|-----:|
| 1 | Alfama | Castle, *Fado* at night | €25 |
| 2 | Belém | Tower, `pastéis` | €18 |
| 3 | Sintra | Pena Palace 🏰 | €40 |"""

NESTED = """Here is how I would set it up:

1. Install the tools
   - Python 3.11 or newer
   - `uv` for environments
     1. `pip install uv`
     2. `uv venv`
2. Clone the repository
3. Run the tests

- [x] write the parser
- [ ] handle **edge cases**
- [ ] document it"""

CODE = '''The fix is small: the loop read one item past the end.

```python
def total(items: list[int]) -> int:
    """Sum the items."""

    result = 0
    for i in range(len(items)):  # was len(items) + 1
        result += items[i]
    return result
```

And without a language:

```
$ make test
42 passed
```

Call it as `total([1, 2, 3])`.'''

QUOTE = """> The best way to predict the future is to invent it.
> — Alan Kay

He said it in 1971, at a meeting with Xerox PARC's planners.

> Nested quotes work too:
>
> > like this one
> > with *emphasis* and `code`"""

MATH = r"""The area of a circle is $A = \pi r^2$, and the sum of the first $n$ integers is

$$\sum_{i=1}^{n} i = \frac{n(n+1)}{2}$$

Inline with parentheses: \(e^{i\pi} + 1 = 0\), and as a block:

\[ \int_0^1 x^2\,dx = \frac{1}{3} \]

Prices stay prices: it costs $5 and $10 at most."""

HEADINGS = """# Trip plan

## Day one

Walk through **Alfama** and see the [castle](https://example.com/castle).

### Evening

Dinner at *Taberna* — book ahead.

---

## Day two

Belém: the tower, the monastery, ~~the queue~~."""

WORLD = """中文：你好，世界！这是一个很长的句子，用来测试换行是否正确处理。

日本語：こんにちは世界。絵文字も👍🏽大丈夫です。

العربية: مرحبا بالعالم، هذا نص من اليمين إلى اليسار.

עברית: שלום עולם.

Family 👨‍👩‍👧 · flags 🇵🇹🇯🇵 · fire ❤️‍🔥 · keycap 1️⃣ · Persian می‌خواهم"""

HTML = """You can embed it like this:

<details>
<summary>Click to expand</summary>

Hidden *content* here.

</details>

Line one<br>line two, and a <kbd>Ctrl</kbd>+<kbd>C</kbd>.

```html
<!doctype html>
<p style="color: red">Hello</p>
<script>alert("hi")</script>
```"""

LONG_LINE = (
    "A very long line without breaks: "
    + "supercalifragilisticexpialidocious-" * 12
    + "\n\nand a long URL https://example.com/"
    + "a/" * 60
    + "\n\n```text\n"
    + "x" * 400
    + "\n```"
)

MERMAID = """The flow:

```mermaid
graph TD
    A[Request] --> B{Approved?}
    B -->|yes| C[Run]
    B -->|no| D[Deny]
```

Preview it to see the diagram."""

LIST_THEN_TABLE = "Three options:\n\n- fast\n- cheap\n- good\n\n" + TABLE + "\n\nPick two."

TABLE_FIRST = TABLE + "\n\nThat's the plan."

PASSAGES = (
    '<passage id="kb:plant#12" source="/docs/faults.md, lines 3-9" heading="Faults">\n'
    "Code ZK-5521 means the fan is blocked.\n</passage>\n"
    '<passage id="kb:plant#40" source="/docs/manual.pdf, page 4">\nClean the intake.\n</passage>'
)
PAGE = '<page id="web:1a2b3c4d" url="https://example.org/fans" title="Fans">\nFans and filters.\n</page>'

ANSWERS: dict[str, Turn] = {
    "table": ["Here is the itinerary:\n\n" + TABLE + "\n\nEnjoy the trip!"],
    "table-first": [TABLE_FIRST],
    "nested": [NESTED],
    "code": [CODE],
    "quote": [QUOTE],
    "math": [MATH],
    "headings": [HEADINGS],
    "world": [WORLD],
    "html": [HTML],
    "long-line": [LONG_LINE],
    "mermaid": [MERMAID],
    "list-then-table": [LIST_THEN_TABLE],
    "tool-then-table": [
        "Let me look at the file first.",
        Tool("c1", "read_file", '{"path": "plan.md"}', "# Plan\n\n| Day | Place |\n| --- |\n| 1 | Alfama |"),
        "Here is what it says:\n\n" + TABLE + "\n\nShall I add day four?",
    ],
    "thinking-tools-text": [
        Thinking("The user wants the tests run. I should run them and then summarise **failures**."),
        "Running the tests now.",
        Tool("c1", "run_command", '{"command": "make test"}', "42 passed\n1 failed: test_total"),
        Tool("c2", "time__get_time", '{"timezone": "Europe/Lisbon"}', '{"time": "10:42"}'),
        Thinking("One failure: `test_total`. Look at the code."),
        Tool(
            "c3",
            "read_file",
            '{"path": "total.py"}',
            "Permission denied by you",
            ToolCallState.DENIED,
        ),
        "One test fails:\n\n" + CODE + "\n\n> Run `make test` again after the fix.",
    ],
    "cited": [
        Tool("c1", "search_knowledge", '{"query": "ZK-5521"}', PASSAGES),
        Tool("c2", "fetch_url", '{"url": "https://example.org/fans"}', PAGE),
        "ZK-5521 means the fan is blocked [kb:plant#12]; clean it first [kb:plant#12, kb:plant#40].\n\n"
        "- Weekly oil [kb:plant#999]\n- 风扇堵塞 [web:1a2b3c4d] 🙂\n\n"
        "`[kb:plant#40]` in code stays as written. Blocked again? See [kb:plant#40].",
    ],
    "tool-error-then-list": [
        Tool("c1", "fetch_url", '{"url": "https://example.com"}', "HTTP 503", ToolCallState.ERROR),
        "The site is down. Instead:\n\n" + NESTED,
    ],
}


def _steps(turn: Turn) -> list[list[Item]]:
    """The model calls of a turn: a new one starts when text or thinking follows a tool call."""
    steps: list[list[Item]] = [[]]
    for item in turn:
        if not isinstance(item, Tool) and steps[-1] and isinstance(steps[-1][-1], Tool):
            steps.append([])
        steps[-1].append(item)
    return steps


def _part(item: Item) -> Part:
    match item:
        case str():
            return TextPart(item)
        case Thinking(text=text, seconds=seconds):
            return ReasoningPart(text, duration_s=seconds)
        case Tool(call_id=cid, name=name, arguments=args, state=state):
            return ToolCallPart(cid, name, args, state)


def _result(tool: Tool) -> ToolResultPart:
    is_error = tool.state is not ToolCallState.COMPLETED
    return ToolResultPart(tool.call_id, tool.name, tool.result, is_error, tool.state, tool.seconds)


def turn_messages(turn: Turn, prefix: str = "m") -> list[Message]:
    """The turn as the history stores it: an assistant message per model call, a tool message after each
    call that used tools."""
    messages: list[Message] = []
    usage = Usage(input_tokens=120, output_tokens=40)
    for n, step in enumerate(_steps(turn)):
        message = Message("assistant", [_part(i) for i in step], id=f"{prefix}{n}", usage=usage)
        cited = resolve([i for i in step if isinstance(i, str)], given_sources(messages))
        if cited:
            message.meta["citations"] = cited.as_dict()  # as the loop keeps them
        messages.append(message)
        tools = [i for i in step if isinstance(i, Tool)]
        if tools:
            messages.append(Message("tool", [_result(t) for t in tools], id=f"{prefix}{n}t"))
    return messages


Cutter = Callable[[str], Sequence[str]]


def turn_events(turn: Turn, cut: Cutter, prefix: str = "m") -> Iterator[ev.AgentEvent]:
    """The events the agent loop emits while the turn streams, text and thinking cut into deltas by
    `cut`."""
    run = "run"
    usage = Usage(input_tokens=120, output_tokens=40)
    steps = _steps(turn)
    stored = turn_messages(turn, prefix)
    for n, step in enumerate(steps):
        mid = f"{prefix}{n}"
        given = given_sources(stored[: next(i for i, m in enumerate(stored) if m.id == mid)])
        yield ev.MessageStarted(run, mid, "assistant")
        yield ev.StepStarted(run, n, mid, tuple(given.values()))
        for index, item in enumerate(step):
            part = _part(item)
            match item:
                case str() | Thinking():
                    kind: PartKind = "text" if isinstance(item, str) else "reasoning"
                    yield ev.PartStarted(run, mid, index, kind)
                    for piece in cut(item if isinstance(item, str) else item.text):
                        yield ev.PartDelta(run, mid, index, kind, piece)
                case Tool(call_id=cid, name=name):
                    yield ev.PartStarted(run, mid, index, "tool_call", cid, name)
            yield ev.PartEnded(run, mid, index, part)
        yield ev.UsageReported(run, mid, usage, usage)
        yield ev.MessageFinished(run, mid, "complete")
        tools = [i for i in step if isinstance(i, Tool)]
        for tool in tools:
            yield ev.ToolStateChanged(run, tool.call_id, tool.name, ToolCallState.RUNNING)
            yield ev.ToolStateChanged(run, tool.call_id, tool.name, tool.state, result=_result(tool))
        if tools:
            yield ev.MessageStarted(run, f"{mid}t", "tool")
    yield ev.RunFinished(run, ev.StopReason.END, usage, len(steps))
