extension LivePage {
    /// The page's script: it sends what the user does to `/api/action` and puts in what the WebSocket
    /// sends. It draws nothing of its own: the server draws every region, form and list item's text. Its
    /// sheets (the Edit Widget form, the settings) are in `sheets`, and its gestures, which follow the
    /// pointer, in `gestures`.
    static let script = actions + "\n" + sheets + "\n" + gestures

    /// The script's actions: the server's updates put in, the sheets, menus, clicks, fields and keys.
    static let actions = #"""
        "use strict";
        const token = new URLSearchParams(location.search).get("token") || "";
        let form = null; // {widget, values: [{parameter, value}]}
        const swiped = {}; // stack (a Home Screen stack's id, or StandBy's standby-0 and standby-1) -> position shown
        let updates = 0;

        function status(text) { document.getElementById("status").textContent = text || ""; }

        async function act(action) {
          // Counted, so that a test sees at once that a gesture sent nothing (`data-acted`).
          document.body.dataset.acted = String(Number(document.body.dataset.acted || 0) + 1);
          const response = await fetch("/api/action?token=" + encodeURIComponent(token), {
            method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(action)});
          const reply = await response.json().catch(() => ({error: "The server sent something that is not JSON."}));
          if (!response.ok) throw new Error(reply.error || ("The server refused (" + response.status + ")."));
          return reply;
        }

        async function run(action) {
          try {
            const reply = await act(action);
            if (reply.message) status(reply.message);
            return reply;
          } catch (error) { status(error.message); return null; }
        }

        function applyStacks() {
          for (const [stack, position] of Object.entries(swiped)) {
            const members = document.querySelectorAll('[data-stack="' + CSS.escape(stack) + '"][data-stack-position]');
            const count = members.length;
            members.forEach((member) => {
              member.toggleAttribute("hidden", Number(member.dataset.stackPosition) !== ((position % count) + count) % count);
            });
          }
        }

        function swipe(stack, by) {
          swiped[stack] = (swiped[stack] !== undefined ? swiped[stack] : 0) + by;
          applyStacks();
        }

        function applyClock() {
          const clock = document.getElementById("clock");
          const slider = document.getElementById("clock-slider");
          if (clock && slider && !slider.matches(":active")) slider.value = clock.dataset.minute;
        }

        function apply(update) {
          if (update.reload) { location.reload(); return; }
          if (update.main !== undefined) document.querySelector("main").innerHTML = update.main;
          for (const [id, html] of Object.entries(update.regions || {})) {
            const element = document.getElementById(id);
            if (element) element.outerHTML = html;
          }
          applyStacks();
          applyClock();
          applyView();
          // A widget being dragged was drawn again: the new drawing follows the pointer in its place.
          if (drag) {
            const fresh = document.getElementById(drag.slot.id);
            if (fresh && fresh !== drag.slot) {
              fresh.style.transform = drag.slot.style.transform;
              fresh.classList.add("dragging");
              drag.slot = fresh;
            }
          }
          updates += 1;
          document.body.dataset.updates = String(updates);
        }

        function connect() {
          const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/live?token=" + encodeURIComponent(token));
          socket.onopen = () => { document.body.dataset.live = "true"; };
          socket.onmessage = (message) => apply(JSON.parse(message.data));
          socket.onclose = () => {
            document.body.dataset.live = "false";
            status("The server is gone; trying again…");
            setTimeout(connect, 1000);
          };
        }

        // The widget an element belongs to: a Home Screen widget's element, or a Lock Screen widget's
        // drawing (`data-placed-widget`), which answers with the same id.
        function widgetOf(element) {
          const widget = element.closest("[data-widget-id]");
          if (widget) return widget;
          const placed = element.closest("[data-placed-widget]");
          return placed ? {dataset: {widgetId: placed.dataset.placedWidget}, closest: () => null} : null;
        }

        // The device: which screen is shown, which Home Screen page, and whether the Home Screen is being edited.
        let shownScreen = "home";
        let shownPage = 0;
        let islandExpanded = false;

        function pageCount() {
          const grid = document.getElementById("home-grid");
          const pages = grid ? Number(grid.dataset.pages) : 1;
          return document.body.classList.contains("jiggle") ? pages + 1 : pages;
        }

        function applyView() {
          const device = document.querySelector(".device.tabbed");
          if (device && !device.querySelector(':scope > [data-screen="' + shownScreen + '"]')) shownScreen = "home";
          if (device) device.dataset.shownScreen = shownScreen;
          const compact = document.querySelector(".island-compact");
          const expanded = document.querySelector(".island-expanded");
          if (compact && expanded) { compact.hidden = islandExpanded; expanded.hidden = !islandExpanded; }
          document.querySelectorAll(".device.tabbed > [data-screen]").forEach((screen) => {
            screen.classList.toggle("shown", screen.dataset.screen === shownScreen);
          });
          // The Today View is the Home Screen's page left of the first (index -1), with a tab of its own.
          shownPage = Math.max(-1, Math.min(shownPage, pageCount() - 1));
          const tabShown = shownScreen === "home" && shownPage === -1 ? "today" : shownScreen;
          document.querySelectorAll("[data-show-screen]").forEach((tab) => {
            tab.setAttribute("aria-selected", String(tab.dataset.showScreen === tabShown));
          });
          const home = document.querySelector("section.home-screen");
          if (home) { home.style.setProperty("--page", String(shownPage)); home.dataset.shownPage = String(shownPage + 1); }
          document.querySelectorAll(".page-dot").forEach((dot) => {
            dot.setAttribute("aria-current", String(Number(dot.dataset.showPage) === shownPage + 1));
          });
        }

        function showPage(index) { shownPage = index; applyView(); }

        function setJiggle(on) {
          document.body.classList.toggle("jiggle", on);
          closeMenu();
          applyView();
        }

        async function openGallery() {
          status("Asking each widget for its previews…");
          const reply = await run({gallery: {}});
          if (reply) { status(""); openSheet(reply.html); }
        }

        function closeMenu() { document.querySelectorAll(".widget-menu").forEach((menu) => menu.remove()); }

        // A menu at (x, y), as a long press opens one on iOS: `items` are [action, title] pairs, the last
        // drawn as destructive; `owner` names what it acts on (data-widget or data-control).
        function showMenu(owner, items, x, y) {
          closeMenu();
          const menu = document.createElement("div");
          menu.className = "widget-menu";
          menu.setAttribute("role", "menu");
          Object.assign(menu.dataset, owner);
          items.forEach(([action, title], index) => {
            const button = document.createElement("button");
            button.type = "button";
            button.setAttribute("role", "menuitem");
            button.dataset.menu = action;
            button.textContent = title;
            if (index === items.length - 1) button.className = "danger";
            menu.appendChild(button);
          });
          menu.style.left = x + "px";
          menu.style.top = y + "px";
          document.body.appendChild(menu);
        }

        // A widget's: Edit Widget, Edit Stack, Edit Home Screen, Remove Widget.
        function openMenu(widget, x, y) {
          const slot = widget.closest(".slot");
          const items = [["edit", "Edit Widget"], ["timeline", "Timeline"]];
          if (slot && slot.dataset.stack) items.push(["stack", "Edit Stack"]);
          if (slot) items.push(["jiggle", "Edit Home Screen"]);
          items.push(["remove", "Remove Widget"]);
          showMenu({widget: widget.dataset.widgetId}, items, x, y);
        }

        // A control's in Control Center: its three sizes, and Remove Control.
        function openControlMenu(control, x, y) {
          showMenu({control: control.dataset.controlId},
            [["small", "Small"], ["medium", "Medium"], ["large", "Large"], ["lockScreenLeading", "Lock Screen, Leading"],
             ["lockScreenTrailing", "Lock Screen, Trailing"], ["actionButton", "Action Button"], ["remove-control", "Remove Control"]], x, y);
        }

        async function menuChoice(button) {
          const menu = button.closest(".widget-menu");
          const id = Number(menu.dataset.widget);
          closeMenu();
          if (menu.dataset.control) {
            const control = Number(menu.dataset.control);
            const choice = button.dataset.menu;
            if (choice === "remove-control") run({removeControl: {id: control}});
            else if (["small", "medium", "large"].includes(choice)) run({resizeControl: {id: control, size: choice}});
            else run({placeControl: {id: control, location: choice}});
            return;
          }
          switch (button.dataset.menu) {
            case "edit": openForm(id); break;
            case "timeline": {
              const reply = await run({timeline: {widget: id}});
              if (reply) openSheet(reply.html);
              break;
            }
            case "stack": {
              const slot = document.getElementById("slot-" + id);
              const reasons = slot ? slot.querySelector("details.stack .form") : null;
              openSheet('<section class="edit-stack" aria-label="Edit Stack"><h2>Stack ' + slot.dataset.stack + '</h2>' +
                (reasons ? reasons.innerHTML : "") + '<p class="form-buttons"><button type="button" class="unstack" data-unstack="' +
                slot.dataset.stack + '">Take Apart</button><button type="button" class="cancel">Done</button></p></section>');
              break;
            }
            case "jiggle": setJiggle(true); break;
            case "remove": run({remove: {widget: id}}); break;
          }
        }

        document.addEventListener("contextmenu", (event) => {
          const control = event.target.closest("section.control-center [data-control-id]");
          if (control) { event.preventDefault(); openControlMenu(control, event.clientX, event.clientY); return; }
          const widget = widgetOf(event.target);
          if (!widget || event.target.closest("#sheet")) return;
          event.preventDefault();
          openMenu(widget, event.clientX, event.clientY);
        });

        document.addEventListener("click", async (event) => {
          const target = event.target;
          if (target.id === "overlay") { closeSheet(); return; }
          const menuButton = target.closest(".widget-menu button");
          if (menuButton) { menuChoice(menuButton); return; }
          // The click a long press ends with is the press's, not a tap: the menu it opened stays, and
          // nothing under it is pressed.
          if (longPressed) { longPressed = false; return; }
          closeMenu();
          const tab = target.closest("[data-show-screen]");
          if (tab) {
            const chosen = tab.dataset.showScreen;
            shownScreen = chosen === "today" ? "home" : chosen;
            if (chosen === "today") shownPage = -1;
            else if (chosen === "home" && shownPage < 0) shownPage = 0;
            applyView();
            // StandBy and CarPlay are drawn only while shown: the server is told, and sends them.
            act({show: {screen: chosen}}).catch((error) => status(error.message));
            return;
          }
          const dot = target.closest("[data-show-page]");
          if (dot) { showPage(Number(dot.dataset.showPage) - 1); return; }
          const night = target.closest("[data-standby-night]");
          if (night) { run({standBy: {night: night.dataset.standbyNight === "true"}}); return; }
          if (target.id === "turn") {
            run({look: {device: null, appearance: null, landscape: target.getAttribute("aria-pressed") !== "true"}});
            return;
          }
          if (target.closest(".add-control-open")) {
            const reply = await run({controlGallery: {}});
            if (reply) openSheet(reply.html);
            return;
          }
          const activityControl = target.closest("[data-activity-id] g.control");
          if (activityControl && !longPressed) {
            const activity = activityControl.closest("[data-activity-id]");
            run({pressActivity: {id: activity.dataset.activityId, intent: activityControl.dataset.intent,
                                 title: activityControl.textContent.trim()}});
            return;
          }
          if (target.closest(".island-compact svg")) { islandExpanded = true; applyView(); return; }
          if (target.closest(".island-expanded svg")) { islandExpanded = false; applyView(); return; }
          const badge = target.closest("[data-remove-widget]");
          if (badge) { run({remove: {widget: Number(badge.dataset.removeWidget)}}); return; }
          if (target.closest(".jiggle-done")) { setJiggle(false); return; }
          // While editing, the Home Screen's taps do nothing but end the editing (on the wallpaper); its
          // "+" opens the gallery; the sheets, the bar and the other screens work as ever.
          if (document.body.classList.contains("jiggle") && target.closest("section.home-screen")) {
            if (target.closest(".jiggle-add")) { openGallery(); return; }
            if (!target.closest(".home-widgets .slot")) setJiggle(false);
            return;
          }
          const sheet = target.closest("#sheet");
          if (sheet) {
            if (target.closest(".cancel")) { closeSheet(); return; }
            if (target.closest(".remove") && form) {
              const widget = form.widget;
              if (await run({remove: {widget}})) closeSheet();
              return;
            }
            const unstack = target.closest("button[data-unstack]");
            if (unstack) {
              if (await run({unstack: {stack: Number(unstack.dataset.unstack)}})) closeSheet();
              return;
            }
            const addControl = target.closest("button.add-control");
            if (addControl) {
              if (await run({addControl: {kind: addControl.dataset.addControl, app: addControl.dataset.addApp || null, size: addControl.dataset.size}})) closeSheet();
              return;
            }
            const add = target.closest("button.add");
            if (add) {
              if (await run({add: {kind: add.dataset.addKind, app: add.dataset.addApp || null, family: add.dataset.addFamily, location: add.dataset.addLocation || null}})) closeSheet();
              return;
            }
            const choose = target.closest("button.choose");
            if (choose) {
              const field = choose.closest(".field");
              const chooser = field.querySelector(".chooser");
              chooser.hidden = false;
              chooser.dataset.slot = choose.dataset.slot;
              chooser.querySelector("input[type=search]").focus();
              listOptions(chooser);
              return;
            }
            const unchoose = target.closest("button.unchoose");
            if (unchoose) {
              const parameter = unchoose.closest(".slots").dataset.parameter;
              const values = slotValues(parameter);
              values.splice(Number(unchoose.dataset.slot), 1);
              setValue(parameter, values.join(","));
              return;
            }
            const option = target.closest("button.option");
            if (option) {
              const chooser = option.closest(".chooser");
              const parameter = chooser.dataset.parameter;
              const values = slotValues(parameter);
              const multiple = chooser.closest(".field").querySelector(".slots").dataset.multiple === "true";
              if (multiple) { values[Math.min(Number(chooser.dataset.slot), values.length)] = option.dataset.option; }
              setValue(parameter, multiple ? values.join(",") : option.dataset.option);
              return;
            }
            return;
          }
          const swipeButton = target.closest("button[data-swipe]");
          if (swipeButton) { swipe(swipeButton.closest(".slot").dataset.stack, Number(swipeButton.dataset.swipe)); return; }
          const placed = target.closest("[data-control-id]");
          if (placed) { run({pressControl: {id: Number(placed.dataset.controlId)}}); return; }
          const clock = target.closest("button[data-clock]");
          if (clock) {
            const change = clock.dataset.clock === "run" ? {run: {speed: Number(clock.dataset.speed)}} : {[clock.dataset.clock]: {}};
            run({clock: {change}});
            return;
          }
          if (target.id === "add-widget") { openGallery(); return; }
          if (target.id === "settings") { openSettings(); return; }
          const lockWidget = target.closest("[data-placed-widget]");
          const widget = lockWidget || widgetOf(target);
          if (widget && target.closest("svg") && !longPressed) {
            const svg = target.closest("figure.widget") ? widget.querySelector("svg") : lockWidget ? lockWidget.querySelector("svg") : null;
            let point = {x: null, y: null};
            if (svg) {
              const box = svg.getBoundingClientRect();
              const scale = Number(svg.getAttribute("width")) / box.width;
              point = {x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale};
            }
            const id = Number(lockWidget ? lockWidget.dataset.placedWidget : widget.dataset.widgetId);
            const reply = await run({tap: {widget: id, x: point.x, y: point.y}});
            if (reply && reply.html) openSheet(reply.html);
          }
        });

        document.addEventListener("change", (event) => {
          const target = event.target;
          if (target.id === "device") { run({look: {device: target.value, appearance: null}}); return; }
          if (target.id === "appearance") { run({look: {device: null, appearance: target.value}}); return; }
          if (target.id === "clock-slider") {
            const clock = document.getElementById("clock");
            run({clock: {change: {set: {time: Number(clock.dataset.day) + Number(target.value) * 60}}}});
            return;
          }
          if (!form || !target.closest("#sheet") || target.type === "search") return;
          const parameter = target.dataset.parameter;
          if (!parameter) return;
          setValue(parameter, target.type === "checkbox" ? String(target.checked) : target.value);
        });

        document.addEventListener("input", (event) => {
          if (event.target.type === "search" && form) listOptions(event.target.closest(".chooser"));
        });

        document.addEventListener("keydown", (event) => { if (event.key === "Escape") closeSheet(); });

        document.addEventListener("keydown", (event) => {
          if (shownScreen !== "home" || event.target.closest("input, select, textarea, #sheet")) return;
          if (event.key === "ArrowRight") showPage(shownPage + 1);
          if (event.key === "ArrowLeft") showPage(shownPage - 1);
        });

        window.addEventListener("DOMContentLoaded", () => { applyClock(); applyView(); connect(); });
        """#
}
