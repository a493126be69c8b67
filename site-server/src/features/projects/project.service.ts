import { In, IsNull, type EntityManager } from 'typeorm';
import {
  MAX_COMMENT,
  projectInputSchema,
  ratingLabels,
  ratingMessages,
  taskInputSchema,
  type PortalProject,
  type PortalProjectList,
  type PortalProjectQuery,
  type ProjectInput,
  type ProjectRow,
} from '../../../../shared/projects/contract';
import { isLangCode, t } from '../../../../shared/i18n';
import { parseWholeStars } from '../../../../shared/ratings/scale';
import { PORTAL_PAGE_SIZE } from '../../../../shared/portal-list';
import { containsPattern } from '../../core/db/like';
import { MissingError, ValidationError } from '../../core/errors';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { User } from '../accounts';
import { raterKeyOfUser, starsOf, type RatingService } from '../ratings';
import { Project, ProjectTask, TaskRating } from './project.entity';

export const PROJECT_MISSING = 'This project does not exist.';
export const TASK_MISSING = 'This task does not exist.';

interface RatingMailer {
  queue(em: EntityManager, mail: { to: string; subject: string; text: string }): Promise<unknown>;
  publicUrl(): string;
}

/** Projects, their tasks and the ratings customers give done tasks. */
export class ProjectService {
  constructor(
    private readonly mail: RatingMailer,
    private readonly ratings: RatingService,
  ) {}

  // ----- Back office ----------------------------------------------------------------------------

  async list(em: EntityManager, projectIds?: number[]): Promise<ProjectRow[]> {
    const projects = await em
      .getRepository(Project)
      .find({ where: projectIds ? { id: In(projectIds) } : {}, order: { name: 'ASC', id: 'ASC' } });
    if (projects.length === 0) return [];
    const tasks = await em
      .getRepository(ProjectTask)
      .find({ where: { projectId: In(projects.map((p) => p.id)) }, order: { id: 'ASC' } });
    const ratings = tasks.length
      ? await em.getRepository(TaskRating).find({ where: { taskId: In(tasks.map((task) => task.id)) } })
      : [];
    const users = await em.getRepository(User).find({
      select: { id: true, name: true, email: true },
      where: { id: In([...new Set(projects.map((p) => p.userId))]) },
    });
    return projects.map((project) => {
      const own = tasks.filter((task) => task.projectId === project.id);
      const scored = ratings.filter((r) => r.rating && own.some((task) => task.id === r.taskId));
      const user = users.find((candidate) => candidate.id === project.userId);
      return {
        id: project.id,
        name: project.name,
        customer: { id: project.userId, name: user?.name ?? '', email: user?.email ?? '' },
        tasks: own.map((task) => {
          const rating = ratings.find((r) => r.taskId === task.id && r.rating);
          return {
            id: task.id,
            name: task.name,
            state: task.state,
            doneAt: task.doneAt?.toISOString() ?? null,
            rating: rating
              ? {
                  id: rating.id,
                  score: starsOf(rating.rating!),
                  comment: rating.rating!.feedback,
                  ratedAt: rating.rating!.ratedAt.toISOString(),
                }
              : null,
          };
        }),
        averageScore: scored.length
          ? scored.reduce((sum, r) => sum + starsOf(r.rating!), 0) / scored.length
          : null,
      };
    });
  }

  async create(em: EntityManager, raw: ProjectInput): Promise<ProjectRow> {
    const input = projectInputSchema.parse(raw);
    const user = await em.getRepository(User).findOneBy({ email: input.customerEmail });
    if (!user) {
      const message = `No account has the e-mail ${input.customerEmail}.`;
      throw new ValidationError(message, { customerEmail: message });
    }
    const saved = await em.getRepository(Project).save({ name: input.name, userId: user.id });
    return (await this.list(em, [saved.id]))[0]!;
  }

  async addTask(em: EntityManager, projectId: number, raw: unknown): Promise<ProjectRow> {
    const input = taskInputSchema.parse(raw);
    if (!(await em.getRepository(Project).existsBy({ id: projectId })))
      throw new MissingError(PROJECT_MISSING);
    await em.getRepository(ProjectTask).insert({ projectId, name: input.name, state: 'open', doneAt: null });
    return (await this.list(em, [projectId]))[0]!;
  }

  /**
   * Marks a task done and mails its customer the rating links, once: a task already done changes
   * nothing (the conditional update), so a double click sends one mail.
   */
  async finishTask(em: EntityManager, projectId: number, taskId: number): Promise<ProjectRow> {
    const task = await em.getRepository(ProjectTask).findOneBy({ id: taskId, projectId });
    if (!task) throw new MissingError(TASK_MISSING);
    const result = await em
      .getRepository(ProjectTask)
      .update({ id: taskId, state: 'open' }, { state: 'done', doneAt: new Date() });
    if (result.affected === 1) {
      const project = await em.getRepository(Project).findOneByOrFail({ id: projectId });
      const customer = await em.getRepository(User).findOneByOrFail({ id: project.userId });
      const lang = customer.lang && isLangCode(customer.lang) ? customer.lang : 'en_US';
      const token = newAccessToken(24);
      await em.getRepository(TaskRating).insert({ taskId, tokenHash: tokenHash(token), ratingId: null });
      const base = this.mail.publicUrl();
      const links = ratingLabels
        .map((label, index) => `${label}: ${base}/rate/${token}/${index + 1}`)
        .join('\n');
      await this.mail.queue(em, {
        to: customer.email,
        // In the customer's language (the labels of the links stay SPEC §8's words).
        subject: t(lang, 'rating.mail.subject', task.name),
        text: t(lang, 'rating.mail.body', customer.name, task.name, project.name, links),
      });
    }
    return (await this.list(em, [projectId]))[0]!;
  }

  // ----- The customer ---------------------------------------------------------------------------

  /**
   * GET /rate/{token}/{score}: records the score, once. A score outside 1–5, an unknown token and a
   * used link are refused and change nothing; of two clicks at once, one records (conditional update).
   */
  async rate(em: EntityManager, token: string, score: number): Promise<TaskRating> {
    if (parseWholeStars(score) === undefined) throw new ValidationError(ratingMessages.badScore);
    const link = await em.getRepository(TaskRating).findOneBy({ tokenHash: tokenHash(token) });
    if (!link) throw new MissingError(ratingMessages.unknown);
    if (link.ratingId !== null) throw new ValidationError(ratingMessages.used);
    const task = await em.getRepository(ProjectTask).findOneByOrFail({ id: link.taskId });
    const project = await em.getRepository(Project).findOneByOrFail({ id: task.projectId });
    const customer = await em.getRepository(User).findOneBy({ id: project.userId });
    const rating = await this.ratings.rate(em, {
      resModel: 'project.task',
      resId: task.id,
      halfStars: score * 2,
      rater: { userId: project.userId, key: raterKeyOfUser(project.userId), name: customer?.name ?? '' },
    });
    // Of two clicks at once, one links its rating; the other's transaction (and its rating) rolls back.
    const result = await em
      .getRepository(TaskRating)
      .update({ id: link.id, ratingId: IsNull() }, { ratingId: rating.id });
    if (result.affected !== 1) throw new ValidationError(ratingMessages.used);
    return Object.assign(link, { ratingId: rating.id, rating });
  }

  /** The comment after a rating (once, from the browser that rated: the caller checks its cookie). */
  async comment(em: EntityManager, ratingId: number, text: string): Promise<void> {
    const comment = text.trim();
    if (comment.length > MAX_COMMENT) throw new ValidationError(ratingMessages.commentTooLong);
    const link = await em.getRepository(TaskRating).findOneBy({ id: ratingId });
    if (!link?.ratingId || !(await this.ratings.giveFeedback(em, link.ratingId, comment)))
      throw new ValidationError(ratingMessages.used);
  }

  count(em: EntityManager, userId: number): Promise<number> {
    return em.getRepository(Project).countBy({ userId });
  }

  /** The customer's projects with their tasks and ratings (the portal), searched, sorted and paged. */
  async mine(em: EntityManager, userId: number, query: PortalProjectQuery): Promise<PortalProjectList> {
    const builder = em
      .getRepository(Project)
      .createQueryBuilder('p')
      .where('"p"."userId" = :userId', { userId });
    if (query.search) {
      const byName = `LOWER("p"."name") LIKE :text ESCAPE '\\'`;
      const byTask = `EXISTS (SELECT 1 FROM "project_task" "t" WHERE "t"."projectId" = "p"."id" AND LOWER("t"."name") LIKE :text ESCAPE '\\')`;
      const condition =
        query.searchIn === 'name' ? byName : query.searchIn === 'task' ? byTask : `(${byName} OR ${byTask})`;
      builder.andWhere(condition, { text: containsPattern(query.search) });
    }
    const total = await builder.getCount();
    const direction = query.sort === 'name' ? 'ASC' : 'DESC';
    const projects = await builder
      .orderBy(query.sort === 'name' ? '"p"."name"' : '"p"."created"', direction)
      .addOrderBy('"p"."id"', direction)
      .offset((query.page - 1) * PORTAL_PAGE_SIZE)
      .limit(PORTAL_PAGE_SIZE)
      .getMany();
    // list() reads them by name: put them back in the page's order.
    const read = projects.length
      ? await this.list(
          em,
          projects.map((project) => project.id),
        )
      : [];
    const rows = projects.map((project) => read.find((row) => row.id === project.id)!);
    return { rows: this.portalRows(rows), total, query };
  }

  private portalRows(rows: ProjectRow[]): PortalProject[] {
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      tasks: row.tasks.map((task) => ({
        id: task.id,
        name: task.name,
        state: task.state,
        rating: task.rating
          ? {
              id: task.rating.id,
              score: task.rating.score,
              label: ratingLabels[task.rating.score - 1] ?? '',
              comment: task.rating.comment,
              ratedAt: task.rating.ratedAt,
            }
          : null,
      })),
    }));
  }
}
