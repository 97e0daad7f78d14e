import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodeImage } from './decode-image';

/** Crafted files: each one passes a first-bytes sniff, and only real pictures may pass. */
const png = (w = 8, h = 8) => PNG.sync.write(new PNG({ width: w, height: h }));
const jpg = (w = 8, h = 8) =>
  jpeg.encode({ width: w, height: h, data: Buffer.alloc(w * h * 4, 120) }, 80).data;
const script = Buffer.from('<script>alert(document.cookie)</script>');

/** A PNG chunk with a correct CRC. */
function chunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A PNG's chunks after the signature, split so a test can reorder or change them. */
function chunks(file: Buffer): { type: string; bytes: Buffer }[] {
  const out: { type: string; bytes: Buffer }[] = [];
  for (let pos = 8; pos < file.length;) {
    const len = file.readUInt32BE(pos);
    out.push({ type: file.toString('latin1', pos + 4, pos + 8), bytes: file.subarray(pos, pos + 12 + len) });
    pos += 12 + len;
  }
  return out;
}
const signature = () => png().subarray(0, 8);
const rebuild = (parts: Buffer[]) => Buffer.concat([signature(), ...parts]);

describe('decodeImage', () => {
  it('R5.18 answers real PNG and JPEG pictures with their size', () => {
    expect(decodeImage(png(12, 7))).toEqual({ mime: 'image/png', width: 12, height: 7 });
    expect(decodeImage(jpg(9, 5))).toEqual({ mime: 'image/jpeg', width: 9, height: 5 });
  });

  it('R5.18 refuses a PNG header followed by script, and a real PNG with script after IEND', () => {
    expect(decodeImage(Buffer.concat([signature(), script]))).toBeUndefined();
    expect(decodeImage(Buffer.concat([png(), script]))).toBeUndefined();
    expect(decodeImage(Buffer.concat([png(), Buffer.from([0])]))).toBeUndefined();
  });

  it('refuses a PNG with a broken CRC, a chunk after IEND, or a cut-off end', () => {
    const file = png();
    const badCrc = Buffer.from(file);
    badCrc[badCrc.length - 20] = (badCrc[badCrc.length - 20] ?? 0) ^ 0xff;
    expect(decodeImage(badCrc)).toBeUndefined();
    const parts = chunks(file).map((c) => c.bytes);
    const afterEnd = rebuild([...parts, chunk('tEXt', script)]);
    expect(decodeImage(afterEnd)).toBeUndefined();
    expect(decodeImage(file.subarray(0, file.length - 12))).toBeUndefined();
  });

  it('refuses a PNG whose IHDR is not first or not sane, or that carries an unknown critical chunk', () => {
    const parts = chunks(png());
    const [ihdr, ...rest] = parts;
    expect(
      decodeImage(rebuild([...rest.map((c) => c.bytes), ihdr?.bytes ?? Buffer.alloc(0)])),
    ).toBeUndefined();
    const header = Buffer.from(ihdr?.bytes.subarray(8, 21) ?? Buffer.alloc(13));
    const withDepth = (depth: number, width = 8) => {
      const h = Buffer.from(header);
      h[8] = depth;
      h.writeUInt32BE(width, 0);
      return rebuild([chunk('IHDR', h), ...rest.map((c) => c.bytes)]);
    };
    expect(decodeImage(withDepth(3))).toBeUndefined(); // RGBA has no 3-bit depth
    expect(decodeImage(withDepth(8, 0))).toBeUndefined(); // zero width
    const unknownCritical = rebuild([
      ihdr?.bytes ?? Buffer.alloc(0),
      chunk('XSCR', script),
      ...rest.map((c) => c.bytes),
    ]);
    expect(decodeImage(unknownCritical)).toBeUndefined();
    // A script hidden in an ancillary text chunk is still a well-formed picture (it is never run).
    const withText = rebuild([
      ihdr?.bytes ?? Buffer.alloc(0),
      chunk('tEXt', script),
      ...rest.map((c) => c.bytes),
    ]);
    expect(decodeImage(withText)?.mime).toBe('image/png');
  });

  it('refuses a PNG whose header claims more pixels than allowed, before unpacking it', () => {
    const [ihdr, ...rest] = chunks(png());
    const h = Buffer.from(ihdr?.bytes.subarray(8, 21) ?? Buffer.alloc(13));
    h.writeUInt32BE(100_000, 0);
    h.writeUInt32BE(100_000, 4);
    expect(decodeImage(rebuild([chunk('IHDR', h), ...rest.map((c) => c.bytes)]))).toBeUndefined();
  });

  it('R5.18 refuses a JPEG header followed by script, a real JPEG with data after EOI, and one without EOI', () => {
    expect(decodeImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), script]))).toBeUndefined();
    const file = jpg();
    expect(decodeImage(Buffer.concat([file, script]))).toBeUndefined();
    expect(decodeImage(Buffer.concat([file, Buffer.from([0xff, 0xd9])]))).toBeUndefined();
    expect(decodeImage(file.subarray(0, file.length - 2))).toBeUndefined();
  });

  it('refuses a JPEG whose scan comes before any frame, and text that is neither format', () => {
    const sos = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]);
    expect(
      decodeImage(Buffer.concat([Buffer.from([0xff, 0xd8]), sos, Buffer.from([1, 2, 0xff, 0xd9])])),
    ).toBeUndefined();
    expect(decodeImage(Buffer.from('GIF89a not a picture'))).toBeUndefined();
    expect(decodeImage(Buffer.alloc(0))).toBeUndefined();
  });
});
