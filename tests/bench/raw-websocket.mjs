// The finale bench's WebSocket client on a bare `node:net` socket (issue #28, session 19). 5,000 `ws`
// clients in the bench process cost about 50-57 µs per frame received, near half a core at the
// finale's 8,500 frames a second, on the same two cores the servers run on; on the night each phone
// reads its frames on its own CPU. So this is about the rig's cost, not the servers': it reads what
// the servers send (unmasked frames, whole messages, no extension) and refuses anything else loudly.
//
// All sockets read into one shared buffer (`onread`): a frame is handed over as a view of it, valid
// only during the call, and only the rare frame split across TCP reads is copied.
import { createHash, randomFillSync, randomBytes } from 'node:crypto';
import net from 'node:net';

const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
export const OPCODE = { text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa };
const KNOWN = new Set(Object.values(OPCODE));

export class WebSocketProtocolError extends Error {}

/**
 * Cuts a byte stream into frames: `feed(chunk)` calls `onFrame(opcode, payload)` for every frame it
 * completes, in order. The payload may be a view of `chunk`; bytes of an unfinished frame are copied
 * and kept for the next chunk. Throws on the first malformed frame.
 */
export function frameReader(onFrame) {
  let held = null;
  const parse = (buf) => {
    let at = 0;
    while (buf.length - at >= 2) {
      const b0 = buf[at];
      const b1 = buf[at + 1];
      const opcode = b0 & 0x0f;
      if (b0 & 0x70) throw new WebSocketProtocolError(`reserved bits set (first byte 0x${b0.toString(16)}): no extension was agreed`);
      if (!KNOWN.has(opcode)) throw new WebSocketProtocolError(`opcode 0x${opcode.toString(16)} (continuation or reserved)`);
      // Socket.IO's server writes each message as one frame; a fragment would be misread as a whole message.
      if (!(b0 & 0x80)) throw new WebSocketProtocolError(`fragmented message (opcode 0x${opcode.toString(16)} without FIN)`);
      if (b1 & 0x80) throw new WebSocketProtocolError('masked frame from the server');
      let length = b1 & 0x7f;
      let header = 2;
      if (length === 126) {
        if (buf.length - at < 4) break;
        length = buf.readUInt16BE(at + 2);
        header = 4;
        if (length < 126) throw new WebSocketProtocolError(`16-bit length ${length} where 7 bits would do`);
      } else if (length === 127) {
        if (buf.length - at < 10) break;
        const high = buf.readUInt32BE(at + 2);
        // The top bit must be 0; above 2^53 the length is no exact number (and no bench frame is near it).
        if (high > 0x1fffff) throw new WebSocketProtocolError(`64-bit length with high word 0x${high.toString(16)}`);
        length = high * 2 ** 32 + buf.readUInt32BE(at + 6);
        header = 10;
        if (length < 65536) throw new WebSocketProtocolError(`64-bit length ${length} where 16 bits would do`);
      }
      if (opcode >= OPCODE.close && length > 125) throw new WebSocketProtocolError(`control frame of ${length} bytes (at most 125)`);
      if (buf.length - at < header + length) break;
      at += header + length;
      onFrame(opcode, buf.subarray(at - length, at));
    }
    return at;
  };
  return (chunk) => {
    const buf = held ? Buffer.concat([held, chunk]) : chunk;
    held = null;
    const used = parse(buf);
    if (used < buf.length) held = Buffer.from(buf.subarray(used));
  };
}

/** A client frame: FIN, the opcode, a random mask and the masked payload (RFC 6455 §5.3). */
export function maskedFrame(opcode, payload) {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + 4 + length);
  frame[0] = 0x80 | opcode;
  if (header === 2) frame[1] = 0x80 | length;
  else if (header === 4) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  const mask = randomFillSync(frame.subarray(header, header + 4));
  for (let i = 0; i < length; i++) frame[header + 4 + i] = payload[i] ^ mask[i & 3];
  return frame;
}

const shared = Buffer.allocUnsafe(256 * 1024);

/**
 * Opens `url` (ws://host:port/path) and resolves once the server answered the upgrade with 101 and
 * the right Sec-WebSocket-Accept. `onMessage(payload, client)` gets each text or binary message (a
 * view, valid during the call); pings are answered, a close is answered and ends the socket.
 * `onError(err)` after the open: a protocol error destroys the socket, then `onClose()` runs.
 */
export function openWebSocket(url, { onMessage, onClose = () => {}, onError = () => {} }) {
  const { hostname, port, pathname, search } = new URL(url);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1')
    .update(key + ACCEPT_GUID)
    .digest('base64');
  return new Promise((resolve, reject) => {
    let open = false;
    // Ours sent: frames the server wrote before reading it may still come. Its received: nothing may follow.
    let closing = false;
    let closed = false;
    let response = Buffer.alloc(0);
    const client = {
      send(text) {
        socket.write(maskedFrame(OPCODE.text, Buffer.from(text)));
      },
      close() {
        if (closing || socket.destroyed) return;
        closing = true;
        socket.end(maskedFrame(OPCODE.close, Buffer.from([0x03, 0xe8])));
      },
    };
    const feed = frameReader((opcode, payload) => {
      if (closed) throw new WebSocketProtocolError(`frame (opcode 0x${opcode.toString(16)}) after the server's close`);
      if (opcode === OPCODE.text || opcode === OPCODE.binary) {
        if (!closing) onMessage(payload, client);
      } else if (opcode === OPCODE.ping) {
        if (!closing) socket.write(maskedFrame(OPCODE.pong, payload));
      } else if (opcode === OPCODE.close) {
        closed = true;
        if (!closing) socket.end(maskedFrame(OPCODE.close, payload.subarray(0, 2)));
        closing = true;
      }
    });
    const handshake = (chunk) => {
      response = Buffer.concat([response, chunk]);
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) {
        if (response.length > 16 * 1024) throw new WebSocketProtocolError('no end to the upgrade response in 16 KB');
        return;
      }
      const [status, ...lines] = response.subarray(0, end).toString('latin1').split('\r\n');
      if (!/^HTTP\/1\.1 101 /.test(status)) throw new WebSocketProtocolError(`upgrade refused: ${status}`);
      const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      if (headers.get('upgrade')?.toLowerCase() !== 'websocket') throw new WebSocketProtocolError('101 without Upgrade: websocket');
      if (headers.get('sec-websocket-accept') !== accept) throw new WebSocketProtocolError('wrong Sec-WebSocket-Accept');
      if (headers.has('sec-websocket-extensions')) throw new WebSocketProtocolError('an extension was agreed, none was offered');
      open = true;
      const rest = response.subarray(end + 4);
      response = null;
      resolve(client);
      // The server may write its first frames in the same read as the 101 (Engine.IO's open packet).
      if (rest.length) feed(rest);
    };
    const socket = net.connect({
      host: hostname,
      port: Number(port),
      onread: {
        buffer: shared,
        callback: (length, buf) => {
          try {
            const chunk = buf.subarray(0, length);
            if (open) feed(chunk);
            else handshake(chunk);
          } catch (err) {
            socket.destroy(err);
          }
        },
      },
    });
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('error', (err) => (open ? onError(err) : reject(err)));
    socket.on('close', () => {
      if (!open) reject(new Error('closed before the upgrade'));
      else onClose();
    });
  });
}
