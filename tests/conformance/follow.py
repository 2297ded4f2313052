"""The person's browser during a sign-in driven through the CLI (``BROWSER="python -m
tests.conformance.follow %s"``): it opens the authorization page, which in the conformance suite answers
at once with a redirect to the app's loopback address, and visits that address as a browser would."""

from __future__ import annotations

import sys

import httpx2


def follow(url: str) -> int:
    with httpx2.Client(follow_redirects=False, timeout=10.0) as http:
        page = http.get(url)
        location = page.headers.get("location")
        if location is None:
            sys.stderr.write(f"the authorization page answered {page.status_code} without a redirect\n")
            return 1
        http.get(location)
    return 0


if __name__ == "__main__":
    sys.exit(follow(sys.argv[1]))
