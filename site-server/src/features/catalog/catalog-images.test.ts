/** Issue 11, item 10: images of unpublished products and posts are not served to visitors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, TEST_DEMO_PASSWORD, type TestServer } from '../../testing/test-server';
import { BlogPost } from '../blog/blog-post.entity';
import { ProductImage } from './product-image.entity';
import { ProductTemplate } from './product-template.entity';

describe('images of unpublished records', () => {
  let server: TestServer;
  let publisher: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    publisher = new TestClient(server.url);
    await publisher.signIn('publisher@example.com', TEST_DEMO_PASSWORD);
  });
  afterAll(() => server.close());

  const image = async (client: TestClient, path: string) => {
    const response = await client.request('GET', path);
    await response.arrayBuffer();
    return {
      placeholder: response.headers.get('etag') === '"placeholder-1"',
      cache: response.headers.get('cache-control'),
    };
  };

  it('shows a product image to visitors while the product is published, and to staff only after', async () => {
    const picture = (await server.dataSource
      .getRepository(ProductImage)
      .findOne({ where: {}, order: { id: 'ASC' } }))!;
    const paths = [
      `/web/image/product.template/${picture.templateId}/image`,
      `/web/image/product.image/${picture.id}/image`,
      `/web/image/product.template/${picture.templateId}/image/256x256`,
    ];
    const visitor = new TestClient(server.url);
    for (const path of paths) expect((await image(visitor, path)).placeholder, path).toBe(false);

    await server.dataSource.getRepository(ProductTemplate).update(picture.templateId, { published: false });
    try {
      for (const path of paths) expect((await image(visitor, path)).placeholder, path).toBe(true);
      for (const path of paths) {
        const seen = await image(publisher, path);
        expect(seen.placeholder, path).toBe(false);
        expect(seen.cache).toMatch(/^private/);
      }
    } finally {
      await server.dataSource.getRepository(ProductTemplate).update(picture.templateId, { published: true });
    }
  });

  it('shows a post cover to visitors once the post is visible', async () => {
    const posts = server.dataSource.getRepository(BlogPost);
    const post = (await posts.findOne({ where: { published: true }, order: { id: 'ASC' } }))!;
    const coverSha = post.coverSha;
    const path = `/web/image/blog.post/${post.id}/cover`;
    const visitor = new TestClient(server.url);
    // A cover of its own, whatever the demo gave it.
    const stored = (await server.dataSource.getRepository(ProductImage).findOne({ where: {} }))!.fileSha;
    await posts.update(post.id, { coverSha: stored });
    try {
      expect((await image(visitor, path)).placeholder).toBe(false);
      await posts.update(post.id, { published: false });
      expect((await image(visitor, path)).placeholder).toBe(true);
      expect((await image(publisher, path)).placeholder).toBe(false);
      await posts.update(post.id, { published: true, postDate: new Date(Date.now() + 86_400_000) });
      expect((await image(visitor, path)).placeholder).toBe(true);
    } finally {
      await posts.update(post.id, { published: true, postDate: post.postDate, coverSha });
    }
  });
});
