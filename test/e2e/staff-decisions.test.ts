import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, useProduct } from './harness.ts';
import { expectAccessible } from './flows/axe.ts';
import { businessInfo } from '../../scripts/lib/credit-app/fixtures.ts';
import { STAFF_TEXTS } from './flows/staff.ts';
import { decideAsAnotherManager } from './flows/staff-decisions.ts';
import { staffPage, submitApplication } from './flows/staff-seed.ts';
import { loadSanctionsList } from './flows/sanctions.ts';

/*
 * The decision panel in a real browser, in both languages: the credit policy's recommendation is shown beside it,
 * factor by factor; an approval starts from that recommendation and goes out
 * once its letter is read and confirmed, with the keyboard alone; a decision another manager made first is said,
 * with who made it; the history reads as words; axe stays clean, the letter's dialog included (the application's
 * page before a decision is staff-console-accessibility.test.ts's, as an admin, who sees all a manager sees). The
 * managers are seeded logged in: the enrolment is clicked through there.
 */

const product = useProduct();

const TEXTS = {
  en: {
    decision: 'Decision',
    approve: 'Approve',
    send: 'Send Decision',
    letter: 'The letter that will be sent',
    confirm: 'Approve and Send the Letter',
    saved: 'The decision is saved and the applicant is told by email.',
    history: 'History',
    approved: (name: string) => `Approved, $2,500, monthly pay, by ${name}`,
    recommendation: 'Policy recommendation',
    recommended: ['Approve: score 70', 'Recommended limit: $2,500', 'Years in business'],
    conflict: (name: string) => `Declined by ${name} a moment ago. The application is shown as it is now.`,
    declined: 'Declined',
  },
  es: {
    decision: 'Decisión',
    approve: 'Aprobar',
    send: 'Enviar decisión',
    letter: 'La carta que se enviará',
    confirm: 'Aprobar y enviar la carta',
    saved: 'La decisión se guardó y se avisa al solicitante por correo.',
    history: 'Historial',
    approved: (name: string) => `Aprobada, $2,500, pago mensual, por ${name}`,
    recommendation: 'Recomendación de la política',
    recommended: ['Aprobar: puntuación 70', 'Límite recomendado: $2,500', 'Años en el negocio'],
    conflict: (name: string) => `Rechazada por ${name} hace un momento. La solicitud se muestra como está ahora.`,
    declined: 'Rechazada',
  },
} as const;

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** Presses Tab until `control` has the focus (a few presses at most), as a keyboard user reaches it. */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let presses = 0; presses < 6 && !(await isFocused(control)); presses += 1) await page.keyboard.press('Tab');
  expect(await isFocused(control)).toBe(true);
}

describe.each(['en', 'es'] as const)('deciding in the console in %s', (language) => {
  const texts = TEXTS[language];
  it(
    'approves with the keyboard after confirming the letter, then hears of a decision made first by another manager',
    { timeout: 240_000 },
    async () => {
      const [approved, raced] = await Promise.all([
        submitApplication(product, `rita.letter.${language}@example.com`),
        submitApplication(product, `raul.race.${language}@example.com`),
      ]);
      const manager = {
        email: `lena.manager.${language}@supplier.test`,
        role: 'manager',
        name: 'Lena Manager',
      } as const;
      const page = await staffPage(product, manager, {
        locale: STAFF_TEXTS[language].locale,
        viewport: { width: 1280, height: 900 },
      });

      // The credit policy's recommendation beside the form, each factor with its points: 12 years in business 20,
      // $5,000 asked 20, identity verified 20, days beyond terms not known yet 10; the limit without references.
      await page.goto(`/staff/applications/${approved}`);
      const recommendation = page.getByRole('region', { name: texts.recommendation });
      for (const text of texts.recommended) await recommendation.getByText(text).waitFor();
      const years = recommendation.getByRole('row', { name: new RegExp(`^${texts.recommended[2]}`) });
      expect(await years.getByRole('cell').allInnerTexts()).toEqual(['12', '20']);

      // The approval starts from the recommendation; the keyboard keeps it, sends it and reaches the letter.
      const form = page.getByRole('region', { name: texts.decision, exact: true });
      await form.getByRole('radio', { name: texts.approve, exact: true }).focus();
      await page.keyboard.press('Space');
      await eventually(() => form.getByRole('spinbutton').inputValue()).toBe('2500');
      await form.getByRole('button', { name: texts.send }).focus();
      await page.keyboard.press('Enter');
      const letter = page.getByRole('dialog', { name: texts.letter });
      await letter.getByText(`Application ID: ${approved}`).waitFor();
      await letter.getByText('Credit limit: $2,500').waitFor();
      await expectAccessible(page, 'the letter to confirm');
      const confirm = letter.getByRole('button', { name: texts.confirm });
      await tabTo(page, confirm);
      await page.keyboard.press('Enter');
      await page.getByText(texts.saved).waitFor();

      // The history in words, with who decided.
      await page.getByRole('region', { name: texts.history }).getByText(texts.approved('Lena Manager')).waitFor();
      await expectAccessible(page, '/staff/applications/:id, decided');

      // Another manager declines the second while it is open here: approving it says who decided, and shows it.
      await page.goto(`/staff/applications/${raced}`);
      await form.getByRole('radio', { name: texts.approve, exact: true }).waitFor();
      const other = { email: `omar.other.${language}@supplier.test`, name: 'Omar Other' };
      await decideAsAnotherManager(product, other, raced, { decision: 'DECLINE' });
      await form.getByRole('radio', { name: texts.approve, exact: true }).check();
      await form.getByRole('button', { name: texts.send }).click();
      await page.getByText(texts.conflict(other.name)).waitFor();
      await eventually(() => form.getByRole('button', { name: texts.send }).count()).toBe(0);
      await form.getByText(texts.declined, { exact: true }).waitFor();
    },
  );
});

/** An entry no other test's names come near, so loading it into the shared product holds nobody else's approval. */
const SCREENING_LIST = [
  {
    entNum: 20001,
    name: 'HARBORLIGHT ZEPHYR SHIPPING',
    program: 'IRAN',
    aliases: ['HZ SHIPPING'],
    countries: ['Iran'],
  },
];

it(
  'the screening panel shows a hit with its entry, program and score, and a manager clears it; in English and Spanish',
  { timeout: 240_000 },
  async () => {
    const business = { ...businessInfo, companyName: 'Harborlight Zephyr Shipping Inc' };
    const applicationId = await submitApplication(product, 'sana.screening@example.com', business);
    await loadSanctionsList(product, SCREENING_LIST, '2026-11-20');
    const manager = { email: 'mara.screening@supplier.test', role: 'manager', name: 'Mara Screening' } as const;
    const page = await staffPage(product, manager, { locale: 'en-US', viewport: { width: 1280, height: 900 } });

    await page.goto(`/staff/applications/${applicationId}`);
    const panel = page.getByRole('region', { name: 'Sanctions screening' });
    await panel.getByRole('heading', { name: 'Entry 20001: HARBORLIGHT ZEPHYR SHIPPING' }).waitFor();
    await panel.getByText('Nov 20, 2026', { exact: true }).waitFor();
    await panel.getByText('The business: Harborlight Zephyr Shipping Inc', { exact: true }).waitFor();
    await panel.getByText('IRAN', { exact: true }).waitFor();
    await panel.getByText('1.00', { exact: true }).waitFor();
    await panel.getByText('Hits to clear before approval: 1').waitFor();
    await expectAccessible(page, 'the screening panel with a hit to clear');

    const reason = 'Incorporated in Ohio in 1998; the entry is a shipping line in Iran';
    await panel.getByLabel('Why entry 20001 is not this person or business').fill(reason);
    await panel.getByRole('button', { name: 'Clear this hit' }).click();
    await panel.getByText(new RegExp(`^Cleared by Mara Screening on .+: ${reason}$`)).waitFor();
    await eventually(() => panel.getByText('Hits to clear before approval', { exact: false }).count()).toBe(0);

    await page.getByLabel('Language').selectOption('es');
    const spanish = page.getByRole('region', { name: 'Control de sanciones' });
    await spanish.getByRole('heading', { name: 'Entrada 20001: HARBORLIGHT ZEPHYR SHIPPING' }).waitFor();
    await spanish.getByText('La empresa: Harborlight Zephyr Shipping Inc', { exact: true }).waitFor();
    await spanish.getByText(new RegExp(`^Descartada por Mara Screening el .+: ${reason}$`)).waitFor();
    await expectAccessible(page, 'the screening panel in Spanish, its hit cleared');
  },
);
