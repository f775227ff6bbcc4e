"""Drives the live home screen (`sample-app home serve`) in Chromium, as a user would, through the page's
stable hooks: every widget's element has `data-widget-id` and `data-kind`, each screen of the device
`data-screen`, each cell of the Home Screen's grid `data-page` and `data-cell`; a widget's buttons are drawn
in it (`g.control`, holding their label), and the form's fields are labelled with the parameters' display
names.

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
    check(widget.get_by_role("button", name="Heal").count() == 0, "the widget's button is drawn a second time as an HTML button")
    widget.locator("svg g.control", has_text="Heal").click()
    expect(widget.locator("svg")).not_to_have_text(before, timeout=TIMEOUT_MS)
    still_loaded_once(page)
    return "pressing Heal where the widget draws it changed the widget's text in place"


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
    menu = page.get_by_role("menu")
    expect(menu.get_by_role("menuitem")).to_have_text(["Edit Widget", "Timeline", "Edit Home Screen", "Remove Widget"], timeout=TIMEOUT_MS)
    menu.get_by_role("menuitem", name="Edit Widget").click()
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
    return "the widget's menu opened the form, which, searched, set the widget to Spouty, and home list agrees"


def jiggle(page):
    """A long press on the wallpaper, as on a phone: the Home Screen is edited (the body's class `jiggle`)."""
    wallpaper = page.locator('#home-grid .cell[data-page="1"][data-cell="24"]')
    wallpaper.scroll_into_view_if_needed()
    box = wallpaper.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_timeout(800)
    page.mouse.up()
    page.wait_for_function("document.body.classList.contains('jiggle')", timeout=TIMEOUT_MS)


def settled(page):
    """Waits out the pages' slide (a quarter of a second)."""
    page.wait_for_timeout(400)


def where(args, widget_id):
    """The WHERE column `home list` prints for a widget."""
    listed = app(args, "home", "list")
    line = re.search(rf"^{widget_id}\s+\S+\s+\S+\s+(page \d+, cell \d+|Today View, cell \d+|\S+ Screen|CarPlay)", listed, re.MULTILINE)
    check(line, f"home list does not show widget #{widget_id}:\n{listed}")
    return line.group(1)


def drag_page(page, args):
    """In jiggle mode, a widget held at the screen's edge slides the next page in, and dropped on a cell there is kept there."""
    live_page(page, args)
    widget_id = page.locator('[data-kind="com.mygame.character-detail"]').first.get_attribute("data-widget-id")
    check(where(args, widget_id) == "page 1, cell 1", f"widget #{widget_id} is not at page 1, cell 1 to begin with")
    jiggle(page)
    home = page.locator('[data-screen="home"]').bounding_box()
    slot = page.locator(f"#slot-{widget_id}").bounding_box()
    page.mouse.move(slot["x"] + 40, slot["y"] + 40)
    page.mouse.down()
    page.mouse.move(home["x"] + home["width"] - 10, slot["y"] + 60, steps=8)
    page.mouse.move(home["x"] + home["width"] - 9, slot["y"] + 61)
    page.wait_for_timeout(700)
    page.mouse.move(home["x"] + home["width"] - 8, slot["y"] + 62)
    expect(page.locator('[data-screen="home"]')).to_have_attribute("data-shown-page", "2", timeout=TIMEOUT_MS)
    settled(page)
    cell = page.locator('#home-grid .cell[data-page="2"][data-cell="9"]').bounding_box()
    page.mouse.move(cell["x"] + 40, cell["y"] + 40, steps=8)
    page.mouse.up()
    expect(page.locator(f"#slot-{widget_id}")).to_have_attribute("data-page", "2", timeout=TIMEOUT_MS)
    expect(page.locator(f"#slot-{widget_id}")).to_have_attribute("data-cell", "9")
    check(where(args, widget_id) == "page 2, cell 9", f"home list puts widget #{widget_id} at {where(args, widget_id)}")
    check(page.locator(".page-dot:not([data-new-page])").count() == 2, "the Home Screen does not show two pages' dots")
    still_loaded_once(page)
    return f"widget #{widget_id}, dragged to the screen's edge and dropped on page 2, cell 9, is there in home list"


def today_view(page, args):
    """The Today View is left of the first page: a widget held at the screen's left edge while editing goes
    there, and is kept there; its tab shows it, and the Home Screen's tab the first page again."""
    live_page(page, args)
    widget_id = page.locator('[data-kind="com.mygame.character-detail"]').first.get_attribute("data-widget-id")
    jiggle(page)
    home = page.locator('[data-screen="home"]').bounding_box()
    slot = page.locator(f"#slot-{widget_id}").bounding_box()
    page.mouse.move(slot["x"] + 40, slot["y"] + 40)
    page.mouse.down()
    page.mouse.move(home["x"] + 10, slot["y"] + 60, steps=8)
    page.mouse.move(home["x"] + 9, slot["y"] + 61)
    page.wait_for_timeout(700)
    page.mouse.move(home["x"] + 8, slot["y"] + 62)
    expect(page.locator('[data-screen="home"]')).to_have_attribute("data-shown-page", "0", timeout=TIMEOUT_MS)
    settled(page)
    expect(page.locator('[data-screen="today"]')).to_be_in_viewport(timeout=TIMEOUT_MS)
    cell = page.locator('#home-grid .cell[data-page="0"][data-cell="1"]').bounding_box()
    page.mouse.move(cell["x"] + 40, cell["y"] + 40, steps=8)
    page.mouse.up()
    expect(page.locator(f"#slot-{widget_id}")).to_have_attribute("data-page", "0", timeout=TIMEOUT_MS)
    check(where(args, widget_id) == "Today View, cell 1", f"home list puts widget #{widget_id} at {where(args, widget_id)}")
    page.get_by_role("button", name="Done").click()
    page.get_by_role("tab", name="Home Screen").click()
    expect(page.locator('[data-screen="home"]')).to_have_attribute("data-shown-page", "1", timeout=TIMEOUT_MS)
    page.get_by_role("tab", name="Today View").click()
    expect(page.locator('[data-screen="home"]')).to_have_attribute("data-shown-page", "0", timeout=TIMEOUT_MS)
    expect(page.get_by_role("tab", name="Today View")).to_have_attribute("aria-selected", "true")
    still_loaded_once(page)
    return f"widget #{widget_id}, held at the left edge and dropped in the Today View, is there in home list"


def turn(page, args):
    """Turn on an iPad: the device is drawn on its side, its pages wider (12 columns), each widget in its
    column and row; home device agrees, and Turn again stands it upright."""
    app(args, "home", "device", "iPad Pro (11-inch)")
    live_page(page, args)
    widget_id = page.locator('[data-kind="com.mygame.character-detail"]').first.get_attribute("data-widget-id")
    before = page.locator(f"#slot-{widget_id}").get_attribute("data-cell")
    page.get_by_role("button", name="Turn").click()
    expect(page.get_by_role("button", name="Turn")).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT_MS)
    page.wait_for_function("document.body.dataset.live === 'true'", timeout=TIMEOUT_MS)
    device = page.locator(".device").bounding_box()
    check(device["width"] > device["height"], "the turned iPad is not drawn on its side")
    expect(page.locator("#home-grid")).to_have_attribute("data-columns", "12")
    check("held in landscape" in app(args, "home", "device"), "home device does not say the device is held in landscape")
    after = page.locator(f"#slot-{widget_id}").get_attribute("data-cell")
    check((int(before) - 1) // 8 == (int(after) - 1) // 12 and (int(before) - 1) % 8 == (int(after) - 1) % 12,
          f"widget #{widget_id} moved from upright cell {before} to cell {after}, not the same column and row")
    page.get_by_role("button", name="Turn").click()
    expect(page.get_by_role("button", name="Turn")).to_have_attribute("aria-pressed", "false", timeout=TIMEOUT_MS)
    expect(page.locator("#home-grid")).to_have_attribute("data-columns", "8", timeout=TIMEOUT_MS)
    # Turned by a command in another terminal, the page loads itself again, on its side.
    app(args, "home", "device", "--orientation", "landscape")
    expect(page.get_by_role("button", name="Turn")).to_have_attribute("aria-pressed", "true", timeout=TIMEOUT_MS)
    expect(page.locator("#home-grid")).to_have_attribute("data-columns", "12", timeout=TIMEOUT_MS)
    return f"the iPad turned on its side with 12 columns, widget #{widget_id} at cell {after} (upright {before}), and back"


def drop_stack(page, args):
    """A widget dropped on another of its size makes a stack there, as iOS does."""
    live_page(page, args)
    below = page.locator('[data-kind="com.mygame.character-detail"]').first.get_attribute("data-widget-id")
    added = app(args, "home", "add", "com.mygame.game-status", "--family", "systemSmall").split()[-1]
    expect(page.locator(f'[data-widget-id="{added}"]')).to_have_count(1, timeout=TIMEOUT_MS)
    jiggle(page)
    source = page.locator(f"#slot-{added}").bounding_box()
    target = page.locator(f"#slot-{below}").bounding_box()
    page.mouse.move(source["x"] + 50, source["y"] + 50)
    page.mouse.down()
    page.mouse.move(target["x"] + 80, target["y"] + 80, steps=8)
    page.mouse.up()
    expect(page.locator(f'#slot-{below}[data-stack]')).to_have_count(1, timeout=TIMEOUT_MS)
    stacks = app(args, "home", "stack", "list")
    check(re.search(rf"#{added} \S+, #{below} ", stacks), f"home stack list does not show #{added} on #{below}:\n{stacks}")
    check(where(args, added) == where(args, below) == "page 1, cell 1", "the stack is not where the widget dropped on was")
    still_loaded_once(page)
    return f"widget #{added} dropped on #{below} made a stack at page 1, cell 1"


def remove_badge(page, args):
    """In jiggle mode each widget has a (−) badge that removes it. With Reduce Motion, as a user may set it,
    the widgets hold still (a jiggling one is never still enough for Playwright to click)."""
    page.emulate_media(reduced_motion="reduce")
    live_page(page, args)
    widget_id = page.locator('[data-kind="com.mygame.character-detail-ios17"]').first.get_attribute("data-widget-id")
    jiggle(page)
    page.get_by_role("button", name=f"Remove widget #{widget_id}").click()
    expect(page.locator(f'[data-widget-id="{widget_id}"]')).to_have_count(0, timeout=TIMEOUT_MS)
    check(int(widget_id) not in listed_ids(args), f"home list still shows widget #{widget_id}")
    page.get_by_role("button", name="Done").click()
    check(not page.evaluate("document.body.classList.contains('jiggle')"), "Done did not end editing")
    return f"the (−) badge removed widget #{widget_id}, and Done ended editing"


def screens(page, args):
    """The tabs show the device's screens one at a time, each with its hook."""
    live_page(page, args)
    for name, tab in [("lock", "Lock Screen"), ("control-center", "Control Center"), ("home", "Home Screen")]:
        page.get_by_role("tab", name=tab).click()
        expect(page.locator(f'[data-screen="{name}"]')).to_be_visible(timeout=TIMEOUT_MS)
        others = [other for other in ["home", "lock", "control-center"] if other != name]
        for other in others:
            expect(page.locator(f'[data-screen="{other}"]')).to_be_hidden()
    expect(page.locator('[data-screen="lock"] [data-placed-widget]')).to_have_count(1)
    cells = page.locator('#home-grid .cell[data-page="1"]').count()
    check(cells == 24, f"page 1 of an iPhone's Home Screen has {cells} cells, not 24")
    still_loaded_once(page)
    return "the Lock Screen, Control Center and Home Screen tabs each show their screen alone; page 1 has 24 cells"


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


def control_center(page, args):
    """A control added to Control Center from its gallery, made large from its menu, then removed; home controls agrees at each step."""
    live_page(page, args)
    page.get_by_role("tab", name="Control Center").click()
    page.get_by_role("button", name="Add a Control").click()
    page.get_by_role("button", name="Add Heal All, medium").click()
    expect(page.locator("#overlay")).to_be_hidden(timeout=TIMEOUT_MS)
    control = page.locator('[data-screen="control-center"] [data-control-id]').first
    expect(control).to_be_visible(timeout=TIMEOUT_MS)
    control_id = control.get_attribute("data-control-id")
    shown = app(args, "home", "controls")
    check("Heal All" in shown, f"home controls does not show Heal All:\n{shown}")
    control.click(button="right")
    page.get_by_role("menuitem", name="Large").click()
    expect(page.locator("#status")).to_contain_text(f"Control #{control_id} is large", timeout=TIMEOUT_MS)
    page.locator(f'[data-screen="control-center"] [data-control-id="{control_id}"]').click(button="right")
    page.get_by_role("menuitem", name="Action Button").click()
    expect(page.locator("#status")).to_contain_text(f"Put a copy of control #{control_id} on the Action button", timeout=TIMEOUT_MS)
    check("Action button: #" in app(args, "home", "controls"), "home controls shows nothing on the Action button")
    page.locator(f'[data-screen="control-center"] [data-control-id="{control_id}"]').click(button="right")
    page.get_by_role("menuitem", name="Remove Control").click()
    expect(page.locator(f'[data-screen="control-center"] [data-control-id="{control_id}"]')).to_have_count(0, timeout=TIMEOUT_MS)
    in_control_center = app(args, "home", "controls").split("Lock Screen:")[0]
    check("Heal All" not in in_control_center, f"home controls still shows Heal All in Control Center:\n{in_control_center}")
    still_loaded_once(page)
    return f"control #{control_id} was added from the gallery, made large, copied to the Action button and removed, and home controls agreed"


def control_move(page, args):
    """A control of Control Center dragged onto another takes its place in the order; home controls agrees."""
    first = app(args, "home", "controls", "add", "com.mygame.heal-all").split()[-1]
    second = app(args, "home", "controls", "add", "com.mygame.favourite-hero", "--set", "character=Spouty").split()[-1]
    live_page(page, args)
    page.get_by_role("tab", name="Control Center").click()
    position = lambda control: page.locator(f'[data-screen="control-center"] [data-control-id="{control}"]').get_attribute("data-control-position")
    check((position(first), position(second)) == ("1", "2"), "the controls are not drawn in the order added")
    source = page.locator(f'[data-screen="control-center"] [data-control-id="{second}"]').bounding_box()
    target = page.locator(f'[data-screen="control-center"] [data-control-id="{first}"]').bounding_box()
    page.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=8)
    page.mouse.up()
    expect(page.locator(f'[data-screen="control-center"] [data-control-id="{second}"]')).to_have_attribute(
        "data-control-position", "1", timeout=TIMEOUT_MS)
    listed = app(args, "home", "controls")
    places = [re.search(rf"#{control}\D", listed) for control in (second, first)]
    check(all(places) and places[0].start() < places[1].start(), f"home controls does not draw #{second} first:\n{listed}")
    expect(page.locator("#status")).to_contain_text(f"Moved control #{second} to place 1", timeout=TIMEOUT_MS)
    check("☆ ○" in listed, f"the drag pressed the toggle (its star is filled):\n{listed}")
    still_loaded_once(page)
    return f"control #{second}, dragged onto #{first}, is first in Control Center, and home controls agrees"


def activity_button(page, args):
    """The Dynamic Island, tapped, expands; its Heal button runs the activity's intent in the app."""
    activity = app(args, "game", "adventure", "start", "Power Panda").split()[-1]
    live_page(page, args)
    page.get_by_role("tab", name="Dynamic Island").click()
    page.locator(".island-compact > svg").click()
    expanded = page.locator(".island-expanded")
    expect(expanded).to_be_visible(timeout=TIMEOUT_MS)
    before = expanded.text_content()
    expanded.locator(f'[data-activity-id="{activity}"] g.control', has_text="Heal").click()
    expect(page.locator("#status")).to_contain_text(f"Pressed \"Heal\" on Live Activity {activity}", timeout=TIMEOUT_MS)
    expect(page.locator(".island-expanded")).not_to_have_text(before, timeout=TIMEOUT_MS)
    still_loaded_once(page)
    return f"the expanded Island's Heal pressed Live Activity {activity}, and the Island was drawn again"


def standby_night(page, args):
    """StandBy turns the phone on its side; at night it is red."""
    live_page(page, args)
    page.get_by_role("tab", name="StandBy").click()
    expect(page.locator('[data-screen="standby"]')).to_have_attribute("data-drawn", "true", timeout=TIMEOUT_MS)
    device = page.locator(".device").bounding_box()
    check(device["width"] > device["height"], "StandBy is not drawn with the phone on its side")
    page.get_by_role("button", name="Night").click()
    expect(page.locator('[data-screen="standby"]')).to_have_attribute("data-night", "true", timeout=TIMEOUT_MS)
    from io import BytesIO
    from PIL import Image
    # The Day button floats over the picture: hidden while it is taken.
    page.eval_on_selector('[data-screen="standby"] .screen-actions', "actions => actions.style.visibility = 'hidden'")
    picture = Image.open(BytesIO(page.locator('[data-screen="standby"] > svg').screenshot())).convert("RGB")
    lit = [pixel for pixel in picture.getdata() if max(pixel) > 60]
    check(lit, "StandBy at night shows nothing")
    red = sum(1 for r, g, b in lit if r > 2 * max(g, b))
    check(red / len(lit) > 0.95, f"StandBy at night is not red: {red} of {len(lit)} lit pixels are")
    return f"StandBy is landscape, and at night {red} of its {len(lit)} lit pixels are red"


def standby_swipe(page, args):
    """StandBy's two stacks hold the Home Screen's small widgets by turns; each is swiped on its own side,
    with the wheel or the pointer, and the other stays."""
    for _ in range(3):
        app(args, "home", "add", "com.mygame.game-status", "--family", "systemSmall")
    live_page(page, args)
    page.get_by_role("tab", name="StandBy").click()
    standby = page.locator('[data-screen="standby"]')
    expect(standby).to_have_attribute("data-drawn", "true", timeout=TIMEOUT_MS)
    left, right = page.locator('[data-stack="standby-0"]'), page.locator('[data-stack="standby-1"]')
    check(left.count() >= 2 and right.count() >= 2, f"StandBy's stacks hold {left.count()} and {right.count()} widgets, not two each")
    shown = lambda stack: page.locator(f'[data-stack="{stack}"]:not([hidden]) [data-placed-widget]').get_attribute("data-placed-widget")
    first_left, first_right = shown("standby-0"), shown("standby-1")
    acted = page.evaluate("document.body.dataset.acted || '0'")
    box = standby.bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.25, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, 120)
    expect(page.locator('[data-stack="standby-0"][data-stack-position="1"]')).not_to_have_attribute("hidden", "", timeout=TIMEOUT_MS)
    check(shown("standby-0") != first_left and shown("standby-1") == first_right, "the wheel on the left did not swipe the left stack alone")
    x, y = box["x"] + box["width"] * 0.75, box["y"] + box["height"] / 2
    page.mouse.move(x, y + 60)
    page.mouse.down()
    page.mouse.move(x, y - 60, steps=6)
    page.mouse.up()
    expect(page.locator('[data-stack="standby-1"][data-stack-position="1"]')).not_to_have_attribute("hidden", "", timeout=TIMEOUT_MS)
    check(shown("standby-1") != first_right, "swiping up on the right did not show the right stack's next widget")
    # A tap would have sent its action as the pointer came up: the page counts what it sends.
    check(page.evaluate("document.body.dataset.acted || '0'") == acted, "a swipe also tapped the widget: the page sent an action")
    still_loaded_once(page)
    return f"the left stack swiped from #{first_left} to #{shown('standby-0')}, the right from #{first_right} to #{shown('standby-1')}"


def lock_screen(page, args):
    """The Lock Screen customised in place: a control put in its corner presses there; its widget's menu removes it."""
    control = app(args, "home", "lock-controls", "set", "leading", "com.mygame.heal-all").split()[-1]
    live_page(page, args)
    page.get_by_role("tab", name="Lock Screen").click()
    lock = page.locator('[data-screen="lock"]')
    lock.locator(f'[data-control-id="{control}"]').click()
    expect(page.locator("#status")).to_contain_text(f"(control #{control})", timeout=TIMEOUT_MS)
    widget = lock.locator("[data-placed-widget]").first
    widget_id = widget.get_attribute("data-placed-widget")
    widget.click(button="right")
    page.get_by_role("menuitem", name="Remove Widget").click()
    expect(lock.locator(f'[data-placed-widget="{widget_id}"]')).to_have_count(0, timeout=TIMEOUT_MS)
    check(int(widget_id) not in listed_ids(args), f"home list still shows widget #{widget_id}")
    return f"control #{control} pressed in the Lock Screen's corner, and widget #{widget_id} removed from its menu there"


def long_press(page, args):
    """A long press with the mouse, as a finger's: the widget's menu stays open after the release, and
    editing the Home Screen from it leaves its "+" and the sheets working."""
    page.emulate_media(reduced_motion="reduce")
    live_page(page, args)
    widget = page.locator('[data-kind="com.mygame.character-detail"]').first
    box = widget.locator("svg").bounding_box()
    page.mouse.move(box["x"] + 40, box["y"] + 40)
    page.mouse.down()
    page.wait_for_timeout(800)
    page.mouse.up()
    menu = page.get_by_role("menu")
    expect(menu).to_be_visible(timeout=TIMEOUT_MS)
    page.wait_for_timeout(300)
    check(menu.is_visible(), "the menu closed when the long press ended")
    menu.get_by_role("menuitem", name="Edit Home Screen").click()
    page.wait_for_function("document.body.classList.contains('jiggle')", timeout=TIMEOUT_MS)
    page.locator(".jiggle-bar").get_by_role("button", name="Add a widget").click()
    gallery = page.locator("#sheet .gallery")
    expect(gallery).to_be_visible(timeout=TIMEOUT_MS)
    gallery.get_by_role("button", name="Done").click()
    expect(page.locator("#overlay")).to_be_hidden(timeout=TIMEOUT_MS)
    still_loaded_once(page)
    return "a long press kept the widget's menu open; Edit Home Screen, then its + opened the gallery, and Done closed it"


def settings(page, args):
    """The settings sheet sets the reload budget as 'home budget --set' does, and a push with no app's topic is refused and listed."""
    live_page(page, args)
    page.get_by_role("button", name="Settings").click()
    sheet = page.locator("#sheet .settings")
    expect(sheet).to_be_visible(timeout=TIMEOUT_MS)
    sheet.get_by_label("Daily reload budget").fill("12")
    sheet.locator('form[data-setting="budget"]').get_by_role("button", name="Set").click()
    expect(page.locator("#status")).to_contain_text("12 reloads in 24 hours", timeout=TIMEOUT_MS)
    check("12" in app(args, "home", "budget"), "home budget does not show 12")
    sheet = page.locator("#sheet .settings")
    sheet.get_by_label("Topic").fill("local.nobody.push-type.widgets")
    sheet.get_by_role("button", name="Push").click()
    expect(page.locator('li[data-push-outcome="refused"]')).to_contain_text("No installed app has the topic", timeout=TIMEOUT_MS)
    still_loaded_once(page)
    return "the settings set the budget to 12 (home budget agrees), and a push to no app was refused and listed"


SCENARIOS = {f.__name__: f for f in [widgets, heal, app_writes, push, edit, clock, token, drag_page, today_view, turn, drop_stack, remove_badge, screens,
                                     control_center, control_move, activity_button, standby_night, standby_swipe, lock_screen,
                                     long_press, settings]}


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
