import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MarketingLeads1795632201428 implements MigrationInterface {
  name = 'MarketingLeads1795632201428';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "crm_lead_code" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "email" character varying(254) NOT NULL, "codeHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "tries" integer NOT NULL DEFAULT '0', "usedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_45ebe8daf54f634ba16c01dbc19" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_crm_lead_code_email" ON "crm_lead_code"  ("email") `);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "kind" character varying(10) NOT NULL DEFAULT 'form'`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "stage" character varying(12) NOT NULL DEFAULT 'new'`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "countryCode" character varying(2)`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "utmCampaign" character varying(100) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "utmMedium" character varying(100) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "utmSource" character varying(100) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "companyName" character varying(200) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "companySize" character varying(100) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "companyIndustry" character varying(100) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "applications" character varying(40) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "verified" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD "orderId" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_crm_lead_stage" ON "crm_lead"  ("stage") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_crm_lead_stage"`);
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
    await queryRunner.query(`DROP INDEX "public"."IDX_crm_lead_code_email"`);
    await queryRunner.query(`DROP TABLE "crm_lead_code"`);
  }
}
