// Types of slot-symbols.js for the portal's stories and tests (the page itself loads the .js).
export function symbolSvg(symbol: string): SVGSVGElement;
