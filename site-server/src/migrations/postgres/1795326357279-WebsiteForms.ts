import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WebsiteForms1795326357279 implements MigrationInterface {
  name = 'WebsiteForms1795326357279';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "website_form" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "model" character varying(100) NOT NULL, "fields" text NOT NULL, "success" text NOT NULL, CONSTRAINT "PK_064e844b38eedf5118ef6622bcd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "crm_lead" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(300) NOT NULL, "contactName" character varying(200), "emailFrom" character varying(320), "phone" character varying(64), "description" text NOT NULL DEFAULT '', "pageUrl" character varying(2048), "ipAddress" character varying(64), "formId" integer, CONSTRAINT "PK_af2417acda30bf687a7c81a1fbb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_crm_lead_created" ON "crm_lead"  ("created") `);
    await queryRunner.query(`CREATE TABLE "website_form_submission" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "formId" integer NOT NULL, "model" character varying(100) NOT NULL, "recordId" integer, "values" text NOT NULL, "files" text NOT NULL, "pageUrl" character varying(2048), "ipAddress" character varying(64), CONSTRAINT "PK_8e86693d6b15282f0299f283402" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_website_form_submission_form" ON "website_form_submission"  ("formId", "id") `);
    await queryRunner.query(`ALTER TABLE "website_page" ADD "blocks" text NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "website_page" ADD "metaTitle" text NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "website_page" ADD "metaDescription" text NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "crm_lead" ADD CONSTRAINT "FK_29ba0565dfb91c6f21d0e5c8ec3" FOREIGN KEY ("formId") REFERENCES "website_form"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "website_form_submission" ADD CONSTRAINT "FK_11e773e13943b0dc4a27d58fd22" FOREIGN KEY ("formId") REFERENCES "website_form"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "website_form_submission" DROP CONSTRAINT "FK_11e773e13943b0dc4a27d58fd22"`);
    await queryRunner.query(`ALTER TABLE "crm_lead" DROP CONSTRAINT "FK_29ba0565dfb91c6f21d0e5c8ec3"`);
    await queryRunner.query(`ALTER TABLE "website_page" DROP COLUMN "metaDescription"`);
    await queryRunner.query(`ALTER TABLE "website_page" DROP COLUMN "metaTitle"`);
    await queryRunner.query(`ALTER TABLE "website_page" DROP COLUMN "blocks"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_website_form_submission_form"`);
    await queryRunner.query(`DROP TABLE "website_form_submission"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_crm_lead_created"`);
    await queryRunner.query(`DROP TABLE "crm_lead"`);
    await queryRunner.query(`DROP TABLE "website_form"`);
  }
}
