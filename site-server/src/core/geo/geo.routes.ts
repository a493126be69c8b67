import type { Router } from 'express';
import type { GeoService } from './geo.service';

/**
 * GET /web/geo/location → {country_code, continent_code, ip} of the visitor, from our own database
 * (the site's region blocks read continent_code, SPEC §7; the lead form sends ip as its ip_address).
 * Unknown addresses answer nulls.
 */
export function geoRoutes(router: Router, geo: GeoService): void {
  router.get('/web/geo/location', (req, res) => {
    // Per visitor, and stable for a while: the browser may keep it, shared caches may not.
    res.set('Cache-Control', 'private, max-age=3600');
    res.json({ ...geo.locate(req.ip), ip: req.ip ?? null });
  });
}
