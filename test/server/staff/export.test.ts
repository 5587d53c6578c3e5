import { beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff } from './support.ts';

/** A CSV line whose every cell is quoted, each inner quote doubled. */
const EVERY_CELL_QUOTED = /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/;

describeOnSqlite('the approved accounts CSV on $name', (suite) => {
  let manager: ReturnType<typeof asStaff>;
  beforeAll(async () => {
    await suite.app.ready();
    manager = asStaff(suite.app, (await createStaff(suite.app, 'manager')).tokens.access_token);
  });

  const approved = async (companyName: string) => {
    const { applicationId } = await submitApplication(suite.app, { companyName });
    const approve = { decision: 'APPROVE', creditLimit: 2500, paymentOption: 'MONTHLY_PAY' };
    expect((await manager.post(`/applications/${applicationId}/decision`, approve)).statusCode).toBe(200);
    return applicationId;
  };

  it('quotes every cell and disarms formulas, also behind a separator a spreadsheet may read', async () => {
    const behindSemicolon = await approved('Parts;=HYPERLINK("https://x.test")');
    const leading = await approved('=1+2 Garage, "Best"');
    const [header, ...rows] = (await manager.get('/exports/approved.csv')).body.trimEnd().split('\r\n');
    expect(header.split(',')).toContain('companyName');
    for (const row of rows) expect(row).toMatch(EVERY_CELL_QUOTED);
    // A spreadsheet splitting on `;` keeps the quoted value whole, so `=HYPERLINK` never starts a cell.
    expect(rows).toContainEqual(expect.stringContaining(`"${behindSemicolon}","Parts;=HYPERLINK(""https://x.test"")"`));
    expect(rows).toContainEqual(expect.stringContaining(`"${leading}","'=1+2 Garage, ""Best"""`));
  });
});
