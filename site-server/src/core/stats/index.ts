import { DailyStat } from './daily-stat.entity';

export { DailyStat } from './daily-stat.entity';
export { StatsService, type DayRange, type StatChange } from './stats.service';

export const statsEntities = [DailyStat];
