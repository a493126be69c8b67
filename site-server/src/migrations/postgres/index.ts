import { Init1795314635199 } from './1795314635199-Init';

export const postgresMigrations = [Init1795314635199];
