import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@brokkie/contracts/address';
import type { Customer } from '@brokkie/contracts/customer';
import type { InsuranceLead } from '@brokkie/contracts/insurance';
import type { PetPassport } from '@brokkie/contracts/pet-passport';
import { consentBannerVersion, consentCookie, consentCookieName } from '@brokkie/domain/consent';
import { insuranceQuote } from '@brokkie/domain/insurance';
import { formatCents } from '@brokkie/domain/format';
import { toastQueue } from '../../app/components/toast.tsx';
import * as overviewRoute from '../../app/routes/insurance.tsx';
import * as questionnaireRoute from '../../app/routes/insurance-questionnaire.tsx';
import * as thankYouRoute from '../../app/routes/insurance-thankyou.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { shellData } from '../components/render-with-shell.tsx';
import { callsTo, fakeApi, page, refused, type Handler } from '../support/fake-api.ts';
import { pet } from '../support/fixtures.ts';

// Issue 15, pet insurance: the product page's premium (the domain's one premium table), the
// questionnaire pre-filled from the pet, the customer and their address, one lead however often
// Submit is pressed, its conversion, and the thank-you page; outside Belgium no form at all.

const rex = pet(3, 'Rex', { complaints: ['joints'] });
const minou = pet(4, 'Minou', { type: 'cat', sex: 'female', indoor: true, size: null, dateOfBirth: '2014-02-01' });
const bobby = pet(5, 'Bobby', { size: null, dateOfBirth: '2024-06-01' });

// Brussels' today in these tests: 26 November 2026; a new policy starts on 1 December.
const startDate = '2026-12-01';

function passport(id: number, chip: string | null): PetPassport {
  return {
    animal: `/animal/${id}/`,
    chip_number: chip,
    passport_number: null,
    markings: null,
    allergies: null,
    medication: null,
    vet_name: null,
    vet_phone: null,
    vet_address: null,
    vaccinations: [],
    rabies_valid_until: null,
  };
}

const customer: Customer = {
  id: 'hid_abcd1234',
  url: '/customer/hid_abcd1234/',
  email: 'lotte@example.com',
  firstname: 'Lotte',
  lastname: 'Peeters',
  phone: '+32 470 12 34 56',
  prefered_country: null,
  prefered_language: null,
  leadsource: '',
  current_store_id: 'brokkie',
  referral_affiliate: '',
  default_delivery_address: '/address/8/',
  billing_address_override: null,
  newsletter: false,
};

const address: Address = {
  id: 8,
  url: '/address/8/',
  firstname: 'Lotte',
  lastname: 'Peeters',
  company_name: '',
  street: 'Veldstraat',
  number: '12',
  box: '',
  postal_code: '9000',
  city: 'Gent',
  country: 'BE',
  phone: '',
};

function lead(overrides: Partial<InsuranceLead> = {}): InsuranceLead {
  return {
    id: 21,
    url: '/insurancelead/21/',
    status: 'sent',
    offer: 'standard',
    cover: 'comfort',
    deductible_cents: 10000,
    premium_cents: 2500,
    animal: rex.url,
    pet: { name: 'Rex', type: 'dog', date_of_birth: rex.dateOfBirth, size: 'medium' },
    chip_number: '981098104123456',
    conditions: ['joints'],
    conditions_text: '',
    owner: {
      firstname: 'Lotte',
      lastname: 'Peeters',
      email: 'lotte@example.com',
      phone: '+32 470 12 34 56',
      street: 'Veldstraat',
      number: '12',
      box: '',
      postal_code: '9000',
      city: 'Gent',
    },
    start_date: startDate,
    consent_at: '2026-11-26T09:00:00.000Z',
    created_at: '2026-11-26T09:00:00.000Z',
    sent_at: '2026-11-26T09:00:05.000Z',
    decided_at: null,
    ...overrides,
  };
}

const money = (cents: number) => formatCents(cents, 'en');
const premium = (offer: 'standard' | 'corona_direct', cover: 'accident' | 'comfort' | 'premium', deductible: 0 | 10000 | 25000, of = rex) => {
  const quote = insuranceQuote({ type: of.type, dateOfBirth: of.dateOfBirth, size: of.size }, { offer, cover, deductible }, startDate);
  if (!quote.eligible) throw new Error('not eligible');
  return `${money(quote.monthlyCents)} a month`;
};

const created: Handler = ({ body }) => ({ status: 201, body: lead({ id: 30, status: 'new', offer: (body as { offer: InsuranceLead['offer'] }).offer }) });

function household({ leads = [] as InsuranceLead[], create = created }: { leads?: InsuranceLead[]; create?: Handler } = {}) {
  return fakeApi(
    {
      'GET /animal/': () => page([rex, minou, bobby]),
      'GET /insurancelead/': () => page(leads),
      'GET /customer/': () => page([customer]),
      'GET /address/': () => page([address]),
      [`GET /animal/${rex.id}/passport/`]: () => passport(rex.id, '981098104123456'),
      [`GET /animal/${minou.id}/passport/`]: () => passport(minou.id, null),
      [`GET /animal/${bobby.id}/passport/`]: () => passport(bobby.id, null),
      'POST /insurancelead/': create,
      'POST /fb-conversions/insurance_lead/': () => ({ status: 201, body: { recorded: true } }),
      'POST /tiktok-events/insurance_lead/': () => ({ status: 201, body: { recorded: true } }),
      'POST /fb-conversions/insurance_corona_direct_lead/': () => ({ status: 201, body: { recorded: true } }),
      'POST /tiktok-events/insurance_corona_direct_lead/': () => ({ status: 201, body: { recorded: true } }),
      'GET /customer/consent/': () => page([]),
      'POST /customer/consent/': () => ({ status: 201, body: {} }),
    },
    { latency: 5 },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00+01:00'));
  localStorage.clear();
});

afterEach(() => {
  toastQueue.clear();
  cleanup();
  document.cookie = `${consentCookieName}=; Max-Age=0; Path=/`;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(await screen.findByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the insurance page', { timeout: 20_000 }, () => {
  it('quotes the first pet’s monthly premium with both insurers before anything is asked, and follows the cover and the deductible', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(overviewRoute, { path: '/en/insurance' });
    const calculator = await screen.findByRole('region', { name: 'What would it cost?' });
    expect(within(calculator).getByRole('radio', { name: /^Rex/ })).toBeChecked();
    expect(calculator).toHaveTextContent(premium('standard', 'comfort', 10000));
    expect(calculator).toHaveTextContent(premium('corona_direct', 'comfort', 10000));

    await user.click(within(calculator).getByRole('radio', { name: /^Premium/ }));
    await user.click(within(calculator).getByRole('radio', { name: 'No deductible' }));
    expect(calculator).toHaveTextContent(premium('standard', 'premium', 0));
    expect(calculator).toHaveTextContent(`Indicative, including 9.25% insurance tax, for a start on 1 December 2026.`);

    await user.click(within(calculator).getByRole('button', { name: 'Request an offer' }));
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/insurance/questionnaire');
  });

  it('says why a pet cannot be insured, and asks a dog’s size when its profile has none', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(overviewRoute, { path: '/en/insurance' });
    const calculator = await screen.findByRole('region', { name: 'What would it cost?' });
    await user.click(within(calculator).getByRole('radio', { name: /^Minou/ }));
    expect(calculator).toHaveTextContent('A cat’s first policy has to start before its 11th birthday');
    expect(within(calculator).getByRole('button', { name: 'Request an offer' })).toBeDisabled();

    await user.click(within(calculator).getByRole('radio', { name: /^Bobby/ }));
    expect(calculator).toHaveTextContent('Tell us how big your dog will be when fully grown');
    await choose(user, /Expected adult size/, 'Large (25 to 45 kg)');
    expect(calculator).toHaveTextContent(premium('standard', 'comfort', 10000, { ...bobby, size: 'large' }));
  });

  it('quotes another pet from its species, birth date and size, and carries them to the questionnaire', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(overviewRoute, { path: '/en/insurance' });
    const calculator = await screen.findByRole('region', { name: 'What would it cost?' });
    await user.click(within(calculator).getByRole('radio', { name: /^Another pet/ }));
    expect(calculator).toHaveTextContent('Fill in the birth date to see the premium.');
    const born = within(calculator).getByRole('textbox', { name: /^Date of birth/ });
    await user.type(born, '3102');
    await user.tab();
    expect(await within(calculator).findByText('Enter the date as DD-MM-YYYY.', { exact: false })).toBeInTheDocument();
    await user.clear(born);
    await user.type(born, '01052026');
    // Not quite 8 weeks old on the start date? 1 May to 1 December is over 8 weeks: quoted.
    await user.click(within(calculator).getByRole('radio', { name: 'Cat' }));
    const kitten = { ...minou, dateOfBirth: '2026-05-01' };
    expect(calculator).toHaveTextContent(premium('standard', 'comfort', 10000, kitten));
    await user.click(within(calculator).getByRole('button', { name: 'Request an offer' }));
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/insurance/questionnaire');
  });

  it('lists the customer’s requests with their status', async () => {
    household({ leads: [lead(), lead({ id: 22, offer: 'corona_direct', status: 'accepted', created_at: '2026-11-27T09:00:00.000Z' })] });
    renderRoute(overviewRoute, { path: '/en/insurance' });
    const requests = await screen.findByRole('region', { name: 'Your requests' });
    const items = within(requests).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Rex with Corona Direct', 'Rex with Brokkie']);
    expect(items[0]).toHaveTextContent('Accepted');
    expect(items[1]).toHaveTextContent('With the insurer');
    expect(within(items[1]!).getByRole('link', { name: 'Details of the request for Rex' })).toHaveAttribute('href', '/en/insurance/thankyou?lead=21');
  });

  it('says plainly outside Belgium that insurance is sold in Belgium only, with no form and no reads', async () => {
    const { calls } = household();
    const shell = shellData({ locale: 'de', localeTag: 'de' });
    renderRoute(overviewRoute, {
      path: '/de/insurance',
      locale: 'de',
      shell: { ...shell, country: shell.country && { ...shell.country, short_name: 'DE', name: 'Germany' } },
    });
    expect(await screen.findByRole('heading', { name: 'Die Tierversicherung gibt es nur in Belgien' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the insurance questionnaire', { timeout: 30_000 }, () => {
  it('opens pre-filled from the pet, the customer and their address, and sends one lead however often Submit is pressed', async () => {
    document.cookie = consentCookie({ analytics: false, marketing: true, version: consentBannerVersion, decidedAt: '2026-11-26T09:00:00.000Z' });
    household();
    const user = userEvent.setup();
    renderRoute(questionnaireRoute, { path: '/en/insurance/questionnaire?pet=3&cover=premium&deductible=25000' });
    const chip = await screen.findByRole('textbox', { name: /^Microchip number/ });
    expect(chip).toHaveValue('981098104123456');
    expect(screen.getByRole('checkbox', { name: 'Joint problems' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Allergies or intolerances' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Lotte');
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('+32 470 12 34 56');
    expect(screen.getByRole('textbox', { name: /^Street/ })).toHaveValue('Veldstraat');
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('9000');
    expect(screen.getByRole('textbox', { name: /^Start date/ })).toHaveValue('01-12-2026');
    expect(screen.getByRole('radio', { name: /^Premium/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '€250.00 a year' })).toBeChecked();
    // Both insurers with their premium; the chosen one names itself in the consent.
    const offers = screen.getByRole('radiogroup', { name: 'Insurer' });
    expect(offers).toHaveTextContent(premium('standard', 'premium', 25000));
    expect(offers).toHaveTextContent(premium('corona_direct', 'premium', 25000));
    await user.click(within(offers).getByRole('radio', { name: /Corona Direct/ }));
    const consent = screen.getByRole('checkbox', { name: /Corona Direct receives these details/ });
    expect(screen.getByRole('link', { name: /Privacy notice of Corona Direct/ })).toHaveAttribute('href', 'https://www.coronadirect.be/nl/privacy');

    // Without consent, nothing leaves.
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText(/without your consent we cannot send your request/)).toBeInTheDocument();
    expect(callsTo('POST', '/insurancelead/')).toHaveLength(0);

    await user.click(consent);
    const submit = screen.getByRole('button', { name: 'Send my request' });
    await user.dblClick(submit);
    await user.click(submit);
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/insurance/thankyou');
    const posts = callsTo('POST', '/insurancelead/');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.body).toEqual({
      offer: 'corona_direct',
      cover: 'premium',
      deductible_cents: 25000,
      animal: '/animal/3/',
      pet: null,
      chip_number: '981098104123456',
      conditions: ['joints'],
      conditions_text: '',
      owner: {
        firstname: 'Lotte',
        lastname: 'Peeters',
        email: 'lotte@example.com',
        phone: '+32 470 12 34 56',
        street: 'Veldstraat',
        number: '12',
        box: '',
        postal_code: '9000',
        city: 'Gent',
      },
      start_date: startDate,
      consent: true,
    });
    // The offer decides the conversion; it counts once for this lead.
    await waitFor(() => expect(callsTo('POST', '/fb-conversions/insurance_corona_direct_lead/')).toHaveLength(1));
    expect(callsTo('POST', '/fb-conversions/insurance_corona_direct_lead/')[0]?.body).toEqual({ customer_id: 'hid_abcd1234' });
    expect(callsTo('POST', '/fb-conversions/insurance_lead/')).toHaveLength(0);
    expect(localStorage.getItem('fb-conversions/insurance_corona_direct_lead30')).toBe('fired');
  });

  it('checks the answers on blur: the chip number, a Belgian postal code, the start window', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(questionnaireRoute, { path: '/en/insurance/questionnaire?pet=4' });
    const chip = await screen.findByRole('textbox', { name: /^Microchip number/ });
    await user.type(chip, '1234');
    await user.tab();
    expect(await screen.findByText(/Enter the microchip number as it appears in the passport/)).toBeInTheDocument();
    const postalCode = screen.getByRole('textbox', { name: /^Postal code/ });
    await user.clear(postalCode);
    await user.type(postalCode, '90000');
    await user.tab();
    expect(await screen.findByText('Number must be less than or equal to 9992.')).toBeInTheDocument();
    const start = screen.getByRole('textbox', { name: /^Start date/ });
    await user.clear(start);
    await user.type(start, '01062027');
    await user.tab();
    expect(await screen.findByText('Choose a start date from 27-11-2026 to 24-02-2027.')).toBeInTheDocument();
  });

  it('asks another pet’s details, and shows the API’s field messages on their fields', async () => {
    household({ create: () => refused({ 'owner.phone': ['The insurer cannot call this number.'], 'pet.date_of_birth': ['Check this date.'] }) });
    const user = userEvent.setup();
    renderRoute(questionnaireRoute, { path: '/en/insurance/questionnaire?type=dog&born=2025-03-01&size=small' });
    const name = await screen.findByRole('textbox', { name: /^Pet’s name/ });
    expect(screen.getByRole('textbox', { name: /^Date of birth/ })).toHaveValue('01-03-2025');
    expect(screen.getByRole('radio', { name: 'Dog' })).toBeChecked();
    await user.type(name, 'Pluto');
    await user.type(screen.getByRole('textbox', { name: /^Microchip number/ }), '981098104123499');
    await user.click(screen.getByRole('checkbox', { name: /Brokkie receives these details/ }));
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText('The insurer cannot call this number.')).toBeInTheDocument();
    expect(screen.getByText('Check this date.')).toBeInTheDocument();
    expect(callsTo('POST', '/insurancelead/')[0]?.body).toMatchObject({
      animal: null,
      pet: { name: 'Pluto', type: 'dog', date_of_birth: '2025-03-01', size: 'small' },
    });
    // A corrected answer is a new submission: a new key.
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(callsTo('POST', '/insurancelead/')).toHaveLength(2));
    const [first, second] = callsTo('POST', '/insurancelead/');
    expect(first?.headers.get('Idempotency-Key')).not.toBe(second?.headers.get('Idempotency-Key'));
  });

  it('names the open request of the same pet with that insurer, with its link', async () => {
    household({
      leads: [lead({ id: 21, status: 'sent' })],
      create: () => ({ status: 409, body: { detail: 'There is already an open request for Rex with this insurer.', code: 'insurance_lead_open' } }),
    });
    const user = userEvent.setup();
    renderRoute(questionnaireRoute, { path: '/en/insurance/questionnaire?pet=3' });
    await user.click(await screen.findByRole('checkbox', { name: /Brokkie receives these details/ }));
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rex already has a request with Brokkie that is being handled.');
    expect(within(alert).getByRole('link', { name: 'See that request' })).toHaveAttribute('href', '/en/insurance/thankyou?lead=21');
  });
});

describe('the insurance thank-you page', { timeout: 20_000 }, () => {
  it('says what happens next and sums the request up', async () => {
    household({ leads: [lead({ id: 21, offer: 'corona_direct', premium_cents: 2431 })] });
    renderRoute(thankYouRoute, { path: '/en/insurance/thankyou?lead=21' });
    expect(await screen.findByText('Thank you, Lotte. Corona Direct has your request for Rex.')).toBeInTheDocument();
    expect(screen.getByText('Corona Direct calls you within 3 working days on +32 470 12 34 56.')).toBeInTheDocument();
    expect(screen.getByText('Your cover starts on 1 December 2026.')).toBeInTheDocument();
    expect(screen.getByText('30 days for illness')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your request' });
    expect(summary).toHaveTextContent('Corona Direct pet insurance');
    expect(summary).toHaveTextContent(`${money(2431)} a month`);
    expect(summary).toHaveTextContent('€100.00 a year');
    expect(summary).toHaveTextContent('With the insurer');
  });

  it('reads nothing outside Belgium (the guard shows the 404 page there)', async () => {
    const { calls } = household({ leads: [lead()] });
    const shell = shellData({ locale: 'nl', localeTag: 'nl' });
    renderRoute(thankYouRoute, {
      path: '/nl/insurance/thankyou',
      locale: 'nl',
      shell: { ...shell, country: shell.country && { ...shell.country, short_name: 'NL' } },
    });
    expect(await screen.findByRole('heading', { name: 'Dierenverzekering is er alleen in België' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the newest request for an unknown one, and the way to a first request without any', async () => {
    household({ leads: [lead({ id: 21 })] });
    renderRoute(thankYouRoute, { path: '/en/insurance/thankyou?lead=999' });
    expect(await screen.findByText('We could not find that request. Here is your latest one.')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Lotte. Brokkie has your request for Rex.')).toBeInTheDocument();
    cleanup();
    household();
    renderRoute(thankYouRoute, { path: '/en/insurance/thankyou' });
    expect(await screen.findByRole('heading', { name: 'No request yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request an offer' })).toHaveAttribute('href', '/en/insurance');
  });
});
