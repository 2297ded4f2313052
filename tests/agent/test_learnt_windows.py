"""Windows learnt from refusals (what is learnt, which window wins, what is kept across runs) and the
estimate's correction by reported usage (only when believable)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from desktop_agent.agent.compaction import SCALE_LEAST, SCALE_MOST, Fitter
from desktop_agent.agent.learnt_windows import LEAST_WINDOW, LearntWindows, TurnWindow, window_from_refusal
from desktop_agent.agent.service import AgentService
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.messages import Usage, user_message
from desktop_agent.providers.errors import ContextOverflowError, status_error
from desktop_agent.providers.overflow import Overflow
from desktop_agent.storage.learnt_windows import learnt_window
from desktop_agent.storage.store import HistoryStore
from tests.helpers.agent_harness import default_tools, fast_settings
from tests.helpers.scripted_model import ScriptedProvider

KEY = ("openrouter", "https://openrouter.ai/api/v1", "vendor/new-model")


def refusal(message: str) -> UserFacingError:
    body = {"error": {"message": message, "type": "invalid_request_error"}}
    return status_error(400, body, None, label="OpenRouter", model=KEY[2], secret=None)


def fitted_at(fitter: Fitter, chars: int) -> None:
    fitter.fit("", [], [user_message("x" * chars)], [])


def test_a_said_window_is_learnt_as_said_and_a_numberless_refusal_bounds_it() -> None:
    said = refusal(
        "This endpoint's maximum context length is 65536 tokens. However, you requested about 92208 tokens "
        "(60833 of text input, 10042 of tool input, 21333 in the output)."
    )
    assert window_from_refusal(said, 50_000) == (65_536, True)
    counted = ContextOverflowError(ErrorKind.CONTEXT_TOO_LONG, "The prompt is too long.")
    counted.overflow = Overflow(prompt=80_000)  # no window, but the server's count of the prompt
    assert window_from_refusal(counted, 50_000) == (72_000, False)
    plain = UserFacingError(ErrorKind.CONTEXT_TOO_LONG, "The prompt is too long.")
    assert window_from_refusal(plain, 50_000) == (45_000, False), "90 % of the refused request's estimate"
    assert window_from_refusal(plain, 300) == (LEAST_WINDOW, False)


def test_which_window_a_turn_fits_into() -> None:
    async def scenario() -> list[int]:
        memory = LearntWindows(None)
        memory.learn(KEY, 32_000, True)
        seen = []
        table = TurnWindow(configured=128_000, own=False, learnt=memory, key=KEY)
        await table.start(0)
        seen.append(table.tokens)  # a learnt window beats the known models' table
        own = TurnWindow(configured=100_000, own=True, learnt=memory, key=KEY)
        await own.start(0)
        seen.append(own.tokens)  # the person's own setting beats a learnt window
        server = TurnWindow(configured=100_000, own=True, learnt=memory, key=KEY)
        await server.start(16_384)
        seen.append(server.tokens)  # what a local server says of itself beats both
        seen.append(own.learn(refusal("prompt is too long: 90000 tokens > 64000 maximum"), 80_000))
        seen.append(own.tokens)  # for the rest of this turn
        fresh = TurnWindow(configured=0, own=False, learnt=memory, key=KEY)
        await fresh.start(0)
        seen.append(fresh.tokens)  # the said number replaced the earlier one
        return seen

    assert asyncio.run(scenario()) == [32_000, 100_000, 16_384, 64_000, 64_000, 64_000]


def test_learnt_windows_are_kept_in_the_history_and_a_bound_only_lowers_them(tmp_path: Path) -> None:
    db = tmp_path / "history.sqlite3"

    async def learn(tokens: int, exact: bool) -> None:
        history = HistoryStore.open(db)
        try:
            LearntWindows(history).learn(KEY, tokens, exact)
            await history.flush()
        finally:
            history.close()

    async def kept() -> tuple[int, bool] | None:
        history = HistoryStore.open(db)
        try:
            found = await history.run(lambda repo: learnt_window(repo, KEY))
            return (found.tokens, found.exact) if found is not None else None
        finally:
            history.close()

    async def scenario() -> list[tuple[int, bool] | None]:
        seen = [await kept()]
        await learn(50_000, False)
        seen.append(await kept())
        await learn(60_000, False)  # a larger bound says nothing new
        seen.append(await kept())
        await learn(65_536, True)  # the server said it
        seen.append(await kept())
        await learn(40_000, False)  # refused below it since: lowered
        seen.append(await kept())
        return seen

    assert asyncio.run(scenario()) == [
        None,
        (50_000, False),
        (50_000, False),
        (65_536, True),
        (40_000, False),
    ]


def test_the_persons_own_setting_wins_over_a_learnt_window(tmp_path: Path) -> None:
    provider = ScriptedProvider("custom")

    async def scenario() -> tuple[int | None, int | None]:
        history = HistoryStore.open(tmp_path / "history.sqlite3")
        try:
            agents = AgentService(
                settings=fast_settings(), tools_for_workspace=default_tools, history=history
            )
            agents.learnt_windows.learn(("custom", "", "new-model"), 24_000, True)
            await history.flush()
            learnt = await agents.window_for(provider, "new-model")
            own = AgentService(
                settings=fast_settings(context_windows={"new-model": 200_000}),
                tools_for_workspace=default_tools,
                history=history,
            )
            return learnt, await own.window_for(provider, "new-model")
        finally:
            history.close()

    assert asyncio.run(scenario()) == (24_000, 200_000)


def test_believable_usage_corrects_the_estimate_within_limits() -> None:
    fitter = Fitter(window=100_000, threshold=0.8, keep_turns=2)
    fitted_at(fitter, 40_000)  # 10,000 tokens by characters
    fitter.learn(Usage(input_tokens=13_000))
    assert fitter.scale == 1.3
    fitted_at(fitter, 80_000)
    fitter.learn(Usage(input_tokens=200_000, cache_read_tokens=100_000))
    assert fitter.scale == SCALE_MOST
    fitted_at(fitter, 80_000)
    fitter.learn(Usage(input_tokens=11_000))  # 0.55 of the estimate: dense prose, believed
    assert fitter.scale == SCALE_LEAST


def test_zero_or_a_small_number_is_not_believed() -> None:
    fitter = Fitter(window=100_000, threshold=0.8, keep_turns=2)
    fitted_at(fitter, 40_000)
    fitter.learn(Usage(input_tokens=0))
    fitter.learn(Usage(input_tokens=10, output_tokens=5))
    assert fitter.scale == 1.0


def test_the_same_count_for_a_grown_request_stops_the_correction() -> None:
    fitter = Fitter(window=100_000, threshold=0.8, keep_turns=2)
    fitted_at(fitter, 8_000)  # 2,000 tokens
    fitter.learn(Usage(input_tokens=1_500))  # believable: the server counts fewer
    assert fitter.scale == 0.75
    fitted_at(fitter, 11_000)
    fitter.learn(Usage(input_tokens=1_500))  # the same again, for a request 37 % larger: a fixed number
    assert fitter.scale == 1.0
    fitted_at(fitter, 12_000)
    fitter.learn(Usage(input_tokens=2_400))
    assert fitter.scale == 1.0, "not believed for the rest of the turn"
