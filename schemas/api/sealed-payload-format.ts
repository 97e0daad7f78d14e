/**
 * The parts of the sealed-payload scheme both sides compute (no schema library,
 * so the portal can import it). The schema itself is in sealed-payload.ts.
 */
export interface SealedFields {
  v: 1;
  ts: number;
  nonce: string;
  iv: string;
  ct: string;
}

/** How far a sealed payload's timestamp may be from the server clock. */
export const SEALED_PAYLOAD_MAX_SKEW_MS = 5 * 60 * 1000;

/** The string the MAC covers. */
export function sealedMacInput(p: SealedFields): string {
  return `${p.v}|${p.ts}|${p.nonce}|${p.iv}|${p.ct}`;
}
