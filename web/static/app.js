// Progressive enhancements; every page works without this script.
(function () {
  "use strict";

  // Offline reading: the service worker keeps the pages a judge visits.
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js").catch(function () {});
  }

  // The edition switcher submits itself when an edition is picked.
  document.querySelectorAll("form.switcher select").forEach(function (select) {
    select.addEventListener("change", function () { select.form.submit(); });
  });

  // Search as you type: the best few hits under the box, from the API.
  var input = document.getElementById("q");
  if (!input) return;
  var form = input.form;
  var list = document.createElement("ul");
  list.className = "suggest";
  list.id = "suggest";
  list.hidden = true;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Suggestions");
  form.appendChild(list);
  input.setAttribute("aria-controls", "suggest");
  input.setAttribute("autocomplete", "off");
  var timer = 0, seq = 0;

  function hitURL(edition, hit) {
    if (hit.kind === "glossary") {
      return "/glossary/" + encodeURIComponent(edition) + "/" + encodeURIComponent(hit.id.replace(/^glossary:/, ""));
    }
    return "/rules/" + encodeURIComponent(edition) + "/" + encodeURIComponent(hit.rule);
  }

  function show(data) {
    list.textContent = "";
    (data.hits || []).forEach(function (hit) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = hitURL(data.edition, hit);
      var label = hit.kind === "glossary" ? hit.id.replace(/^glossary:/, "") : hit.rule + " " + (hit.title || "");
      a.textContent = label.trim();
      li.appendChild(a);
      list.appendChild(li);
    });
    list.hidden = list.children.length === 0;
  }

  input.addEventListener("input", function () {
    clearTimeout(timer);
    var q = input.value.trim();
    if (q.length < 2) { list.hidden = true; return; }
    timer = setTimeout(function () {
      var mine = ++seq;
      var edition = form.querySelector("[name=edition]");
      var url = "/api/search?limit=6&q=" + encodeURIComponent(q) +
        (edition ? "&edition=" + encodeURIComponent(edition.value) : "");
      fetch(url).then(function (r) { return r.ok ? r.json() : null; }).then(function (data) {
        if (data && mine === seq) show(data);
      }).catch(function () {});
    }, 150);
  });
  input.addEventListener("keydown", function (e) {
    if (e.key === "Escape") list.hidden = true;
  });
})();
