import type { FastifyPluginAsync } from 'fastify';
import { SubscriptionNotices } from '../billing/subscription-mails.ts';
import { animalDietRoutes } from './animal-diet-routes.ts';
import { checkSelectedFormula } from './animal-diet-service.ts';
import { animalRoutes } from './animal-routes.ts';
import type { AnimalServiceDeps } from './animal-service.ts';
import type { ImageStorage } from './image-storage.ts';
import { imageStorageFromEnv } from './image-storage-from-env.ts';
import { mediaRoutes } from './media-routes.ts';
import { petPassportRoutes } from './pet-passport-routes.ts';
import { pricingsRoutes } from './pricings-routes.ts';

export interface AnimalModuleOptions {
  /** Where photos go; default: what the environment configures (docs/pets.md). */
  imageStorage?: ImageStorage;
}

/**
 * Everything about pets (docs/pets.md): the animal endpoints, their meal plans, their passports and weight histories, POST /pricings/,
 * and GET /media/{key} for their photos; one storage for photos, from the environment.
 */
export const animalModule: FastifyPluginAsync<AnimalModuleOptions> = async (app, options) => {
  const storage = options.imageStorage ?? imageStorageFromEnv();
  const notices = new SubscriptionNotices({ db: app.db, transport: app.mail, publicUrl: app.identity.config.publicUrl, log: app.log });
  const deps: AnimalServiceDeps = {
    db: app.db,
    storage,
    checkSelectedProduct: checkSelectedFormula,
    onStatusChange: (customerId, change, petIds) => notices.petsChanged(customerId, change, petIds),
  };
  await app.register(animalRoutes, { deps });
  await app.register(animalDietRoutes, { deps });
  await app.register(petPassportRoutes);
  await app.register(pricingsRoutes);
  await app.register(mediaRoutes, { storage });
};
