import { lookup } from 'node:dns/promises';
import net, { type LookupFunction } from 'node:net';
import type { Db } from '../../db/transaction.js';

/**
 * DESIGN §8: who may point outbound requests where. Admin settings in `properties` (comma or space separated CIDRs
 * or addresses): `outbound.allow_networks` and `outbound.deny_networks`. An address in the allow list passes (so an
 * admin can open a default-denied range on purpose); with a non-empty allow list, everything else is blocked;
 * otherwise the deny list (defaults below + the setting) blocks.
 */
export const outboundPropertyNames = { allow: 'outbound.allow_networks', deny: 'outbound.deny_networks' } as const;

/** Cloud metadata endpoints and link-local ranges: the classic SSRF targets. */
export const defaultDeniedNetworks = [
  '169.254.0.0/16', // link-local, AWS/GCP/Azure/OpenStack metadata 169.254.169.254
  '100.100.100.200/32', // Alibaba Cloud metadata
  'fd00:ec2::254/128', // AWS metadata over IPv6
  'fe80::/10', // IPv6 link-local
];

export class OutboundBlockedError extends Error {}

export interface OutboundPolicy {
  isAllowed(address: string): boolean;
  /** Resolves `host` and throws OutboundBlockedError when any of its addresses is blocked; returns the addresses. */
  assertHostAllowed(host: string): Promise<string[]>;
}

export function createOutboundPolicy(opts: { allow?: string[]; deny?: string[] } = {}): OutboundPolicy {
  const allow = toBlockList(opts.allow ?? []);
  const deny = toBlockList([...defaultDeniedNetworks, ...(opts.deny ?? [])]);
  const allowListed = (opts.allow ?? []).length > 0;

  function isAllowed(address: string): boolean {
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    // IPv4-mapped IPv6 (::ffff:169.254.169.254) is judged as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return isAllowed(mapped);
    if (allow.check(address, family)) return true;
    if (allowListed) return false;
    return !deny.check(address, family);
  }

  return {
    isAllowed,
    async assertHostAllowed(host) {
      const bare = host.replace(/^\[|\]$/g, '');
      const addresses = net.isIP(bare) ? [bare] : (await lookup(bare, { all: true })).map((a) => a.address);
      const blocked = addresses.find((a) => !isAllowed(a));
      if (blocked) {
        throw new OutboundBlockedError(`blocked by the outbound network policy: ${host} resolves to ${blocked}`);
      }
      return addresses;
    },
  };
}

function toBlockList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    if (!address || !net.isIP(address)) continue; // a bad entry is ignored rather than blocking every check
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** Reads the admin settings fresh (run-now); scheduled runs read them through outbound-policy-cache.ts. */
export async function readOutboundPolicy(db: Db): Promise<OutboundPolicy> {
  const { rows } = await db.query<{ name: string; value: string }>(
    'select name, value from properties where name = any($1)',
    [Object.values(outboundPropertyNames)],
  );
  const list = (name: string) =>
    (rows.find((r) => r.name === name)?.value ?? '').split(/[\s,]+/).filter((s) => s.length > 0);
  return createOutboundPolicy({ allow: list(outboundPropertyNames.allow), deny: list(outboundPropertyNames.deny) });
}

/** A host the policy passed, with the addresses it passed: a check resolves a name once and connects to these. */
export interface CheckedHost {
  host: string;
  addresses: string[];
}

/** Checks `host` (a name, an address, or a bracketed IPv6 address) and keeps what the policy passed. */
export async function checkHost(policy: OutboundPolicy, host: string): Promise<CheckedHost> {
  const bare = host.replace(/^\[|\]$/g, '') || '127.0.0.1';
  return { host: bare, addresses: await policy.assertHostAllowed(bare) };
}

/**
 * A lookup that resolves through the policy, so the socket connects only to an address the policy passed. The host
 * already checked (`checked`) is answered with its addresses without resolving it again: one DNS answer per check,
 * and the one that was checked.
 */
export function policyLookup(policy: OutboundPolicy, checked?: CheckedHost): LookupFunction {
  return (hostname, options, callback) => {
    const addresses =
      checked && hostname.replace(/^\[|\]$/g, '') === checked.host
        ? Promise.resolve(checked.addresses)
        : policy.assertHostAllowed(hostname);
    addresses.then(
      (addresses) => {
        const all = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
        if (options.all) (callback as (e: null, a: typeof all) => void)(null, all);
        else callback(null, all[0]!.address, all[0]!.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 4),
    );
  };
}
