import type { EndpointRef } from '@schemas/api/endpoint';
import type { EnvelopeShape } from '@schemas/api/envelope';
import { CallError } from '../../api/call-error';
import { toSearchParams } from '../../api/client';

/** A file the platform answered: its bytes and the name its Content-Disposition gave. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.csv"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(disposition ?? '');
  return m?.[1] ?? fallback;
}

/**
 * Fetch a download call of the contract (a GET answered by a file, not an envelope) with the
 * operator's bearer token, as every call sends it. A refusal is an envelope: it is thrown as
 * the CallError any call throws, so screens tell it the same way.
 */
export async function downloadFile<Req>(
  endpoint: EndpointRef<Req, unknown>,
  input: Req,
  token: string | undefined,
): Promise<DownloadedFile> {
  const query = new URLSearchParams(toSearchParams(input as Record<string, unknown>));
  const headers: Record<string, string> = { 'x-module': endpoint.module ?? 'back-office' };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${endpoint.path}?${query.toString()}`, { headers });
  } catch {
    throw new CallError('NETWORK', 'Network link abnormal', 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as EnvelopeShape<unknown> | null;
    throw new CallError(envelope?.code ?? 'NETWORK', envelope?.message ?? '', response.status);
  }
  const fallback = endpoint.path.split('/').pop() ?? 'download';
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
  };
}

/** Hand a file to the browser as a download (a link to it, clicked once, then let go). */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download when click() returns; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
