import type { ChatMessage } from '../../schemas/api/chat';
import { CHAT_SOCKET_PATH } from '../../schemas/api/chat-rules';
import type { ChatServerFrame } from '../../schemas/api/chat-socket';
import type { FakeApiClient, FakeSocketPeer } from '../../src/api/fake-client';

type Line = typeof ChatMessage.static;

const start = Date.UTC(2026, 10, 20, 12, 0, 0);

/** A few messages of a lively room, oldest first. */
export function sampleChat(): Line[] {
  return [
    {
      id: 101,
      nickname: 'Lucky Star',
      rankLevel: 6,
      body: 'Anyone on the dragon tiger table tonight?',
      timestamp: start,
      mine: false,
    },
    {
      id: 102,
      nickname: 'mi***88',
      rankLevel: 0,
      body: 'Just hit a 40x on Aztec Burst 🎉',
      timestamp: start + 60_000,
      mine: false,
    },
    {
      id: 103,
      nickname: 'Night Owl',
      rankLevel: 3,
      body: 'Congrats! Which bet size?',
      timestamp: start + 95_000,
      mine: false,
    },
  ];
}

export interface FakeChat {
  /** Every connection the portal opened, in order. */
  peers: FakeSocketPeer[];
  /** The latest connection. */
  readonly peer: FakeSocketPeer;
}

/**
 * A chat room on the fake client: each connection is welcomed with `history` as `member`
 * or visitor (by whether the join carries a token), and a `send` is stored and echoed
 * with the next id.
 */
export function withChatRoom(
  api: FakeApiClient,
  history: Line[] = sampleChat(),
  opts: { welcome?: Partial<Extract<ChatServerFrame, { type: 'welcome' }>>; echo?: boolean } = {},
): FakeChat {
  const peers: FakeSocketPeer[] = [];
  let nextId = Math.max(100, ...history.map((m) => m.id)) + 1;
  api.onSocket(CHAT_SOCKET_PATH, (peer) => {
    peers.push(peer);
    peer.onFrame((f) => {
      const frame = f as { type: string; token?: string; body?: string; clientId?: string };
      if (frame.type === 'join') {
        const member = Boolean(frame.token);
        peer.push({
          type: 'welcome',
          messages: history,
          reset: true,
          removedIds: [],
          member,
          canPost: member,
          mutedUntil: null,
          ...opts.welcome,
        } satisfies ChatServerFrame);
      } else if (frame.type === 'send' && opts.echo !== false) {
        const id = nextId++;
        peer.push({ type: 'sent', clientId: frame.clientId ?? '', id });
        peer.push({
          type: 'message',
          message: {
            id,
            nickname: 'Lucky Star',
            rankLevel: 0,
            body: frame.body ?? '',
            timestamp: Date.now(),
            mine: true,
            clientId: frame.clientId ?? '',
          },
        });
      }
    });
  });
  return {
    peers,
    get peer() {
      const last = peers.at(-1);
      if (!last) throw new Error('the portal opened no chat connection');
      return last;
    },
  };
}
