import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BackupSchedule1795642611184 implements MigrationInterface {
  name = 'BackupSchedule1795642611184';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "backup_schedule" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "enabled" boolean NOT NULL DEFAULT true, "time" character varying(5) NOT NULL DEFAULT '02:00', "keep" integer NOT NULL DEFAULT '7', CONSTRAINT "PK_45d8f7ee9bb3e91ca65c7df5dd6" PRIMARY KEY ("id"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "backup_schedule"`);
  }
}
