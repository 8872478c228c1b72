// The club house screen: cut each part of the view (the seating, the ranking, ...) into pages
// that fit this screen, show one page at a time and the next every few seconds, and keep
// the page that is up when htmx swaps in new content (so a sheet coming in does not send
// the room back to page 1). The pages are measured, not counted: the items of a part (a
// table's card, a line of the ranking) are put on a page one by one while its list still
// fits, so any room fits any screen, long names on two lines included. A withdrawn link
// answers 404: load the page itself, which then says so. One timer and one resize listener
// for the page's whole life; nothing is kept per swap but the list of pages.
(function () {
  "use strict";
  var current = 0;
  var kind = "";
  var pages = [];  // {part, from, to}: a part's items from..to-1
  function screen() { return document.getElementById("screen"); }
  function itemsOf(part) {
    var list = part.querySelector("[data-screen-items]");
    return list ? Array.prototype.slice.call(list.children) : [];
  }
  function overflows(part) {
    var list = part.querySelector("[data-screen-items]");
    return list.scrollHeight > list.clientHeight + 1 || list.scrollWidth > list.clientWidth + 1;
  }
  // A name that takes more than two lines at the room's size (some thirty letters in a
  // table's card) is set a size smaller: whole on two lines rather than on three.
  function narrowLongNames(part) {
    var names = part.querySelectorAll(".screen-name");
    var i, tall = [];
    for (i = 0; i < names.length; i += 1) { names[i].classList.remove("screen-name-long"); }
    for (i = 0; i < names.length; i += 1) {
      if (names[i].offsetHeight > 2.5 * parseFloat(getComputedStyle(names[i]).lineHeight)) {
        tall.push(names[i]);
      }
    }
    for (i = 0; i < tall.length; i += 1) { tall[i].classList.add("screen-name-long"); }
  }
  function paginate(box) {
    var parts = box.querySelectorAll("[data-screen-part]");
    var i, j, k, part, items, from;
    pages = [];
    for (i = 0; i < parts.length; i += 1) { parts[i].hidden = true; }
    for (i = 0; i < parts.length; i += 1) {
      part = parts[i];
      items = itemsOf(part);
      part.hidden = false;
      for (j = 0; j < items.length; j += 1) { items[j].hidden = false; }
      narrowLongNames(part);
      for (j = 0; j < items.length; j += 1) { items[j].hidden = true; }
      from = 0;
      for (j = 0; j < items.length; j += 1) {
        items[j].hidden = false;
        if (j > from && overflows(part)) {  // items[j] starts the next page
          for (k = from; k < j; k += 1) { items[k].hidden = true; }
          pages.push({part: part, from: from, to: j});
          from = j;
        }
      }
      pages.push({part: part, from: from, to: items.length});
      part.hidden = true;
    }
  }
  function show(measure) {
    var box = screen();
    if (!box) { return; }
    if (box.getAttribute("data-kind") !== kind) {  // another view: start at its first page
      kind = box.getAttribute("data-kind");
      current = 0;
    }
    if (measure) { paginate(box); }
    if (pages.length === 0) { return; }
    current = current % pages.length;
    var page = pages[current];
    var parts = box.querySelectorAll("[data-screen-part]");
    for (var i = 0; i < parts.length; i += 1) { parts[i].hidden = parts[i] !== page.part; }
    var items = itemsOf(page.part);
    for (var j = 0; j < items.length; j += 1) {
      items[j].hidden = j < page.from || j >= page.to;
    }
    var pager = box.querySelector("[data-screen-pager]");
    if (pager) {
      pager.textContent = pages.length < 2 ? "" : pager.getAttribute("data-template")
        .replace("__page__", String(current + 1)).replace("__pages__", String(pages.length));
    }
  }
  function next() {
    current += 1;
    show(false);
  }
  var box = screen();
  if (!box) { return; }
  var every = Number(box.getAttribute("data-page-ms") || 12000);
  kind = box.getAttribute("data-kind");
  show(true);
  window.setInterval(next, every);
  window.addEventListener("resize", function () { show(true); });
  document.body.addEventListener("htmx:afterSwap", function () { show(true); });
  document.body.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.xhr && event.detail.xhr.status === 404) {
      event.detail.isError = false;  // expected: not an error for the console
      event.detail.shouldSwap = false;
      window.location.reload();
    }
  });
})();
