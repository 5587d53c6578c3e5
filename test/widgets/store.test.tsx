// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NearestStores, StoreChoice } from '../../src/shared/store-directory.ts';
import { STORES } from '../../src/shared/store-list.ts';
import type { StoresApi } from '../../src/widgets/index.ts';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

/** The stores API, replaced: the ordering itself is the server's, tested there (test/server/stores). */
const nearestStores = vi.fn<StoresApi['nearestStores']>();
const storesApi: StoresApi = { nearestStores };

const store = (number: string, distanceMiles: number | null): StoreChoice => ({
  ...STORES.find((candidate) => candidate.number === number)!,
  distanceMiles,
});
const JOPLIN_FIRST: NearestStores = {
  near: '64801',
  located: true,
  stores: [store('103', 3), store('110', 27), store('102', 70), store('101', 71)],
};
const BY_NUMBER: NearestStores = { near: null, located: false, stores: STORES.map((s) => store(s.number, null)) };

let en: i18n;
let es: i18n;
beforeAll(async () => {
  [en, es] = await Promise.all([createTestI18n('en'), createTestI18n('es')]);
});
beforeEach(() => {
  vi.resetAllMocks();
  nearestStores.mockImplementation(async (zip) =>
    zip === '64801' ? JOPLIN_FIRST : { ...BY_NUMBER, near: zip ?? null },
  );
});
afterEach(cleanup);

const location = (fields: Record<string, unknown>) => ({
  hasAdditionalLocations: true,
  separateCreditLines: false,
  shops: [{ companyName: 'Acme West', ...fields }],
});
const renderAccount = (language: i18n, data: unknown) =>
  renderForm('steps/account-information', language, data, undefined, storesApi);
const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('store choice: the store directory nearest first to the location ZIP code', () => {
  it('asks for the stores near the location ZIP and lists them nearest first, with address and miles', async () => {
    await renderAccount(en, location({ addressZip: '64801' }));
    const box = await screen.findByRole('combobox', { name: 'Preferred Store' }, { timeout: 10_000 });
    await waitFor(() => expect(nearestStores).toHaveBeenLastCalledWith('64801'));
    expect(await screen.findByText('Nearest to ZIP code 64801 first')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const options = optionTexts();
    expect(options[0]).toBe('Joplin (store 103)1902 S Range Line Rd, Joplin, MO 648043 mi');
    expect(options[1]).toContain('Pittsburg (store 110)');
  });

  it('narrows by a typed city or store number and saves the chosen store number', async () => {
    const form = await renderAccount(en, location({ addressZip: '64801' }));
    const box = await screen.findByRole('combobox', { name: 'Preferred Store' }, { timeout: 10_000 });
    await screen.findByText('Nearest to ZIP code 64801 first');
    box.focus();
    fireEvent.change(box, { target: { value: 'springf' } });
    expect(optionTexts().map((text) => text?.split(')')[0])).toEqual([
      'Springfield – South Campbell (store 102',
      'Springfield – North Glenstone (store 101',
    ]);
    fireEvent.change(box, { target: { value: '110' } });
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Pittsburg \(store 110\)/ }));
    expect((form.box.data as { shops: { preferredStoreId?: string }[] }).shops[0].preferredStoreId).toBe('110');
    expect((box as HTMLInputElement).value).toBe('Pittsburg (store 110)');
  });

  it('follows the ZIP code as it is typed, and says so when the ZIP is unknown, in Spanish', async () => {
    await renderAccount(es, location({ addressZip: '99999', preferredStoreId: '105' }));
    const box = await screen.findByRole('combobox', { name: 'Tienda preferida' }, { timeout: 10_000 });
    expect((box as HTMLInputElement).value).toBe('Rolla (tienda 105)');
    expect(
      await screen.findByText('El código postal 99999 no está en nuestra lista: las tiendas van por número'),
    ).toBeTruthy();
    expect(nearestStores).toHaveBeenLastCalledWith('99999');
    fireEvent.change(screen.getByRole('textbox', { name: /Código postal/ }), { target: { value: '6480' } });
    await waitFor(() => expect(nearestStores).toHaveBeenLastCalledWith(undefined));
  });

  it('is described by its status line and keeps the directory when the stores cannot be loaded', async () => {
    nearestStores.mockRejectedValue(new Error('offline'));
    await renderAccount(en, location({ addressZip: '64801' }));
    const box = await screen.findByRole('combobox', { name: 'Preferred Store' }, { timeout: 10_000 });
    const status = await screen.findByText('The store list could not be loaded. Try again in a moment.');
    expect(box.getAttribute('aria-describedby')).toContain(status.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(optionTexts()).toHaveLength(STORES.length);
  });
});
