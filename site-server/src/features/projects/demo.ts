import { In, type EntityManager } from 'typeorm';
import type { DemoData } from '../../core/demo';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { User } from '../accounts';
import type { RatingService } from '../ratings';
import { Project, ProjectTask, TaskRating } from './project.entity';

export const DEMO_PROJECT = 'project.project';

/** The portal customer's project (when the demo accounts are seeded): one task rated, one open. Marked as demo data. */
export async function seedProjectsDemo(
  em: EntityManager,
  demo: DemoData,
  ratings: RatingService,
): Promise<void> {
  const customer = await em.getRepository(User).findOneBy({ email: 'portal@example.com' });
  if (!customer) return;
  const project = await em.getRepository(Project).save({ name: 'Website redesign', userId: customer.id });
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
  const done = await em
    .getRepository(ProjectTask)
    .save({ projectId: project.id, name: 'Mock-ups', state: 'done', doneAt: threeDaysAgo });
  await em
    .getRepository(ProjectTask)
    .save({ projectId: project.id, name: 'Launch', state: 'open', doneAt: null });
  const rating = await ratings.rate(em, {
    resModel: 'project.task',
    resId: done.id,
    halfStars: 10,
    rater: { userId: customer.id, key: `user:${customer.id}`, name: customer.name },
    feedback: 'Great work, thank you!',
    ratedAt: threeDaysAgo,
  });
  await em.getRepository(TaskRating).save({
    taskId: done.id,
    tokenHash: tokenHash(newAccessToken(24)),
    ratingId: rating.id,
  });
  await demo.mark(em, DEMO_PROJECT, project.id);
}

/** Removes demo projects with their tasks and the ratings given them. */
export async function removeDemoProjects(
  em: EntityManager,
  ids: readonly number[],
  ratings: RatingService,
): Promise<void> {
  if (!ids.length) return;
  const tasks = await em.getRepository(ProjectTask).findBy({ projectId: In([...ids]) });
  if (tasks.length) {
    const links = await em.getRepository(TaskRating).findBy({ taskId: In(tasks.map((task) => task.id)) });
    await em.getRepository(TaskRating).delete({ taskId: In(tasks.map((task) => task.id)) });
    await ratings.remove(
      em,
      links.map((link) => link.ratingId),
    );
  }
  await em.getRepository(ProjectTask).delete({ projectId: In([...ids]) });
  await em.getRepository(Project).delete({ id: In([...ids]) });
}
