import { localeTags, type Locale } from '@brokkie/domain/locales';
import type { ReferralType } from '@brokkie/domain/referral';
import { translateKey, type TranslationParams } from '../../lib/translator.ts';

/**
 * The referral e-mail a customer sends a friend (catalog namespace `mail.referral`): the
 * identity mails' look (mail-templates.ts), with the customer's personal note, the code and the
 * sign-up link. The dog or cat flavour changes the subject and the story, not the offer.
 */

/** Kind of the message in the mailbox and the SMTP header. */
export const referralMailKind = 'referral';

export interface ReferralMailInput {
  type: ReferralType;
  locale: Locale;
  to: string;
  /** The customer's first name; texts without a name are used when it is empty. */
  referrerName: string;
  code: string;
  /** The sign-up link with the code. */
  shareUrl: string;
  /** '25 %' in the mail's language. */
  discount: string;
  /** The customer's personal note, as typed. */
  message?: string | undefined;
}

export interface ReferralMail {
  kind: typeof referralMailKind;
  locale: Locale;
  to: string;
  subject: string;
  html: string;
  text: string;
}

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

export function renderReferralMail(input: ReferralMailInput): ReferralMail {
  const name = input.referrerName.trim();
  const params: TranslationParams = { name, code: input.code, discount: input.discount };
  const htmlParams: TranslationParams = { name: escapeHtml(name), code: escapeHtml(input.code), discount: input.discount };
  const named = (key: string) => (name ? key : `${key}_without_name`);
  const text = (key: string) => translateKey(input.locale, `mail.${key}`, params) ?? key;
  const html = (key: string) => translateKey(input.locale, `mail.${key}`, htmlParams) ?? key;
  const flavour = `referral.${input.type}`;
  const url = input.shareUrl;
  const note = input.message?.trim() ?? '';

  const subject = text(named(`${flavour}.subject`));
  const noteHtml = note
    ? `<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:${colours.muted};">${html(named('referral.message_intro'))}</p>
<blockquote style="margin:0 0 20px;padding:12px 16px;border-left:4px solid ${colours.accent};background:${colours.soft};border-radius:0 12px 12px 0;font-size:16px;line-height:1.55;font-style:italic;">${escapeHtml(note).replace(/\r?\n/g, '<br>')}</blockquote>`
    : '';
  const bodyHtml = `<!doctype html>
<html lang="${localeTags[input.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${html(`${flavour}.preheader`)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.page};padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:8px 8px 20px;font-family:${font};font-size:26px;font-weight:800;letter-spacing:-0.5px;color:${colours.primary};">Brokkie</td></tr>
<tr><td style="background:${colours.card};border:1px solid ${colours.border};border-radius:20px;padding:32px 28px;font-family:${font};color:${colours.ink};">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;font-weight:800;color:${colours.ink};">${html(named('referral.heading'))}</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:1.55;">${html('common.greeting_without_name')}</p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.55;">${html(`${flavour}.intro`)}</p>
${noteHtml}
<p style="margin:0 0 16px;font-size:16px;line-height:1.55;">${html(`${flavour}.benefit`)}</p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.55;font-weight:700;">${html('referral.offer')}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px;"><tr>
<td style="padding:12px 20px;border:2px dashed ${colours.primary};border-radius:12px;font-family:${font};">
<span style="display:block;font-size:12px;line-height:1.4;text-transform:uppercase;letter-spacing:1px;color:${colours.muted};">${html('referral.code_label')}</span>
<span style="display:block;font-size:24px;line-height:1.3;font-weight:800;letter-spacing:2px;color:${colours.primary};">${escapeHtml(input.code)}</span>
</td></tr></table>
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:${colours.muted};">${html('referral.code_hint')}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr>
<td style="border-radius:999px;background:${colours.primary};">
<a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;font-family:${font};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:999px;">${html('referral.button')}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:${colours.muted};">${html('common.button_fallback')}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all;"><a href="${escapeHtml(url)}" style="color:${colours.accent};">${escapeHtml(url)}</a></p>
<p style="margin:0;font-size:16px;line-height:1.55;">${html('common.sign_off')}<br><strong>${html('common.team')}</strong></p>
</td></tr>
<tr><td style="padding:20px 8px;font-family:${font};font-size:12px;line-height:1.5;color:${colours.muted};text-align:center;">${html('common.tagline')}<br>${html(named('referral.footer_reason'))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const bodyText = [
    text(named('referral.heading')),
    '',
    text('common.greeting_without_name'),
    '',
    text(`${flavour}.intro`),
    '',
    ...(note ? [text(named('referral.message_intro')), ...note.split(/\r?\n/).map((line) => `> ${line}`), ''] : []),
    text(`${flavour}.benefit`),
    '',
    text('referral.offer'),
    `${text('referral.code_label')}: ${input.code}`,
    text('referral.code_hint'),
    '',
    `${text('referral.button')}: ${url}`,
    '',
    text('common.sign_off'),
    text('common.team'),
    '',
    '--',
    text('common.tagline'),
    text(named('referral.footer_reason')),
  ].join('\n');

  return { kind: referralMailKind, locale: input.locale, to: input.to, subject, html: bodyHtml, text: bodyText };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
