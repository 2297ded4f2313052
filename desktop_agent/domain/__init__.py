"""Pure types: messages, parts, events, errors. No I/O, nothing else of ours imported."""
