// The club house screen: show one page of a long list at a time, the next every few
// seconds, and keep the page that is up when htmx swaps in new content (so a sheet coming in
// does not send the room back to page 1). A withdrawn link answers 404: load the page
// itself, which then says so. One timer for the page's whole life; nothing is kept per swap.
(function () {
  "use strict";
  var current = 0;
  var kind = "";
  function screen() { return document.getElementById("screen"); }
  function show() {
    var box = screen();
    if (!box) { return; }
    if (box.getAttribute("data-kind") !== kind) {  // another view: start at its first page
      kind = box.getAttribute("data-kind");
      current = 0;
    }
    var pages = box.querySelectorAll("[data-screen-page]");
    if (pages.length === 0) { return; }
    current = current % pages.length;
    for (var i = 0; i < pages.length; i += 1) {
      pages[i].hidden = i !== current;
    }
  }
  function next() {
    var box = screen();
    if (!box) { return; }
    current += 1;
    show();
  }
  var box = screen();
  if (!box) { return; }
  var every = Number(box.getAttribute("data-page-ms") || 12000);
  kind = box.getAttribute("data-kind");
  window.setInterval(next, every);
  document.body.addEventListener("htmx:afterSwap", show);
  document.body.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.xhr && event.detail.xhr.status === 404) {
      event.detail.isError = false;  // expected: not an error for the console
      event.detail.shouldSwap = false;
      window.location.reload();
    }
  });
})();
