import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DemoRecords1795768290443 implements MigrationInterface {
  name = 'DemoRecords1795768290443';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "demo_record" ("model" varchar(60) NOT NULL, "recordId" integer NOT NULL, PRIMARY KEY ("model", "recordId"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "demo_record"`);
  }
}
