import PDFDocument from 'pdfkit';
import { formatBasisPoints, formatCents, formatDate, formatDay, formatGrams } from '@brokkie/domain/format';
import { formatIban, type CompanyDetails } from '@brokkie/domain/company';
import { localeTags } from '@brokkie/domain/locales';
import { type Cents } from '@brokkie/domain/money';
import { colours, printable } from '../../lib/pdf-text.ts';
import { translateMessage, type TranslationParams } from '../../lib/translator.ts';
import type { Invoice, InvoiceAddress, InvoiceLine } from './invoice-service.ts';

const regular = 'Helvetica';
const bold = 'Helvetica-Bold';

// A4 in points; content between the margins, the footer below `contentBottom`.
const pageWidth = 595.28;
const pageHeight = 841.89;
const left = 50;
const right = pageWidth - 50;
const contentWidth = right - left;
const contentBottom = pageHeight - 80;
const headerHeight = 88;

/** The table of lines: description, quantity, unit price, VAT rate, total. */
const columns = {
  description: { x: left, width: 228 },
  quantity: { x: left + 228, width: 42 },
  unitPrice: { x: left + 270, width: 92 },
  vatRate: { x: left + 362, width: 46 },
  total: { x: left + 408, width: contentWidth - 408 },
};

/** Mollie's method ids (and the sandbox's) that have a name in the catalogs. */
const namedMethods = new Set(['bancontact', 'ideal', 'creditcard', 'directdebit', 'paypal', 'applepay', 'kbc', 'belfius', 'banktransfer']);

interface Formatters {
  t: (key: string, params?: TranslationParams) => string;
  money: (cents: Cents) => string;
  percent: (basisPoints: number) => string;
  weight: (grams: number) => string;
  date: (date: Date | string) => string;
  country: (code: string) => string;
}

function formattersFor(invoice: Invoice): Formatters {
  const { locale } = invoice;
  const regions = new Intl.DisplayNames([localeTags[locale]], { type: 'region' });
  return {
    t: (key, params) => printable(translateMessage(invoice.locale, { key: `invoice.${key}`, params })),
    money: (cents) => printable(formatCents(cents, locale)),
    percent: (basisPoints) => printable(formatBasisPoints(basisPoints, locale)),
    weight: (grams) => printable(formatGrams(grams, locale)),
    // A delivery date is a calendar day (YYYY-MM-DD), read as that same day in Brussels.
    date: (date) => printable(typeof date === 'string' ? formatDay(date, locale) : formatDate(date, locale)),
    country: (code) => printable(regions.of(code) ?? code),
  };
}

function lineDescription(line: InvoiceLine, f: Formatters): string {
  const product = printable(line.productName);
  if (line.kind !== 'formula' || line.unitGrams === null) return product;
  return f.t(line.trial ? 'lines.trial' : 'lines.formula', { product, weight: f.weight(line.unitGrams) });
}

function addressLines(address: InvoiceAddress, f: Formatters): string[] {
  const street = [address.street, address.number].filter(Boolean).join(' ');
  return [
    address.companyName,
    address.box ? `${street} ${f.t('address_box', { box: address.box })}` : street,
    `${address.postalCode} ${address.city}`,
    f.country(address.country),
  ]
    .filter(Boolean)
    .map(printable);
}

/**
 * The invoice as a PDF (A4), in the invoice's language. The same invoice always gives the same
 * bytes: the document's dates are the invoice date, not the time of rendering, so a download
 * today and one next year are one file.
 */
export function renderInvoicePdf(invoice: Invoice, company: CompanyDetails): Promise<Buffer> {
  const f = formattersFor(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: pageHeight - contentBottom, left, right: pageWidth - right },
    bufferPages: true,
    lang: localeTags[invoice.locale],
    displayTitle: true,
    info: {
      Title: f.t('document_title', { number: invoice.invoiceNumber }),
      Author: printable(company.name),
      Subject: f.t('document_title', { number: invoice.invoiceNumber }),
      Creator: printable(company.name),
      Producer: printable(company.name),
      CreationDate: invoice.invoiceDate,
      ModDate: invoice.invoiceDate,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = drawHeader(doc, invoice, company, f);
  y = drawParties(doc, invoice, company, f, y);
  y = drawMeta(doc, invoice, f, y);
  y = drawLines(doc, invoice, f, y);
  y = drawSummary(doc, invoice, f, y);
  y = drawVatSummary(doc, invoice, f, y);
  y = drawTotals(doc, invoice, f, y);
  drawPaymentNote(doc, invoice, company, f, y);
  drawFooters(doc, invoice, company, f);

  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

/**
 * Writes text at (x, y) within `width`, wrapping a long value, and returns the height it took.
 * Callers keep the room it needs above the footer (`ensureRoom`), so PDFKit never pages by itself.
 */
function cell(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width: number; align?: 'left' | 'right' | 'center'; font?: string; size?: number; colour?: string },
): number {
  const layout = { width: options.width, align: options.align ?? 'left' };
  doc
    .font(options.font ?? regular)
    .fontSize(options.size ?? 9)
    .fillColor(options.colour ?? colours.ink)
    .text(text, x, y, layout);
  return doc.heightOfString(text, layout);
}

/** Starts a new page when `height` no longer fits above the footer; returns where to write. */
function ensureRoom(doc: Doc, y: number, height: number): number {
  if (y + height <= contentBottom) return y;
  doc.addPage();
  return doc.page.margins.top;
}

function drawHeader(doc: Doc, invoice: Invoice, company: CompanyDetails, f: Formatters): number {
  doc.rect(0, 0, pageWidth, headerHeight).fill(colours.primary);
  cell(doc, f.t('logo'), left, 30, { width: 250, font: bold, size: 28, colour: colours.cream });
  cell(doc, f.t('title'), left + 250, 28, { width: contentWidth - 250, align: 'right', font: bold, size: 20, colour: colours.cream });
  const number = printable(invoice.invoiceNumber);
  cell(doc, number, left + 250, 54, { width: contentWidth - 250, align: 'right', size: 10, colour: colours.cream });
  let y = headerHeight;
  if (company.isDevelopment) {
    doc.rect(0, y, pageWidth, 22).fill(colours.sun);
    cell(doc, f.t('development_notice'), left, y + 7, { width: contentWidth, align: 'center', font: bold, size: 9 });
    y += 22;
  }
  return y + 28;
}

function drawParties(doc: Doc, invoice: Invoice, company: CompanyDetails, f: Formatters, top: number): number {
  const columnWidth = contentWidth / 2 - 15;
  const sellerLines = [
    printable(company.street),
    `${printable(company.postalCode)} ${printable(company.city)}`,
    f.country(company.country),
    f.t('seller.vat_number', { value: company.vatNumber }),
    f.t('seller.company_number', { value: printable(company.companyNumber) }),
    f.t('seller.iban', { value: formatIban(company.iban) }),
    ...(company.bic ? [f.t('seller.bic', { value: company.bic })] : []),
    f.t('seller.email', { value: printable(company.email) }),
  ];
  let sellerY = top + cell(doc, printable(company.name), left, top, { width: columnWidth, font: bold, size: 11 }) + 3;
  for (const line of sellerLines) {
    sellerY += cell(doc, line, left, sellerY, { width: columnWidth, size: 9, colour: colours.muted }) + 1.5;
  }

  const x = left + contentWidth / 2 + 15;
  const email = invoice.customerEmail ? [printable(invoice.customerEmail)] : [];
  let customerY = addressBlock(doc, f.t('bill_to'), invoice.billTo, email, x, top, columnWidth, f);
  if (invoice.deliveredTo) {
    customerY = addressBlock(doc, f.t('delivered_to'), invoice.deliveredTo, [], x, customerY + 24, columnWidth, f);
  }
  return Math.max(sellerY, customerY) + 18;
}

function addressBlock(doc: Doc, heading: string, address: InvoiceAddress, extra: string[], x: number, top: number, width: number, f: Formatters): number {
  cell(doc, heading.toUpperCase(), x, top - 12, { width, font: bold, size: 7.5, colour: colours.primary });
  let y = top + cell(doc, printable(address.name), x, top, { width, font: bold, size: 11 }) + 3;
  for (const line of [...addressLines(address, f), ...extra]) {
    y += cell(doc, line, x, y, { width, size: 9 }) + 1.5;
  }
  return y;
}

function drawMeta(doc: Doc, invoice: Invoice, f: Formatters, top: number): number {
  const fields: [string, string][] = [
    [f.t('meta.invoice_number'), printable(invoice.invoiceNumber)],
    [f.t('meta.invoice_date'), f.date(invoice.invoiceDate)],
    ...(invoice.deliveryDate ? [[f.t('meta.delivery_date'), f.date(invoice.deliveryDate)] as [string, string]] : []),
    [f.t('meta.order_number'), String(invoice.deliveryId)],
    [f.t('meta.customer_number'), printable(invoice.customerId)],
  ];
  const height = 40;
  doc.rect(left, top, contentWidth, height).fill(colours.primarySoft);
  const width = contentWidth / fields.length;
  fields.forEach(([label, value], index) => {
    const x = left + index * width + 10;
    cell(doc, label, x, top + 8, { width: width - 14, size: 7.5, colour: colours.muted });
    cell(doc, value, x, top + 21, { width: width - 14, font: bold, size: 9.5 });
  });
  return top + height + 24;
}

function drawTableHeader(doc: Doc, f: Formatters, top: number): number {
  const options = { font: bold, size: 8, colour: colours.muted };
  cell(doc, f.t('columns.description'), columns.description.x, top, { ...options, width: columns.description.width });
  cell(doc, f.t('columns.quantity'), columns.quantity.x, top, { ...options, width: columns.quantity.width, align: 'right' });
  cell(doc, f.t('columns.unit_price'), columns.unitPrice.x, top, { ...options, width: columns.unitPrice.width, align: 'right' });
  cell(doc, f.t('columns.vat_rate'), columns.vatRate.x, top, { ...options, width: columns.vatRate.width, align: 'right' });
  cell(doc, f.t('columns.total'), columns.total.x, top, { ...options, width: columns.total.width, align: 'right' });
  const bottom = top + 14;
  doc.moveTo(left, bottom).lineTo(right, bottom).lineWidth(1).strokeColor(colours.primary).stroke();
  return bottom + 7;
}

function drawLines(doc: Doc, invoice: Invoice, f: Formatters, top: number): number {
  let y = drawTableHeader(doc, f, ensureRoom(doc, top, 60));
  for (const line of invoice.lines) {
    const description = lineDescription(line, f);
    doc.font(regular).fontSize(9);
    const textHeight = doc.heightOfString(description, { width: columns.description.width - 8 });
    const rowHeight = Math.max(textHeight, 11) + 9;
    const start = ensureRoom(doc, y, rowHeight);
    if (start !== y) y = drawTableHeader(doc, f, start);
    doc
      .font(regular)
      .fontSize(9)
      .fillColor(colours.ink)
      .text(description, columns.description.x, y, { width: columns.description.width - 8 });
    cell(doc, String(line.quantity), columns.quantity.x, y, { width: columns.quantity.width, align: 'right' });
    cell(doc, f.money(line.unitPriceInclVat), columns.unitPrice.x, y, { width: columns.unitPrice.width, align: 'right' });
    cell(doc, f.percent(line.vatRate), columns.vatRate.x, y, { width: columns.vatRate.width, align: 'right' });
    cell(doc, f.money(line.totalInclVat), columns.total.x, y, { width: columns.total.width, align: 'right' });
    y += rowHeight;
    doc
      .moveTo(left, y - 5)
      .lineTo(right, y - 5)
      .lineWidth(0.5)
      .strokeColor(colours.border)
      .stroke();
  }
  return y + 4;
}

/** A label and an amount in the right half of the page. */
function amountRow(doc: Doc, label: string, amount: string, y: number, emphasis = false): void {
  const font = emphasis ? bold : regular;
  const size = emphasis ? 10.5 : 9;
  cell(doc, label, left + contentWidth / 2, y, { width: contentWidth / 2 - columns.total.width, font, size });
  cell(doc, amount, columns.total.x, y, { width: columns.total.width, align: 'right', font, size });
}

function drawSummary(doc: Doc, invoice: Invoice, f: Formatters, top: number): number {
  const rows = 1 + invoice.discounts.length + (invoice.discounts.length > 1 ? 1 : 0);
  let y = ensureRoom(doc, top, 16 * rows);
  amountRow(doc, f.t('subtotal'), f.money(invoice.subtotal), y);
  y += 16;
  for (const discount of invoice.discounts) {
    const label = discount.code === null ? f.t('discounts.trial_box') : f.t('discounts.code', { code: printable(discount.code) });
    amountRow(doc, label, f.money(-discount.amount), y);
    y += 16;
  }
  if (invoice.discounts.length > 1) {
    amountRow(doc, f.t('discount_total'), f.money(-invoice.discountTotal), y);
    y += 16;
  }
  return y + 14;
}

function drawVatSummary(doc: Doc, invoice: Invoice, f: Formatters, top: number): number {
  let y = ensureRoom(doc, top, 40 + 16 * invoice.vat.length);
  cell(doc, f.t('vat_summary.heading'), left, y, { width: contentWidth, font: bold, size: 10 });
  y += 18;
  const quarter = contentWidth / 4;
  const headings = ['vat_summary.rate', 'vat_summary.base', 'vat_summary.vat', 'vat_summary.total'];
  headings.forEach((key, index) => {
    const align = index === 0 ? 'left' : 'right';
    cell(doc, f.t(key), left + index * quarter, y, { width: quarter, align, font: bold, size: 8, colour: colours.muted });
  });
  y += 13;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(colours.border).stroke();
  y += 6;
  for (const rate of invoice.vat) {
    const values = [f.percent(rate.rate), f.money(rate.base_excl_vat), f.money(rate.vat), f.money(rate.total_incl_vat)];
    values.forEach((value, index) => {
      cell(doc, value, left + index * quarter, y, { width: quarter, align: index === 0 ? 'left' : 'right' });
    });
    y += 15;
  }
  return y + 14;
}

function drawTotals(doc: Doc, invoice: Invoice, f: Formatters, top: number): number {
  let y = ensureRoom(doc, top, 70);
  amountRow(doc, f.t('totals.excl_vat'), f.money(invoice.totalExclVat), y);
  y += 16;
  amountRow(doc, f.t('totals.vat'), f.money(invoice.totalVat), y);
  y += 20;
  doc.rect(left + contentWidth / 2 - 8, y - 6, contentWidth / 2 + 8, 26).fill(colours.primarySoft);
  amountRow(doc, f.t('totals.incl_vat'), f.money(invoice.total), y + 1, true);
  return y + 40;
}

function drawPaymentNote(doc: Doc, invoice: Invoice, company: CompanyDetails, f: Formatters, top: number): void {
  const date = f.date(invoice.invoiceDate);
  const method = invoice.paymentMethod && namedMethods.has(invoice.paymentMethod) ? f.t(`payment_methods.${invoice.paymentMethod}`) : undefined;
  const lines = [
    { text: method ? f.t('payment.paid_with', { method, date }) : f.t('payment.paid_on', { date }), font: bold },
    { text: f.t('payment.nothing_due'), font: regular },
    { text: f.t('footer.questions', { email: printable(company.email) }), font: regular },
    { text: f.t('footer.thanks'), font: regular },
  ];
  let y = ensureRoom(doc, top, lines.length * 14);
  for (const line of lines) {
    const colour = line.font === bold ? colours.ink : colours.muted;
    cell(doc, line.text, left, y, { width: contentWidth, font: line.font, size: 9, colour });
    y += 14;
  }
}

/**
 * The seller's identification and the page number at the foot of every page; on the pages after
 * the first, whose invoice they continue at the top.
 */
function drawFooters(doc: Doc, invoice: Invoice, company: CompanyDetails, f: Formatters): void {
  const range = doc.bufferedPageRange();
  const address = `${printable(company.street)}, ${printable(company.postalCode)} ${printable(company.city)}`;
  const lines = [
    [printable(company.name), address, f.country(company.country)],
    [f.t('seller.vat_number', { value: company.vatNumber }), f.t('seller.company_number', { value: printable(company.companyNumber) })],
    [
      f.t('seller.iban', { value: formatIban(company.iban) }),
      ...(company.bic ? [f.t('seller.bic', { value: company.bic })] : []),
      printable(company.email),
      ...(company.website ? [printable(company.website)] : []),
    ],
  ].map((parts) => parts.join('  ·  '));
  const muted = { size: 7, colour: colours.muted };
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Writing below the bottom margin would otherwise make PDFKit start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (index > 0) {
      const running = `${f.t('logo')}  ·  ${f.t('document_title', { number: invoice.invoiceNumber })}`;
      cell(doc, running, left, 26, { width: contentWidth, font: bold, size: 8, colour: colours.primary });
    }
    let y = pageHeight - 62;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(colours.border).stroke();
    y += 7;
    for (const line of lines) y += cell(doc, line, left + 40, y, { ...muted, width: contentWidth - 80, align: 'center' }) + 1;
    const pageNumber = f.t('footer.page', { page: index + 1, pages: range.count });
    cell(doc, pageNumber, right - 60, pageHeight - 34, { ...muted, width: 60, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
}
