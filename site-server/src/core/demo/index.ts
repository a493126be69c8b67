import { DemoRecord } from './demo-record.entity';

export { DemoData, type DemoCount, type DemoRemover } from './demo-data';
export { DemoRecord } from './demo-record.entity';

export const demoEntities = [DemoRecord];
