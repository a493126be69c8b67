import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MarketingLeads1795632200109 implements MigrationInterface {
  name = 'MarketingLeads1795632200109';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "crm_lead_code" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "created" datetime NOT NULL DEFAULT (datetime('now')), "updated" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "codeHash" varchar(64) NOT NULL, "expiresAt" datetime NOT NULL, "tries" integer NOT NULL DEFAULT (0), "usedAt" datetime)`);
    await queryRunner.query(`CREATE INDEX "IDX_crm_lead_code_email" ON "crm_lead_code" ("email") `);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "kind" varchar(10) NOT NULL DEFAULT ('form')`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "stage" varchar(12) NOT NULL DEFAULT ('new')`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "countryCode" varchar(2)`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "utmCampaign" varchar(100) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "utmMedium" varchar(100) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "utmSource" varchar(100) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "companyName" varchar(200) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "companySize" varchar(100) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "companyIndustry" varchar(100) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "applications" varchar(40) NOT NULL DEFAULT ('')`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "verified" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD COLUMN "orderId" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_crm_lead_stage" ON "crm_lead" ("stage") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_crm_lead_stage"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "orderId"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "verified"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "applications"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "companyIndustry"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "companySize"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "companyName"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "utmSource"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "utmMedium"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "utmCampaign"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "countryCode"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "stage"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP COLUMN "kind"`);
    await queryRunner.query(`DROP INDEX "IDX_crm_lead_code_email"`);
    await queryRunner.query(`DROP TABLE "crm_lead_code"`);
  }
}
