import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DemoRecords1795768293547 implements MigrationInterface {
  name = 'DemoRecords1795768293547';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "demo_record" ("model" character varying(60) NOT NULL, "recordId" integer NOT NULL, CONSTRAINT "PK_1f86b5eebacc44a4ce46e92c488" PRIMARY KEY ("model", "recordId"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "demo_record"`);
  }
}
