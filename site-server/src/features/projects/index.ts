import { projectsAdminCalls as calls } from '../../../../shared/projects/admin-calls';
import { ratingLabels } from '../../../../shared/projects/contract';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { ratingsFeature, starsOf, type RatingsExports } from '../ratings';
import { ValidationError } from '../../core/errors';
import { projectEntities, TaskRating } from './project.entity';
import { ProjectService } from './project.service';
import { projectsRoutes, RATING_COOKIE, ratingCookieOf } from './projects.routes';
import { DEMO_PROJECT, removeDemoProjects, seedProjectsDemo } from './demo';

export { Project, ProjectTask, TaskRating } from './project.entity';

/** Projects and tasks for customers, and the ratings customers give done tasks (issue 14, item 10). */
function createProjectsModule(platform: Platform, { ratings }: { ratings: RatingsExports }): FeatureModule {
  const projects = new ProjectService(
    { queue: (em, mail) => platform.mail.queue(em, mail), publicUrl: platform.publicUrl },
    ratings.ratings,
  );
  platform.portal.register({
    key: 'projects',
    title: 'portal.projects.title',
    path: '/my/projects',
    order: 50,
    count: (em, userId) => projects.count(em, userId),
  });
  platform.demo.removes(DEMO_PROJECT, (em, ids) => removeDemoProjects(em, ids, ratings.ratings));
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
    seedDemo: (em) => seedProjectsDemo(em, platform.demo, ratings.ratings),
    siteContext(req, site) {
      const em = platform.dataSource.manager;
      const userId = site.user?.id ?? null;
      return {
        myProjects: async (query) => (userId === null ? null : projects.mine(em, userId, query)),
        ratingFeedback: {
          async current() {
            const ratingId = ratingCookieOf(req, secret);
            const link = ratingId ? await em.getRepository(TaskRating).findOneBy({ id: ratingId }) : null;
            if (!link?.rating) return null;
            const score = starsOf(link.rating);
            return {
              score,
              label: ratingLabels[score - 1] ?? '',
              commented: link.rating.feedback !== '',
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
  needs: { ratings: ratingsFeature },
  create: createProjectsModule,
});
