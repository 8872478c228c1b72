// Club and season rules: a fieldset or a single setting that matters for some choices
// only (data-shown-for, "field=value,value", such as the settings of one game) is hidden while
// another is made.
// Without this script every fieldset stays visible, each with its own clear title.
(function () {
  "use strict";
  document.querySelectorAll("[data-shown-for]").forEach(function (box) {
    var parts = box.dataset.shownFor.split("=");
    var form = box.closest("form");
    if (!form) { return; }
    function update() {
      var chosen = form.querySelector('[name="' + parts[0] + '"]:checked');
      box.hidden = !chosen || parts[1].split(",").indexOf(chosen.value) === -1;
    }
    form.addEventListener("change", update);
    update();
  });
})();
