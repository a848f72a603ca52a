import type { FastifyInstance } from 'fastify';
import type { BuildManifest, LatestBuild, RouteRules } from '../app/shell/route-rules.ts';

/**
 * The build manifest (READING-NOTES): `/builds/latest.json` names the build this server runs,
 * `/builds/meta/{buildId}.json` gives its route rules. A browser running an older build sees the
 * new id and reloads on its next navigation.
 */
export function buildManifestRoutes(app: FastifyInstance, manifest: BuildManifest) {
  const latest: LatestBuild = { id: manifest.id, timestamp: manifest.timestamp };

  app.get('/builds/latest.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store, must-revalidate');
    return latest;
  });

  app.get<{ Params: { file: string } }>('/builds/meta/:file', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    if (request.params.file !== `${manifest.id}.json`) {
      return reply.status(404).send({ detail: 'Unknown build', code: 'unknown_build' });
    }
    return manifest;
  });
}

export function createBuildManifest(id: string, timestamp: number, routeRules: RouteRules): BuildManifest {
  return { id, timestamp, routeRules };
}
