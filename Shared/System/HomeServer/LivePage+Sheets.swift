extension LivePage {
    /// The part of the page's script that shows sheets: the Edit Widget form (each change sent with those
    /// before it, the form drawn anew by the server; a parameter's options asked for as typed) and the
    /// settings, each of whose forms is sent alone.
    static let sheets = #"""
        function openSheet(html) {
          document.getElementById("sheet").innerHTML = html;
          document.getElementById("overlay").hidden = false;
        }

        function closeSheet() {
          document.getElementById("overlay").hidden = true;
          document.getElementById("sheet").innerHTML = "";
          form = null;
        }

        // The Edit Widget form: each change is sent with those before it, and the form comes back drawn anew.
        async function openForm(widget) {
          form = {widget: widget, values: []};
          try { openSheet((await act({form: {widget: widget, values: []}})).html); }
          catch (error) { form = null; status(error.message); }
        }

        function formMessage(text) {
          const message = document.querySelector("#sheet .form-message");
          if (message) message.textContent = text;
        }

        async function setValue(parameter, value) {
          const before = form.values.slice();
          form.values = form.values.filter((v) => v.parameter !== parameter).concat([{parameter, value}]);
          try {
            const html = (await act({form: {widget: form.widget, values: form.values}})).html;
            document.getElementById("sheet").innerHTML = html;
          } catch (error) { form.values = before; formMessage(error.message); }
        }

        let optionsAsked = 0;
        async function listOptions(chooser) {
          const parameter = chooser.dataset.parameter;
          const search = chooser.querySelector("input[type=search]").value;
          const searchable = chooser.closest(".field").querySelector(".slots").dataset.searchable === "true";
          const asked = ++optionsAsked;
          let reply;
          try {
            reply = await act({options: {widget: form.widget, parameter, search: searchable && search ? search : null, values: form.values}});
          } catch (error) { formMessage(error.message); return; }
          if (asked !== optionsAsked) return; // a later keystroke's answer comes after
          const list = chooser.querySelector("ul.options");
          list.innerHTML = "";
          let shown = 0;
          for (const section of reply.options) {
            const items = section.items.filter((item) => searchable || !search || item.title.toLowerCase().includes(search.toLowerCase()));
            if (section.title && items.length) {
              const header = document.createElement("li");
              header.className = "section";
              header.textContent = section.title;
              list.appendChild(header);
            }
            for (const item of items) {
              const row = document.createElement("li");
              const button = document.createElement("button");
              button.type = "button";
              button.className = "option";
              button.dataset.option = item.id;
              button.textContent = item.title;
              row.appendChild(button);
              list.appendChild(row);
              shown += 1;
            }
          }
          const total = reply.total || shown;
          chooser.querySelector(".options-total").textContent = shown === 0 ? "No options match." : (total > shown ? shown + " of " + total + " shown; type to narrow them." : "");
        }

        function slotValues(parameter) {
          return Array.from(document.querySelectorAll('#sheet .slots[data-parameter="' + CSS.escape(parameter) + '"] button.choose'))
            .map((b) => b.dataset.value).filter((v) => v !== undefined);
        }

        async function openSettings() {
          const reply = await run({settings: {}});
          if (reply) openSheet(reply.html);
        }

        // A settings form: its action sent alone; the reply's sheet, drawn with what is set now, goes in with its
        // sentence. A refusal leaves the sheet as typed.
        async function submitSetting(setting) {
          const values = Object.fromEntries(new FormData(setting));
          const action =
            setting.dataset.setting === "location" ? {location: {place: values.place}} :
            setting.dataset.setting === "budget" ? {budget: {daily: Number(values.daily)}} :
            {push: {payload: values.payload, topic: values.topic || null}};
          try {
            const reply = await act(action);
            // Closed meanwhile, the sheet stays closed.
            if (reply.html && !document.getElementById("overlay").hidden) openSheet(reply.html);
            status(reply.message);
          } catch (error) { status(error.message); }
        }

        document.addEventListener("submit", async (event) => {
          event.preventDefault();
          const setting = event.target.closest("form[data-setting]");
          if (setting) { submitSetting(setting); return; }
          if (!form) return;
          try {
            const reply = await act({save: {widget: form.widget, values: form.values}});
            status(reply.message);
            closeSheet();
          } catch (error) { formMessage(error.message); }
        });
        """#
}
