// Score sheet keyboard help: Enter jumps to the next game's first field, and the
// empty points field of the other pair shows 162 minus the typed one. The scores
// themselves are computed on the server by the rules module (htmx preview).
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

  form.addEventListener("keydown", function (event) {
    var tag = event.target.tagName;
    if (event.key !== "Enter" || (tag !== "INPUT" && tag !== "SELECT")) { return; }
    var match = /^g(\d+)-(\w+)$/.exec(event.target.name || "");
    if (!match) { return; }
    // From the trump or doubling Enter goes on to the points of the same game; from the
    // points to the next game. After the last game to the save button: Enter again saves.
    var next = (match[2] === "trump" || match[2] === "doubling")
      ? field(match[1], "points_a")
      : field(Number(match[1]) + 1, first) || form.querySelector('button[type="submit"]');
    event.preventDefault();
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
})();
