import PDFDocument from 'pdfkit';
import { formatDay, formatKilograms } from '@brokkie/domain/format';
import type { Database } from '@brokkie/db/client';
import { findBreedsByIds, textIn } from '@brokkie/db/catalogue-queries';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { findIdentityUser } from '@brokkie/db/identity-queries';
import { listWeights, type WeightRow } from '@brokkie/db/pet-passport-queries';
import type { PetPassport } from '@brokkie/contracts/pet-passport';
import { todayIsoDate } from '@brokkie/domain/dates';
import { localeTags, type Locale } from '@brokkie/domain/locales';
import { rabiesValidOn } from '@brokkie/domain/pet-passport';
import { colours, printable } from '../../lib/pdf-text.ts';
import { translateMessage, type TranslationParams } from '../../lib/translator.ts';
import { catalogueLanguageOf } from '../catalogue/catalogue-service.ts';
import { requireAnimal } from './animal-service.ts';
import { passportOf } from './pet-passport-service.ts';

/**
 * The pet passport as a printable A4 PDF (issue 13), in the language of the request: what a vet,
 * a pet sitter or a border check reads about the pet. Texts are the web page's own
 * (`pet_passport.*`), so the paper and the screen say the same.
 */

const regular = 'Helvetica';
const bold = 'Helvetica-Bold';
const pageWidth = 595.28;
const pageHeight = 841.89;
const left = 50;
const right = pageWidth - 50;
const contentWidth = right - left;
const contentBottom = pageHeight - 60;
const labelWidth = 150;

/** Weighings on the chart and in the table: the last two years at most. */
const chartedWeighings = 24;

export interface PassportDocument {
  fileName: string;
  pdf: Buffer;
}

interface Facts {
  locale: Locale;
  pet: Awaited<ReturnType<typeof requireAnimal>>;
  passport: PetPassport;
  breeds: string[];
  owner: { name: string; email: string | null; phone: string };
  weights: WeightRow[];
  today: string;
}

type Doc = PDFKit.PDFDocument;

class Writer {
  y = 0;
  constructor(
    readonly doc: Doc,
    readonly facts: Facts,
  ) {}

  t(key: string, params?: TranslationParams): string {
    return printable(translateMessage(this.facts.locale, { key: `pet_passport.${key}`, params }));
  }

  date(iso: string): string {
    return printable(formatDay(iso, this.facts.locale));
  }

  kg(kg: number): string {
    return printable(formatKilograms(kg, this.facts.locale));
  }

  room(height: number): void {
    if (this.y + height <= contentBottom) return;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
  }

  text(value: string, x: number, width: number, options: { font?: string; size?: number; colour?: string } = {}): number {
    this.doc
      .font(options.font ?? regular)
      .fontSize(options.size ?? 10)
      .fillColor(options.colour ?? colours.ink)
      .text(value, x, this.y, { width });
    return this.doc.heightOfString(value, { width });
  }

  heading(value: string): void {
    this.room(60);
    this.y += 14;
    this.text(value, left, contentWidth, { font: bold, size: 13, colour: colours.primary });
    this.y += 18;
    this.doc.moveTo(left, this.y).lineTo(right, this.y).lineWidth(0.5).strokeColor(colours.border).stroke();
    this.y += 8;
  }

  row(label: string, value: string | null): void {
    const shown = value === null || value === '' ? this.t('pdf.not_filled_in') : printable(value);
    this.doc.font(regular).fontSize(10);
    const height = Math.max(this.doc.heightOfString(shown, { width: contentWidth - labelWidth }), 12);
    this.room(height + 6);
    this.text(label, left, labelWidth - 10, { colour: colours.muted });
    this.text(shown, left + labelWidth, contentWidth - labelWidth, { colour: value ? colours.ink : colours.muted });
    this.y += height + 6;
  }
}

function drawHeader(w: Writer): void {
  const { doc, facts } = w;
  doc.rect(0, 0, pageWidth, 92).fill(colours.primary);
  doc.font(bold).fontSize(26).fillColor(colours.cream).text(w.t('pdf.brand'), left, 30, { width: 200 });
  doc
    .font(bold)
    .fontSize(20)
    .text(w.t('pdf.title'), left + 200, 28, { width: contentWidth - 200, align: 'right' });
  doc
    .font(regular)
    .fontSize(11)
    .text(printable(facts.pet.name), left + 200, 56, { width: contentWidth - 200, align: 'right' });
  w.y = 110;
  w.text(w.t('pdf.printed_on', { date: w.date(facts.today) }), left, contentWidth, { size: 9, colour: colours.muted });
  w.y += 14;
}

function drawIdentity(w: Writer): void {
  const { facts } = w;
  const { pet, passport } = facts;
  w.heading(w.t('sections.identity'));
  w.row(w.t('fields.name'), pet.name);
  w.row(w.t('fields.species'), w.t(`species.${pet.type}`));
  w.row(w.t('fields.breed'), facts.breeds.length > 0 ? facts.breeds.join(' × ') : null);
  w.row(w.t('fields.sex'), w.t(`sexes.${pet.sex}`));
  w.row(w.t('fields.birth_date'), w.date(pet.dateOfBirth) + (pet.exactBirthdate ? '' : ` (${w.t('pdf.estimated')})`));
  w.row(w.t('fields.chip_number'), passport.chip_number);
  w.row(w.t('fields.passport_number'), passport.passport_number);
  w.row(w.t('fields.markings'), passport.markings);
}

function drawContacts(w: Writer): void {
  const { owner } = w.facts;
  const { passport } = w.facts;
  w.heading(w.t('sections.owner'));
  w.row(w.t('fields.owner_name'), owner.name);
  w.row(w.t('fields.owner_email'), owner.email);
  w.row(w.t('fields.owner_phone'), owner.phone);
  w.heading(w.t('sections.vet'));
  w.row(w.t('fields.vet_name'), passport.vet_name);
  w.row(w.t('fields.vet_phone'), passport.vet_phone);
  w.row(w.t('fields.vet_address'), passport.vet_address);
}

function drawVaccinations(w: Writer): void {
  const { passport, today } = w.facts;
  w.heading(w.t('sections.vaccinations'));
  if (passport.rabies_valid_until !== null || passport.vaccinations.some((v) => v.rabies)) {
    const valid = rabiesValidOn(passport.rabies_valid_until, today);
    const line =
      passport.rabies_valid_until === null
        ? w.t('rabies.no_booster')
        : valid
          ? w.t('rabies.valid_until', { date: w.date(passport.rabies_valid_until) })
          : w.t('rabies.expired_on', { date: w.date(passport.rabies_valid_until) });
    w.room(20);
    w.y += w.text(line, left, contentWidth, { font: bold, colour: valid ? colours.ink : colours.primary }) + 8;
  }
  if (passport.vaccinations.length === 0) {
    w.room(16);
    w.y += w.text(w.t('vaccinations.none'), left, contentWidth, { colour: colours.muted }) + 6;
    return;
  }
  const columns = [
    { key: 'vaccinations.vaccine', x: left, width: 170 },
    { key: 'vaccinations.date', x: left + 170, width: 100 },
    { key: 'vaccinations.note', x: left + 270, width: 120 },
    { key: 'vaccinations.valid_until', x: left + 390, width: contentWidth - 390 },
  ];
  w.room(20);
  for (const column of columns) w.text(w.t(column.key), column.x, column.width - 6, { font: bold, size: 9, colour: colours.muted });
  w.y += 16;
  for (const vaccination of w.facts.passport.vaccinations) {
    const cells = [
      printable(vaccination.title),
      w.date(vaccination.date),
      printable(vaccination.note),
      vaccination.valid_until ? w.date(vaccination.valid_until) : w.t('vaccinations.no_booster'),
    ];
    w.doc.font(regular).fontSize(10);
    const height = Math.max(...cells.map((value, index) => w.doc.heightOfString(value, { width: (columns[index]?.width ?? 100) - 6 })), 12);
    w.room(height + 6);
    cells.forEach((value, index) => {
      const column = columns[index];
      if (column) w.text(value, column.x, column.width - 6);
    });
    w.y += height + 6;
  }
}

function drawHealth(w: Writer): void {
  const { passport } = w.facts;
  w.heading(w.t('sections.health'));
  w.row(w.t('fields.allergies'), passport.allergies);
  w.row(w.t('fields.medication'), passport.medication);
}

function drawWeights(w: Writer): void {
  const weights = w.facts.weights.slice(-chartedWeighings);
  w.heading(w.t('sections.weight'));
  if (weights.length === 0) {
    w.y += w.text(w.t('weights.none'), left, contentWidth, { colour: colours.muted }) + 6;
    return;
  }
  // A line chart of the weighings, evenly spaced by date order, the axis from the lightest to the heaviest.
  const chartHeight = 120;
  w.room(chartHeight + 40);
  const top = w.y;
  const kilos = weights.map((row) => row.weightGrams / 1000);
  const low = Math.min(...kilos);
  const high = Math.max(...kilos);
  const span = high - low || 1;
  const chartLeft = left + 50;
  const chartWidth = contentWidth - 60;
  const xOf = (index: number) => (weights.length === 1 ? chartLeft + chartWidth / 2 : chartLeft + (index * chartWidth) / (weights.length - 1));
  const yOf = (kg: number) => top + chartHeight - ((kg - low) / span) * (chartHeight - 20) - 10;
  w.doc.rect(chartLeft - 10, top, chartWidth + 20, chartHeight).fill(colours.cream);
  w.doc.font(regular).fontSize(8).fillColor(colours.muted);
  w.doc.text(w.kg(high), left, yOf(high) - 4, { width: 45, align: 'right' });
  if (high !== low) w.doc.text(w.kg(low), left, yOf(low) - 4, { width: 45, align: 'right' });
  kilos.forEach((kg, index) => {
    if (index === 0) w.doc.moveTo(xOf(index), yOf(kg));
    else w.doc.lineTo(xOf(index), yOf(kg));
  });
  if (kilos.length > 1) w.doc.lineWidth(2).strokeColor(colours.primary).stroke();
  kilos.forEach((kg, index) => w.doc.circle(xOf(index), yOf(kg), 3).fill(colours.primary));
  w.y = top + chartHeight + 10;
  // The table of the same weighings, newest first.
  for (const row of [...weights].reverse()) {
    w.row(w.date(row.measuredOn), w.kg(row.weightGrams / 1000));
  }
}

async function factsOf(db: Database, customer: CustomerRow, animalId: number, locale: Locale): Promise<Facts> {
  const pet = await requireAnimal(db, customer.id, animalId);
  const breedIds = [pet.breed1Id, pet.breed2Id].filter((id): id is number => id !== null);
  const [passport, breeds, identity, weights] = await Promise.all([
    passportOf(db, pet),
    findBreedsByIds(db, breedIds),
    findIdentityUser(db, customer.userId),
    listWeights(db, pet.id, { limit: 1000, offset: 0 }),
  ]);
  const language = catalogueLanguageOf(locale);
  return {
    locale,
    pet,
    passport,
    breeds: breedIds.flatMap((id) => breeds.filter((breed) => breed.id === id).map((breed) => textIn(breed.names, language))),
    owner: {
      name: [customer.firstname, customer.lastname].filter(Boolean).join(' '),
      email: identity && !identity.isAnonymous ? identity.email : null,
      phone: customer.phone,
    },
    weights: weights.rows,
    today: todayIsoDate(),
  };
}

/** GET /animal/{id}/passport/pdf/: the customer's pet's passport (404 for another's pet). */
export async function passportDocument(db: Database, customer: CustomerRow, animalId: number, locale: Locale): Promise<PassportDocument> {
  const facts = await factsOf(db, customer, animalId, locale);
  const title = printable(translateMessage(locale, { key: 'pet_passport.pdf.document_title', params: { name: facts.pet.name } }));
  const brand = printable(translateMessage(locale, { key: 'pet_passport.pdf.brand' }));
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: pageHeight - contentBottom, left, right: pageWidth - right },
    lang: localeTags[locale],
    displayTitle: true,
    info: { Title: title, Subject: title, Author: brand, Creator: brand, Producer: brand },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new Writer(doc, facts);
  drawHeader(w);
  drawIdentity(w);
  drawContacts(w);
  drawVaccinations(w);
  drawHealth(w);
  drawWeights(w);
  doc.end();
  const slug = facts.pet.name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return { fileName: `${w.t('pdf.file_name')}-${slug || facts.pet.id}.pdf`, pdf: await done };
}
