import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who made a link, as its redirect needs it (issue 25): staff's links redirect at once, anyone else's
 * to another site show where they lead first. A column with a default: SQLite adds it in place (no
 * table rebuild). Links made so far by a staff member's account are theirs.
 */
export class LinkMadeByStaff1795769111656 implements MigrationInterface {
  name = 'LinkMadeByStaff1795769111656';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tracked_link" ADD COLUMN "madeByStaff" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(
      `UPDATE "tracked_link" SET "madeByStaff" = 1 WHERE "createdById" IN (SELECT "id" FROM "user" WHERE "role" <> 'portal')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tracked_link" DROP COLUMN "madeByStaff"`);
  }
}
