/**
 * A small iCalendar (RFC 5545) writer: what the calendar feed needs and no more. Timed events are
 * written in UTC (no VTIMEZONE needed, and exact: the Brussels offset of each day was applied
 * before), all-day events as DATE values; text is escaped (§3.3.11) and lines are folded at 75
 * octets (§3.1) without splitting a UTF-8 character; lines end in CRLF.
 */

export type IcsTime = { date: string } | { instant: Date };

export interface IcsEvent {
  /** Stable across reads, so that a calendar app updates an event instead of doubling it. */
  uid: string;
  stamp: Date;
  start: IcsTime;
  /** Exclusive end (an all-day event ends the next day). */
  end: IcsTime;
  summary: string;
  description?: string | undefined;
  categories?: string | undefined;
  url?: string | undefined;
}

export interface IcsCalendar {
  name: string;
  events: readonly IcsEvent[];
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; a continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

function utc(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

function timeProperty(name: string, time: IcsTime): string {
  return 'date' in time ? `${name};VALUE=DATE:${time.date.replace(/-/g, '')}` : `${name}:${utc(time.instant)}`;
}

export function renderCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brokkie//Pet care planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'X-WR-TIMEZONE:Europe/Brussels',
    // Calendar apps that honour it read the feed again every few hours.
    'REFRESH-INTERVAL;VALUE=DURATION:PT4H',
    'X-PUBLISHED-TTL:PT4H',
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utc(event.stamp)}`,
      timeProperty('DTSTART', event.start),
      timeProperty('DTEND', event.end),
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.categories) lines.push(`CATEGORIES:${escapeText(event.categories)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
