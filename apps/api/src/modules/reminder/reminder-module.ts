import fp from 'fastify-plugin';
import { calendarFeedRoutes } from './calendar-feed-routes.ts';
import { reminderDevRoutes } from './reminder-dev-routes.ts';
import { reminderMarkRoutes } from './reminder-mark-routes.ts';
import { readReminderNoticeConfig } from './reminder-notice-config.ts';
import { ReminderNoticeJob } from './reminder-notices.ts';
import { reminderRoutes } from './reminder-routes.ts';
import { registerDevRoutes } from '../../plugins/dev-tools.ts';

export interface ReminderModuleOptions {
  /** The environment to read the settings from; default process.env (tests give their own). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Pet-care reminders (issue 13): the reminders, their occurrences, completions and deletions, the
 * calendar feed, and the notice job — a timer in this process (REMINDER_NOTICE_INTERVAL_MS) that
 * is safe with any number of API instances on one database — with, under DEV_TOOLS=on, its
 * development trigger.
 */
export const reminderModule = fp<ReminderModuleOptions>(
  async (app, options) => {
    const identity = app.identity.config;
    const config = readReminderNoticeConfig(options.env ?? process.env);
    const job = new ReminderNoticeJob({ db: app.db, transport: app.mail, publicUrl: identity.publicUrl, log: app.log });

    await app.register(reminderRoutes);
    await app.register(reminderMarkRoutes);
    await app.register(calendarFeedRoutes, { publicUrl: identity.publicUrl });
    await registerDevRoutes(app, reminderDevRoutes, { job });

    if (config.intervalMs > 0) {
      job.start(config.intervalMs);
      app.log.info(`reminder notices every ${config.intervalMs} ms`);
    }
    // Before the mail transport and the database close: no run may be cut off half-way.
    app.addHook('preClose', async () => {
      await job.stop();
    });
  },
  { name: 'brokkie-reminder', dependencies: ['brokkie-database', 'brokkie-mail'] },
);
