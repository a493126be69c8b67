import { In, type EntityManager } from 'typeorm';
import { Rating } from './rating.entity';

/** Who rates: their account if any, a key that names them (`user:{id}`, `email:{address}`), a name. */
export interface Rater {
  userId: number | null;
  key: string;
  name: string;
}

/** A rating given: what is rated, by whom, and its value in half stars (1–10). */
export interface NewRating {
  resModel: string;
  resId: number;
  halfStars: number;
  rater: Rater;
  feedback?: string;
  /** Now, unless given (demo data dated in the past). */
  ratedAt?: Date;
}

/** The key of a rater with an account. */
export const raterKeyOfUser = (userId: number) => `user:${userId}`;

/** Stars (0.5–5) of a rating. */
export const starsOf = (rating: Pick<Rating, 'halfStars'>) => rating.halfStars / 2;

/** The one rating model's writes; the features that rate read their ratings by joining `Rating`. */
export class RatingService {
  /** Stores a new rating, or gives `existing` (an edit) its new value; answers the row. */
  async rate(em: EntityManager, rating: NewRating, existing?: number | null): Promise<Rating> {
    const repo = em.getRepository(Rating);
    const values = {
      resModel: rating.resModel,
      resId: rating.resId,
      halfStars: rating.halfStars,
      userId: rating.rater.userId,
      raterKey: rating.rater.key.slice(0, 270),
      raterName: rating.rater.name.slice(0, 200),
      ratedAt: rating.ratedAt ?? new Date(),
      ...(rating.feedback !== undefined ? { feedback: rating.feedback } : {}),
    };
    const row = existing ? await repo.findOneBy({ id: existing }) : null;
    return repo.save(row ? Object.assign(row, values) : repo.create({ feedback: '', ...values }));
  }

  /** The rater's feedback, once: answers false when the rating already has some (or is gone). */
  async giveFeedback(em: EntityManager, ratingId: number, feedback: string): Promise<boolean> {
    const result = await em.getRepository(Rating).update({ id: ratingId, feedback: '' }, { feedback });
    return result.affected === 1;
  }

  async byId(em: EntityManager, ratingId: number): Promise<Rating | null> {
    return em.getRepository(Rating).findOneBy({ id: ratingId });
  }

  /** Ratings by id (a page of messages, tasks or reviews at once). */
  async byIds(em: EntityManager, ids: ReadonlyArray<number | null>): Promise<Map<number, Rating>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length) return new Map();
    const rows = await em.getRepository(Rating).findBy({ id: In(wanted) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Removes ratings whose owners went (demo data removed). */
  async remove(em: EntityManager, ids: ReadonlyArray<number | null>): Promise<void> {
    const wanted = ids.filter((id): id is number => id !== null);
    if (wanted.length) await em.getRepository(Rating).delete({ id: In(wanted) });
  }
}
