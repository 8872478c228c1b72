// Score sheet keyboard help. Enter moves on from every field: from a Kraken game's trump or
// doubling (a Klammern game's bidding team or contra/re) to its points, from anything else
// to the next game; in the last game (or the
// game that ended a boom played to a target) Enter saves the sheet. The empty points field
// of the other pair shows 162 minus the typed one. Scores and mistakes come from the
// server's rules module through the htmx preview; identical updates are not swapped in, so
// nothing flickers and the one live region speaks only when its words change.
(function () {
  "use strict";
  var form = document.getElementById("sheet-form");
  if (!form) { return; }
  var TOTAL = 162;

  function field(row, name) {
    return form.querySelector('[name="g' + row + '-' + name + '"]');
  }

  // A Kraken sheet starts a game with its trump and doubling (data-first="trump").
  var first = form.dataset.first || "points_a";

  function boomOver() {
    var state = document.getElementById("boom-state");
    return state && state.dataset.over ? Number(state.dataset.over) : 0;
  }

  form.addEventListener("keydown", function (event) {
    var tag = event.target.tagName;
    if (event.key !== "Enter" || (tag !== "INPUT" && tag !== "SELECT")) { return; }
    var match = /^g(\d+)-(\w+)$/.exec(event.target.name || "");
    if (!match) { return; }
    event.preventDefault();
    var game = Number(match[1]);
    // A Klammern game starts with its bidding team and contra/re (data-first="declarer").
    var opening = match[2] === "trump" || match[2] === "doubling" ||
      (first === "declarer" && (match[2] === "declarer" || match[2] === "contra"));
    var next = opening ? field(game, "points_a") : field(game + 1, first);
    if (!next || game === boomOver()) {
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

  document.body.addEventListener("htmx:oobBeforeSwap", function (event) {
    var detail = event.detail;
    if (!detail.target || !detail.fragment) { return; }
    var fresh = Array.prototype.map.call(detail.fragment.childNodes, function (node) {
      return node.outerHTML !== undefined ? node.outerHTML : node.textContent;
    }).join("");
    if (fresh === detail.target.outerHTML || fresh === detail.target.innerHTML) {
      detail.shouldSwap = false;  // an outerHTML swap, or an innerHTML one, changing nothing
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
