import { describe, expect, it } from 'vitest';
import { applyEffects } from '../../src/engine/effects.ts';
import { loadForm } from '../../src/engine/loaded-form.ts';

async function changer(formId: string) {
  const form = await loadForm(formId);
  return (before: Record<string, unknown>, after: Record<string, unknown>) =>
    applyEffects(form.effects, form.conditions, before, after);
}

describe('declared effects of the real forms', () => {
  it('"same as above" copies the business phone, follows it while ticked, and unticking clears it', async () => {
    const change = await changer('steps/business-information');
    const ticked = change({ phone: '417-555-0100' }, { phone: '417-555-0100', accountsPayableSameAsPhone: true });
    expect(ticked.accountsPayablePhone).toBe('417-555-0100');
    const edited = change(ticked, { ...ticked, phone: '417-555-0199' });
    expect(edited.accountsPayablePhone).toBe('417-555-0199');
    const unticked = change(edited, { ...edited, accountsPayableSameAsPhone: false });
    expect(unticked).not.toHaveProperty('accountsPayablePhone');
  });

  it('leaves the accounts-payable phone alone when "same as above" is not ticked', async () => {
    const change = await changer('steps/business-information');
    const result = change({ phone: '1', accountsPayablePhone: '2' }, { phone: '3', accountsPayablePhone: '2' });
    expect(result.accountsPayablePhone).toBe('2');
  });

  it('a cash account nulls the credit limit; other options keep it', async () => {
    const change = await changer('steps/account-information');
    expect(
      change({ paymentOption: 'MONTHLY_PAY', creditLimit: 500 }, { paymentOption: 'CASH_ACCOUNT', creditLimit: 500 })
        .creditLimit,
    ).toBeNull();
    expect(
      change({ paymentOption: 'MONTHLY_PAY', creditLimit: 500 }, { paymentOption: 'WEEKLY_PAY', creditLimit: 500 })
        .creditLimit,
    ).toBe(500);
  });

  it('an existing account adds one empty number, once; no existing account clears the numbers', async () => {
    const change = await changer('steps/account-information');
    const yes = change({}, { hasExistingAccount: true });
    expect(yes.existingAccountNumbers).toEqual(['']);
    const again = change(
      { hasExistingAccount: false, existingAccountNumbers: ['12'] },
      { hasExistingAccount: true, existingAccountNumbers: ['12'] },
    );
    expect(again.existingAccountNumbers).toEqual(['12']);
    const no = change(
      { ...yes, existingAccountNumbers: ['12', '34'] },
      { hasExistingAccount: false, existingAccountNumbers: ['12', '34'] },
    );
    expect(no.existingAccountNumbers).toEqual([]);
  });

  it('supports every action of the vocabulary', () => {
    const always = () => true;
    const effects = [
      {
        on: ['go'],
        when: {},
        do: [
          { setEach: 'shops', field: 'creditLimit', to: 0 },
          { addItem: 'shops', item: { name: '' } },
        ],
      },
    ];
    const result = applyEffects(
      effects,
      [always],
      { shops: [{ creditLimit: 5 }] },
      { go: 1, shops: [{ creditLimit: 5 }] },
    );
    expect(result.shops).toEqual([{ creditLimit: 0 }, { name: '' }]);
  });
});
