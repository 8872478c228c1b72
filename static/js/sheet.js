// Score sheet marks and keyboard help. Scores and mistakes come from the server's rules
// module through the htmx preview; identical updates are not swapped in, so nothing flickers
// and the one live region speaks only when its words change. The line under a game names its
// mistakes: while it does, the game's inputs are marked invalid and the line is brought into
// view; so on every game's sheet (the team sheets and the list of single players).
// On a sheet with a number per game (data-first) Enter moves on from every field: from the
// fields a game starts with before its points (data-opening: a declarer and the game's own
// inputs, such as a trump) to the next one the game needs (data-stops:
// a declarer, a trump) and after those to its points, from anything else to the next game;
// in the last game (or the game that ended a round played to a target) Enter saves the sheet.
// The empty points field of the other pair shows 162 minus the typed one.
(function () {
  "use strict";
  var form = document.getElementById("sheet-form");
  if (!form) { return; }
  var TOTAL = 162;

  function field(row, name) {
    return form.querySelector('[name="g' + row + '-' + name + '"]');
  }

  // Where a game starts (data-first, from the game's columns), and the fields that come
  // before its points (data-opening, from the first one on).
  var first = form.dataset.first;
  var opening = (form.dataset.opening || "").split(" ").filter(Boolean);
  var stops = (form.dataset.stops || "").split(" ").filter(Boolean);

  // Where Enter goes from an opening field: the next field the game needs, else the points.
  function afterOpening(game, name) {
    var later = opening.slice(opening.indexOf(name) + 1).filter(function (column) {
      return stops.indexOf(column) !== -1;
    });
    return field(game, later.length ? later[0] : "points_a");
  }

  function roundOver() {
    var state = document.getElementById("boom-state");
    return state && state.dataset.over ? Number(state.dataset.over) : 0;
  }

  form.addEventListener("keydown", function (event) {
    var tag = event.target.tagName;
    if (!first || event.key !== "Enter" || (tag !== "INPUT" && tag !== "SELECT")) { return; }
    var match = /^g(\d+)-(\w+)$/.exec(event.target.name || "");
    if (!match) { return; }
    event.preventDefault();
    var game = Number(match[1]);
    var next = opening.indexOf(match[2]) !== -1 ? afterOpening(game, match[2])
      : field(game + 1, first);
    if (!next || game === roundOver()) {
      form.requestSubmit();
      return;
    }
    next.focus();
    if (next.select) { next.select(); }
  });

  form.addEventListener("input", function (event) {
    var match = /^g(\d+)-points_(a|b)$/.exec(event.target.name || "");
    if (!match) { return; }
    var other = field(match[1], match[2] === "a" ? "points_b" : "points_a");
    var value = parseInt(event.target.value, 10);
    other.placeholder = (value >= 0 && value <= TOTAL) ? String(TOTAL - value) : "";
  });

  function serialized(fragment) {
    var box = document.createElement("template");
    box.content.appendChild(fragment.cloneNode(true));
    return box.innerHTML;
  }

  document.body.addEventListener("htmx:oobBeforeSwap", function (event) {
    var detail = event.detail;
    if (!detail.target || !detail.fragment) { return; }
    var fresh = serialized(detail.fragment);
    if (fresh === detail.target.outerHTML || fresh === detail.target.innerHTML) {
      detail.shouldSwap = false;  // an outerHTML swap, or an innerHTML one, changing nothing
    }
  });

  // The game typed in last: its line is the one to show.
  var typed = "";
  function touched(event) {
    var match = /^g(\d+)-/.exec(event.target.name || "");
    if (match) { typed = match[1]; }
  }
  form.addEventListener("input", touched);
  form.addEventListener("change", touched);

  // A game's line (id="errors-N") came in: mark the game (id="game-N") and its inputs while
  // the line names a mistake (a hint alone marks nothing), and show the line of the game
  // typed in: on a phone it sits under the game's card, often below the screen's edge.
  function mark(line) {
    var match = /^errors-(\d+)$/.exec(line.id || "");
    var game = match && document.getElementById("game-" + match[1]);
    if (!game) { return; }
    var wrong = line.querySelector(".problem") !== null;
    game.classList.toggle("has-error", wrong);
    game.querySelectorAll("input, select").forEach(function (input) {
      if (wrong) {
        input.setAttribute("aria-invalid", "true");
      } else {
        input.removeAttribute("aria-invalid");
      }
    });
    if (wrong && match[1] === typed) {
      line.scrollIntoView({block: "nearest"});
    }
  }

  document.body.addEventListener("htmx:afterSwap", function (event) {
    if (event.target.classList && event.target.classList.contains("row-errors")) {
      mark(event.target);
    }
  });

  // The running totals come from the server: from a key typed until the preview that
  // includes it has answered, the form says it is working them out (aria-busy), and the
  // totals are shown as such (site.css), so a total is never read before it is right.
  var changes = 0;
  var asked = 0;
  function working() {
    changes += 1;
    form.setAttribute("aria-busy", "true");
  }
  form.addEventListener("input", working);
  form.addEventListener("change", working);
  form.addEventListener("htmx:beforeRequest", function (event) {
    if (event.detail.elt === form) { asked = changes; }
  });
  form.addEventListener("htmx:afterRequest", function (event) {
    if (event.detail.elt === form && event.detail.successful && asked === changes) {
      form.removeAttribute("aria-busy");
    }
  });

  // Saved games show pair A's points; pair B's follow as a hint, as while typing.
  form.querySelectorAll('[name$="-points_a"]').forEach(function (input) {
    var other = form.querySelector('[name="' + input.name.replace(/_a$/, "_b") + '"]');
    var value = parseInt(input.value, 10);
    if (other && other.value === "" && value >= 0 && value <= TOTAL) {
      other.placeholder = String(TOTAL - value);
    }
  });
})();
