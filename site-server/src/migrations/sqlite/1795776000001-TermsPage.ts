import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addTermsPage } from '../terms-page';

export class TermsPage1795776000001 implements MigrationInterface {
  name = 'TermsPage1795776000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(addTermsPage({ true: '1' }));
  }

  async down(): Promise<void> {
    // The page stays: it is the owner's now.
  }
}
