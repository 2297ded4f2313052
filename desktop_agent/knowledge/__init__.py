"""Knowledge bases: folders and files indexed into one SQLite file per base (keyword, trigram and vector
search), parsed and embedded in a child process. Placed between the agent and the adapters: it uses the
sandbox's secrets names (tools) and the OpenAI-compatible embedder (providers); the core wires it."""
