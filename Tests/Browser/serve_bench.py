"""Measures the live page (`sample-app home serve`) in Chromium: how long from the app's write to the
widget redrawn in the page.

    python3 serve_bench.py URL --app PATH/sample-app --home DIR --changes 50

Each change runs `sample-app game hurt` or `game heal` (alternately, so that health moves each time) and
waits for the page's widget to change; then as many with `--push`, the game's server telling the widgets
by a widget push (iOS 26) in place of WidgetCenter. The first changes after the page opens are slower
(the browser's own first redrawings), so three come first and are kept apart, in "first_ms". Prints JSON:
{"first_ms": [...], "to_page_ms": [...], "command_ms": [...], "push_to_page_ms": [...],
"push_command_ms": [...]}, each change timed from the command's start (the write and the push come at
its end) to the page's mutation, and each command's own wall time, the baseline.
"""
import argparse
import json
import subprocess
import time

from playwright.sync_api import sync_playwright

from live_page import open_live

# The changes made first, after the page opens, and kept apart from the figures.
FIRST = 3

WATCH = """
() => {
  window.changedAt = 0;
  const target = document.querySelector("main");
  new MutationObserver(() => { window.changedAt = performance.timeOrigin + performance.now(); })
    .observe(target, {childList: true, subtree: true, characterData: true});
}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--app", required=True)
    parser.add_argument("--home", required=True)
    parser.add_argument("--changes", type=int, default=50)
    args = parser.parse_args()
    to_page, commands, first = [], [], []
    with sync_playwright() as playwright:
        browser, page = open_live(playwright, args.url)
        # The page is sent whole when its socket opens: wait for that first update, then watch.
        page.wait_for_function("Number(document.body.dataset.updates || 0) >= 1", timeout=20_000)
        page.evaluate(WATCH)
        pushed_to_page, push_commands = [], []
        for push in [None, False, True]:
            for index in range(FIRST if push is None else args.changes):
                verb = "hurt" if index % 2 == 0 else "heal"
                started = time.time() * 1000
                subprocess.run([args.app, "game", verb, "Power Panda", "--by", "5%", "--home", args.home]
                               + (["--push"] if push else []), check=True, capture_output=True)
                ended = time.time() * 1000
                page.wait_for_function(f"window.changedAt > {started}", timeout=20_000)
                if push is None:
                    first.append(page.evaluate("window.changedAt") - started)
                else:
                    (pushed_to_page if push else to_page).append(page.evaluate("window.changedAt") - started)
                    (push_commands if push else commands).append(ended - started)
                page.evaluate("window.changedAt = 0")
        browser.close()
    print(json.dumps({"first_ms": first, "to_page_ms": to_page, "command_ms": commands, "push_to_page_ms": pushed_to_page,
                      "push_command_ms": push_commands}))


if __name__ == "__main__":
    main()
