// Steps through a finished game: buttons and the arrow keys move one move
// back or on; Home and End go to the start and the end.
"use strict";
(function () {
  const main = document.getElementById("replay");
  if (!main) return;
  const steps = JSON.parse(main.dataset.steps);
  const colors = main.dataset.colors.split(" ");
  const stepText = main.dataset.stepText;
  const svg = document.querySelector("figure.board svg");
  const lanes = new Map();
  svg.querySelectorAll("g[data-l]").forEach((g) => {
    lanes.set(Number(g.dataset.l), { g, base: g.getAttribute("fill") });
  });
  const pieces = document.createElementNS("http://www.w3.org/2000/svg", "g");
  pieces.setAttribute("stroke", "#222");
  pieces.setAttribute("stroke-width", "2");
  svg.appendChild(pieces);
  const last = steps.length - 1;
  let at = last;

  function show(k) {
    at = Math.max(0, Math.min(last, k));
    const owner = new Map();
    for (let i = 0; i <= at; i++) {
      for (const [lane, seat] of steps[i].o) owner.set(lane, seat);
    }
    lanes.forEach((l, lane) => {
      const seat = owner.has(lane) ? owner.get(lane) : -1;
      l.g.setAttribute("fill", seat >= 0 ? colors[seat] : l.base);
    });
    const step = steps[at];
    pieces.replaceChildren(...step.p.map(([x, y, r, seat]) => {
      const c = document.createElementNS("http://www.w3.org/2000/svg", "circle");
      c.setAttribute("cx", x); c.setAttribute("cy", y); c.setAttribute("r", r);
      c.setAttribute("fill", colors[seat]);
      return c;
    }));
    document.querySelectorAll("td.score[data-seat]").forEach((td) => {
      td.textContent = String(step.s[Number(td.dataset.seat)]);
    });
    document.querySelectorAll("td.count[data-seat]").forEach((td) => {
      td.textContent = String(step.c[Number(td.dataset.seat)][Number(td.dataset.count)]);
    });
    const status = document.getElementById("status");
    status.replaceChildren(...step.t.map((line, i) => {
      const p = document.createElement("p");
      p.className = i === 0 ? "headline" : "news";
      p.textContent = line;
      return p;
    }));
    document.getElementById("at").textContent = stepText.replace("{n}", String(at));
    const mark = document.getElementById("mark");
    if (mark) {
      const x = last > 0 ? (at / last) * 600 : 0;
      mark.setAttribute("x1", x); mark.setAttribute("x2", x);
    }
    main.dataset.at = String(at);
  }

  document.getElementById("first").addEventListener("click", () => show(0));
  document.getElementById("prev").addEventListener("click", () => show(at - 1));
  document.getElementById("next").addEventListener("click", () => show(at + 1));
  document.getElementById("last").addEventListener("click", () => show(last));
  document.addEventListener("keydown", (e) => {
    if (e.key === "ArrowLeft") show(at - 1);
    else if (e.key === "ArrowRight") show(at + 1);
    else if (e.key === "Home") show(0);
    else if (e.key === "End") show(last);
    else return;
    e.preventDefault();
  });
  show(last);
})();
