import { projectsAdminCalls as calls } from '../../../../shared/projects/admin-calls';
import { ratingLabels } from '../../../../shared/projects/contract';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { ValidationError } from '../../core/errors';
import { newAccessToken, tokenHash } from '../../core/security/access-token';
import { User } from '../accounts';
import { Project, projectEntities, ProjectTask, TaskRating } from './project.entity';
import { ProjectService } from './project.service';
import { projectsRoutes, RATING_COOKIE, ratingCookieOf } from './projects.routes';

export { Project, ProjectTask, TaskRating } from './project.entity';

/** Projects and tasks for customers, and the ratings customers give done tasks (issue 14, item 10). */
function createProjectsModule(platform: Platform): FeatureModule {
  const projects = new ProjectService({
    queue: (em, mail) => platform.mail.queue(em, mail),
    publicUrl: platform.publicUrl,
  });
  platform.portal.register({
    key: 'projects',
    title: 'portal.projects.title',
    path: '/my/projects',
    order: 50,
    count: (em, userId) => projects.count(em, userId),
  });
  const secret = platform.config.sessionSecret;
  return {
    name: 'projects',
    // The feedback page is the rater's own.
    personalCookies: [RATING_COOKIE],
    siteRoutes: (router) => projectsRoutes(router, { platform, projects }),
    adminRoutes(router) {
      const { kit } = platform;
      kit.api(router, calls.list, 'sales', (ctx) => projects.list(ctx.em));
      kit.api(router, calls.create, 'sales', (ctx, { body }) => projects.create(ctx.em, body));
      kit.api(router, calls.addTask, 'sales', (ctx, { params, body }) =>
        projects.addTask(ctx.em, params.id, body),
      );
      kit.api(router, calls.finishTask, 'sales', (ctx, { params }) =>
        projects.finishTask(ctx.em, params.id, params.taskId),
      );
    },
    async seedDemo(em) {
      // The portal customer's project (when the demo accounts are seeded): one task rated, one open.
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
      await em.getRepository(TaskRating).save({
        taskId: done.id,
        tokenHash: tokenHash(newAccessToken(24)),
        score: 5,
        comment: 'Great work, thank you!',
        ratedAt: threeDaysAgo,
      });
    },
    siteContext(req, site) {
      const em = platform.dataSource.manager;
      const userId = site.user?.id ?? null;
      return {
        myProjects: async (query) => (userId === null ? null : projects.mine(em, userId, query)),
        ratingFeedback: {
          async current() {
            const ratingId = ratingCookieOf(req, secret);
            const rating = ratingId ? await em.getRepository(TaskRating).findOneBy({ id: ratingId }) : null;
            if (!rating || rating.score === null) return null;
            return {
              score: rating.score,
              label: ratingLabels[rating.score - 1] ?? '',
              commented: rating.comment !== '',
            };
          },
          async comment(text: string) {
            const ratingId = ratingCookieOf(req, secret);
            if (!ratingId) return 'notRater' as const;
            try {
              await platform.transaction((tx) => projects.comment(tx, ratingId, text));
              return 'ok' as const;
            } catch (error) {
              if (error instanceof ValidationError) return { refused: error.message };
              throw error;
            }
          },
        },
      };
    },
  };
}

export const projectsFeature = defineFeature({
  name: 'projects',
  entities: projectEntities,
  create: createProjectsModule,
});
