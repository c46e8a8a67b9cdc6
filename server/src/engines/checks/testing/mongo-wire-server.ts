import { BSON, type Document } from 'mongodb';
import { startTcpPeer } from './tcp-peer.js';

/**
 * A MongoDB peer for tests of the mongo check, speaking the wire protocol the driver speaks (OP_MSG, and OP_QUERY /
 * OP_REPLY for a legacy handshake) on 127.0.0.1: there is no MongoDB on this machine (no Debian package, and
 * test binaries would have to be downloaded). It answers the handshake (hello), `ping`, and refuses SCRAM
 * authentication and anything else with MongoDB's own error shapes, so the driver runs its real code paths.
 */
export interface MongoWireServer {
  url: string;
  port: number;
  /** Command names received, in order (the handshake's hello included). */
  commands: string[];
  /** Sockets accepted so far. */
  connections: number;
  close(): Promise<void>;
}

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

export async function startMongoWireServer(opts: { pingOk?: boolean } = {}): Promise<MongoWireServer> {
  const commands: string[] = [];
  let nextId = 1;

  const answer = (command: Document): Document => {
    const name = Object.keys(command)[0] ?? '';
    commands.push(name);
    if (name === 'hello' || name === 'ismaster' || name === 'isMaster') {
      return {
        helloOk: true,
        ismaster: true,
        isWritablePrimary: true,
        maxBsonObjectSize: 16 * 1024 * 1024,
        maxMessageSizeBytes: 48_000_000,
        maxWriteBatchSize: 100_000,
        localTime: new Date(),
        logicalSessionTimeoutMinutes: 30,
        connectionId: peer.connections,
        minWireVersion: 0,
        maxWireVersion: 21,
        readOnly: false,
        ok: 1,
      };
    }
    if (name === 'ping') {
      return opts.pingOk === false ? { ok: 0, errmsg: 'node is recovering', code: 11600 } : { ok: 1 };
    }
    if (name === 'saslStart' || name === 'authenticate') {
      return { ok: 0, errmsg: 'Authentication failed.', code: 18, codeName: 'AuthenticationFailed' };
    }
    if (name === 'endSessions') return { ok: 1 };
    return { ok: 0, errmsg: `no such command: '${name}'`, code: 59, codeName: 'CommandNotFound' };
  };

  const header = (length: number, responseTo: number, opCode: number) => {
    const h = Buffer.alloc(16);
    h.writeInt32LE(length, 0);
    h.writeInt32LE(nextId++, 4);
    h.writeInt32LE(responseTo, 8);
    h.writeInt32LE(opCode, 12);
    return h;
  };

  const reply = (message: Buffer): Buffer | null => {
    const requestId = message.readInt32LE(4);
    const opCode = message.readInt32LE(12);
    if (opCode === OP_MSG) {
      // flagBits, then sections; the command is the kind-0 body (kind-1 sequences are not used by these commands).
      if (message[20] !== 0) return null;
      const size = message.readInt32LE(21);
      const body = BSON.serialize(answer(BSON.deserialize(message.subarray(21, 21 + size))));
      const flags = Buffer.alloc(5); // flagBits 0, section kind 0
      return Buffer.concat([header(16 + 5 + body.length, requestId, OP_MSG), flags, body]);
    }
    if (opCode === OP_QUERY) {
      // flags, fullCollectionName (cstring), numberToSkip, numberToReturn, query document.
      const nameEnd = message.indexOf(0, 20);
      const at = nameEnd + 1 + 8;
      const size = message.readInt32LE(at);
      const body = BSON.serialize(answer(BSON.deserialize(message.subarray(at, at + size))));
      const fields = Buffer.alloc(20); // responseFlags, cursorID (8), startingFrom, numberReturned
      fields.writeInt32LE(1, 16);
      return Buffer.concat([header(16 + 20 + body.length, requestId, OP_REPLY), fields, body]);
    }
    return null;
  };

  const peer = await startTcpPeer((socket) => {
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const out = reply(pending.subarray(0, length));
        pending = pending.subarray(length);
        if (!out) {
          socket.destroy();
          return;
        }
        socket.write(out);
      }
    });
  });
  const { port } = peer;
  return {
    url: `mongodb://127.0.0.1:${port}`,
    port,
    commands,
    get connections() {
      return peer.connections;
    },
    close: peer.close,
  };
}
