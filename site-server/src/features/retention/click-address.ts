import ipaddr from 'ipaddr.js';

/** Leading bytes an anonymised IPv6 address keeps: its /48 (a site's prefix, not a household's). */
const IPV6_KEPT_BYTES = 6;

/** IPv4 in dotted form, alone or IPv4-mapped in IPv6 (`::ffff:…`, as a dual-stack socket gives it). */
const IPV4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i;

/** Answers per address: the click writer meets the same addresses again and again. */
const seen = new Map<string, string | null>();
const SEEN_MAX = 5_000;

/**
 * A visitor's address as a click stores it: anonymised (IPv4: last octet zeroed; IPv6: everything
 * past the /48 zeroed; an IPv4-mapped IPv6 address as its IPv4), or whole when `keepFull`. Null when
 * there is none or it is not an address. IPv4 is read by hand, IPv6 by ipaddr.js (microseconds an
 * address), and each answer remembered (a Map lookup per click after the first).
 */
export function clickAddress(ip: string | undefined | null, keepFull: boolean): string | null {
  if (!ip) return null;
  const key = keepFull ? `+${ip}` : ip;
  let stored = seen.get(key);
  if (stored === undefined) {
    stored = storedAddress(ip, keepFull);
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(key, stored);
  }
  return stored;
}

function storedAddress(ip: string, keepFull: boolean): string | null {
  const v4 = IPV4.exec(ip);
  if (v4) {
    const octets = v4.slice(1, 5).map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    if (!keepFull) octets[3] = 0;
    return octets.join('.');
  }
  if (!ipaddr.IPv6.isValid(ip)) return null;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return clickAddress(address.toIPv4Address().toString(), keepFull);
  if (keepFull) return address.toString();
  const bytes = address.toByteArray();
  bytes.fill(0, IPV6_KEPT_BYTES);
  return ipaddr.fromByteArray(bytes).toString();
}
