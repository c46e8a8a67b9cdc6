import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpPeer {
  port: number;
  /** Sockets accepted so far. */
  readonly connections: number;
  /** Stops listening and drops every open socket. */
  close(): Promise<void>;
}

/**
 * An in-process protocol peer on 127.0.0.1 (the mongo and mssql tests' stand-ins for servers this machine cannot
 * run): `onSocket` speaks the protocol on each accepted socket, with the socket's 1-based number.
 */
export async function startTcpPeer(onSocket: (socket: net.Socket, n: number) => void): Promise<TcpPeer> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined); // a client hanging up mid-message is not the test's failure
    onSocket(socket, connections);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
