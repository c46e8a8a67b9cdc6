import { describe, expect, it } from 'vitest';
import {
  decodeChallengeMessage,
  encodeAuthenticateMessage,
  encodeNegotiateMessage,
  negotiateFlags,
  readAvPairs,
} from './ntlm-messages.js';
import { answerNtlmChallenge, ntHash, ntlmv2Responses, ntowfv2, splitNtlmUser, toFiletime } from './ntlmv2.js';

// MS-NLMP §4.2.1 (common values) and §4.2.4 (NTLMv2 authentication): user "User", domain "Domain", password
// "Password", workstation "COMPUTER", server challenge 0123456789abcdef, client challenge aa×8, time 0.
const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex');
const utf16 = (s: string) => Buffer.from(s, 'utf16le').toString('hex');
const serverChallenge = hex('0123456789abcdef');
const clientChallenge = hex('aaaaaaaaaaaaaaaa');
// §4.2.4 target info: MsvAvNbDomainName "Domain", MsvAvNbComputerName "Server", MsvAvEOL.
const targetInfo = hex(`02000c00 ${utf16('Domain')} 01000c00 ${utf16('Server')} 00000000`);

// §4.2.4.3: the CHALLENGE_MESSAGE (0x68 bytes).
const challengeMessage = hex(
  `4e544c4d53535000 02000000 0c000c00 38000000 33828ae2 0123456789abcdef 0000000000000000 24002400 44000000
   060070170000000f ${utf16('Server')} ${targetInfo.toString('hex')}`,
);

// §4.2.4.3: the AUTHENTICATE_MESSAGE (0xe8 bytes), as the document lists it.
const authenticateMessage = hex(`
  4e544c4d5353500003000000180018006c00000054005400840000000c000c00
  480000000800080054000000100010005c00000010001000d8000000358288e2
  0501280a0000000f44006f006d00610069006e00550073006500720043004f00
  4d005000550054004500520086c35097ac9cec102554764a57cccc19aaaaaaaa
  aaaaaaaa68cd0ab851e51c96aabc927bebef6a1c010100000000000000000000
  00000000aaaaaaaaaaaaaaaa0000000002000c0044006f006d00610069006e00
  01000c005300650072007600650072000000000000000000c5dad2544fc97990
  94ce1ce90bc9d03e`);

describe('NTLMv2 against the MS-NLMP §4.2.4 test vectors', () => {
  it('computes NTOWFv1 (§4.2.2.1.2) and NTOWFv2 (§4.2.4.1.1)', () => {
    expect(ntHash('Password').toString('hex')).toBe('a4f49c406510bdcab6824ee7c30fd852');
    expect(ntowfv2('Password', 'User', 'Domain').toString('hex')).toBe('0c868a403bfd7a93a3001ef22ef02e3f');
  });

  it('computes the LMv2 (§4.2.4.2.1) and NTLMv2 (§4.2.4.2.2) responses', () => {
    const r = ntlmv2Responses({
      responseKey: ntowfv2('Password', 'User', 'Domain'),
      serverChallenge,
      clientChallenge,
      timestamp: 0n,
      targetInfo,
    });
    expect(r.lmResponse.toString('hex')).toBe('86c35097ac9cec102554764a57cccc19aaaaaaaaaaaaaaaa');
    expect(r.ntProofStr.toString('hex')).toBe('68cd0ab851e51c96aabc927bebef6a1c');
    // The 84-byte NtChallengeResponse sits at offset 0x84 of the §4.2.4.3 AUTHENTICATE_MESSAGE.
    expect(r.ntResponse.toString('hex')).toBe(authenticateMessage.subarray(0x84, 0x84 + 84).toString('hex'));
  });

  it('decodes the §4.2.4.3 CHALLENGE_MESSAGE', () => {
    const c = decodeChallengeMessage(challengeMessage);
    expect(c.flags).toBe(0xe28a8233);
    expect(c.serverChallenge.toString('hex')).toBe('0123456789abcdef');
    expect(c.targetName).toBe('Server');
    expect(c.targetInfo.toString('hex')).toBe(targetInfo.toString('hex'));
    const pairs = readAvPairs(c.targetInfo);
    expect(pairs.get(2)?.toString('utf16le')).toBe('Domain');
    expect(pairs.get(1)?.toString('utf16le')).toBe('Server');
  });

  it('encodes the §4.2.4.3 AUTHENTICATE_MESSAGE byte for byte', () => {
    const r = ntlmv2Responses({
      responseKey: ntowfv2('Password', 'User', 'Domain'),
      serverChallenge,
      clientChallenge,
      timestamp: 0n,
      targetInfo,
    });
    const msg = encodeAuthenticateMessage({
      flags: 0xe2888235,
      domain: 'Domain',
      user: 'User',
      workstation: 'COMPUTER',
      lmResponse: r.lmResponse,
      ntResponse: r.ntResponse,
      // §4.2.4.2.3: the key-exchange key; session security is not what HTTP authentication needs, so it is given.
      encryptedRandomSessionKey: hex('c5dad2544fc9799094ce1ce90bc9d03e'),
      version: hex('0501280a0000000f'),
    });
    expect(msg.toString('hex')).toBe(authenticateMessage.toString('hex'));
  });

  it('rejects what is not a CHALLENGE_MESSAGE', () => {
    expect(() => decodeChallengeMessage(encodeNegotiateMessage())).toThrow(/did not send a CHALLENGE/);
    const truncated = Buffer.from(challengeMessage.subarray(0, 60));
    expect(() => decodeChallengeMessage(truncated)).toThrow(/points past its end/);
  });
});

describe('NTLM client messages', () => {
  it('sends a 32-byte NEGOTIATE_MESSAGE with our flags', () => {
    const m = encodeNegotiateMessage();
    expect(m.length).toBe(32);
    expect(m.subarray(0, 12).toString('hex')).toBe('4e544c4d5353500001000000');
    expect(m.readUInt32LE(12)).toBe(negotiateFlags);
  });

  it('splits DOMAIN\\user and leaves UPNs and bare names without a domain', () => {
    expect(splitNtlmUser('CORP\\alice')).toEqual({ user: 'alice', domain: 'CORP' });
    expect(splitNtlmUser('alice@corp.example')).toEqual({ user: 'alice@corp.example', domain: '' });
    expect(splitNtlmUser('alice')).toEqual({ user: 'alice', domain: '' });
  });

  it('answers a challenge with a response a verifier recomputes from the password', () => {
    const msg = answerNtlmChallenge(challengeMessage, { username: 'Domain\\User', password: 'Password' }, 0);
    const field = (at: number) =>
      msg.subarray(msg.readUInt32LE(at + 4), msg.readUInt32LE(at + 4) + msg.readUInt16LE(at));
    expect(field(28).toString('utf16le')).toBe('Domain');
    expect(field(36).toString('utf16le')).toBe('User');
    const nt = field(20);
    const temp = nt.subarray(16);
    expect(temp.readBigUInt64LE(8)).toBe(toFiletime(0));
    const expected = ntlmv2Responses({
      responseKey: ntowfv2('Password', 'User', 'Domain'),
      serverChallenge,
      clientChallenge: temp.subarray(16, 24),
      timestamp: toFiletime(0),
      targetInfo,
    });
    expect(nt.toString('hex')).toBe(expected.ntResponse.toString('hex'));
    const other = answerNtlmChallenge(challengeMessage, { username: 'Domain\\User', password: 'password' }, 0);
    expect(other.subarray(other.readUInt32LE(24), other.readUInt32LE(24) + 16)).not.toEqual(nt.subarray(0, 16));
  });
});
