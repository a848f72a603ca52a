import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { isValidImageKey, type ImageStorage } from './image-storage.ts';

/** A stored image never changes (a new upload gets a new key), so it may be cached for a year. */
const cacheControl = 'public, max-age=31536000, immutable';

/**
 * GET /media/{key}: the images the API stores (pet photos), from whichever storage is configured.
 * Public like any <img> source (a browser sends no bearer token for one): a key holds a random
 * UUID, so only whoever was given the url can load it. Keys of any other shape are a 404; nothing
 * outside the storage can be named (no '..', no absolute paths).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage }> = async (app, { storage }) => {
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['animal'],
        operationId: 'getMedia',
        summary: 'A stored image (pet photo), as the image url of an animal names it',
        params: z.object({ '*': z.string().describe('Key of the image, e.g. animals/<uuid>.webp') }),
        response: {
          200: z.any().describe('The image bytes (image/webp)'),
          304: z.null().describe('Not modified: the If-None-Match tag is the current one'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidImageKey(key)) throw notFound();
      const etag = `"${key}"`;
      const common = { 'cache-control': cacheControl, etag, 'x-content-type-options': 'nosniff' };
      if (request.headers['if-none-match'] === etag) return reply.code(304).headers(common).send();
      const image = await storage.get(key);
      if (!image) throw notFound();
      return reply
        .headers({ ...common, 'content-security-policy': "default-src 'none'" })
        .type(image.contentType)
        .send(image.bytes);
    },
  );
};
