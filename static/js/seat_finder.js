// "Where do I sit?": show only the players whose name (or drawn number) matches what is
// typed; the list keeps filtering after it refreshes itself for the next round.
(function () {
  "use strict";
  var input = document.getElementById("finder-q");
  var finder = document.getElementById("finder");
  if (!input || !finder) { return; }
  function filter() {
    var typed = input.value.trim().toLowerCase();
    var shown = 0;
    finder.querySelectorAll(".finder-places li").forEach(function (item) {
      var hit = !typed || item.getAttribute("data-name").indexOf(typed) !== -1 ||
        item.getAttribute("data-number") === typed;
      item.hidden = !hit;
      if (hit) { shown += 1; }
    });
    var none = finder.querySelector(".finder-none");
    if (none) { none.hidden = shown > 0 || !typed; }
  }
  input.addEventListener("input", filter);
  finder.addEventListener("refreshed", filter);
})();
