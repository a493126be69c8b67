import { z } from 'zod';

/** The wishlists' setting (Settings → Wishlists; shop managers). */
export const wishlistSettingsSchema = z.object({
  /** E-mail customers when a product of their wishlist is back in stock or costs less (off by default). */
  notifyOwners: z.boolean(),
});
export type WishlistSettingsView = z.infer<typeof wishlistSettingsSchema>;
