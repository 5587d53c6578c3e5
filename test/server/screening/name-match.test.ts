import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findHits, prepareList } from '../../../src/server/screening/find-hits.ts';
import { fetchList } from '../../../src/server/screening/list-source.ts';
import { nameScore, normalizeName, prepareName } from '../../../src/server/screening/name-match.ts';
import { parseSdnFiles } from '../../../src/server/screening/sanctions-csv.ts';
import { readPolicyFile } from '../../../src/server/policy/policy-source.ts';
import { screeningThreshold } from '../../../src/server/screening/screening-threshold.ts';
import { FIRST_LIST, sdnFiles } from './sdn-files.ts';

const score = (a: string, b: string) => nameScore(prepareName(a), prepareName(b));
const list = prepareList(
  parseSdnFiles(sdnFiles(FIRST_LIST)).names.map((name) => {
    const entry = FIRST_LIST.find((candidate) => candidate.entNum === name.entNum)!;
    return { ...name, program: entry.program, countries: entry.countries ?? [] };
  }),
);

describe('sanctions list files and name matching', () => {
  it('reads OFAC CSV: no header, -0- empty, quoted fields, aliases and countries joined by entry, 0x1A ignored', () => {
    const { entries, names } = parseSdnFiles(sdnFiles(FIRST_LIST));
    expect(entries).toEqual([
      { entNum: 10001, sdnName: 'NORTHWIND TRADING LLC', sdnType: '', program: 'SDGT', countries: ['Iran'] },
      {
        entNum: 10002,
        sdnName: 'PETROV, Ivan Sergeyevich',
        sdnType: 'individual',
        program: 'RUSSIA-EO14024',
        countries: [],
      },
      { entNum: 10003, sdnName: 'ZEPHYR STAR', sdnType: 'vessel', program: 'IRAN] [SDGT', countries: ['Panama'] },
    ]);
    expect(names.map((name) => name.name)).toEqual([
      'NORTHWIND TRADING LLC',
      'PETROV, Ivan Sergeyevich',
      'ZEPHYR STAR',
      'NORTH WIND TRADERS',
    ]);
    expect(() =>
      parseSdnFiles({ sdn: Buffer.from('name,type\r\n'), alt: Buffer.from(''), add: Buffer.from('') }),
    ).toThrow(/sdn.csv has no entries/);
  });

  it('normalizes case, accents, punctuation and legal forms, and scores by Jaro-Winkler in either word order', () => {
    expect(normalizeName('  Société Générale, S.A. ')).toBe('SOCIETE GENERALE');
    expect(normalizeName('The Co.')).toBe('THE CO');
    // The textbook Jaro-Winkler values: the library computes the standard measure.
    expect(score('Martha', 'MARHTA')).toBeCloseTo(0.9611, 4);
    expect(score('Dixon', 'Dicksonx')).toBeCloseTo(0.8133, 4);
    expect(score('Northwind Trading, LLC', 'NORTHWIND TRADING LLC')).toBe(1);
    expect(score('Usama bin Laden', 'BIN LADEN, Usama')).toBe(1);
    expect(score('José Pérez', 'PEREZ, Jose')).toBe(1);
    expect(score('Ivan Petrov', 'PETROV, Ivan Sergeyevich')).toBeCloseTo(0.8957, 4);
    expect(score('', 'ZEPHYR STAR')).toBe(0);
  });

  it('a hit scores at or above the threshold: 0.85 unless the credit policy sets one', () => {
    const policy = readPolicyFile().policy;
    expect(screeningThreshold(policy)).toBe(0.85);
    expect(screeningThreshold({ ...policy, screening: undefined })).toBe(0.85);
    expect(screeningThreshold({ ...policy, screening: { matchThreshold: 0.9 } })).toBe(0.9);
    const subjects = [
      { who: 'business' as const, name: 'North Wind Traders Inc.' },
      { who: 'owner' as const, name: 'Ivan Petrov' },
      { who: 'owner' as const, name: 'Ann Owner' },
    ];
    const at = (threshold: number) =>
      findHits(subjects, list, threshold).map((hit) => [
        hit.who,
        hit.entry,
        hit.listedName,
        Number(hit.score.toFixed(4)),
      ]);
    expect(at(0.85)).toEqual([
      ['business', 10001, 'NORTH WIND TRADERS', 1],
      ['owner', 10002, 'PETROV, Ivan Sergeyevich', 0.8957],
    ]);
    expect(at(0.9)).toEqual([['business', 10001, 'NORTH WIND TRADERS', 1]]);
  });

  it('downloads the three files from a URL and dates the list by its Last-Modified', async () => {
    const files = sdnFiles(FIRST_LIST);
    const server = createServer((request, response) => {
      const name = request.url?.match(/^\/ofac\/(sdn|alt|add)\.csv$/)?.[1] as keyof typeof files | undefined;
      if (!name) return void response.writeHead(404).end();
      response.writeHead(200, { 'last-modified': 'Thu, 19 Nov 2026 15:04:05 GMT' }).end(files[name]);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ofac/`;
      const source = await fetchList(base);
      expect(source.listDate).toBe('2026-11-19');
      expect(source.files.sdn.equals(files.sdn) && source.files.add.equals(files.add)).toBe(true);
      await expect(fetchList(`${base}missing`)).rejects.toThrow(/missing\/sdn.csv answered 404/);
    } finally {
      server.close();
    }
  });
});
