import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { createLogger } from '../../src/logger';
import { attachRealtime } from '../../src/realtime/socket';
import type { TestContext } from './app';

export interface ListeningApp {
  server: http.Server;
  baseUrl: string;
  /** A Socket.IO client, resolved once connected; close() disconnects it. */
  connectSocket(): Promise<Socket>;
  close(): Promise<void>;
}

/**
 * The test's app on a real port with Socket.IO attached: Socket.IO clients need a port, and a test
 * firing hundreds of requests at once needs one server rather than one per request.
 */
export async function listenWithRealtime(ctx: TestContext): Promise<ListeningApp> {
  const server = http.createServer(ctx.app);
  const realtime = attachRealtime(server, { bus: ctx.bus, pool: ctx.database.pool, logger: createLogger('silent') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];
  return {
    server,
    baseUrl,
    async connectSocket() {
      const socket = connect(baseUrl, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
    async close() {
      sockets.forEach((s) => s.disconnect());
      await realtime.close();
      await new Promise((r) => server.close(r));
    },
  };
}
