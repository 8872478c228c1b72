// The evening's report: one tap copies it (the buttons stay hidden without a clipboard,
// where the text can still be selected by hand); on a phone "Share…" offers the apps.
(function () {
  "use strict";
  document.querySelectorAll("[data-copy]").forEach(function (button) {
    var text = document.getElementById(button.dataset.copy);
    var status = button.closest("section").querySelector(".copy-status");
    if (!text || !navigator.clipboard) { return; }
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(text.value).then(function () {
        status.textContent = button.dataset.copied;
      }, function () {
        status.textContent = button.dataset.copyFailed;
        text.select();
      });
    });
  });
  document.querySelectorAll("[data-share]").forEach(function (button) {
    var text = document.getElementById(button.dataset.share);
    if (!text || !navigator.share) { return; }
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.share({ text: text.value }).catch(function () { /* closed by the user */ });
    });
  });
})();
