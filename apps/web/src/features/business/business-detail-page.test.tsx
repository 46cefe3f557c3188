import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { BusinessDetails } from '@opentip/shared/schemas/business.schema';
import { USERS_BY_KIND } from '@test/fixtures';
import { json, renderApp, type FetchHandler } from '@test/render-app';
import fr from '@/i18n/locales/fr.json';

const owner = USERS_BY_KIND.businessUser;
const BUSINESS_ID = '7b1d3c8e-4f2a-4d6b-9c1e-2a3b4c5d6e7f';
const AURORA = {
  placeId: 'ChIJlocalAuroraHotelDubai01',
  name: 'Hotel Aurora',
  address: '12 Sheikh Zayed Road, Dubai, United Arab Emirates',
};
const stored: BusinessDetails = {
  id: BUSINESS_ID,
  name: 'Blue Lagoon Golf',
  businessType: 'corporation',
  estimatedRevenue: 'under100k',
  logo: null,
  address: null,
  placeId: null,
};
const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });

/** The API of the page: the stored business, the place search, and PUT answered by `save`. */
function api(save: (body: Record<string, unknown>) => Response, business = stored): FetchHandler {
  return (url, init) => {
    if (url.endsWith('/business/mine')) return ok({ business });
    if (url.includes('/places/search')) return ok({ places: [AURORA], source: 'local' });
    if (url.endsWith(`/business/${BUSINESS_ID}`) && init?.method === 'PUT')
      return save(JSON.parse(String(init.body)) as Record<string, unknown>);
    return undefined;
  };
}
const saved = (body: Record<string, unknown>) =>
  ok({ business: { ...stored, ...body, id: BUSINESS_ID } }, 'Business updated successfully');

async function openPage(handler: FetchHandler) {
  const rendered = renderApp('/business-detail', { user: owner, handler });
  await screen.findByRole('heading', { name: i18next.t('screens.businessDetail') }, { timeout: 8000 });
  return rendered;
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('/business-detail', { timeout: 30_000 }, () => {
  it('loads the current details, picks an address from the place search and saves', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    await openPage(
      api((body) => {
        bodies.push(body);
        return saved({ ...body, address: `${AURORA.name}, ${AURORA.address}` });
      }),
    );
    const name = screen.getByLabelText(/Business name/);
    expect(name).toHaveValue('Blue Lagoon Golf');
    expect(screen.getByLabelText(/Business type/)).toHaveValue('corporation');
    expect(screen.getByLabelText(/Estimated yearly revenue/)).toHaveValue('under100k');

    await user.clear(name);
    await user.type(name, 'Aurora Rooftop');
    await user.selectOptions(screen.getByLabelText(/Estimated yearly revenue/), '1mTo10m');
    await user.type(screen.getByLabelText('Find your business'), 'aurora');
    await user.click(await screen.findByRole('button', { name: /Hotel Aurora/ }));
    expect(screen.getByText(`${AURORA.name}, ${AURORA.address}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Business updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Aurora Rooftop',
        businessType: 'corporation',
        estimatedRevenue: '1mTo10m',
        logo: null,
        address: `${AURORA.name}, ${AURORA.address}`,
        placeId: AURORA.placeId,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it('takes an address typed by hand, without a place', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    await openPage(
      api((body) => {
        bodies.push(body);
        return saved(body);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    await user.type(screen.getByLabelText('Address'), '5 Harbour Street, Sydney');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Business updated successfully');
    expect(bodies[0]).toMatchObject({ address: '5 Harbour Street, Sydney', placeId: null });
  });

  it('shows a place kept earlier, and shows progress while saving', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    await openPage((url, init) =>
      init?.method === 'PUT'
        ? pending
        : api(saved, { ...stored, address: `${AURORA.name}, ${AURORA.address}`, placeId: AURORA.placeId })(
            url,
            init,
          ),
    );
    expect(screen.getByText(`${AURORA.name}, ${AURORA.address}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true'),
    );
    answer(saved({}));
    await screen.findByText('Business updated successfully');
    expect(screen.getByRole('button', { name: /Save/ })).not.toHaveAttribute('aria-busy');
  });

  it('explains wrong values in the reader’s language, and points at what the server refused', async () => {
    const user = userEvent.setup();
    i18next.addResourceBundle('fr', 'translation', fr, true, true);
    await i18next.changeLanguage('fr');
    await openPage(
      api(() =>
        json(404, {
          success: false,
          code: 'PLACE_NOT_FOUND',
          message: 'This place was not found on Google. Please search for it again.',
        }),
      ),
    );
    const name = screen.getByLabelText(/Nom de l'entreprise/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(i18next.t('messages.businessNameInvalid', { lng: 'fr' })),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const refusal = i18next.t('messages.placeNotFound', { lng: 'fr' });
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBeGreaterThan(0));
    expect(within(document.body).queryByText('Business updated successfully')).not.toBeInTheDocument();
  });
});
