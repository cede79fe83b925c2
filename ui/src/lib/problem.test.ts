import { describe, expect, it } from 'vitest';
import {
  errorMessageOf,
  fieldErrorsOf,
  httpStatusOf,
  problemOf,
  splitFieldErrors,
} from './problem';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

const validation = {
  status: 422,
  data: {
    type: '/problems/validation',
    title: 'The data sent is not valid.',
    status: 422,
    errors: { registerNo: ['A company register number has 7 digits.'], name: 'Too short.' },
  },
};

describe('problem details', () => {
  it('reads the field errors of a 422 (a single string counts as one message)', () => {
    expect(fieldErrorsOf(validation)).toEqual({
      registerNo: ['A company register number has 7 digits.'],
      name: ['Too short.'],
    });
    expect(fieldErrorsOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });

  it('splits field errors into the form fields and the rest (never dropping any)', () => {
    const { known, other } = splitFieldErrors({ name: ['a'], 'hotel.slug': ['b', 'c'] }, [
      'name',
      'email',
    ]);
    expect(known).toEqual({ name: ['a'] });
    expect(other).toEqual(['b', 'c']);
  });

  it('puts the messages of the parts of a field under that field', () => {
    const { known, other } = splitFieldErrors(
      { 'permissions.2': ['x'], permissions: ['y'], 'role.id': ['z'], role: ['w'] },
      ['permissions', 'role.id'],
    );
    expect(known).toEqual({ permissions: ['x', 'y'], 'role.id': ['z'] });
    expect(other).toEqual(['w']);
  });

  it('picks detail, then title, for the message', () => {
    const conflict = { status: 409, data: { title: 'Conflict', detail: 'Register no. taken' } };
    expect(errorMessageOf(conflict, t)).toBe('Register no. taken');
    expect(errorMessageOf(validation, t)).toBe('The data sent is not valid.');
    expect(problemOf(conflict)?.detail).toBe('Register no. taken');
  });

  it('has a message for failures without a problem body', () => {
    expect(errorMessageOf({ status: 'FETCH_ERROR', error: 'x' }, t)).toBe('common:errors.network');
    expect(errorMessageOf({ status: 'TIMEOUT_ERROR', error: 'x' }, t)).toBe(
      'common:errors.timeout',
    );
    expect(
      errorMessageOf(
        { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' },
        t,
      ),
    ).toContain('common:errors.status {"status":502}');
    expect(errorMessageOf({ status: 500, data: null }, t)).toContain('common:errors.generic');
    expect(errorMessageOf(new Error('boom'), t)).toBe('common:errors.generic');
  });

  it('knows the HTTP status', () => {
    expect(httpStatusOf(validation)).toBe(422);
    expect(
      httpStatusOf({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: '' }),
    ).toBe(502);
    expect(httpStatusOf({ status: 'FETCH_ERROR', error: '' })).toBeNull();
  });
});
