import ipaddr from 'ipaddr.js';

/** Leading bytes an anonymised IPv6 address keeps: its /48 (a site's prefix, not a household's). */
const IPV6_KEPT_BYTES = 6;

/**
 * A visitor's address as a click stores it: anonymised (IPv4: last octet zeroed; IPv6: everything
 * past the /48 zeroed; an IPv4-mapped IPv6 address as its IPv4), or whole when `keepFull`. Null when
 * there is none or it is not an address.
 */
export function clickAddress(ip: string | undefined | null, keepFull: boolean): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  if (keepFull) return address.toString();
  const bytes = address.toByteArray();
  if (address.kind() === 'ipv4') bytes[3] = 0;
  else bytes.fill(0, IPV6_KEPT_BYTES);
  return ipaddr.fromByteArray(bytes).toString();
}
