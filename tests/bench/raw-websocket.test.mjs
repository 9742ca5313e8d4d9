// The finale bench's bare WebSocket client (raw-websocket.mjs) against real servers on loopback: a
// `ws` server for what the protocol allows, a raw `node:net` server for byte layouts and malformed
// frames that `ws` would never write. Run with `node --test tests/bench/raw-websocket.test.mjs`.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import net from 'node:net';
import { after, describe, it } from 'node:test';
import { WebSocketServer } from 'ws';
import { frameReader, maskedFrame, OPCODE, openWebSocket, WebSocketProtocolError } from './raw-websocket.mjs';

/** An unmasked server frame, with the length in the given number of bytes whatever the payload. */
function serverFrame(opcode, payload, { lengthBytes, fin = true, firstByte } = {}) {
  const size = lengthBytes ?? (payload.length < 126 ? 1 : payload.length < 65536 ? 2 : 8);
  const header = Buffer.alloc(size === 1 ? 2 : size === 2 ? 4 : 10);
  header[0] = firstByte ?? (fin ? 0x80 : 0) | opcode;
  if (size === 1) header[1] = payload.length;
  else if (size === 2) {
    header[1] = 126;
    header.writeUInt16BE(payload.length, 2);
  } else {
    header[1] = 127;
    header.writeUInt32BE(0, 2);
    header.writeUInt32BE(payload.length, 6);
  }
  return Buffer.concat([header, payload]);
}

const text = (n, seed) => Buffer.from(Array.from({ length: n }, (_, i) => String.fromCharCode(97 + ((i + seed) % 26))).join(''));
const read = (chunks) => {
  const frames = [];
  const feed = frameReader((opcode, payload) => frames.push([opcode, Buffer.from(payload).toString('latin1')]));
  chunks.forEach(feed);
  return frames;
};

describe('frameReader', () => {
  const small = text(5, 0);
  const medium = text(300, 1);
  const large = text(70_000, 2);
  const stream = Buffer.concat([
    serverFrame(OPCODE.text, small),
    serverFrame(OPCODE.ping, Buffer.from('hi')),
    serverFrame(OPCODE.text, medium),
    serverFrame(OPCODE.binary, large),
    serverFrame(OPCODE.text, Buffer.alloc(0)),
  ]);
  const expected = [
    [OPCODE.text, small.toString()],
    [OPCODE.ping, 'hi'],
    [OPCODE.text, medium.toString()],
    [OPCODE.binary, large.toString()],
    [OPCODE.text, ''],
  ];

  it('reads 7-, 16- and 64-bit lengths packed into one chunk', () => {
    assert.deepEqual(read([stream]), expected);
  });

  it('reads the same frames cut at every byte of the first 400 and in 1,000-byte pieces', () => {
    for (let cut = 1; cut < 400; cut++) assert.deepEqual(read([stream.subarray(0, cut), stream.subarray(cut)]), expected, `cut at ${cut}`);
    const pieces = [];
    for (let at = 0; at < stream.length; at += 1000) pieces.push(stream.subarray(at, at + 1000));
    assert.deepEqual(read(pieces), expected);
  });

  it('keeps a held partial frame when the caller reuses its chunk buffer', () => {
    const first = serverFrame(OPCODE.text, text(40, 3));
    const reused = Buffer.from(first.subarray(0, 20));
    const frames = [];
    const feed = frameReader((_, payload) => frames.push(payload.toString()));
    feed(reused);
    reused.fill(0x21);
    feed(first.subarray(20));
    assert.deepEqual(frames, [text(40, 3).toString()]);
  });

  for (const [name, frame, reason] of [
    ['a masked frame', Buffer.from([0x81, 0x82, 1, 2, 3, 4, 0, 0]), /masked frame/],
    ['reserved bits (a compressed frame)', serverFrame(OPCODE.text, small, { firstByte: 0xc1 }), /reserved bits/],
    ['a fragment without FIN', serverFrame(OPCODE.text, small, { fin: false }), /fragmented/],
    ['a continuation frame', serverFrame(0x0, small), /opcode 0x0/],
    ['a reserved opcode', serverFrame(0x3, small), /opcode 0x3/],
    ['a control frame over 125 bytes', serverFrame(OPCODE.ping, text(126, 0)), /control frame of 126/],
    ['a 16-bit length under 126', serverFrame(OPCODE.text, small, { lengthBytes: 2 }), /16-bit length 5/],
    ['a 64-bit length under 65,536', serverFrame(OPCODE.text, medium, { lengthBytes: 8 }), /64-bit length 300/],
    ['a 64-bit length with the top bit set', Buffer.from([0x82, 127, 0x80, 0, 0, 0, 0, 0, 0, 1]), /high word 0x80000000/],
  ]) {
    it(`refuses ${name}`, () => {
      const frames = [];
      const feed = frameReader((opcode) => frames.push(opcode));
      assert.throws(
        () => feed(Buffer.concat([serverFrame(OPCODE.text, small), frame])),
        (err) => err instanceof WebSocketProtocolError && reason.test(err.message),
      );
      // The good frame before it was read.
      assert.deepEqual(frames, [OPCODE.text]);
    });
  }
});

/** A `ws` server on a free port, its connections cut when the file's tests end (so the run can exit). */
async function wsServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  after(() => {
    wss.clients.forEach((ws) => ws.terminate());
    wss.close();
  });
  await new Promise((resolve) => wss.once('listening', resolve));
  return wss;
}

/** A TCP server whose connections are cut when the file's tests end. */
async function tcpServer(onConnection) {
  const open = new Set();
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('error', () => {});
    onConnection(socket);
  });
  after(() => {
    open.forEach((socket) => socket.destroy());
    server.close();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${server.address().port}/`;
}

describe('maskedFrame', () => {
  it('is read back by a real server for 7-, 16- and 64-bit lengths', async () => {
    const wss = await wsServer();
    const got = [];
    wss.on('connection', (ws) => ws.on('message', (data) => got.push(data.toString())));
    const client = await openWebSocket(`ws://127.0.0.1:${wss.address().port}/`, { onMessage: () => {} });
    const sizes = [3, 200, 70_000];
    sizes.forEach((n, i) => client.send(text(n, i).toString()));
    while (got.length < sizes.length) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(
      got,
      sizes.map((n, i) => text(n, i).toString()),
    );
    client.close();
  });
});

describe('openWebSocket against a real ws server', () => {
  it('opens, reads messages, answers a ping, and answers the server close', async () => {
    const wss = await wsServer();
    const serverSide = new Promise((resolve) => wss.once('connection', resolve));
    const messages = [];
    let closed;
    const closedOnce = new Promise((resolve) => (closed = resolve));
    await openWebSocket(`ws://127.0.0.1:${wss.address().port}/socket.io/?EIO=4&transport=websocket`, {
      onMessage: (payload) => messages.push(payload.toString()),
      onClose: closed,
    });
    const ws = await serverSide;
    const pong = new Promise((resolve) => ws.once('pong', (data) => resolve(data.toString())));
    ws.ping('are you there');
    assert.equal(await pong, 'are you there');
    for (const n of [1, 125, 126, 65_535, 65_536]) ws.send(text(n, n).toString());
    while (messages.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(
      messages,
      [1, 125, 126, 65_535, 65_536].map((n) => text(n, n).toString()),
    );
    const code = new Promise((resolve) => ws.once('close', resolve));
    ws.close(4000);
    assert.equal(await code, 4000);
    await closedOnce;
  });
});

describe('openWebSocket against a raw server', () => {
  /** A TCP server that answers the upgrade with `answer(key)` and then writes `chunks`, 20 ms apart. */
  const rawServer = (answer, chunks = []) =>
    tcpServer((socket) => {
      socket.once('data', async (request) => {
        const key = /Sec-WebSocket-Key: (\S+)/.exec(request.toString())[1];
        socket.write(answer(key));
        for (const chunk of chunks) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          socket.write(chunk);
        }
      });
    });
  const accept = (key) => createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
  const upgrade = (key, acceptValue = accept(key)) =>
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${acceptValue}\r\n\r\n`;

  it('refuses a 101 with the wrong Sec-WebSocket-Accept', async () => {
    const url = await rawServer((key) => upgrade(key, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA='));
    await assert.rejects(openWebSocket(url, { onMessage: () => {} }), /Sec-WebSocket-Accept/);
  });

  it('refuses an answer other than 101', async () => {
    const url = await rawServer(() => 'HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
    await assert.rejects(openWebSocket(url, { onMessage: () => {} }), /upgrade refused: HTTP\/1.1 400/);
  });

  it('reads frames that come in the same write as the 101 and frames split over writes', async () => {
    const frame = serverFrame(OPCODE.text, text(300, 7));
    const url = await rawServer(
      (key) => Buffer.concat([Buffer.from(upgrade(key)), serverFrame(OPCODE.text, Buffer.from('0{}'))]),
      [
        frame.subarray(0, 1),
        frame.subarray(1, 3),
        frame.subarray(3, 100),
        Buffer.concat([frame.subarray(100), serverFrame(OPCODE.text, Buffer.from('2'))]),
      ],
    );
    const messages = [];
    await openWebSocket(url, { onMessage: (payload) => messages.push(payload.toString()) });
    while (messages.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(messages, ['0{}', text(300, 7).toString(), '2']);
  });

  it('reports a malformed frame after the open and closes the socket', async () => {
    const url = await rawServer(upgrade, [Buffer.from([0x81, 0x81, 1, 2, 3, 4, 5])]);
    let error;
    const closed = new Promise((resolve) => {
      openWebSocket(url, { onMessage: () => {}, onError: (err) => (error = err), onClose: resolve });
    });
    await closed;
    assert.ok(error instanceof WebSocketProtocolError, String(error));
    assert.match(error.message, /masked frame/);
  });

  it('masks what it sends', async () => {
    let received;
    const url = await tcpServer((socket) => {
      socket.once('data', (request) => {
        const key = /Sec-WebSocket-Key: (\S+)/.exec(request.toString())[1];
        socket.write(upgrade(key));
        socket.once('data', (frame) => (received = frame));
      });
    });
    const client = await openWebSocket(url, { onMessage: () => {} });
    client.send('3');
    while (!received) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(received[0], 0x81);
    assert.equal(received[1], 0x81);
    assert.equal(String.fromCharCode(received[6] ^ received[2]), '3');
    assert.deepEqual(received, Buffer.concat([received.subarray(0, 6), Buffer.from([received[6]])]));
    assert.deepEqual(maskedFrame(OPCODE.text, Buffer.from('3')).length, 7);
  });
});
