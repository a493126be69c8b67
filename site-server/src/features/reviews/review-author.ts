import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../core/context';
import { tokenHash } from '../../core/security/access-token';
import { SaleOrder, SaleOrderLine } from '../orders';
import { ReviewRequest } from './entities';

/** Who writes a review: an account, or the buyer of an order through its review-request link. */
export interface ReviewAuthor {
  key: string;
  userId: number | null;
  name: string;
  /** Known to have paid for the product (checked per product by `paidFor`, or by the request's order). */
  request: ReviewRequest | null;
}

export const authorKeyOfUser = (userId: number) => `user:${userId}`;

/** The review request a link's token names, if it may review this product. */
export async function requestFor(
  em: EntityManager,
  token: string,
  templateId: number,
): Promise<ReviewRequest | null> {
  if (!token || token.length > 100) return null;
  const request = await em.getRepository(ReviewRequest).findOneBy({ tokenHash: tokenHash(token) });
  if (!request || !request.templateIds.split(',').includes(String(templateId))) return null;
  return request;
}

/** The author of a post: the signed-in account, else the request link's buyer; null when neither. */
export async function authorOf(
  em: EntityManager,
  user: SessionUser | null,
  token: string,
  templateId: number,
): Promise<ReviewAuthor | 'bad_token' | null> {
  const request = token ? await requestFor(em, token, templateId) : null;
  if (token && !request) return 'bad_token';
  if (user) return { key: authorKeyOfUser(user.id), userId: user.id, name: user.name, request };
  if (!request) return null;
  const key = request.userId ? authorKeyOfUser(request.userId) : `email:${request.email}`;
  return { key, userId: request.userId, name: request.customerName, request };
}

/**
 * Whether the author paid for the product: a line of it in one of their orders that is confirmed
 * (paid, or confirmed by staff) or done. A request link's order counts for its own products.
 */
export async function paidFor(
  em: EntityManager,
  author: ReviewAuthor,
  email: string | null,
  templateId: number,
): Promise<boolean> {
  if (author.request) return true;
  const query = em
    .getRepository(SaleOrderLine)
    .createQueryBuilder('line')
    .innerJoin(SaleOrder, 'o', 'o.id = line.orderId')
    .where('line.templateId = :templateId', { templateId })
    .andWhere('o.state IN (:...states)', { states: ['sale', 'done'] });
  if (author.userId !== null && email)
    query.andWhere('(o.userId = :userId OR LOWER(o.email) = :email)', {
      userId: author.userId,
      email: email.toLowerCase(),
    });
  else if (author.userId !== null) query.andWhere('o.userId = :userId', { userId: author.userId });
  else return false;
  return (await query.getCount()) > 0;
}
