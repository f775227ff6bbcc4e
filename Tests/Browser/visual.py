"""The live page's pictures, compared with the references in the repository: each screen of the device in
each appearance, photographed in Chromium and compared pixel by pixel with `References/NAME.png`.

    python3 visual.py URL --app PATH/sample-app --home DIR --references DIR --diffs DIR [--record]

The home is set up here, so that every picture is the same from one run to the next: the device's clock
set to 2026-11-27 09:41, a Live Activity, a control and a CarPlay widget besides the widgets
`ServedHome` places. Motion is reduced (no page slides, no jiggling).

A picture passes when at most `TOLERANCE` of its pixels differ from the reference by more than
`CHANNEL` in a channel (antialiasing moves a few). A failure writes, under --diffs, the picture taken
(`NAME.png`) and the difference (`NAME.diff.png`: the reference greyed, the differing pixels red), and
prints one line per picture; the exit status is 1. `--record` writes the pictures as the new references
(how a change of drawing is accepted: see docs/visual-tests.md).
"""
import argparse
import os
import subprocess
import sys

from PIL import Image, ImageChops
from playwright.sync_api import sync_playwright

from live_page import launch

# A channel may differ by this much (of 255) before the pixel counts as different.
CHANNEL = 24
# The share of a picture's pixels that may differ.
TOLERANCE = 0.002

# Each picture: its name, the appearance set first, the screen's tab, and what is done on the screen before.
PICTURES = [
    ("home-default", "default", "home", None),
    ("home-dark", "dark", "home", None),
    ("home-clear", "clear", "home", None),
    ("home-tinted", "tinted", "home", None),
    ("today", "default", "today", None),
    ("lock", "default", "lock", None),
    ("standby-day", "default", "standby", None),
    ("standby-night", "default", "standby", "night"),
    ("control-center", "default", "control-center", None),
    ("island-expanded", "default", "island", "expand"),
    ("carplay", "default", "carplay", None),
]


def app(args, *words):
    result = subprocess.run([args.app, *words, "--home", args.home], capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        sys.exit(f"FAIL: sample-app {' '.join(words)} failed: {result.stderr.strip()}")
    return result.stdout


def set_up(args):
    app(args, "home", "clock", "set", "2026-11-27T09:41")
    app(args, "home", "add", "com.mygame.game-status", "--location", "carplay")
    app(args, "game", "adventure", "start", "Power Panda")
    app(args, "home", "controls", "add", "com.mygame.heal-all", "--size", "medium")
    # A widget for the Today View, added last and moved there: the Home Screen's pages are as before.
    today = app(args, "home", "add", "com.mygame.game-status", "--family", "systemMedium").split()[-1]
    app(args, "home", "move", today, "--page", "0", "--cell", "1")


def photograph(page, args, appearance, screen, action):
    """The device, showing `screen` in `appearance`, after `action`, once the page has settled."""
    # The page left first: an open page loads itself again when the appearance changes, and would race goto.
    page.goto("about:blank")
    app(args, "home", "appearance", appearance)
    page.goto(args.url)
    page.wait_for_function("document.body.dataset.live === 'true'", timeout=20_000)
    page.get_by_role("tab", name={
        "home": "Home Screen", "today": "Today View", "lock": "Lock Screen", "standby": "StandBy", "control-center": "Control Center",
        "island": "Dynamic Island", "carplay": "CarPlay"}[screen]).click()
    if screen in ("standby", "carplay"):
        # Drawn only while shown: the server sends them once the page says so.
        page.wait_for_selector(f'[data-screen="{screen}"][data-drawn="true"]', timeout=10_000)
    if action == "night":
        page.get_by_role("button", name="Night").click()
        page.wait_for_selector('[data-screen="standby"][data-night="true"]', timeout=10_000)
    elif action == "expand":
        page.locator(".island-compact > svg").click()
        page.wait_for_selector(".island-expanded:not([hidden])", timeout=10_000)
    page.wait_for_timeout(300)
    return page.locator(".device").screenshot(animations="disabled")


def compare(actual, reference):
    """The share of pixels that differ, and the difference drawn: the reference greyed, differing pixels red."""
    if actual.size != reference.size:
        return 1.0, None
    difference = ImageChops.difference(actual.convert("RGB"), reference.convert("RGB"))
    # A pixel differs when any channel does: the channels' masks added.
    bands = [band.point(lambda value: 255 if value > CHANNEL else 0) for band in difference.split()]
    mask = ImageChops.lighter(ImageChops.lighter(bands[0], bands[1]), bands[2])
    differing = sum(1 for value in mask.getdata() if value)
    drawn = Image.composite(Image.new("RGB", actual.size, (255, 0, 0)), reference.convert("L").convert("RGB"), mask)
    return differing / (actual.size[0] * actual.size[1]), drawn


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--app", required=True)
    parser.add_argument("--home", required=True)
    parser.add_argument("--references", required=True)
    parser.add_argument("--diffs", required=True)
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    set_up(args)
    failures = 0
    with sync_playwright() as playwright:
        browser, page = launch(playwright)
        # Tall enough for StandBy's and the tallest device's frame under the bar, whole.
        page.set_viewport_size({"width": 1500, "height": 1700})
        page.emulate_media(reduced_motion="reduce")
        try:
            for name, appearance, screen, action in PICTURES:
                shot = photograph(page, args, appearance, screen, action)
                path = os.path.join(args.references, f"{name}.png")
                if args.record:
                    os.makedirs(args.references, exist_ok=True)
                    with open(path, "wb") as file:
                        file.write(shot)
                    print(f"recorded: {name}")
                    continue
                if not os.path.exists(path):
                    failures += 1
                    print(f"FAIL: {name}: no reference at {path}; record one with VISUAL_RECORD=1 (docs/visual-tests.md)")
                    continue
                os.makedirs(args.diffs, exist_ok=True)
                actual_path = os.path.join(args.diffs, f"{name}.png")
                with open(actual_path, "wb") as file:
                    file.write(shot)
                with Image.open(actual_path) as actual, Image.open(path) as reference:
                    share, drawn = compare(actual, reference)
                    if share <= TOLERANCE:
                        os.remove(actual_path)
                        print(f"ok: {name} ({share:.4%} of pixels differ)")
                        continue
                    failures += 1
                    if drawn is None:
                        print(f"FAIL: {name}: the picture is {actual.size[0]}×{actual.size[1]}, the reference "
                              f"{reference.size[0]}×{reference.size[1]} (picture: {actual_path})")
                    else:
                        diff_path = os.path.join(args.diffs, f"{name}.diff.png")
                        drawn.save(diff_path)
                        print(f"FAIL: {name}: {share:.2%} of pixels differ, more than {TOLERANCE:.1%} "
                              f"(picture: {actual_path}, difference: {diff_path})")
        finally:
            browser.close()
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
