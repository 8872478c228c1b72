// Score sheet keyboard help: Enter jumps to the next game's points of pair A, and the
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

  form.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" || event.target.tagName !== "INPUT") { return; }
    var match = /^g(\d+)-/.exec(event.target.name || "");
    if (!match) { return; }
    // After the last game Enter goes to the save button; a second Enter saves.
    var next = field(Number(match[1]) + 1, "points_a") ||
      form.querySelector('button[type="submit"]');
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
