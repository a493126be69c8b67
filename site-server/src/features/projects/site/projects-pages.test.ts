/**
 * Projects with ratings (issue 14, item 10): a done task mails its customer one link per score; one
 * click rates, once; a comment may follow, once; the project's portal page shows the rating's image
 * with its age in a popover. Bad scores, unknown and used links change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingMessages } from '../../../../../shared/projects/contract';
import { OutboxMail } from '../../../core/mail';
import { startSiteTestServer } from '../../../testing/site-test-server';
import {
  decodeHtml,
  staffMember,
  TEST_ADMIN,
  TEST_DEMO_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../testing/test-server';
import { postForm } from '../../checkout/site/checkout-test-support';
import { TaskRating } from '../project.entity';
import { Rating } from '../../ratings';

let server: TestServer;
let admin: TestClient;
let customer: TestClient;

const adminCall = async (method: string, path: string, json?: unknown) => {
  const response = await admin.request(method, `/api/admin${path}`, json === undefined ? {} : { json });
  const body = (await response.json()) as Record<string, unknown> & { error?: { message: string } };
  return { status: response.status, body };
};

beforeAll(async () => {
  server = await startSiteTestServer();
  admin = new TestClient(server.url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  customer = new TestClient(server.url);
  await customer.signIn('portal@example.com', TEST_DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.close());

/** A new project of the portal customer with one task, finished: the rating mail's links by score. */
async function finishedTask(): Promise<{ links: string[]; projectId: number }> {
  const project = await adminCall('POST', '/projects', {
    name: `Audit ${Date.now()}`,
    customerEmail: 'portal@example.com',
  });
  expect(project.status).toBe(200);
  const projectId = project.body.id as number;
  const withTask = await adminCall('POST', `/projects/${projectId}/tasks`, { name: 'Security review' });
  const taskId = (withTask.body.tasks as Array<{ id: number }>)[0]!.id;
  // This task's rating mails only: other features mail the demo's customers meanwhile (review requests).
  const ratingMails = { subject: 'How did we do on "Security review"?' };
  const before = await server.dataSource.getRepository(OutboxMail).countBy(ratingMails);
  expect((await adminCall('POST', `/projects/${projectId}/tasks/${taskId}/done`, {})).status).toBe(200);
  // Done twice: one mail.
  expect((await adminCall('POST', `/projects/${projectId}/tasks/${taskId}/done`, {})).status).toBe(200);
  const mails = await server.dataSource
    .getRepository(OutboxMail)
    .find({ where: ratingMails, order: { id: 'ASC' } });
  expect(mails.length).toBe(before + 1);
  const mail = mails.at(-1)!;
  expect(mail.to).toBe('portal@example.com');
  expect(mail.subject).toBe('How did we do on "Security review"?');
  const links = [...mail.text.matchAll(/https?:\/\/\S+\/rate\/[\w-]+\/\d/g)].map(
    (match) => new URL(match[0]).pathname,
  );
  expect(links).toHaveLength(5);
  return { links, projectId };
}

describe('rating a done task', () => {
  it('records one click, takes one comment, and refuses a used link', async () => {
    const { links, projectId } = await finishedTask();
    const token = links[0]!.split('/')[2]!;
    const rater = new TestClient(server.url);
    expect((await rater.page(`/rate/${token}/7`)).status).toBe(400);
    expect(decodeHtml((await rater.page(`/rate/${token}/0`)).html)).toContain(ratingMessages.badScore);
    const unknown = await rater.page('/rate/no-such-token/3');
    expect(unknown.status).toBe(404);
    expect(decodeHtml(unknown.html)).toContain(ratingMessages.unknown);

    const rated = await rater.page(links[3]!);
    expect(rated.status).toBe(303);
    expect(rated.location).toBe('/rate/feedback');
    const feedback = decodeHtml((await rater.page('/rate/feedback')).html);
    expect(feedback).toContain('Your rating: I like it');
    const sent = await postForm(server, rater, '/rate/feedback', { comment: 'Quick and clear.' });
    expect(sent.status).toBe(302);
    expect(decodeHtml((await rater.page('/rate/feedback?sent=1')).html)).toContain(
      'Thank you for your feedback.',
    );
    expect((await postForm(server, rater, '/rate/feedback', { comment: 'Again' })).status).toBe(400);

    const again = await new TestClient(server.url).page(links[4]!);
    expect(again.status).toBe(400);
    expect(decodeHtml(again.html)).toContain(ratingMessages.used);
    // Another browser cannot comment.
    expect((await new TestClient(server.url).page('/rate/feedback')).status).toBe(404);
    // The score and the comment are the one rating model's row, on the task.
    const stored = await server.dataSource
      .getRepository(Rating)
      .findOneByOrFail({ resModel: 'project.task', halfStars: 8, feedback: 'Quick and clear.' });
    expect(stored.ratedAt).toBeInstanceOf(Date);
    expect(
      await server.dataSource.getRepository(TaskRating).findOneByOrFail({ ratingId: stored.id }),
    ).toMatchObject({
      taskId: stored.resId,
    });

    const projects = (await adminCall('GET', '/projects')).body as unknown as Array<{
      id: number;
      averageScore: number;
    }>;
    expect(projects.find((project) => project.id === projectId)?.averageScore).toBe(4);
  });

  it('shows each rating’s image with its age in a popover on the project’s portal page', async () => {
    expect(decodeHtml((await customer.page('/my')).html)).toContain('data-portal-section="projects"');
    const page = decodeHtml((await customer.page('/my/projects')).html);
    expect(page).toContain('Website redesign');
    const ratings = [
      ...page.matchAll(
        /<span class="rating" data-id="(\d+)" data-rating-date="([^"]+)" data-placement="bottom" data-trigger="hover"[^>]*>(.*?)<\/span><\/span>/gs,
      ),
    ];
    const demo = ratings.find((match) => match[3]!.includes('Great work'));
    expect(demo).toBeDefined();
    expect(Date.parse(demo![2]!)).toBeLessThan(Date.now() - 2 * 86_400_000);
    expect(demo![3]).toContain('alt="I love it"');
    expect(demo![3]).toContain('Rated 3 days ago');
    expect(demo![3]).toContain('Great work, thank you!');
    expect(page).toContain('Not rated');
    expect((await new TestClient(server.url).page('/my/projects')).status).toBe(302);
  });

  it('are searched by project or task name and sorted in the portal', async () => {
    const names = async (query: string) =>
      [...decodeHtml((await customer.page(`/my/projects?${query}`)).html).matchAll(/<h2>([^<]+)<\/h2>/g)].map(
        (match) => match[1],
      );
    const all = await names('');
    expect(all).toContain('Website redesign');
    expect(all).toEqual([...all].sort((a, b) => a!.localeCompare(b!)));
    expect(await names('search_in=task&search=security review')).not.toContain('Website redesign');
    expect((await names('search_in=task&search=security review')).length).toBeGreaterThan(0);
    expect(await names('search_in=name&search=security review')).toEqual([]);
    expect(await names('search_in=name&search=redesign')).toEqual(['Website redesign']);
    const newest = await names('sortby=date');
    expect(newest.at(-1)).toBe('Website redesign');
  });

  it('are run by sales staff; publishers and customers get nothing', async () => {
    const publisher = await staffMember(server, admin, 'publisher');
    expect((await publisher.request('GET', '/api/admin/projects')).status).toBe(403);
    const body = { name: 'Not allowed', customerEmail: 'portal@example.com' };
    expect((await publisher.request('POST', '/api/admin/projects', { json: body })).status).toBe(403);
    expect((await customer.request('GET', '/api/admin/projects')).status).toBe(403);
    const sales = await staffMember(server, admin, 'sales');
    expect(
      (await sales.request('POST', '/api/admin/projects', { json: { ...body, name: 'By sales' } })).status,
    ).toBe(200);
  });
});
