export { GeoService, shippedCountryDatabase, unmapIPv4, type GeoLocation } from './geo.service';
export { geoRoutes } from './geo.routes';
