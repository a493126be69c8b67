import maxmind, { type CountryResponse, type Reader } from 'maxmind';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { continentOf, type ContinentCode } from '../../../../shared/geo/continents';

/** What GET /web/geo/location answers (SPEC §7's location look-up reads continent_code). */
export interface GeoLocation {
  country_code: string | null;
  continent_code: ContinentCode | null;
}

/** A record of the ip-location-db country database: a flat `country_code`, not MaxMind's nested shape. */
type CountryRecord = CountryResponse & { country_code?: string };

/**
 * Addresses that belong to no country. The database answers some of them anyway
 * (192.168.0.0/16 comes back as AU), so they are filtered before the look-up.
 */
const nowhere = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  nowhere.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  nowhere.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) → `1.2.3.4`; anything else unchanged. */
export function unmapIPv4(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip.trim());
  return mapped ? mapped[1]! : ip.trim();
}

/** The country database shipped by @ip-location-db/geo-whois-asn-country-mmdb (CC0, IPv4 and IPv6). */
export function shippedCountryDatabase(): string {
  const require = createRequire(import.meta.url);
  const packageFile = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/package.json');
  return path.join(path.dirname(packageFile), 'geo-whois-asn-country.mmdb');
}

/** IP address → country and continent, offline: no request ever leaves the machine. */
export class GeoService {
  private constructor(private readonly reader: Reader<CountryRecord>) {}

  /** Loads the database into memory (about 8 MB), once per process. */
  static async open(databaseFile: string = shippedCountryDatabase()): Promise<GeoService> {
    const reader = await maxmind.open<CountryRecord>(databaseFile, {
      watchForUpdates: false,
      cache: { max: 5000 },
    });
    return new GeoService(reader);
  }

  /** Two-letter country code of a public address; null for private, loopback, unknown and invalid ones. */
  countryOf(ip: string | null | undefined): string | null {
    if (!ip) return null;
    const address = unmapIPv4(ip);
    const family = isIP(address);
    if (family === 0) return null;
    if (nowhere.check(address, family === 4 ? 'ipv4' : 'ipv6')) return null;
    const code = this.reader.get(address)?.country_code;
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  }

  continentOf(countryCode: string | null | undefined): ContinentCode | null {
    return continentOf(countryCode);
  }

  /** Nothing to release: the database lives in memory and goes with the process. Kept for symmetry. */
  async close(): Promise<void> {}

  locate(ip: string | null | undefined): GeoLocation {
    const country = this.countryOf(ip);
    return { country_code: country, continent_code: continentOf(country) };
  }
}
