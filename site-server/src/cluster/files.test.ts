/**
 * Issue 27, item 6: an image uploaded through one process is
 * served by the others, the processes sharing a real S3-compatible object store.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOn, demoProduct } from './cluster-clients';
import { startCluster, type Cluster } from './cluster-harness';
import { startS3Server, type TestS3Server } from '../testing/s3-server';

// PostgreSQL only: several processes share one database only there.
describe.runIf(process.env.TEST_DATABASE_URL)('files across processes', () => {
  let cluster: Cluster;
  let objectStore: TestS3Server;
  beforeAll(async () => {
    objectStore = await startS3Server();
    cluster = await startCluster({ processes: 3, env: objectStore.env });
  }, 240_000);
  afterAll(async () => {
    await cluster?.close();
    await objectStore?.close();
  }, 60_000);

  it('serves an image uploaded through one process from every other', async () => {
    const [first, ...others] = cluster.processes;
    const lamp = await demoProduct(cluster, 'Desk Lamp LED');
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'green.png');
    const uploaded = await (
      await adminOn(first!)
    ).request('POST', `/api/admin/products/${lamp.templateId}/images`, {
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { images } = (await uploaded.json()) as { images: Array<{ id: number }> };
    const newest = Math.max(...images.map((image) => image.id));
    for (const other of others) {
      const served = await fetch(`${other.url}/web/image/product.image/${newest}/image`);
      expect(served.status, `process ${other.index}`).toBe(200);
      const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([image.width, image.height]).toEqual([40, 30]);
    }
  });
});
