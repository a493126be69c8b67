import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { TaskState } from '../../../../shared/projects/contract';
import { BaseRecord, TIMESTAMP } from '../../core/db/columns';
import { User } from '../accounts';
import { Rating } from '../ratings';

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

/** The rating link a done task mails (its token, hashed), then the customer's rating (score and comment) it points to. */
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

  /** The customer's rating (whole stars 1–5, the comment as its feedback) in the one rating model; null until they click. */
  @Index('IDX_task_rating_rating')
  @Column({ type: 'integer', nullable: true })
  ratingId!: number | null;

  @ManyToOne(() => Rating, { eager: true, nullable: true, createForeignKeyConstraints: false })
  @JoinColumn({ name: 'ratingId' })
  rating?: Relation<Rating> | null;
}

export const projectEntities = [Project, ProjectTask, TaskRating];
