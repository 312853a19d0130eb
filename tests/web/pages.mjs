// Drives Debian's chromium through conductor's pages (tests/web_browser.rs
// runs it): a live game page at phone and desktop sizes following moves
// made through the host, a finished game's replay stepped to its end, and
// a tournament's page whose live table's link opens that table's game.
//
// node pages.mjs BASE LIVE_PATH DONE_PATH FINAL_SCORES SHOT_DIR TOURNEY_PATH LEAGUE_PATH PRIVATE_PATH
//   PRIVATE_PATH: a player's own page (their signed link).
//   FINAL_SCORES: the finished game's stored scores, comma-separated.
// Protocol: prints "ready" once the live page listens; then reads lines
// "moved MS" (the commit's time, ms since the epoch) and answers
// "seen DELAY_MS" when the page has updated; on "done" checks the replay
// and prints "figures JSON", then "ok".
import { chromium } from "playwright-core";
import { createInterface } from "node:readline";

const [base, livePath, donePath, finalScores, shots, tourneyPath, leaguePath, privatePath] =
  process.argv.slice(2);
const want = finalScores.split(",").map(Number);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

function fail(why) {
  console.log(`fail ${why} ${errors.join(" | ")}`);
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const errors = [];
async function open(path, width, height) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(base + path, { waitUntil: "load" });
  return page;
}

// What the page cost: bytes of the document and everything it loaded, and
// the time from navigation to the load event.
async function cost(page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const res = performance.getEntriesByType("resource");
    const bytes = nav.decodedBodySize + res.reduce((n, r) => n + r.decodedBodySize, 0);
    return { bytes, loadMs: Math.round(nav.loadEventEnd - nav.startTime) };
  });
}

// Waits until `page` says `test` of its dataset; the page's CSP allows no
// eval, so this polls instead of waitForFunction.
async function until(page, test, why) {
  const end = Date.now() + 10000;
  while (Date.now() < end) {
    const data = await page.evaluate(() => ({ ...document.getElementById("game").dataset, ...document.body.dataset }));
    if (test(data)) return data;
    await new Promise((r) => setTimeout(r, 5));
  }
  fail(why);
}

// The finished game's page: the late board, its weight and render time.
const late = await open(donePath, 1280, 900);
const lateCost = await cost(late);
await late.close();

// The live page on a phone: the board fits, nothing runs off the side.
const phone = await open(livePath, 390, 844);
if (!(await phone.locator("figure.board svg").isVisible())) fail("no board on the phone");
const overflow = await phone.evaluate(() => document.documentElement.scrollWidth);
if (overflow > 390) fail(`the phone page is ${overflow} px wide`);
await phone.screenshot({ path: `${shots}/game-phone.png`, fullPage: true });

const desk = await open(livePath, 1280, 900);
await desk.screenshot({ path: `${shots}/game-desktop.png`, fullPage: true });
await until(desk, (d) => d.live === "1", "the desktop page does not listen");
await until(phone, (d) => d.live === "1", "the phone page does not listen");
// Read before saying ready: a move made after "ready" may show at once.
const moves = async (page) => Number(await page.locator("#game").getAttribute("data-moves"));
let shown = await moves(desk);
console.log("ready");
const delays = [];
for (;;) {
  const { value, done } = await lines.next();
  if (done || value === "done") break;
  const at = Number(value.split(" ")[1]);
  const was = shown;
  const data = await until(desk, (d) => Number(d.moves) > was, "the page did not follow a move");
  shown = Number(data.moves);
  const updatedAt = Number(data.updatedAt);
  delays.push(updatedAt - at);
  console.log(`seen ${updatedAt - at}`);
}
const list = await desk.locator("ol.moves li").allTextContents();
if (!list.some((m) => m.includes("drew"))) fail("the moves list does not show the draws");
await until(phone, (d) => Number(d.moves) >= shown, "the phone page did not follow");
await phone.screenshot({ path: `${shots}/game-phone-after.png`, fullPage: true });

// The replay: step back to the start, on by keys and buttons, to the end.
const replay = await open(`${donePath}/replay`, 390, 844);
const scores = () => replay.locator("td.score").allTextContents();
await replay.keyboard.press("Home");
if (Number(await replay.locator("#replay").getAttribute("data-at")) !== 0) fail("Home is not the start");
const atStart = (await scores()).map(Number);
if (atStart.some((s) => s !== 0)) fail(`scores at the start: ${atStart}`);
const cards = await replay.locator("td.count[data-count='1']").allTextContents();
if (cards.some((c) => Number(c) !== 4)) fail(`cards at the start: ${cards}`);
await replay.keyboard.press("ArrowRight");
await replay.click("#next");
if (Number(await replay.locator("#replay").getAttribute("data-at")) !== 2) fail("two steps on is not step 2");
await replay.screenshot({ path: `${shots}/replay-phone.png`, fullPage: true });
await replay.keyboard.press("End");
const atEnd = (await scores()).map(Number);
if (JSON.stringify(atEnd) !== JSON.stringify(want)) fail(`replay ends on ${atEnd}, stored ${want}`);
await replay.setViewportSize({ width: 1280, height: 900 });
await replay.screenshot({ path: `${shots}/replay-desktop.png`, fullPage: true });

// The tournament: standings, tables and seeds on a phone, then its live
// table's link opens that table's game page.
const tourney = await open(tourneyPath, 390, 844);
const tourneyCost = await cost(tourney);
const wide = await tourney.evaluate(() => document.documentElement.scrollWidth);
if (wide > 390) fail(`the tournament page is ${wide} px wide on a phone`);
if ((await tourney.locator("table.standings tbody tr").count()) !== 6) fail("six players in the standings");
if ((await tourney.locator("div.table").count()) < 2) fail("the round's tables");
await tourney.screenshot({ path: `${shots}/tourney-phone.png`, fullPage: true });
await tourney.setViewportSize({ width: 1280, height: 900 });
await tourney.screenshot({ path: `${shots}/tourney-desktop.png`, fullPage: true });
const live = tourney.locator("a.game", { hasText: "watch live" }).first();
const href = await live.getAttribute("href");
await Promise.all([tourney.waitForURL(`**${href}`), live.click()]);
if (!(await tourney.locator("figure.board svg").isVisible())) fail("the table's game has no board");
if (!(await tourney.locator("#game").getAttribute("data-events"))) fail("the table's game page is not live");
await tourney.screenshot({ path: `${shots}/tourney-table-game.png` });

const league = await open(leaguePath, 390, 844);
const leagueCost = await cost(league);
await league.screenshot({ path: `${shots}/league-phone.png`, fullPage: true });

// A player's own page on a phone and a desktop: their hand, the board.
const mine = await open(privatePath, 390, 844);
const hand = await mine.locator("section.mine").textContent();
if (!hand.includes("Your cards")) fail(`no hand on the private page: ${hand}`);
if (!(await mine.locator("figure.board svg").isVisible())) fail("no board on the private page");
const mineWide = await mine.evaluate(() => document.documentElement.scrollWidth);
if (mineWide > 390) fail(`the private page is ${mineWide} px wide on a phone`);
await until(mine, (d) => d.live === "1", "the private page does not listen");
await mine.screenshot({ path: `${shots}/private-phone.png`, fullPage: true });
await mine.setViewportSize({ width: 1280, height: 900 });
await mine.screenshot({ path: `${shots}/private-desktop.png`, fullPage: true });

if (errors.length) fail(`page errors: ${errors.join(" | ")}`);
console.log(`figures ${JSON.stringify({ late: lateCost, tourney: tourneyCost, league: leagueCost, delays })}`);
console.log("ok");
await browser.close();
process.exit(0);
