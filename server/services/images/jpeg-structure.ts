/** Start-of-frame markers (SOF0-SOF15 but DHT, JPG and DAC, which share the range). */
function isFrameMarker(m: number): boolean {
  return m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
}

/** Markers that stand alone, with no length: RST0-7 and TEM. */
function isStandalone(m: number): boolean {
  return (m >= 0xd0 && m <= 0xd7) || m === 0x01;
}

export interface JpegHeader {
  width: number;
  height: number;
}

/**
 * Walk a JPEG marker by marker, through each scan's entropy-coded data, to its EOI, and
 * answer the frame's size, or undefined when the file is not a well-formed JPEG: every
 * segment's length fits, a frame comes before the first scan, and EOI is the last two
 * bytes. A picture with anything glued after EOI fails here, where decoders stop at EOI.
 */
export function checkJpegStructure(bytes: Buffer): JpegHeader | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let pos = 2;
  let frame: JpegHeader | undefined;
  let scans = 0;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) return undefined;
    // Any number of 0xFF fill bytes may stand before a marker.
    while (pos < bytes.length && bytes[pos] === 0xff) pos++;
    if (pos >= bytes.length) return undefined;
    const marker = bytes[pos] as number;
    pos++;
    if (marker === 0xd9) return frame && scans > 0 && pos === bytes.length ? frame : undefined;
    if (marker === 0x00 || marker === 0xd8) return undefined;
    if (isStandalone(marker)) continue;
    if (pos + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(pos);
    if (length < 2 || pos + length > bytes.length) return undefined;
    const segment = bytes.subarray(pos + 2, pos + length);
    pos += length;
    if (isFrameMarker(marker)) {
      if (frame || segment.length < 6) return undefined;
      const height = segment.readUInt16BE(1);
      const width = segment.readUInt16BE(3);
      if (width === 0 || height === 0) return undefined;
      frame = { width, height };
      continue;
    }
    if (marker === 0xda) {
      if (!frame) return undefined;
      scans++;
      pos = endOfScan(bytes, pos);
      if (pos < 0) return undefined;
    }
  }
  // No EOI: a cut-off file.
  return undefined;
}

/**
 * Where a scan's entropy-coded data ends: at the first 0xFF followed by a marker other than
 * a stuffed zero or a restart marker (fill bytes 0xFF may precede it). -1 when the bytes end first.
 */
function endOfScan(bytes: Buffer, start: number): number {
  let pos = start;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) {
      pos++;
      continue;
    }
    let next = pos + 1;
    while (next < bytes.length && bytes[next] === 0xff) next++;
    if (next >= bytes.length) return -1;
    const m = bytes[next] as number;
    if (m === 0x00 || (m >= 0xd0 && m <= 0xd7)) {
      pos = next + 1;
      continue;
    }
    return pos;
  }
  return -1;
}
