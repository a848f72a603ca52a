import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Animal } from '@brokkie/contracts/animal';
import { toastQueue } from '../../app/components/toast.tsx';
import * as editRoute from '../../app/routes/change-pet-profile-id.tsx';
import * as newRoute from '../../app/routes/change-pet-profile.tsx';
import * as petsRoute from '../../app/routes/dashboard-pets.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page, type Call, type Handler } from '../support/fake-api.ts';
import { item, pet, subscription } from '../support/fixtures.ts';
import { diet, formulas } from '../dashboard-mealplan/recorded-plans.ts';

const rex = pet(3, 'Rex', { image: '/media/animals/rex.webp', breed_1: '/breeds/4/' });
const minou = pet(5, 'Minou', { type: 'cat', sex: 'female', indoor: true, status: 'stopped', stop_kind: 'paused', weight: 4.2 });
const ollie = pet(8, 'Ollie', { status: 'stopped', stop_kind: 'stopped', stop_reason: 'moved abroad' });

let calls: Call[] = [];

interface FakeOptions {
  pets?: Animal[];
  patchError?: { status: number; body: unknown };
  subscribed?: Animal[];
  /** The pet list answers 500 while this says so. */
  listFails?: () => boolean;
  /** So do the prices, and one pet's profile. */
  pricingFails?: () => boolean;
  petFails?: () => boolean;
}

const boom = { status: 500, body: { detail: 'Boom', code: 'internal_error' } };
const labrador = { id: 4, url: '/breeds/4/', name: 'Labrador Retriever', type: 'dog', size: 'large', adult_weight_min_kg: 25, adult_weight_max_kg: 36 };
/** The pets a test can hold: the three of the household and the one added (12). */
const petIds = [rex.id, minou.id, ollie.id, 12];

function household({
  pets = [rex, minou, ollie],
  patchError,
  subscribed = [rex],
  listFails = () => false,
  pricingFails = () => false,
  petFails = () => false,
}: FakeOptions = {}) {
  let list = [...pets];
  let items = subscribed.map((fed, index) => item(index + 1, { kind: 'formula', animal: fed.url, product: '/product/1/', amount: 2 }));
  const onePet = (id: number): Record<string, Handler> => ({
    [`GET /animal/${id}/`]: () =>
      petFails() ? boom : (list.find((candidate) => candidate.id === id) ?? { status: 404, body: { detail: 'Not found.', code: 'not_found' } }),
    [`PATCH /animal/${id}/`]: ({ body }) => {
      if (patchError) return patchError;
      const updated = { ...list.find((candidate) => candidate.id === id)!, ...(body as object) };
      list = list.map((candidate) => (candidate.id === updated.id ? updated : candidate));
      return updated;
    },
    [`PUT /animal/${id}/image/`]: () => ({ ...list.find((candidate) => candidate.id === id)!, image: '/media/animals/new.webp' }),
    [`POST /animal/${id}/get_or_create_diet/`]: () => diet,
  });
  calls = fakeApi(
    {
      'GET /animal/': () => (listFails() ? boom : page(list)),
      'POST /animal/': ({ body }) => {
        const created = pet(12, (body as Animal).name, { ...(body as Partial<Animal>) });
        list = [...list, created];
        return { status: 201, body: created };
      },
      ...Object.assign({}, ...petIds.map(onePet)),
      'GET /breeds/4/': () => labrador,
      'GET /breeds/': () => page([labrador]),
      'POST /pricings/': () =>
        pricingFails()
          ? boom
          : { country: 'BE', interval_weeks: 4, days: 28, animals: [], total_per_delivery: 10781, total_per_delivery_excl_vat: 8910, total_per_day: 385 },
      'GET /recurringdelivery/': () => page([subscription(items, 13050)]),
      'POST /recurringdelivery/3/follow_plan/': ({ body }) => {
        // As the API does: the pet's item follows its plan (added for a new pet), the others stay.
        const animal = (body as { animal: string }).animal;
        if (!items.some((existing) => existing.animal === animal)) {
          items = [...items, item(items.length + 1, { kind: 'formula', animal, product: '/product/1/', amount: 3 })];
        }
        return { kind: 'updated', recurring: subscription(items) };
      },
      'GET /product/': () => page(formulas),
    },
    // A moment passes, as over a network.
    { latency: 10 },
  ).calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The toast queue is the app's one module-level queue: a toast of one test must not show in the next.
  toastQueue.clear();
});

const renderPets = () => renderRoute(petsRoute, { path: '/en/dashboard/pets' });
const renderNewPet = () => renderRoute(newRoute, { path: '/en/change-pet-profile' });

/**
 * renderRoute mounts a module at its literal path, without the app's `:id` segment: the pet's id
 * reaches the real client loader as the router would give it.
 */
function renderEditPet(id: number | string) {
  type Args = Parameters<typeof editRoute.clientLoader>[0];
  const withId = { ...editRoute, clientLoader: (args: Args) => editRoute.clientLoader({ ...args, params: { ...args.params, id: String(id) } }) };
  return renderRoute(withId, { path: `/en/change-pet-profile/${id}` });
}

/** Fills in the new-pet form for Pip, an indoor cat of about two, and saves it. */
async function saveNewCatPip(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Cat' }));
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Pip');
  await user.click(screen.getByRole('radio', { name: 'Boy' }));
  await user.click(screen.getByRole('radio', { name: 'I know roughly how old' }));
  await user.type(screen.getByRole('textbox', { name: /Age in years/ }), '2');
  await user.click(screen.getByRole('radio', { name: 'I don’t know the breed' }));
  await user.type(screen.getByRole('textbox', { name: /Weight in kg/ }), '4');
  await user.click(screen.getByRole('radio', { name: /Just right/ }));
  await user.click(within(screen.getByRole('radiogroup', { name: /Neutered/ })).getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('radio', { name: 'Indoors only' }));
  await user.click(screen.getByRole('radio', { name: /^Calm/ }));
  await user.click(screen.getByRole('button', { name: 'Save Pip and see the meal plan' }));
}

describe('my pets', () => {
  it('shows each pet with its photo or a drawing, its delivery status and the way to edit it', async () => {
    household();
    renderPets();
    const card = (name: string) => screen.getByRole('listitem', { name });
    await screen.findByRole('heading', { level: 2, name: 'Rex' });
    expect(within(card('Rex')).getByText('Active')).toBeInTheDocument();
    expect(within(card('Minou')).getByText('Paused')).toBeInTheDocument();
    expect(within(card('Ollie')).getByText('Stopped')).toBeInTheDocument();
    expect(within(card('Minou')).getByText(/Female cat · \d+ years · 4.2 kg/)).toBeInTheDocument();
    expect(card('Rex').querySelector('img')).toHaveAttribute('src', '/api/media/animals/rex.webp');
    expect(card('Minou').querySelector('img')).toBeNull();
    expect(within(card('Rex')).getByRole('link', { name: 'Edit Rex’s profile' })).toHaveAttribute('href', '/en/change-pet-profile/3');
    expect(screen.getByRole('link', { name: 'Add a pet' })).toHaveAttribute('href', '/en/change-pet-profile');
  });

  it('says when the pets could not be loaded, and tries again', async () => {
    let fail = true;
    household({ listFails: () => fail });
    const user = userEvent.setup();
    renderPets();
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded just now');
    expect(screen.getByRole('heading', { level: 1, name: 'My pets' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rex' })).toBeInTheDocument();
  });

  it('invites to add a first pet', async () => {
    household({ pets: [] });
    renderPets();
    expect(await screen.findByRole('heading', { name: 'No pets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a pet' })).toBeInTheDocument();
  });
});

// Filling in a whole profile is some forty interactions: slow on a busy machine.
describe('a pet’s profile', { timeout: 30_000 }, () => {
  it('edits an existing pet with every answer filled in, and puts the API’s field errors on their fields', async () => {
    household({
      patchError: { status: 400, body: { detail: 'Invalid input.', code: 'validation_error', fields: { breed_1: ['This breed is not a breed of dogs.'] } } },
    });
    const user = userEvent.setup();
    renderEditPet(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rex’s profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Rex');
    expect(screen.getByRole('combobox', { name: /Breed/ })).toHaveValue('Labrador Retriever');
    expect(screen.getByRole('textbox', { name: /Weight in kg/ })).toHaveValue('20');
    const weight = screen.getByRole('textbox', { name: /Weight in kg/ });
    await user.clear(weight);
    await user.type(weight, '21.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This breed is not a breed of dogs.')).toBeInTheDocument();
    expect(weight).toHaveValue('21.5');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ name: 'Rex', weight: 21.5, breed_1: '/breeds/4/' });
  });

  it('saves an edited pet with its new photo, its deliveries follow its plan, and goes back to the pets', async () => {
    household();
    // jsdom has no object URLs (the photo's preview); this file's own URL gets them.
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderEditPet(3);
    const weight = await screen.findByRole('textbox', { name: /Weight in kg/ });
    await user.clear(weight);
    await user.type(weight, '21.5');
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['png'], 'rex.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/dashboard/pets');
    expect(screen.getByText('Rex’s profile is saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ name: 'Rex', weight: 21.5 });
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe('/animal/3/image/');
    expect(calls.find((call) => call.method === 'PUT')?.headers.get('Content-Type')).toBe('image/png');
    expect(calls.find((call) => call.path === '/recurringdelivery/3/follow_plan/')?.body).toEqual({ animal: rex.url });
  });

  it('says when the pet does not exist', async () => {
    household();
    renderEditPet(99);
    expect(await screen.findByText('We can’t find this pet. It may have been removed.')).toBeInTheDocument();
  });

  it('asks the API nothing for an address whose id is no number', async () => {
    household();
    renderEditPet('abc');
    expect(await screen.findByText('We can’t find this pet. It may have been removed.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/animal/NaN'))).toEqual([]);
  });

  it('says when the profile could not be loaded, and tries again', async () => {
    let fail = true;
    household({ petFails: () => fail });
    const user = userEvent.setup();
    renderEditPet(3);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded just now');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rex’s profile' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Breed/ })).toHaveValue('Labrador Retriever');
  });

  it('refuses a photo that is too large before uploading anything', async () => {
    household();
    const user = userEvent.setup({ applyAccept: false });
    renderEditPet(3);
    await screen.findByRole('heading', { level: 1, name: 'Rex’s profile' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'rex.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('This photo is larger than 10 MB. Please choose a smaller one.')).toBeInTheDocument();
    await user.upload(input, new File(['%PDF'], 'rex.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/This file is not a photo we can use/)).toBeInTheDocument();
  });

  it('adds a pet, shows its plan and price, then adds it to the deliveries without touching the others', async () => {
    household({ pets: [rex], subscribed: [rex] });
    const user = userEvent.setup();
    renderNewPet();
    await user.click(await screen.findByRole('radio', { name: 'Dog' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Bella');
    await user.click(screen.getByRole('radio', { name: 'Girl' }));
    await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '12032022');
    await user.click(screen.getByRole('radio', { name: 'I don’t know the breed' }));
    await user.click(screen.getByRole('radio', { name: /Medium/ }));
    await user.type(screen.getByRole('textbox', { name: /Weight in kg/ }), '18');
    await user.click(screen.getByRole('radio', { name: /Just right/ }));
    // Not neutered: the form asks whether she is pregnant or nursing; neutered, it no longer does.
    await user.click(within(screen.getByRole('radiogroup', { name: /Neutered/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(screen.getByRole('radiogroup', { name: /Pregnant/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(screen.getByRole('radiogroup', { name: /Neutered/ })).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('radiogroup', { name: /Pregnant/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Active/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Joint problems' }));
    await user.click(screen.getByRole('button', { name: 'Save Bella and see the meal plan' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Bella!' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/animal/')?.body).toMatchObject({
      name: 'Bella',
      type: 'dog',
      sex: 'female',
      dateOfBirth: '2022-03-12',
      size: 'medium',
      weight: 18,
      complaints: ['joints'],
    });
    // The price first: now €130.50, with Bella €130.50 + €107.81.
    expect(await screen.findByText('Your deliveries now cost €130.50 every 4 weeks. With Bella’s food they cost €238.31.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/recurringdelivery/3/follow_plan/')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Add Bella to my deliveries' }));
    expect(await screen.findByText(/Bella’s food comes with your next delivery/)).toBeInTheDocument();
    // One call names the new pet only: the API leaves Rex's item as it is.
    expect(calls.filter((call) => call.method !== 'GET' && call.path.startsWith('/recurringdelivery')).map((call) => call.body)).toEqual([
      { animal: '/animal/12/' },
    ]);
  });

  it('adds a pet while another pet of the deliveries is paused: that pet’s items are not touched', async () => {
    household({ pets: [rex, minou], subscribed: [rex, minou] });
    const user = userEvent.setup();
    renderNewPet();
    await saveNewCatPip(user);
    await user.click(await screen.findByRole('button', { name: 'Add Pip to my deliveries' }));
    expect(await screen.findByText(/Pip’s food comes with your next delivery/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/recurringdelivery/3/follow_plan/')?.body).toEqual({ animal: '/animal/12/' });
  });

  it('keeps a new pet whose plan could not be worked out, and works it out again', async () => {
    let fail = true;
    household({ pets: [rex], subscribed: [rex], pricingFails: () => fail });
    const user = userEvent.setup();
    renderNewPet();
    await saveNewCatPip(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pip!' })).toBeInTheDocument();
    expect(screen.getByText('We couldn’t work out the meal plan just now. The profile is saved.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your deliveries now cost €130.50 every 4 weeks. With Pip’s food they cost €238.31.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/animal/')).toHaveLength(1);
  });
});
