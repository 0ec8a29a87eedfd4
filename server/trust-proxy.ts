import net from 'node:net';

/**
 * Which peers may tell the server who the client is (X-Forwarded-For). `false`: none, the socket's address is the
 * client; a number: that many proxies in front of Teachkit; a list: the proxies' addresses or ranges.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole address ranges (Fastify hands the list to proxy-addr). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. Trusting every peer ("true") is refused: any client could then pick the address its rate
 * limits are counted under by sending X-Forwarded-For.
 */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length || !entries.length) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of Teachkit (such as 1) or a comma-separated list of their ` +
        `addresses or CIDR ranges (such as 10.0.0.0/8, loopback); not understood: "${wrong.join(', ') || value}"`,
    );
  }
  return entries;
}

/**
 * The setting in the form Fastify takes. Fastify refuses a bare hop count (it cannot check the nearest peer), so a
 * count becomes "the nearest N peers are proxies", which is what TRUST_PROXY=N promises: Teachkit is reachable only
 * through those proxies.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
