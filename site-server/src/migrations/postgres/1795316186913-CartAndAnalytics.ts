import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CartAndAnalytics1795316186913 implements MigrationInterface {
  name = 'CartAndAnalytics1795316186913';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "analytics_event" ("id" SERIAL NOT NULL, "kind" character varying(32) NOT NULL, "path" character varying(200) NOT NULL, "recordId" integer, "detail" character varying(40), "visitorHash" character varying(64) NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_29d5b2021997dfc387aa5a05ae6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_analytics_event_kind_created" ON "analytics_event"  ("kind", "created") `);
    await queryRunner.query(`CREATE TABLE "cart" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tokenHash" character varying(64), "userId" integer, "currency" character varying(3) NOT NULL DEFAULT 'USD', "state" character varying(16) NOT NULL DEFAULT 'draft', CONSTRAINT "PK_c524ec48751b9b5bcfbf6e59be7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_05168a2639f52d7556826acf2f" ON "cart"  ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_cart_user_state" ON "cart"  ("userId", "state") `);
    await queryRunner.query(`CREATE TABLE "cart_line" ("id" SERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "cartId" integer NOT NULL, "productId" integer NOT NULL, "quantity" integer NOT NULL, "unitPrice" bigint NOT NULL DEFAULT '0', "customValues" text NOT NULL DEFAULT '[]', "noVariantValues" text NOT NULL DEFAULT '[]', "valuesKey" character varying(1000) NOT NULL DEFAULT '', "parentLineId" integer, CONSTRAINT "PK_0b3414ce0b103b3ff0743ebd3a9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e4ebe82255b564027ae01acd23" ON "cart_line"  ("cartId") `);
    await queryRunner.query(`CREATE INDEX "IDX_bba9f61cbfb50ffc82ede13212" ON "cart_line"  ("productId") `);
    await queryRunner.query(`ALTER TABLE "cart" ADD CONSTRAINT "FK_756f53ab9466eb52a52619ee019" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_line" ADD CONSTRAINT "FK_e4ebe82255b564027ae01acd239" FOREIGN KEY ("cartId") REFERENCES "cart"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_line" ADD CONSTRAINT "FK_bba9f61cbfb50ffc82ede132127" FOREIGN KEY ("productId") REFERENCES "product_product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_line" ADD CONSTRAINT "FK_e8c93238fb8e0e84da95a506b5a" FOREIGN KEY ("parentLineId") REFERENCES "cart_line"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cart_line" DROP CONSTRAINT "FK_e8c93238fb8e0e84da95a506b5a"`);
    await queryRunner.query(`ALTER TABLE "cart_line" DROP CONSTRAINT "FK_bba9f61cbfb50ffc82ede132127"`);
    await queryRunner.query(`ALTER TABLE "cart_line" DROP CONSTRAINT "FK_e4ebe82255b564027ae01acd239"`);
    await queryRunner.query(`ALTER TABLE "cart" DROP CONSTRAINT "FK_756f53ab9466eb52a52619ee019"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bba9f61cbfb50ffc82ede13212"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e4ebe82255b564027ae01acd23"`);
    await queryRunner.query(`DROP TABLE "cart_line"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cart_user_state"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_05168a2639f52d7556826acf2f"`);
    await queryRunner.query(`DROP TABLE "cart"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_analytics_event_kind_created"`);
    await queryRunner.query(`DROP TABLE "analytics_event"`);
  }
}
