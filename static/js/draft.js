// A sheet typed on a phone survives a dropped WiFi, a locked screen and a reload: every
// sheet form that names itself (data-draft, scoring.sheets.draft) is kept on the phone while
// it is typed (localStorage "kaart:<sheet>:<version opened>") and sent when there is a
// connection. Each press of "save" gets a key of its own (the field "attempt"): a save sent
// again after its answer was lost is stored once (the server knows the key). The page says
// what is happening in its #draft-state box (scoring/sheet_draft.html), one line at a time.
// Every sheet kind uses this file as it is: it reads only the form's fields.
(function () {
  "use strict";
  var PREFIX = "kaart:";
  var KEPT_FOR = 2 * 24 * 3600 * 1000;  // a copy older than two days belongs to no evening
  var SKIP = ["csrfmiddlewaretoken", "version", "seating", "attempt", "preview"];
  var store = null;
  try { store = window.localStorage; } catch (error) { store = null; }

  // While there is no connection the live preview asks nothing (it would only fail).
  document.body.addEventListener("htmx:beforeRequest", function (event) {
    if (navigator.onLine === false) { event.preventDefault(); }
  });

  function newKey() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) {
      return (b < 16 ? "0" : "") + b.toString(16);
    }).join("");
  }

  document.querySelectorAll("form[data-draft]").forEach(function (form) {
    var sheet = PREFIX + form.dataset.draft + ":";
    var version = form.elements.namedItem("version");
    var box = document.getElementById("draft-state");
    var saved = (form.dataset.saved || "").split(" ").filter(Boolean);
    var attempt = "";  // the key of a press of "save" that has no answer yet
    var sending = false;
    var state = "";
    var field = document.createElement("input");
    field.type = "hidden";
    field.name = "attempt";
    form.appendChild(field);

    function show(now) {
      state = now;
      if (!box) { return; }
      box.hidden = !state;
      box.querySelectorAll("[data-state]").forEach(function (line) {
        line.hidden = line.dataset.state.split(" ").indexOf(state) === -1;
      });
      clearOfBox();
    }

    // The box stands over the foot of the screen (a phone's): the game being typed (its
    // row or card, data-game) is moved up above it, never so far that the field typed in
    // leaves the top of the screen.
    function clearOfBox() {
      var typed = document.activeElement;
      if (!box || box.hidden || !typed || !form.contains(typed)) { return; }
      var game = typed.closest("[data-game]") || typed;
      var covered = game.getBoundingClientRect().bottom - box.getBoundingClientRect().top;
      if (covered > 0) {
        window.scrollBy(0, Math.min(covered + 8, Math.max(typed.getBoundingClientRect().top, 0)));
      }
    }
    form.addEventListener("focusin", function () {
      window.requestAnimationFrame(clearOfBox);  // after the browser's own scroll to the field
    });

    function copies() {
      var found = [];
      if (!store) { return found; }
      for (var i = 0; i < store.length; i += 1) {
        var name = store.key(i);
        if (name && name.indexOf(sheet) === 0) {
          var copy = null;
          try { copy = JSON.parse(store.getItem(name)); } catch (error) { copy = null; }
          found.push({name: name, version: name.slice(sheet.length), copy: copy});
        }
      }
      return found;
    }

    function forget() {
      copies().forEach(function (found) { store.removeItem(found.name); });
    }

    function typed() {
      var values = {};
      Array.prototype.forEach.call(form.elements, function (input) {
        if (!input.name || SKIP.indexOf(input.name) !== -1 || input.type === "submit" ||
            input.type === "button") { return; }
        if (input.type === "checkbox" || input.type === "radio") {
          if (input.checked) { values[input.name] = input.value; }
        } else {
          values[input.name] = input.value;
        }
      });
      return values;
    }

    function fill(values) {
      Array.prototype.forEach.call(form.elements, function (input) {
        if (!input.name || SKIP.indexOf(input.name) !== -1) { return; }
        if (input.type === "checkbox" || input.type === "radio") {
          input.checked = values[input.name] === input.value;
        } else if (input.type !== "submit" && input.type !== "button" &&
                   Object.prototype.hasOwnProperty.call(values, input.name)) {
          input.value = values[input.name];
        }
      });
    }

    function keep() {
      if (!store) { return; }
      forget();  // one copy per sheet: the newest, under the version it will be sent against
      try {
        store.setItem(sheet + version.value,
                      JSON.stringify({fields: typed(), attempt: attempt, at: Date.now()}));
      } catch (error) { /* the phone's storage is full: the form itself still holds it */ }
    }

    function send() {
      if (sending) { return; }
      if (navigator.onLine === false) { show("waiting"); return; }
      sending = true;
      show("sending");
      field.value = attempt;
      fetch(form.action || window.location.href, {
        method: "POST", body: new FormData(form), credentials: "same-origin",
        headers: {"X-Sheet-Send": "1"}})
        .then(function (response) {
          sending = false;
          var done = response.headers.get("X-Sheet-Stored");
          if (done) {
            forget();  // stored: the page that says so takes over
            window.location.assign(done);
            return;
          }
          // The server answered with a page (mistakes, a sheet changed meanwhile, a round
          // approved): show that page. The same key goes along, so nothing is stored twice.
          HTMLFormElement.prototype.submit.call(form);
        })
        .catch(function () {
          sending = false;
          show("waiting");  // sent again by itself when the connection is back
        });
    }

    var quiet = false;  // while this file itself tells the live preview to look again
    function preview() {
      quiet = true;
      form.dispatchEvent(new Event("change", {bubbles: true}));
      quiet = false;
    }

    function edited() {
      if (quiet) { return; }
      if (attempt) { attempt = newKey(); }  // a new version of a save still to be sent
      keep();
      if (navigator.onLine === false && !attempt) { show("offline"); }
    }

    // What this phone kept of the sheet: a copy that arrived (its key is stored) or is old
    // goes; on a page that answers a refused save the form shows what was sent, so that is
    // the copy now; otherwise the copy is filled in again.
    var now = Date.now();
    var kept = null;
    copies().forEach(function (found) {
      var copy = found.copy;
      if (!copy || !copy.fields || now - (copy.at || 0) > KEPT_FOR ||
          (copy.attempt && saved.indexOf(copy.attempt) !== -1)) {
        store.removeItem(found.name);
      } else {
        kept = found;
      }
    });
    if (form.dataset.refused) {
      keep();
    } else if (kept) {
      var differs = JSON.stringify(kept.copy.fields) !== JSON.stringify(typed());
      if (differs || kept.copy.attempt) {
        fill(kept.copy.fields);
        var changed = kept.version !== version.value;
        // Sent against the version it was typed on: a sheet changed meanwhile is refused
        // and the page then shows both versions.
        version.value = kept.version;
        attempt = kept.copy.attempt || "";
        preview();
        if (attempt) {
          send();
        } else {
          show(changed ? "changed" : "kept");
        }
      } else {
        forget();
      }
    }
    if (navigator.onLine === false && !attempt) { show("offline"); }

    form.addEventListener("input", edited);
    form.addEventListener("change", edited);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!attempt) { attempt = newKey(); }
      keep();
      send();
    });
    if (box) {
      box.querySelector("[data-draft-send]").addEventListener("click", function () {
        form.requestSubmit();
      });
    }
    window.addEventListener("offline", function () {
      if (!sending) { show(attempt ? "waiting" : "offline"); }
    });
    window.addEventListener("online", function () {
      preview();  // the live preview catches up
      if (attempt) {
        send();
      } else if (state === "offline") {
        show("");
      }
    });
  });
})();
