"""Reading answers aloud and recording the microphone."""
