/**
 * The three NTLM messages (MS-NLMP §2.2.1): NEGOTIATE (type 1) from the client, CHALLENGE (type 2) from the server,
 * AUTHENTICATE (type 3) from the client. All integers are little-endian; variable fields are (length, max length,
 * offset) triples pointing into a payload after the fixed header. Strings are UTF-16LE (NEGOTIATE_UNICODE).
 */

const signature = Buffer.from('NTLMSSP\0', 'latin1');

/** NegotiateFlags (MS-NLMP §2.2.2.5) that this client uses. */
export const ntlmFlags = {
  unicode: 0x00000001,
  oem: 0x00000002,
  requestTarget: 0x00000004,
  ntlm: 0x00000200,
  alwaysSign: 0x00008000,
  extendedSessionSecurity: 0x00080000,
  targetInfo: 0x00800000,
  version: 0x02000000,
  negotiate128: 0x20000000,
  keyExchange: 0x40000000,
  negotiate56: 0x80000000,
} as const;

/** What we ask for: Unicode strings, NTLM with extended session security (NTLMv2 responses), 128/56-bit keys. */
export const negotiateFlags =
  (ntlmFlags.unicode |
    ntlmFlags.oem |
    ntlmFlags.requestTarget |
    ntlmFlags.ntlm |
    ntlmFlags.alwaysSign |
    ntlmFlags.extendedSessionSecurity |
    ntlmFlags.negotiate128 |
    ntlmFlags.negotiate56) >>>
  0;

/** AV_PAIR ids (MS-NLMP §2.2.2.1) read from a CHALLENGE's target info. */
export const avId = { eol: 0, nbComputerName: 1, nbDomainName: 2, timestamp: 7 } as const;

/** NEGOTIATE_MESSAGE without domain, workstation or version: 32 bytes. */
export function encodeNegotiateMessage(flags = negotiateFlags): Buffer {
  const msg = Buffer.alloc(32);
  signature.copy(msg, 0);
  msg.writeUInt32LE(1, 8);
  msg.writeUInt32LE(flags >>> 0, 12);
  // DomainNameFields and WorkstationFields stay zero: no OEM domain or workstation supplied.
  return msg;
}

export interface ChallengeMessage {
  flags: number;
  serverChallenge: Buffer;
  targetName: string;
  /** The raw AV_PAIR list; it goes back into the NTLMv2 response unchanged. */
  targetInfo: Buffer;
}

export function decodeChallengeMessage(msg: Buffer): ChallengeMessage {
  if (msg.length < 32 || !msg.subarray(0, 8).equals(signature) || msg.readUInt32LE(8) !== 2) {
    throw new Error('NTLM: the server did not send a CHALLENGE message');
  }
  const flags = msg.readUInt32LE(20);
  const targetNameBytes = readField(msg, 12);
  return {
    flags,
    serverChallenge: Buffer.from(msg.subarray(24, 32)),
    targetName: flags & ntlmFlags.unicode ? targetNameBytes.toString('utf16le') : targetNameBytes.toString('latin1'),
    targetInfo: msg.length >= 48 ? Buffer.from(readField(msg, 40)) : Buffer.alloc(0),
  };
}

/** The AV_PAIRs of a target info, up to MsvAvEOL. */
export function readAvPairs(targetInfo: Buffer): Map<number, Buffer> {
  const pairs = new Map<number, Buffer>();
  for (let at = 0; at + 4 <= targetInfo.length;) {
    const id = targetInfo.readUInt16LE(at);
    const len = targetInfo.readUInt16LE(at + 2);
    if (id === avId.eol) break;
    if (at + 4 + len > targetInfo.length) throw new Error('NTLM: malformed target info in the CHALLENGE message');
    pairs.set(id, targetInfo.subarray(at + 4, at + 4 + len));
    at += 4 + len;
  }
  return pairs;
}

export interface AuthenticateFields {
  flags: number;
  domain: string;
  user: string;
  workstation: string;
  lmResponse: Buffer;
  ntResponse: Buffer;
  /** Only with NEGOTIATE_KEY_EXCH (session security); HTTP authentication does not need it. */
  encryptedRandomSessionKey?: Buffer;
  /** The 8-byte VERSION structure, sent only with NEGOTIATE_VERSION. */
  version?: Buffer;
}

/**
 * AUTHENTICATE_MESSAGE (§2.2.1.3) without a MIC. The payload order (domain, user, workstation, LM, NT, session key)
 * is the one Windows uses and the one of the §4.2.4.3 example.
 */
export function encodeAuthenticateMessage(f: AuthenticateFields): Buffer {
  const header = 64 + (f.version ? 8 : 0);
  const fields = [
    { at: 28, data: Buffer.from(f.domain, 'utf16le') },
    { at: 36, data: Buffer.from(f.user, 'utf16le') },
    { at: 44, data: Buffer.from(f.workstation, 'utf16le') },
    { at: 12, data: f.lmResponse },
    { at: 20, data: f.ntResponse },
    { at: 52, data: f.encryptedRandomSessionKey ?? Buffer.alloc(0) },
  ];
  const msg = Buffer.alloc(header + fields.reduce((n, x) => n + x.data.length, 0));
  signature.copy(msg, 0);
  msg.writeUInt32LE(3, 8);
  let offset = header;
  for (const { at, data } of fields) {
    msg.writeUInt16LE(data.length, at);
    msg.writeUInt16LE(data.length, at + 2);
    msg.writeUInt32LE(offset, at + 4);
    data.copy(msg, offset);
    offset += data.length;
  }
  msg.writeUInt32LE(f.flags >>> 0, 60);
  f.version?.copy(msg, 64);
  return msg;
}

/** A (length, max length, offset) field at `at`, bounds-checked against the message. */
function readField(msg: Buffer, at: number): Buffer {
  const len = msg.readUInt16LE(at);
  const offset = msg.readUInt32LE(at + 4);
  if (offset + len > msg.length) throw new Error('NTLM: a field of the CHALLENGE message points past its end');
  return msg.subarray(offset, offset + len);
}
