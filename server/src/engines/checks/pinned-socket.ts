import net from 'node:net';
import { policyLookup, type CheckedHost, type OutboundPolicy } from './outbound-policy.js';

/**
 * A TCP socket whose `connect(port, host)` resolves `host` through the outbound policy, for database drivers that
 * take a socket (pg's and mysql2's `stream` option) instead of a lookup: the driver connects to an address the
 * policy passed, not to whatever the name resolves to a moment after the check (DNS rebinding). TLS still verifies
 * the certificate against the host name the driver was given. `checked` is the host the runner checked up front
 * (for a clear "blocked" result), answered without a second DNS lookup.
 */
export function policySocket(policy: OutboundPolicy, checked?: CheckedHost): net.Socket {
  const socket = new net.Socket();
  const connect = socket.connect.bind(socket) as (...args: unknown[]) => net.Socket;
  const lookup = policyLookup(policy, checked);
  (socket as unknown as { connect: (...args: unknown[]) => net.Socket }).connect = (...args: unknown[]) => {
    const [port, host] = args;
    // A Unix socket path (one string argument) has no address to check: only TCP targets are pinned.
    if (typeof port === 'number' || (typeof port === 'string' && typeof host === 'string')) {
      return connect({ port: Number(port), host: host ?? 'localhost', lookup });
    }
    return connect(...args);
  };
  return socket;
}
