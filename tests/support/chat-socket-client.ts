import type { WebSocket } from 'ws';
import type { ChatClientFrame, ChatServerFrame } from '../../schemas/api/chat-socket';

export type Frame = ChatServerFrame;
type FrameOf<T extends Frame['type']> = Extract<Frame, { type: T }>;

/** A room socket in a test: every frame it received, and ways to wait for the next ones. */
export interface ChatSocketClient {
  socket: WebSocket;
  frames: Frame[];
  send(frame: ChatClientFrame): void;
  /** The first frame (already received or still to come) of a type that matches. */
  next<T extends Frame['type']>(type: T, match?: (f: FrameOf<T>) => boolean): Promise<FrameOf<T>>;
  /** Resolves with the close code once the platform (or the test) closed the socket. */
  closed: Promise<number>;
  close(): void;
}

export function chatSocketClient(socket: WebSocket): ChatSocketClient {
  const frames: Frame[] = [];
  const waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const w of [...waiters])
      if (w.test(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    socket,
    frames,
    closed,
    send: (frame) => socket.send(JSON.stringify(frame)),
    next(type, match) {
      const test = (f: Frame) => f.type === type && (!match || match(f as never));
      const seen = frames.find(test);
      if (seen) return Promise.resolve(seen as never);
      return new Promise((resolve) => waiters.push({ test, resolve: resolve as (f: Frame) => void }));
    },
    close: () => socket.close(),
  };
}
