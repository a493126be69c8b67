export {
  EventBus,
  type EventBusLogger,
  type EventName,
  type SharedEvent,
  type VitrineEvents,
} from './event-bus';
export { CACHE_SAFETY_EXPIRY_MS, type Clock } from './cache-expiry';
// process-relay.ts is imported on PostgreSQL only (app.ts): SQLite's single process loads no pg client.
