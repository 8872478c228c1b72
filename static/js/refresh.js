// Keep a part of a page up to date without a reload: every N seconds the page asks the
// server for the part again (header X-Refresh) and swaps only the pieces that changed,
// marked with data-refresh-id. Keyboard focus and the scroll position stay where they are:
// an unchanged piece is never touched, and a changed one gets the focus back by its id.
(function () {
  "use strict";
  document.querySelectorAll("[data-refresh-url]").forEach(function (box) {
    var every = Number(box.getAttribute("data-refresh-every") || 10) * 1000;
    function refresh() {
      if (navigator.onLine === false) { return; }  // no connection: next time
      fetch(box.getAttribute("data-refresh-url"), { headers: { "X-Refresh": "1" },
                                                    credentials: "same-origin" })
        .then(function (response) { return response.ok ? response.text() : null; })
        .then(function (html) {
          if (html === null) { return; }
          var fresh = new DOMParser().parseFromString(html, "text/html");
          fresh.querySelectorAll("[data-refresh-id]").forEach(function (piece) {
            var id = piece.getAttribute("data-refresh-id");
            var old = box.querySelector('[data-refresh-id="' + id + '"]');
            if (!old || old.outerHTML === piece.outerHTML) { return; }
            var focused = document.activeElement && old.contains(document.activeElement) ?
              document.activeElement.id : "";
            old.replaceWith(document.importNode(piece, true));
            if (focused && document.getElementById(focused)) {
              document.getElementById(focused).focus({ preventScroll: true });
            }
            box.dispatchEvent(new CustomEvent("refreshed", { bubbles: true }));
          });
        })
        .catch(function () { /* offline for a moment: try again next time */ });
    }
    window.setInterval(refresh, every);
  });
})();
