import fp from 'fastify-plugin';
import { calendarFeedRoutes } from './calendar-feed-routes.ts';
import { reminderMarkRoutes } from './reminder-mark-routes.ts';
import { reminderRoutes } from './reminder-routes.ts';

export interface ReminderModuleOptions {
  /** A production deployment: the development trigger of the notices is not registered. */
  production?: boolean;
  /** The environment to read the settings from; default process.env (tests give their own). */
  env?: NodeJS.ProcessEnv;
}

/** Pet-care reminders (issue 13): the reminders, their occurrences, completions and deletions, the calendar feed. */
export const reminderModule = fp<ReminderModuleOptions>(
  async (app) => {
    await app.register(reminderRoutes);
    await app.register(reminderMarkRoutes);
    await app.register(calendarFeedRoutes, { publicUrl: app.identity.config.publicUrl });
  },
  { name: 'brokkie-reminder', dependencies: ['brokkie-database', 'brokkie-mail'] },
);
