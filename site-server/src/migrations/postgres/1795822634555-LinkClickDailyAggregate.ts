import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LinkClickDailyAggregate1795822634555 implements MigrationInterface {
  name = 'LinkClickDailyAggregate1795822634555';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "link_click_day" ("id" SERIAL NOT NULL, "linkId" integer NOT NULL, "day" TIMESTAMP WITH TIME ZONE NOT NULL, "countryCode" character varying(2) NOT NULL DEFAULT '', "device" character varying(10) NOT NULL, "referrerHost" character varying(255) NOT NULL DEFAULT '', "clicks" integer NOT NULL, CONSTRAINT "PK_e12c5c7b1b614b098879b55ad31" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_link_click_day_key" ON "link_click_day"  ("linkId", "day", "countryCode", "device", "referrerHost") `);
    await queryRunner.query(`ALTER TABLE "link_click_day" ADD CONSTRAINT "FK_d1be12b6946498621ff46cccfb1" FOREIGN KEY ("linkId") REFERENCES "tracked_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "link_click_day" DROP CONSTRAINT "FK_d1be12b6946498621ff46cccfb1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_link_click_day_key"`);
    await queryRunner.query(`DROP TABLE "link_click_day"`);
  }
}
