import { Cart, CartLine } from './cart.entity';

export { Cart, CartLine };
export { CART_COOKIE, cartOwnerOf, type CartOwner } from './cart-cookie';

export const cartEntities = [Cart, CartLine];
