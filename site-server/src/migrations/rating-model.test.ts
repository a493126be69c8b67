import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDialect, sqlTime } from '../core/db/sql';
import { MailMessage } from '../features/chatter/mail-message.entity';
import { SaleOrder } from '../features/orders/sale-order.entity';
import { ProjectTask, TaskRating } from '../features/projects/project.entity';
import { Rating } from '../features/ratings';
import { ProductReview, ProductReviewSummary } from '../features/reviews/entities';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * An old database upgrades with every rating kept (issue 29, item 10) and its done orders dated
 * (item 7): the migrations from OrderDoneAt on are undone, ratings are written the old way in all three
 * stores (the chatter's half stars, a task's score and comment, the demo's reviews), and the migrations
 * run again. On SQLite in `npm test`, on PostgreSQL in `npm run test:pg`.
 */
/** A timestamp as the driver answers it raw (SQLite: UTC text without a zone). */
const utc = (value: string | Date) =>
  value instanceof Date ? value : new Date(/[Zz+]/.test(value) ? value : `${value.replace(' ', 'T')}Z`);

describe('an upgraded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  it('keeps every rating of the chatter, the project tasks and the reviews in the one rating table', async () => {
    const { dataSource } = server;
    const em = dataSource.manager;
    const query = <Row>(sql: string, parameters: unknown[] = []) =>
      em.query(inDialect(em, sql), parameters) as Promise<Row[]>;
    const last = async () =>
      (await query<{ name: string }>(`SELECT "name" FROM "migrations" ORDER BY "id" DESC LIMIT 1`))[0]!.name;
    while (!(await last()).startsWith('OrderDoneAt')) await dataSource.undoLastMigration();
    await dataSource.undoLastMigration();

    // The old stores: two rated chatter messages (an account's, a token holder's) and one without.
    const insertMessage = async (halves: number | null, userId: number | null, email: string) => {
      await query(
        `INSERT INTO "mail_message" ("model", "resId", "date", "body", "ratingHalves", "authorUserId", "authorName", "authorEmail", "hidden") VALUES ('website.page', 1, ?, 'Old words', ?, ?, 'Old Author', ?, ?)`,
        [sqlTime(em, new Date('2026-01-02T10:00:00Z')), halves, userId, email, false],
      );
      return (await query<{ id: number }>(`SELECT MAX("id") AS "id" FROM "mail_message"`))[0]!.id;
    };
    const userId = (await query<{ id: number }>(`SELECT MIN("id") AS "id" FROM "user"`))[0]!.id;
    const byUser = await insertMessage(7, userId, 'old@example.org');
    const byToken = await insertMessage(10, null, 'Holder@Example.org');
    const unrated = await insertMessage(null, null, 'quiet@example.org');
    // A task rated with a comment (beside the demo's), and one whose link was never clicked.
    const [project] = await query<{ id: number; userId: number }>(`SELECT "id", "userId" FROM "project" LIMIT 1`);
    const addTask = async (score: number | null, comment: string, token: string) => {
      await query(`INSERT INTO "project_task" ("projectId", "name", "state") VALUES (?, ?, 'done')`, [
        project!.id,
        `Old task ${token}`,
      ]);
      const taskId = (await query<{ id: number }>(`SELECT MAX("id") AS "id" FROM "project_task"`))[0]!.id;
      await query(
        `INSERT INTO "task_rating" ("taskId", "tokenHash", "score", "comment", "ratedAt") VALUES (?, ?, ?, ?, ?)`,
        [taskId, token.padEnd(64, '0'), score, comment, score ? sqlTime(em, new Date('2026-01-03T09:00:00Z')) : null],
      );
      return taskId;
    };
    const ratedTask = await addTask(2, 'Too slow.', 'a');
    const unratedTask = await addTask(null, '', 'b');
    const oldTasks = await query<{ taskId: number; score: number | null; comment: string }>(
      `SELECT "taskId", "score", "comment" FROM "task_rating" ORDER BY "taskId"`,
    );
    const oldReviews = await query<{ id: number; stars: number; authorKey: string; authorName: string }>(
      `SELECT "id", "stars", "authorKey", "authorName" FROM "product_review" ORDER BY "id"`,
    );
    expect(oldReviews.length).toBeGreaterThan(2);
    const summaries = await dataSource.getRepository(ProductReviewSummary).find({ order: { templateId: 'ASC' } });
    // Done orders (the demo's older ones) had no date of their own.
    const doneOrders = await query<{ id: number; updated: string | Date }>(
      `SELECT "id", "updated" FROM "sale_order" WHERE "state" = 'done' ORDER BY "id"`,
    );
    expect(doneOrders.length).toBeGreaterThan(0);

    await dataSource.runMigrations();

    // The chatter: its messages point to their ratings, on the same record, by the same author.
    const messages = dataSource.getRepository(MailMessage);
    expect((await messages.findOneByOrFail({ id: byUser })).rating).toMatchObject({
      resModel: 'website.page',
      resId: 1,
      halfStars: 7,
      userId,
      raterKey: `user:${userId}`,
      raterName: 'Old Author',
    });
    expect((await messages.findOneByOrFail({ id: byToken })).rating).toMatchObject({
      halfStars: 10,
      userId: null,
      raterKey: 'email:holder@example.org',
    });
    expect(await messages.findOneByOrFail({ id: unrated })).toMatchObject({ ratingId: null, rating: null });

    // The tasks: the score in half stars by the project's customer, the comment as the feedback.
    const links = await dataSource.getRepository(TaskRating).find({ order: { taskId: 'ASC' } });
    expect(
      links.map((link) => ({
        taskId: link.taskId,
        score: link.rating ? link.rating.halfStars / 2 : null,
        comment: link.rating?.feedback ?? '',
      })),
    ).toEqual(oldTasks.map((row) => ({ ...row, score: row.score === null ? null : Number(row.score) })));
    const rated = links.find((link) => link.taskId === ratedTask)!.rating!;
    expect(rated).toMatchObject({ resModel: 'project.task', resId: ratedTask, userId: project!.userId });
    expect(rated.ratedAt.toISOString()).toBe('2026-01-03T09:00:00.000Z');
    expect(links.find((link) => link.taskId === unratedTask)!.ratingId).toBeNull();
    expect(await dataSource.getRepository(ProjectTask).countBy({ id: ratedTask })).toBe(1);

    // The reviews: each its stars on its product, by its author; the summaries unchanged.
    const reviews = await dataSource.getRepository(ProductReview).find({ order: { id: 'ASC' } });
    expect(
      reviews.map((review) => ({
        id: review.id,
        stars: review.rating!.halfStars / 2,
        authorKey: review.rating!.raterKey,
        authorName: review.rating!.raterName,
      })),
    ).toEqual(oldReviews.map((row) => ({ ...row, stars: Number(row.stars) })));
    for (const review of reviews)
      expect(review.rating).toMatchObject({ resModel: 'product.template', resId: review.templateId });
    expect(await dataSource.getRepository(ProductReviewSummary).find({ order: { templateId: 'ASC' } })).toEqual(
      summaries,
    );

    // Every moved rating belongs to one owner, and a new rating takes an id past them.
    const ratings = dataSource.getRepository(Rating);
    expect(await ratings.count()).toBe(2 + oldTasks.filter((row) => row.score !== null).length + oldReviews.length);
    const fresh = await ratings.save(
      ratings.create({
        resModel: 'project.task',
        resId: unratedTask,
        halfStars: 6,
        userId: null,
        raterKey: 'email:new@example.org',
        raterName: 'New',
        ratedAt: new Date(),
        feedback: '',
      }),
    );
    expect(fresh.id).toBeGreaterThan(Math.max(...(await ratings.find()).filter((row) => row.id !== fresh.id).map((row) => row.id)));

    // Item 7: orders already done are dated from their last update.
    const orders = await dataSource.getRepository(SaleOrder).find({ where: { state: 'done' }, order: { id: 'ASC' } });
    expect(orders.map((order) => [order.id, order.doneAt?.toISOString()])).toEqual(
      doneOrders.map((row) => [row.id, utc(row.updated).toISOString()]),
    );
  }, 120_000);
});
