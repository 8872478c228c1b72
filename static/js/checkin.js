// Check-in: after ticking someone in, the search box is emptied and focused for the next
// name, without moving the page (the row itself is swapped in place by htmx).
(function () {
  "use strict";
  var search = document.getElementById("id_q");
  if (!search) { return; }
  document.body.addEventListener("checked-in", function () {
    var hadQuery = search.value !== "";
    search.value = "";
    search.focus({ preventScroll: true });
    // Show the whole list again when a search had narrowed it.
    if (hadQuery) { search.dispatchEvent(new Event("input", { bubbles: true })); }
  });
})();
