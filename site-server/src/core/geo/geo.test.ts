import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continentByCountry, continentCodes, continentOf } from '../../../../shared/geo/continents';
import { ADDRESSES_KEPT, GeoService, shippedCountryDatabases, unmapIPv4 } from './geo.service';
import { geoRoutes } from './geo.routes';

let geo: GeoService;
beforeAll(async () => {
  geo = await GeoService.open();
});

describe('country → continent table', () => {
  it('covers every ISO 3166-1 alpha-2 code once, plus XK', () => {
    const codes = Object.keys(continentByCountry);
    expect(codes).toHaveLength(250);
    expect(new Set(codes).size).toBe(250);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const continent of Object.values(continentByCountry)) expect(continentCodes).toContain(continent);
  });

  it('places countries on their continent', () => {
    expect(continentOf('IN')).toBe('AS');
    expect(continentOf('in')).toBe('AS');
    expect(continentOf('FR')).toBe('EU');
    expect(continentOf('US')).toBe('NA');
    expect(continentOf('BR')).toBe('SA');
    expect(continentOf('AU')).toBe('OC');
    expect(continentOf('NG')).toBe('AF');
    expect(continentOf('AQ')).toBe('AN');
    expect(continentOf('RU')).toBe('EU');
    expect(continentOf('TR')).toBe('AS');
    expect(continentOf('ZZ')).toBeNull();
    expect(continentOf('')).toBeNull();
    expect(continentOf(null)).toBeNull();
  });

  it('knows the continent of every country the shipped database answers', () => {
    const seen = new Set<string>();
    // One address per /16 of the IPv4 space: 65 536 in-memory look-ups, well under a second.
    for (let a = 1; a < 224; a++) {
      for (let b = 0; b < 256; b++) {
        const country = geo.countryOf(`${a}.${b}.1.1`);
        if (country) seen.add(country);
      }
    }
    expect(seen.size).toBeGreaterThan(150);
    const unknown = [...seen].filter((country) => continentOf(country) === null);
    expect(unknown).toEqual([]);
  });
});

describe('GeoService', () => {
  it('reads a family’s database only for the first public address of that family', async () => {
    const fresh = await GeoService.open();
    // Loopback, private and invalid addresses (the desktop app's only visitor) read nothing.
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', 'fd00::1', 'not an ip'])
      expect(fresh.countryOf(ip)).toBeNull();
    expect(fresh.loadedFamilies).toEqual([]);
    expect(fresh.countryOf('90.0.0.1')).toBe('FR');
    expect(fresh.loadedFamilies).toEqual(['ipv4']);
    expect(fresh.countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(fresh.loadedFamilies).toEqual(['ipv4']);
    expect(fresh.countryOf('2001:4860:4860::8888')).toBe('US');
    expect(fresh.loadedFamilies).toEqual(['ipv4', 'ipv6']);
  });

  it('refuses to open when a database is missing', async () => {
    const databases = shippedCountryDatabases();
    await expect(GeoService.open({ ...databases, ipv6: `${databases.ipv6}.missing` })).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('locates known public addresses', () => {
    expect(geo.locate('8.8.8.8')).toEqual({ country_code: 'US', continent_code: 'NA' });
    expect(geo.locate('1.1.1.1')).toEqual({ country_code: 'AU', continent_code: 'OC' });
    // Orange (France) and BSNL (India) blocks.
    expect(geo.locate('90.0.0.1')).toEqual({ country_code: 'FR', continent_code: 'EU' });
    expect(geo.locate('117.192.0.1')).toEqual({ country_code: 'IN', continent_code: 'AS' });
    expect(geo.locate('2001:4860:4860::8888')).toEqual({ country_code: 'US', continent_code: 'NA' });
  });

  it('handles IPv4-mapped IPv6 addresses', () => {
    expect(unmapIPv4('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(unmapIPv4('::FFFF:90.0.0.1')).toBe('90.0.0.1');
    expect(geo.countryOf('::ffff:90.0.0.1')).toBe('FR');
    expect(geo.countryOf('::ffff:127.0.0.1')).toBeNull();
  });

  it('gives no country to private, loopback and invalid addresses', () => {
    // 192.168.1.1 is listed as AU in the database itself: the filter must catch it.
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.1.1',
      '::1',
      'fe80::1',
      'fd00::1',
    ]) {
      expect(geo.locate(ip), ip).toEqual({ country_code: null, continent_code: null });
    }
    for (const ip of ['', 'not an ip', '999.1.1.1', '8.8.8', null, undefined]) {
      expect(geo.countryOf(ip), String(ip)).toBeNull();
    }
  });

  it('answers an address asked again as the first time, keeping a bounded number of answers', async () => {
    const fresh = await GeoService.open();
    // A visitor's clicks ask for the same address again and again (the click writer, issue 28).
    for (let round = 0; round < 2; round++) {
      expect(fresh.countryOf('90.0.0.1')).toBe('FR');
      expect(fresh.countryOf('192.168.1.1')).toBeNull();
      expect(fresh.countryOf('not an ip')).toBeNull();
    }
    expect(fresh.addressesKept).toBe(3);
    // Many visitors: the oldest answers go, the newest stay right.
    for (let i = 0; i < ADDRESSES_KEPT + 500; i++) fresh.countryOf(`90.0.${i >> 8}.${i & 255}`);
    expect(fresh.addressesKept).toBe(ADDRESSES_KEPT);
    expect(fresh.countryOf('90.0.0.1')).toBe('FR');
    expect(fresh.countryOf('8.8.8.8')).toBe('US');
  });
});

describe('GET /web/geo/location', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    // Only so the test can speak for a visitor from elsewhere; the real app trusts no proxy.
    app.set('trust proxy', 'loopback');
    const router = express.Router();
    geoRoutes(router, geo);
    app.use(router);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the visitor’s country and continent', async () => {
    const india = await fetch(`${base}/web/geo/location`, { headers: { 'X-Forwarded-For': '117.192.0.1' } });
    expect(india.status).toBe(200);
    expect(india.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await india.json()).toEqual({ country_code: 'IN', continent_code: 'AS', ip: '117.192.0.1' });

    const us = await fetch(`${base}/web/geo/location`, { headers: { 'X-Forwarded-For': '8.8.8.8' } });
    expect(await us.json()).toEqual({ country_code: 'US', continent_code: 'NA', ip: '8.8.8.8' });
  });

  it('answers nulls for a visitor on the same machine', async () => {
    const local = await fetch(`${base}/web/geo/location`);
    expect(local.status).toBe(200);
    expect(await local.json()).toMatchObject({ country_code: null, continent_code: null, ip: '127.0.0.1' });
  });
});
