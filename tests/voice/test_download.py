"""The local model's first-use download through the real path (urllib, SHA-256 checked, moved into the
data folder), from a local HTTP server standing in for the Hugging Face hub: progress is reported, the
files land in ``voice-models/moonshine-tiny-en/``; a damaged or missing file is refused in words and
nothing of the download is kept."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from desktop_agent.core.voice import MODEL_MISSING, local_voice_service
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.voice import stt_models
from tests.helpers.voice_models import MODEL_FILES, hub_layout, serve_folder


@pytest.fixture(scope="module")
def hub(model_folder: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return hub_layout(tmp_path_factory.mktemp("hub"))


def test_the_size_is_known_before_the_download() -> None:
    assert 27_000_000 < local_voice_service(Path("unused")).local_model_size() < 32_000_000


def test_download_through_the_real_path(hub: Path, tmp_path: Path) -> None:
    seen: list[tuple[int, int | None]] = []
    with serve_folder(hub) as url:
        voice = local_voice_service(tmp_path, model_base_url=url)
        assert not voice.local_model_ready()
        asyncio.run(voice.download_local_model(lambda done, total: seen.append((done, total))))
    assert voice.local_model_ready()
    folder = tmp_path / "voice-models" / "moonshine-tiny-en"
    assert voice.local_model_folder() == folder
    assert sorted(p.name for p in folder.iterdir()) == sorted(MODEL_FILES)
    assert not (folder.parent / "moonshine-tiny-en.download").exists()
    total = stt_models.MOONSHINE_TINY_EN.size
    assert seen[-1] == (total, total)
    assert all(t == total for _, t in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)  # it only moves forward
    assert len(seen) > 20  # in steps, not one jump


def test_a_damaged_file_is_refused_and_nothing_is_kept(hub: Path, tmp_path: Path) -> None:
    damaged = tmp_path / "damaged-hub"
    hub_layout(damaged)
    tokenizer = damaged / "tokenizer.json"
    data = bytearray(tokenizer.read_bytes())
    data[1000] ^= 0xFF
    tokenizer.write_bytes(bytes(data))  # the last of the three files: two good ones come first
    data_dir = tmp_path / "data"
    with serve_folder(damaged) as url:
        voice = local_voice_service(data_dir, model_base_url=url)
        with pytest.raises(UserFacingError) as caught:
            asyncio.run(voice.download_local_model())
    assert caught.value.kind is ErrorKind.UNREACHABLE
    assert "could not be downloaded" in caught.value.message and "tokenizer.json" in caught.value.message
    assert not voice.local_model_ready()
    kept = [p for p in (data_dir / "voice-models").rglob("*") if p.is_file()]
    assert kept == []


def test_a_missing_file_on_the_server(tmp_path: Path) -> None:
    empty = tmp_path / "empty-hub"
    empty.mkdir()
    with serve_folder(empty) as url:
        voice = local_voice_service(tmp_path / "data", model_base_url=url)
        with pytest.raises(UserFacingError, match="404"):
            asyncio.run(voice.download_local_model())
    assert not voice.local_model_ready()


def test_transcribing_without_the_model_says_so(tmp_path: Path) -> None:
    import numpy as np

    voice = local_voice_service(tmp_path)
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(voice.transcribe_samples(np.zeros(16_000, dtype=np.float32)))
    assert caught.value.kind is ErrorKind.NOT_FOUND
    assert caught.value.message == MODEL_MISSING
    assert "MB" in caught.value.action


def test_a_damaged_model_in_the_data_folder_is_a_human_error(tmp_path: Path) -> None:
    import numpy as np

    voice = local_voice_service(tmp_path)
    voice.local_model_folder().mkdir(parents=True)
    for spec in stt_models.MOONSHINE_TINY_EN.files:  # the right sizes, nothing but zeros
        with (voice.local_model_folder() / spec.name).open("wb") as f:
            f.truncate(spec.size)
    assert voice.local_model_ready()
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(voice.transcribe_samples(np.full(16_000, 0.1, dtype=np.float32)))
    assert caught.value.kind is ErrorKind.INTERNAL
    assert "download the model again" in caught.value.action
