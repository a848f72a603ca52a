import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@brokkie/contracts/address';
import type { Customer } from '@brokkie/contracts/customer';
import { toastQueue } from '../../app/components/toast.tsx';
import { loadAddressBook, type AddressBook } from '../../app/features/profile/addresses-data.ts';
import { AddressesSection } from '../../app/features/profile/addresses-section.tsx';
import * as route from '../../app/routes/dashboard-profile.tsx';
import { clientPageApi } from '../../app/shell/page-api.ts';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page } from '../support/fake-api.ts';

afterEach(() => {
  toastQueue.clear();
  cleanup();
});

const customer: Customer = {
  id: 'hid_abcd1234',
  url: '/customer/hid_abcd1234/',
  email: 'lotte@example.com',
  firstname: 'Lotte',
  lastname: 'Peeters',
  phone: '',
  prefered_country: null,
  prefered_language: null,
  leadsource: '',
  current_store_id: 'brokkie',
  referral_affiliate: '',
  default_delivery_address: '/address/8/',
  billing_address_override: null,
  newsletter: false,
};

function address(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    url: `/address/${id}/`,
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
    ...overrides,
  };
}

const home = address(8);
const office = address(9, { street: 'Meir', number: '1', postal_code: '2000', city: 'Antwerpen', company_name: 'Salon Maes' });

/** The profile's route with the section, reading the address book as the page's loader does, through the fake API. */
function renderSection() {
  return renderRoute(
    {
      default: ({ loaderData }: { loaderData: AddressBook | null }) => <AddressesSection book={loaderData} readOnly={false} />,
      clientLoader: async (args: never) => loadAddressBook(await clientPageApi(args)),
      clientAction: route.clientAction,
    },
    { path: '/en/dashboard/profile' },
  );
}

function apiWith(state: { addresses: Address[]; customer: Customer }, more: Record<string, (call: { body: unknown }) => unknown> = {}) {
  return fakeApi({
    'GET /address/': () => page(state.addresses),
    'GET /customer/': () => page([state.customer]),
    'PATCH /customer/hid_abcd1234/': (call) => {
      state.customer = { ...state.customer, ...(call.body as Partial<Customer>) };
      return state.customer;
    },
    ...more,
  });
}

describe("the profile's addresses", { timeout: 20_000 }, () => {
  it('lists the addresses with the delivery address marked, and makes another one the delivery address', async () => {
    const state = { addresses: [home, office], customer };
    apiWith(state);
    const clicks = userEvent.setup();
    renderSection();
    const items = await screen.findAllByTestId('address-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Veldstraat 12');
    expect(within(items[0]!).getByText('Delivery address')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Delivery address')).not.toBeInTheDocument();
    expect(screen.getByTestId('billing-note')).toHaveTextContent('Your invoices show your delivery address.');

    await clicks.click(within(items[1]!).getByRole('button', { name: 'Deliver here' }));
    await waitFor(() => expect(within(screen.getAllByTestId('address-item')[1]!).getByText('Delivery address')).toBeInTheDocument());
    expect(callsTo('PATCH', '/customer/hid_abcd1234/')[0]?.body).toEqual({ default_delivery_address: '/address/9/' });
    expect(within(screen.getAllByTestId('address-item')[0]!).queryByText('Delivery address')).not.toBeInTheDocument();
    expect(await screen.findByText('Your next boxes go to this address.')).toBeInTheDocument();
  });

  it('sets and clears a separate billing address', async () => {
    const state = { addresses: [home, office], customer };
    apiWith(state);
    const clicks = userEvent.setup();
    renderSection();
    const items = await screen.findAllByTestId('address-item');
    await clicks.click(within(items[1]!).getByRole('button', { name: 'Use for invoices' }));
    await waitFor(() => expect(screen.getByTestId('billing-note')).toHaveTextContent('Your invoices show Meir 1, Antwerpen.'));
    expect(within(screen.getAllByTestId('address-item')[1]!).getByText('Billing address')).toBeInTheDocument();
    await clicks.click(within(screen.getAllByTestId('address-item')[1]!).getByRole('button', { name: 'Invoices to my delivery address' }));
    await waitFor(() => expect(screen.getByTestId('billing-note')).toHaveTextContent('Your invoices show your delivery address.'));
    expect(callsTo('PATCH', '/customer/hid_abcd1234/').map((call) => call.body)).toEqual([
      { billing_address_override: '/address/9/' },
      { billing_address_override: null },
    ]);
  });

  it("adds an address: the API's city suggestion is one press away, then it is saved and can be delivered to", async () => {
    const state = { addresses: [home], customer };
    apiWith(state, {
      'POST /address/': (call) => {
        const body = call.body as Address;
        if (body.city !== 'Brussel') {
          return {
            status: 400,
            body: {
              detail: 'Some fields are not valid.',
              code: 'validation_error',
              fields: { city: ['1000 is Brussel; did you mean Brussel?'] },
              city_suggestions: ['Brussel'],
            },
          };
        }
        const created = address(10, { ...body, id: 10, url: '/address/10/' });
        state.addresses = [...state.addresses, created];
        return { status: 201, body: created };
      },
    });
    const clicks = userEvent.setup();
    renderSection();
    await clicks.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    await clicks.type(within(dialog).getByLabelText(/^Street/), 'Wetstraat');
    await clicks.type(within(dialog).getByLabelText(/^Number/), '16');
    await clicks.type(within(dialog).getByLabelText(/^Postal code/), '1000');
    await clicks.type(within(dialog).getByLabelText(/^City/), 'Gent');
    await clicks.click(within(dialog).getByRole('checkbox', { name: 'Deliver my next boxes to this address' }));
    await clicks.click(within(dialog).getByRole('button', { name: 'Add address' }));

    expect(await within(dialog).findByText('1000 is Brussel; did you mean Brussel?')).toBeInTheDocument();
    await clicks.click(within(dialog).getByRole('button', { name: 'Use Brussel' }));
    expect(within(dialog).getByLabelText(/^City/)).toHaveValue('Brussel');
    expect(within(dialog).getByLabelText(/^City/)).toHaveFocus();
    await clicks.click(within(dialog).getByRole('button', { name: 'Add address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/address/').map((call) => (call.body as Address).city)).toEqual(['Gent', 'Brussel']);
    expect(callsTo('PATCH', '/customer/hid_abcd1234/')[0]?.body).toEqual({ default_delivery_address: '/address/10/' });
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(2));
    const items = screen.getAllByTestId('address-item');
    expect(items[1]).toHaveTextContent('1000 Brussel');
    expect(within(items[1]!).getByText('Delivery address')).toBeInTheDocument();
  });

  it('changes an address in its dialog', async () => {
    const state = { addresses: [home], customer };
    apiWith(state, {
      'PATCH /address/8/': (call) => {
        state.addresses = [{ ...home, ...(call.body as Partial<Address>) }];
        return state.addresses[0];
      },
    });
    const clicks = userEvent.setup();
    renderSection();
    await clicks.click(await screen.findByRole('button', { name: 'Change Veldstraat 12, Gent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change address' });
    const box = within(dialog).getByLabelText(/^Box/);
    await clicks.type(box, '3');
    await clicks.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((callsTo('PATCH', '/address/8/')[0]?.body as Address).box).toBe('3');
    expect(await screen.findByText('Veldstraat 12, box 3')).toBeInTheDocument();
  });

  it("confirms a deletion, shows the API's refusal of the delivery address in use, and deletes another", async () => {
    const state = { addresses: [home, office], customer };
    apiWith(state, {
      'DELETE /address/8/': () => ({
        status: 409,
        body: {
          detail: 'This is the delivery address of your active subscription. Choose another delivery address first, then delete this one.',
          code: 'address_in_use',
        },
      }),
      'DELETE /address/9/': () => {
        state.addresses = [home];
        return { status: 204 };
      },
    });
    const clicks = userEvent.setup();
    renderSection();
    await clicks.click(await screen.findByRole('button', { name: 'Delete Veldstraat 12, Gent' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await clicks.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await within(dialog).findByText(/This is the delivery address of your active subscription/)).toBeInTheDocument();
    await clicks.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getAllByTestId('address-item')).toHaveLength(2);

    await clicks.click(screen.getByRole('button', { name: 'Delete Meir 1, Antwerpen' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await clicks.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(1));
    // The card that opened the dialog is gone: focus is on the section's button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus());
  });

  it('says so when the addresses could not be read', async () => {
    fakeApi({});
    renderSection();
    expect(await screen.findByText(/Your addresses cannot be shown right now/)).toBeInTheDocument();
  });
});
