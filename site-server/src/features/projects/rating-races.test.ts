import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../core/mail';
import { startPeers } from '../../testing/peers';
import { TEST_ADMIN, TestClient } from '../../testing/test-server';
import { Rating } from '../ratings';
import { TaskRating } from './project.entity';

// Several processes on one database: PostgreSQL only. `npm run test:pg -- site-server/src/features/projects/rating-races.test.ts`
describe.runIf(process.env.TEST_DATABASE_URL)('a task rating link clicked in two processes at once', () => {
  let peers: Awaited<ReturnType<typeof startPeers>>;
  beforeAll(async () => {
    peers = await startPeers(2);
  }, 120_000);
  afterAll(() => peers?.close());

  it('records one rating: the other click is refused and leaves no rating behind', async () => {
    const server = peers.first;
    const admin = new TestClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const call = async (method: string, path: string, json: unknown) =>
      (await (await admin.request(method, `/api/admin${path}`, { json })).json()) as {
        id: number;
        tasks: Array<{ id: number; name: string }>;
      };
    const project = await call('POST', '/projects', {
      name: 'Race audit',
      customerEmail: 'portal@example.com',
    });
    const tasks: Array<{ taskId: number; token: string }> = [];
    for (let i = 0; i < 6; i += 1) {
      const name = `Race task ${i}`;
      const row = await call('POST', `/projects/${project.id}/tasks`, { name });
      const taskId = row.tasks.find((task) => task.name === name)!.id;
      await call('POST', `/projects/${project.id}/tasks/${taskId}/done`, {});
      const mail = await server.dataSource
        .getRepository(OutboxMail)
        .findOneByOrFail({ subject: `How did we do on "${name}"?` });
      tasks.push({ taskId, token: /\/rate\/([\w-]+)\/\d/.exec(mail.text)![1]! });
    }

    // Each link clicked at once in both processes, with different scores.
    const answers = await Promise.all(
      tasks.flatMap(({ token }) =>
        peers.servers.map((peer, index) => new TestClient(peer.url).page(`/rate/${token}/${index + 2}`)),
      ),
    );
    for (let i = 0; i < tasks.length; i += 1)
      expect(
        answers
          .slice(i * 2, i * 2 + 2)
          .map((answer) => answer.status)
          .sort(),
      ).toEqual([303, 400]);
    for (const { taskId } of tasks) {
      const ratings = await server.dataSource
        .getRepository(Rating)
        .findBy({ resModel: 'project.task', resId: taskId });
      expect(ratings).toHaveLength(1);
      const link = await server.dataSource.getRepository(TaskRating).findOneByOrFail({ taskId });
      expect(link.ratingId).toBe(ratings[0]!.id);
    }
  }, 120_000);
});
