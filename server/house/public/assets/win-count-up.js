// The amount won counts up from zero to the platform's payout; under reduced motion, or
// without animation frames, the final amount shows at once. The last figure shown is
// always exactly the payout.
const COUNT_MS = 1200;

/** Ease-out: fast at first, settling on the amount. */
export function countUpValue(target, elapsed, duration = COUNT_MS) {
  if (elapsed >= duration) return target;
  const t = Math.max(0, elapsed) / duration;
  return Math.floor(target * (1 - (1 - t) ** 3));
}

/**
 * Write `format(amount)` into `node` from 0 up to `target` (minor units). Resolves when the
 * final amount is shown; `node.dataset.final` carries it from the start, for assistive
 * tools and tests that want the answer without waiting.
 */
const runs = new WeakMap();

export function countUp(node, target, format, { reducedMotion = false, duration = COUNT_MS } = {}) {
  // A newer count on the same node (the next spin) ends this one where it is.
  const run = (runs.get(node) ?? 0) + 1;
  runs.set(node, run);
  node.dataset.final = format(target);
  node.dataset.counting = 'true';
  const done = () => {
    node.textContent = format(target);
    node.dataset.counting = 'false';
  };
  if (reducedMotion || target <= 0 || typeof requestAnimationFrame !== 'function') {
    done();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const frame = (now) => {
      if (runs.get(node) !== run) return resolve();
      const value = countUpValue(target, now - start, duration);
      if (value >= target) {
        done();
        resolve();
      } else {
        node.textContent = format(value);
        requestAnimationFrame(frame);
      }
    };
    node.textContent = format(0);
    requestAnimationFrame(frame);
  });
}
