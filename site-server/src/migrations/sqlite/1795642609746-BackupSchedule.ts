import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BackupSchedule1795642609746 implements MigrationInterface {
  name = 'BackupSchedule1795642609746';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "backup_schedule" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "enabled" boolean NOT NULL DEFAULT (1), "time" varchar(5) NOT NULL DEFAULT ('02:00'), "keep" integer NOT NULL DEFAULT (7))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "backup_schedule"`);
  }
}
