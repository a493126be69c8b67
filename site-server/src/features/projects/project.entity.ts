import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { TaskState } from '../../../../shared/projects/contract';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';
import { User } from '../accounts';

/** A project the business runs for a customer (project.project). */
@Entity('project')
export class Project extends BaseRecord {
  @Column({ type: 'varchar', length: 120 })
  name!: string;

  /** The customer's account: they see it in their portal and rate its tasks. */
  @Index()
  @Column({ type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;
}

/** A task of a project (project.task): done, it asks the customer for a rating. */
@Entity('project_task')
export class ProjectTask extends BaseRecord {
  @Index()
  @Column({ type: 'integer' })
  projectId!: number;

  @ManyToOne(() => Project, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'projectId' })
  project?: Relation<Project>;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  state!: TaskState;

  @Column({ type: TIMESTAMP, nullable: true })
  doneAt!: Date | null;
}

/** The rating a done task asks for (rating.rating): its link's token (hashed), then the score and comment. */
@Entity('task_rating')
export class TaskRating extends BaseRecord {
  @Index({ unique: true })
  @Column({ type: 'integer' })
  taskId!: number;

  @ManyToOne(() => ProjectTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'taskId' })
  task?: Relation<ProjectTask>;

  /** sha256 of the link's token. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** 1 to 5; null until the customer clicks. */
  @Column({ type: 'integer', nullable: true })
  score!: number | null;

  @Column({ type: 'text', default: '' })
  comment!: string;

  @Column({ type: TIMESTAMP, nullable: true })
  ratedAt!: Date | null;
}

export const projectEntities = [Project, ProjectTask, TaskRating];
