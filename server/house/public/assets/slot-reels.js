// The house slot's reels: they spin while the platform decides, then each stops in turn on
// the symbols the platform answered; the winning lines are drawn over the winning symbols.
// Nothing here picks a symbol that stays on screen: the grid always comes from the answer.
import { symbolSvg } from './slot-symbols.js';

const NS = 'http://www.w3.org/2000/svg';
/** How long the reels spin at least, and how far apart they stop (ms). */
const MIN_SPIN_MS = 500;
const STOP_GAP_MS = 220;
const LAND_MS = 420;
/** Symbols a stopping reel runs past before it lands. */
const RUN_IN = 8;
/** One colour per payline, so crossing lines stay apart. */
const LINE_COLOURS = [
  '#41d97c',
  '#ffc940',
  '#4fc3ff',
  '#ff6bd6',
  '#ff9a3d',
  '#b28dff',
  '#5ef2d6',
  '#ff6b7d',
  '#d4f75c',
  '#ffffff',
];

/** Which cells ("reel:row") the wins cover: the first `count` reels of each winning line. */
export function winningCells(wins, paylines) {
  const cells = new Set();
  for (const w of wins)
    for (let reel = 0; reel < w.count; reel++) cells.add(`${reel}:${paylines[w.line][reel]}`);
  return cells;
}

/** Filler symbols for a spinning reel, read around a place on its real strip. */
export function fillerSymbols(strip, from, count) {
  return Array.from({ length: count }, (_, i) => strip[(from + i) % strip.length]);
}

function cell(symbol, reel, row) {
  const node = document.createElement('div');
  node.className = 'slot-cell';
  node.dataset.symbol = symbol;
  if (row !== undefined) {
    node.dataset.reel = String(reel);
    node.dataset.row = String(row);
  }
  node.append(symbolSvg(symbol));
  return node;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Build the reels inside `host` (emptied). `rules` are the platform's slot rules (reels,
 * rows, paylines). `reducedMotion()` is asked at each spin, so a change of the setting
 * applies to the next one. Returns the controls slot.js drives.
 */
export function createReels(host, rules, { reducedMotion = () => false } = {}) {
  const rows = rules.rows;
  host.classList.add('slot-reels');
  host.dataset.state = 'idle';
  const reels = rules.reels.map((_, i) => {
    const view = document.createElement('div');
    view.className = 'slot-reel';
    view.dataset.reel = String(i);
    const strip = document.createElement('div');
    strip.className = 'slot-strip';
    view.append(strip);
    return { window: view, strip, shown: [], animation: null };
  });
  const lines = document.createElementNS(NS, 'svg');
  lines.setAttribute('class', 'slot-lines');
  lines.setAttribute('aria-hidden', 'true');
  host.replaceChildren(...reels.map((r) => r.window), lines);
  let wins = [];
  let spinning = false;

  /** Put symbols in a reel's window, with no motion. */
  function place(i, column) {
    const r = reels[i];
    r.animation?.cancel();
    r.animation = null;
    r.shown = [...column];
    r.strip.style.setProperty('--cells', String(column.length));
    r.strip.replaceChildren(...column.map((s, row) => cell(s, i, row)));
    r.window.dataset.state = 'stopped';
  }

  /** Show a grid at rest (grid[reel][row]); lines are cleared. */
  function show(grid) {
    grid.forEach((column, i) => place(i, column));
    drawLines([]);
    host.dataset.state = 'stopped';
  }

  const animates = () => typeof host.animate === 'function' && !reducedMotion();

  /** Start spinning every reel until `stop` is called (or only dim them under reduced motion). */
  function spin() {
    spinning = true;
    drawLines([]);
    host.dataset.state = 'spinning';
    const moving = animates();
    reels.forEach((r, i) => {
      r.window.dataset.state = 'spinning';
      if (!moving) return;
      // A loop of real strip symbols, the first rows repeated at the end so it wraps unseen.
      const strip = rules.reels[i];
      const fill = fillerSymbols(strip, Math.floor(Math.random() * strip.length), 12);
      const loop = [...fill, ...fill.slice(0, rows)];
      r.strip.style.setProperty('--cells', String(loop.length));
      r.strip.replaceChildren(...loop.map((s) => cell(s, i)));
      const end = `translateY(-${(fill.length / loop.length) * 100}%)`;
      r.animation?.cancel();
      r.animation = r.strip.animate([{ transform: end }, { transform: 'translateY(0)' }], {
        duration: 90 * fill.length,
        iterations: Infinity,
      });
    });
    return Date.now();
  }

  /** Run reel i onto its column: it runs past a few strip symbols and eases onto the answer. */
  async function runIn(i, column) {
    const r = reels[i];
    const strip = rules.reels[i];
    const run = fillerSymbols(strip, Math.floor(Math.random() * strip.length), RUN_IN);
    const cells = [...column, ...run];
    r.animation?.cancel();
    r.strip.style.setProperty('--cells', String(cells.length));
    r.strip.replaceChildren(...cells.map((s, row) => cell(s, i, row < column.length ? row : undefined)));
    r.animation = r.strip.animate(
      [
        { transform: `translateY(-${(run.length / cells.length) * 100}%)` },
        { transform: `translateY(${(0.25 / cells.length) * 100}%)`, offset: 0.85 },
        { transform: 'translateY(0)' },
      ],
      { duration: LAND_MS, easing: 'cubic-bezier(.2,.7,.3,1)' },
    );
    await r.animation.finished.catch(() => undefined);
  }

  /**
   * Stop on the platform's grid, reel after reel from the left, then draw its winning lines.
   * `startedAt` (from spin) keeps every spin at least MIN_SPIN_MS long. Resolves when all stand.
   */
  async function stop(grid, result = { wins: [] }, startedAt = Date.now()) {
    const moving = animates() && spinning;
    spinning = false;
    if (moving) {
      const left = MIN_SPIN_MS - (Date.now() - startedAt);
      if (left > 0) await wait(left);
      // A reel stands only once the reel on its left does: on a busy device the animations'
      // ends can arrive out of order, and a reel must never seem to stop before its neighbour.
      let stood = Promise.resolve();
      for (const [i, column] of grid.entries()) {
        const ran = wait(i * STOP_GAP_MS).then(() => runIn(i, column));
        stood = Promise.all([stood, ran]).then(() => place(i, column));
      }
      await stood;
    } else grid.forEach((column, i) => place(i, column));
    wins = result.wins ?? [];
    const winning = winningCells(wins, rules.paylines);
    for (const node of host.querySelectorAll('.slot-cell[data-row]'))
      node.classList.toggle('win', winning.has(`${node.dataset.reel}:${node.dataset.row}`));
    drawLines(wins);
    host.dataset.state = 'stopped';
  }

  /** Back to the symbols shown before the spin (the spin was refused or never answered). */
  function cancel() {
    spinning = false;
    show(reels.map((r) => r.shown));
  }

  /** One polyline per winning line, through the centres of its winning cells. */
  function drawLines(list) {
    const box = lines.getBoundingClientRect();
    lines.setAttribute('viewBox', `0 0 ${Math.max(1, box.width)} ${Math.max(1, box.height)}`);
    lines.replaceChildren(
      ...list.map((w) => {
        const points = [];
        for (let reel = 0; reel < w.count; reel++) {
          const row = rules.paylines[w.line][reel];
          const target = host.querySelector(`.slot-cell[data-reel="${reel}"][data-row="${row}"]`);
          if (!target) continue;
          const c = target.getBoundingClientRect();
          points.push(`${c.left - box.left + c.width / 2},${c.top - box.top + c.height / 2}`);
        }
        const line = document.createElementNS(NS, 'polyline');
        line.setAttribute('points', points.join(' '));
        line.setAttribute('stroke', LINE_COLOURS[w.line % LINE_COLOURS.length]);
        line.setAttribute('data-line', String(w.line));
        line.setAttribute('data-count', String(w.count));
        return line;
      }),
    );
  }

  // The lines follow the cells when the frame is resized (a phone turned, a window widened).
  if (typeof ResizeObserver === 'function') new ResizeObserver(() => drawLines(wins)).observe(host);

  return { show, spin, stop, cancel };
}
