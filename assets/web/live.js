// Follows a game's, a tournament's or a league's page: each event from the server says
// it changed, and the page's main part is fetched again and put in place.
"use strict";
(function () {
  const main = document.querySelector("main[data-events]");
  if (!main || !window.EventSource) return;
  let updates = 0;
  let fetching = false;
  let again = false;
  async function refresh() {
    if (fetching) { again = true; return; }
    fetching = true;
    try {
      const res = await fetch(location.href, { cache: "no-store" });
      if (res.ok) {
        const doc = new DOMParser().parseFromString(await res.text(), "text/html");
        const fresh = doc.getElementById(main.id);
        if (fresh) {
          main.replaceChildren(...fresh.childNodes);
          if (fresh.dataset.moves) main.dataset.moves = fresh.dataset.moves;
          updates += 1;
          document.body.dataset.updates = String(updates);
          document.body.dataset.updatedAt = String(Date.now());
        }
      }
    } finally {
      fetching = false;
      if (again) { again = false; refresh(); }
    }
  }
  const events = new EventSource(main.dataset.events);
  events.addEventListener("open", () => { document.body.dataset.live = "1"; });
  events.addEventListener("changed", refresh);
})();
