import { createHmac, randomBytes } from 'node:crypto';
import { md4 } from './md4.js';
import {
  avId,
  decodeChallengeMessage,
  encodeAuthenticateMessage,
  negotiateFlags,
  ntlmFlags,
  readAvPairs,
} from './ntlm-messages.js';

/** NTOWFv1: MD4 of the UTF-16LE password (the "NT hash"). */
export function ntHash(password: string): Buffer {
  return md4(Buffer.from(password, 'utf16le'));
}

/** NTOWFv2 (MS-NLMP §3.3.2): HMAC-MD5 keyed with the NT hash over UNICODE(Uppercase(User) || UserDom). */
export function ntowfv2(password: string, user: string, domain: string): Buffer {
  return hmacMd5(ntHash(password), Buffer.from(user.toUpperCase() + domain, 'utf16le'));
}

export interface Ntlmv2Input {
  responseKey: Buffer;
  serverChallenge: Buffer;
  clientChallenge: Buffer;
  /** FILETIME: 100 ns ticks since 1601-01-01 UTC. */
  timestamp: bigint;
  targetInfo: Buffer;
}

/**
 * The NTLMv2 challenge responses (MS-NLMP §3.3.2):
 * temp = 0x01 0x01 Z(6) Time ClientChallenge Z(4) TargetInfo Z(4);
 * NTProofStr = HMAC_MD5(ResponseKeyNT, ServerChallenge || temp); NtChallengeResponse = NTProofStr || temp;
 * LmChallengeResponse = HMAC_MD5(ResponseKeyLM, ServerChallenge || ClientChallenge) || ClientChallenge.
 */
export function ntlmv2Responses(i: Ntlmv2Input): { ntResponse: Buffer; lmResponse: Buffer; ntProofStr: Buffer } {
  const time = Buffer.alloc(8);
  time.writeBigUInt64LE(i.timestamp);
  const temp = Buffer.concat([
    Buffer.from([1, 1, 0, 0, 0, 0, 0, 0]),
    time,
    i.clientChallenge,
    Buffer.alloc(4),
    i.targetInfo,
    Buffer.alloc(4),
  ]);
  const ntProofStr = hmacMd5(i.responseKey, Buffer.concat([i.serverChallenge, temp]));
  const lmProof = hmacMd5(i.responseKey, Buffer.concat([i.serverChallenge, i.clientChallenge]));
  return {
    ntProofStr,
    ntResponse: Buffer.concat([ntProofStr, temp]),
    lmResponse: Buffer.concat([lmProof, i.clientChallenge]),
  };
}

/** `DOMAIN\user` splits into its domain and user; `user@domain` (a UPN) and a bare name go with an empty domain. */
export function splitNtlmUser(username: string): { user: string; domain: string } {
  const slash = username.indexOf('\\');
  return slash < 0
    ? { user: username, domain: '' }
    : { user: username.slice(slash + 1), domain: username.slice(0, slash) };
}

/** Milliseconds since the Unix epoch as a FILETIME. */
export function toFiletime(ms: number): bigint {
  return (BigInt(Math.round(ms)) + 11_644_473_600_000n) * 10_000n;
}

/** The AUTHENTICATE message answering a server's CHALLENGE, with an NTLMv2 response (no session security). */
export function answerNtlmChallenge(
  challengeMessage: Buffer,
  credentials: { username: string; password: string },
  now = Date.now(),
): Buffer {
  const challenge = decodeChallengeMessage(challengeMessage);
  const { user, domain } = splitNtlmUser(credentials.username);
  const serverTime = readAvPairs(challenge.targetInfo).get(avId.timestamp);
  const { ntResponse, lmResponse } = ntlmv2Responses({
    responseKey: ntowfv2(credentials.password, user, domain),
    serverChallenge: challenge.serverChallenge,
    clientChallenge: randomBytes(8),
    // §3.1.5.1.2: use the server's MsvAvTimestamp when it sends one, else our clock.
    timestamp: serverTime?.length === 8 ? serverTime.readBigUInt64LE(0) : toFiletime(now),
    targetInfo: challenge.targetInfo,
  });
  return encodeAuthenticateMessage({
    // Keep what both sides agreed on; strings are always sent as Unicode.
    flags: ((challenge.flags & negotiateFlags & ~ntlmFlags.oem) | ntlmFlags.unicode) >>> 0,
    domain,
    user,
    workstation: '',
    // §3.1.5.1.2: with a server timestamp the LMv2 response is replaced by Z(24).
    lmResponse: serverTime ? Buffer.alloc(24) : lmResponse,
    ntResponse,
  });
}

function hmacMd5(key: Buffer, data: Buffer): Buffer {
  return createHmac('md5', key).update(data).digest();
}
