import { z } from 'zod';
import { defineAdminCall, idParam } from '../api/admin-call';
import { projectInputSchema, projectSchema, taskInputSchema } from './contract';

/** The back office's Projects screen (/api/admin/projects…; sales staff). */
export const projectsAdminCalls = {
  list: defineAdminCall({ method: 'get', path: '/projects', result: z.array(projectSchema) }),
  create: defineAdminCall({
    method: 'post',
    path: '/projects',
    body: projectInputSchema,
    result: projectSchema,
  }),
  addTask: defineAdminCall({
    method: 'post',
    path: '/projects/:id/tasks',
    params: { id: idParam },
    body: taskInputSchema,
    result: projectSchema,
  }),
  /** Marks the task done: the customer gets the rating mail (once). */
  finishTask: defineAdminCall({
    method: 'post',
    path: '/projects/:id/tasks/:taskId/done',
    params: { id: idParam, taskId: idParam },
    result: projectSchema,
  }),
};
