import type { Namespace } from 'socket.io';

/**
 * One room's broadcast as one WebSocket frame, built once and written to each socket with a single
 * `write` (issue #28). Socket.IO's own broadcast already shares the frame's bytes, but per socket it
 * still makes an Engine.IO packet, runs its flush and drain events, and writes the frame's header and
 * payload as two chunks (cork, two writes, a `writev`): on finale night, 2,500 sockets an instance
 * twice a second, that per-socket work was the write loop every credit waits behind.
 */

/** The parts of an Engine.IO connection and its `ws` socket read here (not in their public types). */
interface EngineConnection {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    perMessageDeflate?: unknown;
    socket?: {
      readyState: number;
      _sender?: { _queue?: unknown[]; _state?: number };
      _socket?: { writable: boolean; write(chunk: Buffer): boolean };
    };
  };
  write(data: string): void;
}

const WS_OPEN = 1;
const WS_SENDER_IDLE = 0;

/** A server's text frame (RFC 6455 §5.2): FIN and opcode 1, the payload length, no mask. */
export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + n);
  frame[0] = 0x81;
  if (n < 126) frame[1] = n;
  else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/**
 * The frame may go straight to the TCP socket only when nothing else can be written before it: a
 * WebSocket transport, no Engine.IO packets waiting for a drain (they were sent earlier and must
 * arrive earlier), no compression, and the `ws` sender idle (nothing queued behind a deflate).
 * Packets already handed to the socket are ahead of it in the same byte stream, so order holds.
 */
function directSocket(conn: EngineConnection) {
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length) return null;
  const { transport } = conn;
  if (transport.name !== 'websocket' || transport.perMessageDeflate) return null;
  const ws = transport.socket;
  const sender = ws?._sender;
  if (!ws || ws.readyState !== WS_OPEN || !sender || sender._queue?.length || (sender._state ?? WS_SENDER_IDLE) !== WS_SENDER_IDLE)
    return null;
  return ws._socket?.writable ? ws._socket : null;
}

/**
 * `event` with `payload` to the sockets of `room` on this instance only (like `io.local.to(room).emit`),
 * for a namespace without acknowledgements, volatile flags or outgoing listeners. Returns how many
 * sockets took the shared frame (the rest went through Engine.IO with the same packet).
 */
export function emitFrameOnce(nsp: Namespace, room: string, event: string, payload: unknown): number {
  const ids = nsp.adapter.rooms.get(room);
  if (!ids?.size) return 0;
  // Socket.IO's EVENT packet for the main namespace ("2" + the JSON array), inside Engine.IO's MESSAGE ("4").
  const packet = `2${JSON.stringify([event, payload])}`;
  let frame: Buffer | null = null;
  let direct = 0;
  for (const id of ids) {
    const socket = nsp.sockets.get(id);
    if (!socket) continue;
    const conn = socket.conn as unknown as EngineConnection;
    const tcp = directSocket(conn);
    if (!tcp) {
      conn.write(packet);
      continue;
    }
    frame ??= textFrame(`4${packet}`);
    tcp.write(frame);
    direct++;
  }
  return direct;
}
