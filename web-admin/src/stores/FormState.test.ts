import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web-shared/api/client';
import { FormState } from './FormState';

const form = () => new FormState({ name: '', isVisible: true });

describe('a back-office form', () => {
  it('puts the server’s messages under their fields and others form-wide, and counts the failed save', async () => {
    const f = form();
    f.set('name', 'Tops');
    const answer = await f.save(async () => {
      throw new ApiError(409, { name: 'A category named Tops already exists.', unknown: 'Also this.' });
    });
    expect(answer).toBeUndefined();
    expect(f.errors).toEqual({ name: 'A category named Tops already exists.' });
    expect(f.formError).toBe('Also this.');
    expect([f.failedSaves, f.saving]).toEqual([1, false]);
  });

  it('clears a field’s message when the field is typed in', async () => {
    const f = form();
    f.fail({ name: 'Please enter a category name.', isVisible: 'Choose one.' });
    f.set('name', 'T');
    expect(f.errors).toEqual({ isVisible: 'Choose one.' });
    expect(f.error('name')).toBeUndefined();
  });

  it('is saving while the request runs, sends the values, answers its value, and refuses a second save meanwhile', async () => {
    const f = form();
    f.set('name', 'Tops');
    let finish: (v: string) => void = () => {};
    const sent: unknown[] = [];
    const saving = f.save((values) => {
      sent.push(values);
      return new Promise<string>((r) => (finish = r));
    });
    expect(f.saving).toBe(true);
    expect(await f.save(async () => 'twice')).toBeUndefined();
    finish('ok');
    expect(await saving).toBe('ok');
    expect(sent).toEqual([{ name: 'Tops', isVisible: true }]);
    expect([f.saving, f.hasErrors, f.failedSaves]).toEqual([false, false, 0]);
  });

  it('says something went wrong for a server error or no answer, never showing its details', async () => {
    const f = form();
    await f.save(async () => {
      throw new ApiError(500, { message: 'relation "categories" does not exist' });
    });
    expect(f.formError).toBe('Something went wrong. Please try again.');
    await f.save(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(f.formError).toBe('Something went wrong. Please try again.');
  });

  it('resets to its first values without messages', () => {
    const f = form();
    f.set('name', 'Tops');
    f.set('isVisible', false);
    f.fail({ name: 'x' }, 'y');
    f.reset();
    expect([f.values, f.errors, f.formError]).toEqual([{ name: '', isVisible: true }, {}, null]);
  });
});
