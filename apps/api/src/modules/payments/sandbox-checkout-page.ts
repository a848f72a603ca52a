import { checkoutMethods, type CheckoutMethod } from '@brokkie/contracts/payment';
import { formatCents } from '@brokkie/domain/format';
import { localeTags, type Locale } from '@brokkie/domain/locales';
import type { SandboxPaymentRow } from '@brokkie/db/payment-queries';
import { translateKey, type TranslationParams } from '../../lib/translator.ts';
import { sandboxOutcomes, type SandboxOutcome } from './sandbox-provider.ts';

/**
 * The sandbox's hosted checkout page: plain server-rendered HTML (no script), translated through
 * the `sandbox_payment` namespace of the catalogs, clearly marked as a test. One real form with
 * two fieldsets of labelled radio buttons, so that it works with the keyboard alone (Tab between
 * the groups and the button, arrow keys within a group) and with a screen reader.
 */

const colours = {
  page: '#fff8f0',
  card: '#ffffff',
  border: '#e6d8c6',
  primary: '#b4472c',
  primaryDark: '#8f3621',
  accent: '#1f4e46',
  ink: '#2b211c',
  muted: '#5f524a',
  warning: '#fcefd9',
  warningBorder: '#d99a2b',
};

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:${colours.page};color:${colours.ink};font-family:'Nunito','Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:16px;line-height:1.5}
.banner{margin:0;padding:12px 16px;background:${colours.warning};border-bottom:3px solid ${colours.warningBorder};text-align:center}
main{max-width:560px;margin:0 auto;padding:24px 16px 48px}
.brand{margin:0 0 16px;font-size:26px;font-weight:800;letter-spacing:-0.5px;color:${colours.primary}}
.card{background:${colours.card};border:1px solid ${colours.border};border-radius:20px;padding:24px 20px}
h1{margin:0 0 8px;font-size:24px;line-height:1.25}
.amount{margin:0;font-size:32px;font-weight:800}
.description{margin:4px 0 16px;color:${colours.muted}}
.note{margin:0 0 16px;padding:12px 16px;background:${colours.page};border-radius:12px}
fieldset{margin:0 0 20px;padding:0;border:0}
legend{padding:0;margin:0 0 8px;font-weight:800;font-size:18px}
.hint{margin:-4px 0 8px;color:${colours.muted}}
.option{display:flex;align-items:center;gap:12px;margin:0 0 8px;padding:0 0 0 14px;border:2px solid ${colours.border};border-radius:14px;background:${colours.card}}
.option:has(input:checked){border-color:${colours.accent};background:#eef5f3}
.option:has(input:focus-visible){outline:3px solid ${colours.accent};outline-offset:2px}
.option input{width:20px;height:20px;margin:0;accent-color:${colours.accent};flex:none}
.option label{flex:1;padding:12px 14px 12px 0;cursor:pointer}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid ${colours.accent};outline-offset:3px}
button{display:block;width:100%;padding:14px 24px;border:0;border-radius:999px;background:${colours.primary};color:#fff;font:inherit;font-weight:800;font-size:17px;cursor:pointer}
button:hover{background:${colours.primaryDark}}
a{color:${colours.accent};font-weight:700}
`;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function translator(locale: Locale) {
  return (key: string, params: TranslationParams = {}) => {
    const escaped = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, escapeHtml(String(value))]));
    return translateKey(locale, `sandbox_payment.${key}`, escaped) ?? escapeHtml(key);
  };
}

function page(locale: Locale, title: string, body: string): string {
  const t = translator(locale);
  return `<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${styles}</style>
</head>
<body>
<p class="banner" role="note"><strong>${t('banner_title')}</strong> ${t('banner_text')}</p>
<main>
<p class="brand">Brokkie</p>
<div class="card">
${body}
</div>
</main>
</body>
</html>
`;
}

function radio(group: string, value: string, label: string, checked: boolean): string {
  const id = `${group}-${value}`;
  return `<div class="option"><input type="radio" id="${id}" name="${group}" value="${value}"${checked ? ' checked' : ''} required><label for="${id}">${label}</label></div>`;
}

/** The checkout form of an open payment. */
export function renderCheckoutPage(locale: Locale, payment: SandboxPaymentRow, formAction: string): string {
  const t = translator(locale);
  const chosen = (checkoutMethods as readonly string[]).includes(payment.method ?? '') ? (payment.method as CheckoutMethod) : 'bancontact';
  const methods = checkoutMethods.map((method) => radio('method', method, t(`methods.${method}`), method === chosen)).join('\n');
  const outcomes = sandboxOutcomes
    .map((outcome: SandboxOutcome) => radio('outcome', outcome, t(`outcomes.${outcome}`), outcome === 'paid'))
    .join('\n');
  const firstNote = payment.sequenceType === 'first' ? `<p class="note">${t('first_payment_note')}</p>` : '';
  return page(
    locale,
    t('page_title'),
    `<h1>${t('heading')}</h1>
<p class="amount">${escapeHtml(formatCents(payment.amountCents, locale))}</p>
<p class="description">${escapeHtml(payment.description)}</p>
${firstNote}
<form method="post" action="${escapeHtml(formAction)}">
<input type="hidden" name="token" value="${escapeHtml(payment.checkoutToken)}">
<fieldset>
<legend>${t('method_legend')}</legend>
${methods}
</fieldset>
<fieldset aria-describedby="outcome-hint">
<legend>${t('outcome_legend')}</legend>
<p class="hint" id="outcome-hint">${t('outcome_hint')}</p>
${outcomes}
</fieldset>
<button type="submit">${t('submit')}</button>
</form>`,
  );
}

/** A payment that can no longer be paid here (paid, failed, canceled, expired, pending). */
export function renderClosedPage(locale: Locale, payment: SandboxPaymentRow): string {
  const t = translator(locale);
  const back = payment.redirectUrl
    ? `<p><a href="${escapeHtml(payment.redirectUrl)}">${t('back_link')}</a></p>`
    : '';
  return page(
    locale,
    t('page_title'),
    `<h1>${t('closed_heading')}</h1>
<p>${t('closed_text', { status: translateKey(locale, `sandbox_payment.statuses.${payment.status}`) ?? payment.status })}</p>
${back}`,
  );
}

/** No such payment, or a form that does not belong to it. */
export function renderProblemPage(locale: Locale, problem: 'not_found' | 'invalid_request'): string {
  const t = translator(locale);
  return page(locale, t('page_title'), `<h1>${t('page_title')}</h1>\n<p>${t(problem)}</p>`);
}
