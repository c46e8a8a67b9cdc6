import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { Socket } from 'node:net';
import { md4 } from '../ntlm/md4.js';
import { startHttpServer } from './check-context.js';

export interface NtlmServer {
  url: string;
  /** Verified logins. A client must NEGOTIATE and AUTHENTICATE on one connection, or it gets a 401. */
  logins: { user: string; domain: string; lmZeroed: boolean }[];
  close(): Promise<void>;
}

/**
 * An in-process HTTP server that authenticates with NTLM the way IIS does: 401 `WWW-Authenticate: NTLM`, then a
 * CHALLENGE on the connection that sent the NEGOTIATE, then it verifies the AUTHENTICATE's NTLMv2 response by
 * recomputing NTProofStr from the account's password and the challenge it sent on that same connection.
 * Accounts are `DOMAIN\user` (the domain is matched case-insensitively, as Windows does).
 */
export async function startNtlmServer(opts: {
  accounts: Record<string, string>;
  /** Send MsvAvTimestamp in the target info (as Windows servers do); the client must then send a zero LM response. */
  timestamp?: boolean;
  /** Serve HTTPS with this key and certificate. */
  tls?: { key: string; cert: string };
}): Promise<NtlmServer> {
  const challenges = new WeakMap<Socket, Buffer>();
  const logins: NtlmServer['logins'] = [];
  const accounts = new Map(Object.entries(opts.accounts).map(([k, v]) => [k.toUpperCase(), v]));
  const handler: http.RequestListener = (req, res) => {
    const token = /^NTLM (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const message = token ? Buffer.from(token, 'base64') : null;
    const type = message && message.length >= 12 ? message.readUInt32LE(8) : 0;
    if (type === 1) {
      const challenge = randomBytes(8);
      challenges.set(req.socket, challenge);
      const type2 = challengeMessage(challenge, opts.timestamp ?? false);
      // Listed after Negotiate, as IIS lists it, so the client has to pick its scheme out of a list.
      return void res
        .writeHead(401, { 'www-authenticate': ['Negotiate', `NTLM ${type2.toString('base64')}`] })
        .end('challenge');
    }
    if (type === 3) {
      const challenge = challenges.get(req.socket);
      challenges.delete(req.socket);
      const login = challenge ? verifyAuthenticate(message!, challenge, accounts) : null;
      if (login) {
        logins.push(login);
        return void res.end(`hello ${login.domain}\\${login.user}`);
      }
    }
    res.writeHead(401, { 'www-authenticate': ['Negotiate', 'NTLM'] }).end('unauthorized');
  };
  // NTLM needs the kept-alive connection between the challenge and the answer (Node keeps one alive for 5 s).
  return { ...(await startHttpServer(handler, { tls: opts.tls })), logins };
}

function challengeMessage(challenge: Buffer, withTimestamp: boolean): Buffer {
  const name = Buffer.from('WEB01', 'utf16le');
  const pair = (id: number, value: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt16LE(id, 0);
    head.writeUInt16LE(value.length, 2);
    return Buffer.concat([head, value]);
  };
  const time = Buffer.alloc(8);
  time.writeBigUInt64LE((BigInt(Date.now()) + 11_644_473_600_000n) * 10_000n);
  const targetInfo = Buffer.concat([
    pair(2, Buffer.from('LAB', 'utf16le')),
    pair(1, name),
    ...(withTimestamp ? [pair(7, time)] : []),
    pair(0, Buffer.alloc(0)),
  ]);
  const head = Buffer.alloc(48);
  head.write('NTLMSSP\0', 0, 'latin1');
  head.writeUInt32LE(2, 8);
  head.writeUInt16LE(name.length, 12);
  head.writeUInt16LE(name.length, 14);
  head.writeUInt32LE(48, 16);
  // UNICODE | REQUEST_TARGET | NTLM | ALWAYS_SIGN | TARGET_TYPE_DOMAIN | EXTENDED_SESSIONSECURITY | TARGET_INFO | 128
  head.writeUInt32LE(0x20898205, 20);
  challenge.copy(head, 24);
  head.writeUInt16LE(targetInfo.length, 40);
  head.writeUInt16LE(targetInfo.length, 42);
  head.writeUInt32LE(48 + name.length, 44);
  return Buffer.concat([head, name, targetInfo]);
}

/** Recomputes NTProofStr = HMAC_MD5(NTOWFv2, ServerChallenge || temp) for the account and compares. */
function verifyAuthenticate(msg: Buffer, challenge: Buffer, accounts: Map<string, string>) {
  if (msg.length < 64 || msg.toString('latin1', 0, 8) !== 'NTLMSSP\0') return null;
  const field = (at: number) => msg.subarray(msg.readUInt32LE(at + 4), msg.readUInt32LE(at + 4) + msg.readUInt16LE(at));
  const lm = field(12);
  const nt = field(20);
  const domain = field(28).toString('utf16le');
  const user = field(36).toString('utf16le');
  const password = accounts.get(`${domain}\\${user}`.toUpperCase());
  if (password === undefined || nt.length < 48) return null;
  const hmac = (key: Buffer, data: Buffer) => createHmac('md5', key).update(data).digest();
  const responseKey = hmac(md4(Buffer.from(password, 'utf16le')), Buffer.from(user.toUpperCase() + domain, 'utf16le'));
  const expected = hmac(responseKey, Buffer.concat([challenge, nt.subarray(16)]));
  if (!timingSafeEqual(expected, nt.subarray(0, 16))) return null;
  return { user, domain, lmZeroed: lm.length === 24 && lm.every((b) => b === 0) };
}
