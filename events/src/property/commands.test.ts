import { describe, expect, it } from 'vitest';
import { registerPropertySchema } from './commands';

describe('register property validation', () => {
  it('accepts a complete registration and trims it', () => {
    expect(
      registerPropertySchema.parse({
        name: '  Хаан Буудал ',
        registerNo: '1234567',
        companyName: 'Хаан ХХК',
        email: '',
        phone: '+976 9911 2233',
      }),
    ).toEqual({
      name: 'Хаан Буудал',
      registerNo: '1234567',
      companyName: 'Хаан ХХК',
      email: null,
      phone: '+976 9911 2233',
    });
  });

  it('calls an empty field required, not too short', () => {
    const result = registerPropertySchema.safeParse({ name: ' ', registerNo: '', companyName: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'validation.required'],
      ['registerNo', 'validation.required'],
      ['companyName', 'validation.required'],
    ]);
  });

  it('names every wrong field', () => {
    const result = registerPropertySchema.safeParse({
      name: 'x',
      registerNo: '12A',
      email: 'not-an-email',
      phone: 'abc',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(fields).toEqual({
      name: 'validation.tooShort',
      registerNo: 'validation.registerNo',
      companyName: 'validation.required',
      email: 'validation.email',
      phone: 'validation.phone',
    });
  });
});
