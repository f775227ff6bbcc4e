"""Measures `home serve --watch` as a developer meets it, in Chromium: from a source file of an
installed Xcode project saved to its widget redrawn on the page from the new build.

    python3 save_redraw_bench.py URL --file PATH/FruitBowlWidget.swift --saves 5

Each save puts a new button label in the file (`Label("Eat"` becomes `Label("Save1"`, then `Save2` …)
and waits until the page shows it. Prints JSON: {"save_to_redraw_s": [...]}.
"""
import argparse
import json
import shutil
import time

from playwright.sync_api import sync_playwright

from live_page import open_live


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--file", required=True)
    parser.add_argument("--saves", type=int, default=5)
    args = parser.parse_args()
    with open(args.file, encoding="utf-8") as source:
        original = source.read()
    if 'Label("Eat"' not in original:
        raise SystemExit(f"{args.file} has no Label(\"Eat\" to change")
    timings = []
    with sync_playwright() as playwright:
        browser, page = open_live(playwright, args.url)
        page.wait_for_function("document.body.textContent.includes('Eat')", timeout=60_000)
        try:
            for index in range(1, args.saves + 1):
                label = f"Save{index}"
                started = time.time()
                # As an editor saves: a new file renamed over the old.
                with open(args.file + ".saving", "w", encoding="utf-8") as saving:
                    saving.write(original.replace('Label("Eat"', f'Label("{label}"'))
                shutil.move(args.file + ".saving", args.file)
                page.wait_for_function(f"document.body.textContent.includes('{label}')", timeout=120_000)
                timings.append(time.time() - started)
        finally:
            with open(args.file, "w", encoding="utf-8") as source:
                source.write(original)
            browser.close()
    print(json.dumps({"save_to_redraw_s": timings}))


if __name__ == "__main__":
    main()
