import type { FastifyBaseLogger } from 'fastify';
import { formatDay } from '@brokkie/domain/format';
import type { Database } from '@brokkie/db/client';
import { findCustomersByIds, type CustomerRow } from '@brokkie/db/customer-queries';
import {
  claimReminderNotice,
  markReminderNoticeSent,
  occurrenceMarks,
  releaseReminderNotice,
  remindersWithNotices,
  type NoticeReminderRow,
} from '@brokkie/db/reminder-queries';
import type { ReminderNoticeRunReport } from '@brokkie/contracts/reminder';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { todayIsoDate } from '@brokkie/domain/dates';
import { localizePath } from '@brokkie/domain/locales';
import { noticeDueDates } from '@brokkie/domain/reminder-schedule';
import { customerLocale } from '../billing/billing-mails.ts';
import { subscriptionCountryOf } from '../delivery/recurring-delivery-service.ts';
import { renderMail } from '../mail/mail-templates.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { plannerPage } from './calendar-feed-service.ts';
import { seriesOf, wallTimeOf } from './reminder-service.ts';
import { SerialRuns } from '../../lib/serial-runs.ts';

/** A notice the job missed (the API was down) still goes out this many days after its day; an older one does not. */
export const noticeGraceDays = 3;

/** How long a claimed notice is this worker's before another may take it over (a worker that died mid-way). */
const claimLeaseMs = 10 * 60_000;

/** Reminders read at a time. */
const batchSize = 500;

/**
 * The query of the planner link that marks an occurrence done: the web page opens the completion
 * of that reminder's occurrence (`/e-health/pet-care-planner?complete=<reminder id>&date=<YYYY-MM-DD>`).
 */
export function markDoneQuery(reminderId: number, date: string): string {
  return `?complete=${reminderId}&date=${date}`;
}

export interface ReminderNoticeJobOptions {
  db: Database;
  transport: MailTransport;
  /** The web app's public origin (PUBLIC_URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The reminder notices (issue 13): every occurrence whose notice day (its date minus
 * `notify_days_before`, Brussels days) has come, at most `noticeGraceDays` ago, that is not done
 * and not deleted, is e-mailed once to its customer, in their language. Safe with any number of
 * API instances on one database: a notice is claimed first by its row in `reminder_notice`
 * (insert, or take over a claim whose lease ran out and that was never sent), then mailed, then
 * marked sent; a notice sent is never claimed again. A mail that fails gives its claim back, and
 * the next run tries again.
 */
export class ReminderNoticeJob {
  private readonly runs = new SerialRuns<ReminderNoticeRunReport>(
    (now) => this.run(now),
    (error) => this.options.log.error({ err: error }, 'reminder notice run failed'),
  );

  constructor(private readonly options: ReminderNoticeJobOptions) {}

  /** One run as of `now`. Runs of this process never overlap. */
  runOnce(now: Date = new Date()): Promise<ReminderNoticeRunReport> {
    return this.runs.runOnce(now);
  }

  /** Runs every `intervalMs`, each run after the previous one has finished. */
  start(intervalMs: number): void {
    this.runs.start(intervalMs);
  }

  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void> {
    return this.runs.stop();
  }

  private async run(now: Date): Promise<ReminderNoticeRunReport> {
    const { db } = this.options;
    const report: ReminderNoticeRunReport = { now: now.toISOString(), sent: [], errors: 0 };
    const today = todayIsoDate(now);
    for (let afterId = 0; ;) {
      const rows = await remindersWithNotices(db, today, afterId, batchSize);
      const last = rows.at(-1);
      if (!last) break;
      afterId = last.reminder.id;
      const due = rows.flatMap((row) =>
        noticeDueDates(seriesOf(row.reminder), row.reminder.notifyDaysBefore ?? 0, today, noticeGraceDays).map((date) => ({ row, date })),
      );
      if (due.length === 0) continue;
      const dates = due.map((notice) => notice.date).sort();
      const marks = await occurrenceMarks(db, [...new Set(due.map((notice) => notice.row.reminder.id))], dates[0] ?? today, dates.at(-1) ?? today);
      const skipped = new Set([...marks.completions, ...marks.deletions].map((mark) => `${mark.reminderId}|${mark.date}`));
      const open = due.filter((notice) => !skipped.has(`${notice.row.reminder.id}|${notice.date}`));
      const customers = await findCustomersByIds(
        db,
        open.map((notice) => notice.row.customerId),
      );
      for (const notice of open) {
        const customer = customers.get(notice.row.customerId);
        if (!customer) continue;
        await this.sendOnce(notice.row, notice.date, customer, report);
      }
    }
    return report;
  }

  private async sendOnce(row: NoticeReminderRow, date: string, customer: CustomerRow, report: ReminderNoticeRunReport): Promise<void> {
    const { db, log } = this.options;
    const reminderId = row.reminder.id;
    // Leases run on the real clock, whatever `now` a development run works as of.
    const claimedAt = new Date();
    if (!(await claimReminderNotice(db, reminderId, date, claimedAt, new Date(claimedAt.getTime() + claimLeaseMs)))) return;
    try {
      // An account without an e-mail address (anonymous) has nobody to tell: the notice is done.
      if (!customer.isAnonymous && customer.email) {
        await this.options.transport.send(await this.compose(row, date, customer, customer.email));
        report.sent.push({ reminder: resourceUrl('reminder', reminderId), date });
      }
      await markReminderNoticeSent(db, reminderId, date, new Date());
    } catch (error) {
      report.errors += 1;
      log.error({ err: error, reminderId, date }, 'reminder notice failed');
      await releaseReminderNotice(db, reminderId, date).catch(() => undefined);
    }
  }

  private async compose(row: NoticeReminderRow, date: string, customer: CustomerRow, email: string) {
    const { db, publicUrl } = this.options;
    const locale = await customerLocale(db, customer, await subscriptionCountryOf(db, customer));
    const planner = `${publicUrl}${localizePath(plannerPage, locale)}`;
    return renderMail('reminder_notice', locale, email, {
      name: customer.firstname,
      actionUrl: `${planner}${markDoneQuery(row.reminder.id, date)}`,
      secondaryUrl: planner,
      params: {
        pet: row.animalName,
        reminder: row.reminder.title,
        // A YYYY-MM-DD day is read at noon (UTC) so that it names the same day in Brussels.
        date: formatDay(date, locale, 'weekday'),
        time: wallTimeOf(row.reminder),
      },
    });
  }
}
