// The shipped postcode dataset through the lookup the shop uses: real data, no network.
import { describe, expect, it } from 'vitest';
import { localitiesOf, PostcodeDatasetLookup } from './postcode-dataset.js';

const lookup = new PostcodeDatasetLookup();
const labels = async (text: string, limit = 8) => (await lookup.suggestLocalities(text, limit)).map((l) => `${l.suburb} ${l.state} ${l.postcode}`);

describe('postcode dataset lookup', () => {
  it('loads every state and territory once, without large-volume-receiver postcodes', async () => {
    const started = performance.now();
    const index = await lookup.index();
    console.log(`postcode index: ${index.size} localities in ${Math.round(performance.now() - started)} ms`);
    expect(index.size).toBeGreaterThan(15_000);
    expect(await labels('1001')).toEqual([]);
  });

  it('finds real suburbs by name, later word and postcode, in the storefront’s state values', async () => {
    expect((await labels('fitzroy')).slice(0, 2)).toEqual(['Fitzroy SA 5082', 'Fitzroy VIC 3065']);
    expect(await labels('fitzroy vic')).toContain('Fitzroy VIC 3065');
    expect((await labels('3000'))[0]).toBe('Melbourne VIC 3000');
    expect((await labels('0800'))[0]).toBe('Darwin NT 0800');
    expect(await labels("o'connor act")).toEqual(["O'Connor ACT 2602"]);
    expect(await labels('kilda vic')).toContain('St Kilda VIC 3182');
    expect((await labels('HOBART'))[0]).toBe('Hobart TAS 7000');
  });

  it('answers a lookup in well under a millisecond once loaded', async () => {
    await lookup.index();
    const started = performance.now();
    for (let i = 0; i < 1000; i++) await lookup.suggestLocalities(['mel', '30', 'st k', 'bal', 'glen'][i % 5]!, 8);
    const each = (performance.now() - started) / 1000;
    console.log(`postcode lookup: ${(each * 1000).toFixed(0)} µs each`);
    expect(each).toBeLessThan(5);
  });

  it('leaves out rows that are not a clean locality', () => {
    expect(
      localitiesOf([
        { postcode: '2299', locality: 'Glen InnesLAMBTON', state: 'NSW', type: 'Delivery Area' },
        { postcode: '123', locality: 'SHORT', state: 'VIC', type: 'Delivery Area' },
        { postcode: '3000', locality: 'MELBOURNE', state: 'Victoria', type: 'Delivery Area' },
        { postcode: '3001', locality: 'MELBOURNE', state: 'VIC', type: 'Post Office Boxes' },
        { postcode: '0200', locality: 'Australian National University', state: 'ACT', type: '' },
      ]),
    ).toEqual([
      { suburb: 'Melbourne', state: 'VIC', postcode: '3001', poBoxesOnly: true },
      { suburb: 'Australian National University', state: 'ACT', postcode: '0200' },
    ]);
  });

  it('tries the file again after a failed read', async () => {
    const missing = new PostcodeDatasetLookup('/nonexistent/aus_postcodes.json');
    await expect(missing.suggestLocalities('mel', 8)).rejects.toThrow();
    await expect(missing.suggestLocalities('mel', 8)).rejects.toThrow();
  });
});
