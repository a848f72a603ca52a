import type { TemplatedMailKind } from '@brokkie/contracts/mail';
import { localeTags, type Locale } from '@brokkie/domain/locales';
import { translateKey, type TranslationParams } from '../../lib/translator.ts';
import type { MailMessage } from './mail-transport.ts';

/**
 * The e-mails of the identity service, in the recipient's language (namespace `mail` of the
 * catalogs): one warm, simple layout with inline styles (mail clients ignore style sheets), in
 * the Brokkie colours, plus a plain-text twin.
 */

export interface MailContent {
  /** Recipient's name for the greeting; the greeting has no name when this is empty. */
  name?: string | undefined;
  /** The button's target. */
  actionUrl: string;
  /** Values the texts of this kind interpolate (e.g. `email`, `old_email`, `new_email`). */
  params?: TranslationParams;
  /** A second, quieter link under the button (its label: `<kind>.secondary_button`). */
  secondaryUrl?: string | undefined;
  /**
   * A short list shown where the kind's paragraphs have `@list` (e.g. a box's contents, one row
   * per pet): a bold title over its text; in the plain-text twin "title: text" lines.
   */
  list?: ReadonlyArray<{ title: string; text: string }> | undefined;
  /**
   * A titled section where the kind's paragraphs have `@guide` (the first box's switch-over guide):
   * an intro, one small table per pet (rows of a bold title, a quieter detail and a text, one
   * below the other so that they read on a phone), and a note; in the plain-text twin the same as
   * lines. Every text is final (translated and formatted by the caller).
   */
  guide?: MailGuide | undefined;
}

export interface MailGuide {
  heading: string;
  intro: string;
  tables: ReadonlyArray<{ title: string; rows: ReadonlyArray<{ title: string; detail: string; text: string }> }>;
  note: string;
}

/** The paragraphs each kind has, in order, below the greeting and above the button; `@list`: the content's list. */
const bodyKeys: Record<TemplatedMailKind, string[]> = {
  password_reset: ['intro', 'expiry'],
  email_change_confirmation: ['intro'],
  email_verification: ['intro'],
  welcome: ['intro', 'account'],
  // Recurring billing (modules/billing/billing-mails.ts).
  delivery_upcoming: ['intro', 'contents', 'change'],
  payment_failed: ['intro', 'retry', 'pay'],
  payment_failed_final: ['intro', 'pay'],
  delivery_confirmed: ['intro', 'contents', 'next'],
  order_confirmation: ['intro', '@list', 'invoice', 'next', '@guide'],
  delivery_shipped: ['intro', '@list', 'track'],
  trial_ending: ['intro', '@list', 'price', 'change'],
  // A subscription's pets paused, stopped or resumed (modules/billing/subscription-mails.ts).
  subscription_paused: ['intro', 'next'],
  subscription_stopped: ['intro', 'next'],
  subscription_resumed: ['intro', 'next'],
  // Pet-care reminders (modules/reminder/reminder-notices.ts).
  reminder_notice: ['intro', 'done'],
};

const listMarker = '@list';
const guideMarker = '@guide';

const colours = {
  page: '#fff8f0',
  card: '#ffffff',
  border: '#e6d8c6',
  primary: '#b4472c',
  accent: '#1f4e46',
  ink: '#2b211c',
  muted: '#6b5d54',
  soft: '#fcefd9',
};

const font = "'Nunito', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function renderMail(kind: TemplatedMailKind, locale: Locale, to: string, content: MailContent): MailMessage {
  const params = { ...content.params };
  const text = (key: string) => translateKey(locale, `mail.${key}`, params) ?? key;
  const html = (key: string) => translateKey(locale, `mail.${key}`, escapeParams(params)) ?? key;
  const name = content.name?.trim();
  const greeting = name ? 'common.greeting' : 'common.greeting_without_name';
  const greetingText = translateKey(locale, `mail.${greeting}`, { name }) ?? '';
  const greetingHtml = translateKey(locale, `mail.${greeting}`, { name: escapeHtml(name ?? '') }) ?? '';
  const paragraphs = bodyKeys[kind].map((key) => (key === listMarker || key === guideMarker ? key : `${kind}.${key}`));
  const list = content.list ?? [];
  const listHtml = list
    .map(
      (row, index) =>
        `<tr><td style="padding:10px 14px;${index > 0 ? `border-top:1px solid ${colours.border};` : ''}font-size:15px;line-height:1.5;"><strong>${escapeHtml(row.title)}</strong><br>${escapeHtml(row.text)}</td></tr>`,
    )
    .join('');
  const guide = content.guide;
  const paragraphHtml = (key: string) =>
    key === guideMarker
      ? guide
        ? guideHtml(guide)
        : ''
      : key === listMarker
        ? list.length === 0
          ? ''
          : `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid ${colours.border};border-radius:12px;border-collapse:separate;">${listHtml}</table>`
        : `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;">${html(key)}</p>`;
  const paragraphText = (key: string) =>
    key === guideMarker
      ? guide
        ? guideText(guide)
        : []
      : key === listMarker
        ? list.length === 0
          ? []
          : [...list.map((row) => `- ${row.title}: ${row.text}`), '']
        : [text(key), ''];
  const url = content.actionUrl;
  const secondary = content.secondaryUrl;

  const subject = text(`${kind}.subject`);
  const bodyHtml = `<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${html(`${kind}.preheader`)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.page};padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:8px 8px 20px;font-family:${font};font-size:26px;font-weight:800;letter-spacing:-0.5px;color:${colours.primary};">Brokkie</td></tr>
<tr><td style="background:${colours.card};border:1px solid ${colours.border};border-radius:20px;padding:32px 28px;font-family:${font};color:${colours.ink};">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;font-weight:800;color:${colours.ink};">${html(`${kind}.heading`)}</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:1.55;">${greetingHtml}</p>
${paragraphs.map(paragraphHtml).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr>
<td style="border-radius:999px;background:${colours.primary};">
<a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;font-family:${font};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:999px;">${html(`${kind}.button`)}</a>
</td></tr></table>
${secondary ? `<p style="margin:0 0 24px;font-size:16px;line-height:1.55;"><a href="${escapeHtml(secondary)}" style="color:${colours.accent};font-weight:700;">${html(`${kind}.secondary_button`)}</a></p>\n` : ''}<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:${colours.muted};">${html('common.button_fallback')}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all;"><a href="${escapeHtml(url)}" style="color:${colours.accent};">${escapeHtml(url)}</a></p>
<p style="margin:0 0 16px;padding:12px 16px;background:${colours.soft};border-radius:12px;font-size:14px;line-height:1.5;">${html(`${kind}.note`)}</p>
<p style="margin:0;font-size:16px;line-height:1.55;">${html('common.sign_off')}<br><strong>${html('common.team')}</strong></p>
</td></tr>
<tr><td style="padding:20px 8px;font-family:${font};font-size:12px;line-height:1.5;color:${colours.muted};text-align:center;">${html('common.tagline')}<br>${html('common.footer_reason')}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const bodyText = [
    text(`${kind}.heading`),
    '',
    greetingText,
    '',
    ...paragraphs.flatMap(paragraphText),
    `${text(`${kind}.button`)}: ${url}`,
    ...(secondary ? [`${text(`${kind}.secondary_button`)}: ${secondary}`] : []),
    '',
    text(`${kind}.note`),
    '',
    text('common.sign_off'),
    text('common.team'),
    '',
    '--',
    text('common.tagline'),
    text('common.footer_reason'),
  ].join('\n');

  return { kind, locale, to, subject, html: bodyHtml, text: bodyText };
}

/** The `@guide` section: a heading, the intro, a bordered table per pet with one row per step, the note. */
function guideHtml(guide: MailGuide): string {
  const tables = guide.tables
    .map((table) => {
      const rows = table.rows
        .map(
          (row) =>
            `<tr><td style="padding:10px 14px;border-top:1px solid ${colours.border};font-size:15px;line-height:1.5;"><strong>${escapeHtml(row.title)}</strong> <span style="color:${colours.muted};font-size:14px;">${escapeHtml(row.detail)}</span><br>${escapeHtml(row.text)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid ${colours.border};border-radius:12px;border-collapse:separate;"><tr><td style="padding:10px 14px;background:${colours.soft};border-radius:12px 12px 0 0;font-size:16px;font-weight:800;">${escapeHtml(table.title)}</td></tr>${rows}</table>`;
    })
    .join('\n');
  return [
    `<h2 style="margin:28px 0 12px;font-size:20px;line-height:1.3;font-weight:800;color:${colours.ink};">${escapeHtml(guide.heading)}</h2>`,
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;">${escapeHtml(guide.intro)}</p>`,
    tables,
    `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${colours.muted};">${escapeHtml(guide.note)}</p>`,
  ].join('\n');
}

function guideText(guide: MailGuide): string[] {
  return [
    guide.heading,
    '',
    guide.intro,
    '',
    ...guide.tables.flatMap((table) => [table.title, ...table.rows.map((row) => `- ${row.title} (${row.detail}): ${row.text}`), '']),
    guide.note,
    '',
  ];
}

/** The href targets of a rendered message, in order and without repeats. */
export function linksOf(html: string): string[] {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => unescapeHtml(match[1] ?? ''));
  return [...new Set(links)];
}

function escapeParams(params: TranslationParams): TranslationParams {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? escapeHtml(value) : value]),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
