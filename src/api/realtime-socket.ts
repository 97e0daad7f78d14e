/** What a caller hears from a real-time channel of the platform (a WebSocket). */
export interface SocketHandlers {
  onOpen(): void;
  /** One JSON frame from the platform, parsed (typed by the channel's contract at the caller). */
  onFrame(frame: unknown): void;
  /** The channel closed: the platform's close code, or 1006 when the connection was lost. */
  onClose(code: number): void;
}

export interface SocketConnection {
  send(frame: unknown): void;
  close(): void;
}

/**
 * Open a WebSocket on the portal's own origin (`/wps/...`), so it reaches the platform
 * that served the page, through the development proxy too. With the development switch
 * the merchant goes in `?wl=`, as for page loads.
 */
export function openBrowserSocket(
  path: string,
  handlers: SocketHandlers,
  opts: { whitelabel?: string | undefined; baseUrl?: string | undefined } = {},
): SocketConnection {
  const base = new URL(opts.baseUrl ?? window.location.href);
  const url = new URL(path, base);
  url.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  if (opts.whitelabel) url.searchParams.set('wl', opts.whitelabel);
  const ws = new WebSocket(url);
  let closed = false;
  const finish = (code: number) => {
    if (closed) return;
    closed = true;
    handlers.onClose(code);
  };
  ws.onopen = () => handlers.onOpen();
  ws.onmessage = (e: MessageEvent) => {
    if (typeof e.data !== 'string') return;
    try {
      handlers.onFrame(JSON.parse(e.data));
    } catch {
      // Not JSON: not a frame of any contract; ignored.
    }
  };
  ws.onclose = (e) => finish(e.code);
  return {
    send(frame) {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
    },
    close() {
      // Closed on purpose: the caller asked, so it hears nothing more.
      closed = true;
      ws.onopen = ws.onmessage = ws.onclose = null;
      if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close(1000);
    },
  };
}
