"""Drives the live home screen (`sample-app home serve`) in Chromium, as a user would, through the page's
stable hooks: every widget's element has `data-widget-id` and `data-kind`, its buttons are <button>s whose
text is their label, and the form's fields are labelled with the parameters' display names.

    python3 live_page.py SCENARIO URL --app PATH/sample-app --home DIR --shots DIR

SCENARIO is one of the functions below. Prints one line, "ok: ..." or "FAIL: ..." (exit 1), and on a
failure keeps a screenshot of the page in --shots. Chromium is Debian's (`chromium` on PATH), started
through Playwright without a sandbox, as containers need.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import urllib.error
import urllib.request

from playwright.sync_api import sync_playwright, expect

TIMEOUT_MS = 10_000


class Failure(Exception):
    pass


def launch(playwright):
    """Debian's Chromium without a sandbox, as containers need, and a page the size the scenarios use."""
    browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
    return browser, browser.new_page(viewport={"width": 1400, "height": 1000})


def open_live(playwright, url):
    """A page at the server's address, once its socket is open (the page says so in `data-live`)."""
    browser, page = launch(playwright)
    page.goto(url)
    page.wait_for_function("document.body.dataset.live === 'true'", timeout=20_000)
    return browser, page


def check(condition, sentence):
    if not condition:
        raise Failure(sentence)


def app(args, *words):
    """Runs sample-app on the served home; returns its standard output."""
    result = subprocess.run([args.app, *words, "--home", args.home], capture_output=True, text=True, timeout=60)
    check(result.returncode == 0, f"sample-app {' '.join(words)} failed: {result.stderr.strip()}")
    return result.stdout


def listed_ids(args):
    """The widget ids `home list` prints, in its first column."""
    return sorted(int(m.group(1)) for m in re.finditer(r"^(\d+)\s", app(args, "home", "list"), re.MULTILINE))


def widgets(page, args):
    page.goto(args.url)
    ids = sorted(int(i) for i in page.eval_on_selector_all("[data-widget-id]", "els => els.map(e => e.dataset.widgetId)"))
    expected = listed_ids(args)
    check(ids == expected, f"the page shows widgets {ids}; home list prints {expected}")
    kinds = page.eval_on_selector_all("[data-widget-id]", "els => els.map(e => e.dataset.kind)")
    check(all(kinds), f"a widget has no data-kind: {kinds}")
    return f"the page shows the {len(ids)} widgets home list prints"


def live_page(page, args):
    """Loads the page and waits for its WebSocket; marks the window so that a reload would be seen."""
    page.goto(args.url)
    page.wait_for_function("document.body.dataset.live === 'true'", timeout=TIMEOUT_MS)
    page.evaluate("window.loadedOnce = true")


def still_loaded_once(page):
    check(page.evaluate("window.loadedOnce === true"), "the page was loaded again instead of changed in place")


def heal(page, args):
    app(args, "game", "hurt", "Power Panda", "--by", "40%")
    live_page(page, args)
    widget = page.locator('[data-kind="com.mygame.character-detail-ios17"]').first
    before = widget.locator("svg").text_content()
    widget.get_by_role("button", name="Heal", exact=True).click()
    expect(widget.locator("svg")).not_to_have_text(before, timeout=TIMEOUT_MS)
    still_loaded_once(page)
    return "pressing Heal changed the widget's text in place"


def app_writes(page, args):
    live_page(page, args)
    widget = page.locator('[data-kind="com.mygame.character-detail-ios17"]').first
    before = widget.locator("svg").text_content()
    check("Power Panda" in before, f"the iOS 17 widget shows another character: {before}")
    app(args, "game", "hurt", "Power Panda", "--by", "10%")
    expect(widget.locator("svg")).not_to_have_text(before, timeout=TIMEOUT_MS)
    still_loaded_once(page)
    return "the app's write (game hurt) redrew the widget in place"


def push(page, args):
    """A widget push from the game's server redraws Character Details in place; a refused one is listed."""
    live_page(page, args)
    widget = page.locator('[data-kind="com.mygame.character-detail"]').first
    before = widget.locator("svg").text_content()
    app(args, "game", "hurt", "Power Panda", "--by", "10%", "--push")
    expect(widget.locator("svg")).not_to_have_text(before, timeout=TIMEOUT_MS)
    expect(page.locator('li[data-push-outcome="applied"]')).to_have_count(1, timeout=TIMEOUT_MS)
    refused = subprocess.run(
        [args.app, "home", "push", "--widgets", "--topic", "local.nobody.push-type.widgets", "--payload", "-", "--home", args.home],
        input='{"aps":{"content-changed":true}}', capture_output=True, text=True, timeout=60)
    check(refused.returncode != 0, f"a push to no app was not refused: {refused.stdout}")
    expect(page.locator('li[data-push-outcome="refused"]')).to_contain_text("No installed app has the topic", timeout=TIMEOUT_MS)
    still_loaded_once(page)
    return "a push redrew Character Details in place, and the refused push is listed"


def edit(page, args):
    live_page(page, args)
    widget = page.locator('[data-kind="com.mygame.character-detail"]').first
    widget_id = widget.get_attribute("data-widget-id")
    widget.locator("svg").click(button="right")
    sheet = page.locator("#sheet form.edit-widget")
    expect(sheet).to_be_visible(timeout=TIMEOUT_MS)
    sheet.get_by_label("Character", exact=True).click()
    search = sheet.get_by_role("searchbox", name="Search Character")
    search.press_sequentially("Spo")
    sheet.get_by_role("button", name="Spouty").click()
    expect(sheet.get_by_label("Character", exact=True)).to_have_text(re.compile("Spouty"), timeout=TIMEOUT_MS)
    sheet.get_by_role("button", name="Done").click()
    expect(page.locator("#overlay")).to_be_hidden(timeout=TIMEOUT_MS)
    expect(widget.locator("svg")).to_contain_text("Spouty", timeout=TIMEOUT_MS)
    listed = app(args, "home", "list")
    check(re.search(rf"^{widget_id}\s.*character=Spouty", listed, re.MULTILINE), f"home list does not show Spouty:\n{listed}")
    still_loaded_once(page)
    return "the form, searched, set the widget to Spouty, and home list agrees"


def clock(page, args):
    # A hurt character heals as the hours pass: its entries differ.
    app(args, "home", "clock", "set", "2026-11-27T09:00")
    app(args, "game", "hurt", "Power Panda", "--by", "50%")
    live_page(page, args)
    widget = page.locator('[data-kind="com.mygame.character-detail"]').first
    before = widget.locator("svg").text_content()
    clock_text = page.locator("#clock time").text_content()
    slider = page.locator("#clock-slider")
    slider.fill(str(21 * 60))
    slider.dispatch_event("change")
    expect(page.locator("#clock time")).to_contain_text("21:00", timeout=TIMEOUT_MS)
    expect(widget.locator("svg")).not_to_have_text(before, timeout=TIMEOUT_MS)
    still_loaded_once(page)
    return f"the clock moved from {clock_text} to 21:00 and the widget showed another entry"


def token(page, args):
    wrong = re.sub(r"token=[0-9a-f]+", "token=" + "0" * 64, args.url)
    response = page.goto(wrong)
    check(response.status == 403, f"a wrong token got {response.status}, not 403")
    response = page.goto(args.url.split("?")[0])
    check(response.status == 403, f"no token got {response.status}, not 403")
    request = urllib.request.Request(args.url, headers={"Origin": "http://example.com"})
    try:
        urllib.request.urlopen(request, timeout=10)
        raise Failure("a request from another origin was served")
    except urllib.error.HTTPError as error:
        check(error.code == 403, f"a request from another origin got {error.code}, not 403")
    return "a wrong token, no token and another origin are each refused with 403"


SCENARIOS = {f.__name__: f for f in [widgets, heal, app_writes, push, edit, clock, token]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", choices=sorted(SCENARIOS))
    parser.add_argument("url")
    parser.add_argument("--app", required=True)
    parser.add_argument("--home", required=True)
    parser.add_argument("--shots", required=True)
    args = parser.parse_args()
    with sync_playwright() as playwright:
        browser, page = launch(playwright)
        try:
            print("ok: " + SCENARIOS[args.scenario](page, args))
        except Exception as error:  # a failed expectation, a timeout, or a Failure: each said in one line
            os.makedirs(args.shots, exist_ok=True)
            shot = os.path.join(args.shots, f"{args.scenario}.png")
            try:
                page.screenshot(path=shot, full_page=True)
            except Exception:
                shot = "(no screenshot)"
            first_line = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
            print(f"FAIL: {args.scenario}: {first_line} (screenshot: {shot})")
            sys.exit(1)
        finally:
            browser.close()


if __name__ == "__main__":
    main()
