import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Newsletter1795326432999 implements MigrationInterface {
  name = 'Newsletter1795326432999';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "mailing_list" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "isPublic" boolean NOT NULL DEFAULT true, "popupTitle" text NOT NULL DEFAULT '{}', "popupText" text NOT NULL DEFAULT '{}', "redirectUrl" character varying(2048), CONSTRAINT "PK_47204fc6c993c9f2b5933391127" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "mailing_contact" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "listId" integer NOT NULL, "email" character varying(320) NOT NULL, "name" character varying(200), "isSubscriber" boolean NOT NULL DEFAULT true, "lang" character varying(5) NOT NULL DEFAULT 'en_US', "subscribedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "unsubscribedAt" TIMESTAMP WITH TIME ZONE, "unsubscribeToken" character varying(64) NOT NULL, CONSTRAINT "PK_69740e8acf236508bb2821ca93f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_mailing_contact_list_state" ON "mailing_contact"  ("listId", "isSubscriber") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_mailing_contact_list_email" ON "mailing_contact"  ("listId", "email") `);
    await queryRunner.query(`CREATE TABLE "newsletter_sending" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "listId" integer NOT NULL, "subject" character varying(200) NOT NULL, "body" text NOT NULL, "format" character varying(10) NOT NULL, "recipientCount" integer NOT NULL, "sentById" integer, CONSTRAINT "PK_9f53ab4906481f64aae65693696" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_sending_list" ON "newsletter_sending"  ("listId", "created") `);
    await queryRunner.query(`ALTER TABLE "mailing_contact" ADD CONSTRAINT "FK_e9436f3a25ce1837911fe011164" FOREIGN KEY ("listId") REFERENCES "mailing_list"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "newsletter_sending" ADD CONSTRAINT "FK_ab4a32572ff31e1ae22295e84c3" FOREIGN KEY ("listId") REFERENCES "mailing_list"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "newsletter_sending" ADD CONSTRAINT "FK_c4a9f3b743dc8457461867d901e" FOREIGN KEY ("sentById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_sending" DROP CONSTRAINT "FK_c4a9f3b743dc8457461867d901e"`);
    await queryRunner.query(`ALTER TABLE "newsletter_sending" DROP CONSTRAINT "FK_ab4a32572ff31e1ae22295e84c3"`);
    await queryRunner.query(`ALTER TABLE "mailing_contact" DROP CONSTRAINT "FK_e9436f3a25ce1837911fe011164"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_newsletter_sending_list"`);
    await queryRunner.query(`DROP TABLE "newsletter_sending"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mailing_contact_list_email"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mailing_contact_list_state"`);
    await queryRunner.query(`DROP TABLE "mailing_contact"`);
    await queryRunner.query(`DROP TABLE "mailing_list"`);
  }
}
