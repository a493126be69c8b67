// The public pages the page-weight and Lighthouse benches measure: the fixed ones, plus the first
// product the shop lists and the first post the blog lists (their addresses depend on the data).

/**
 * @param {string} url the server's address
 * @returns {Promise<{ pages: string[], product: string }>}
 */
export async function publicPages(url) {
  const shopHtml = await (await fetch(`${url}/shop`)).text();
  const product = /href="(\/shop\/product\/[^"?#]+)"/.exec(shopHtml)?.[1];
  if (!product) throw new Error('/shop lists no product');
  const post = /href="(\/blog\/[^"?#]+\/[^"?#]+)"/.exec(await (await fetch(`${url}/blog`)).text())?.[1];
  const pages = ['/', '/shop', product, '/blog', post, '/contactus', '/shop/cart', '/web/login', '/r'];
  return { pages: pages.filter((page) => page !== undefined), product };
}
