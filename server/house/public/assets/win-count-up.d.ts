// Types of win-count-up.js for the portal's stories and tests (the page itself loads the .js).
export function countUpValue(target: number, elapsed: number, duration?: number): number;
export function countUp(
  node: HTMLElement,
  target: number,
  format: (minor: number) => string,
  options?: { reducedMotion?: boolean; duration?: number },
): Promise<void>;
