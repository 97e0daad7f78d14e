/**
 * The encoder alone of the `qrcode` package: the portal draws the modules itself, so it needs
 * neither the package's canvas and SVG renderers nor its typings, which pull in Node's.
 */
declare module 'qrcode/lib/core/qrcode' {
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: { size: number; get(x: number, y: number): number | boolean } };
}
