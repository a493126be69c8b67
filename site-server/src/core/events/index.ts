export { EventBus, type EventBusLogger, type EventName, type VitrineEvents } from './event-bus';
