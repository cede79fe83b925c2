import { describe, expect, it } from 'vitest';
import { defaultCountry, internationalPhone } from './phone';

describe('the public booking page phone', () => {
  it('writes the chosen country dialling code before the number', () => {
    expect(internationalPhone('MN', '9911 2233')).toBe('+976 9911 2233');
    expect(internationalPhone('GB', '7700 900123')).toBe('+44 7700 900123');
    expect(internationalPhone('KR', '10-1234-5678')).toBe('+82 10-1234-5678');
  });

  it('drops the trunk prefix a national number is dialled with', () => {
    expect(internationalPhone('GB', '07700 900123')).toBe('+44 7700900123');
    expect(internationalPhone('DE', '030 123456')).toBe('+49 30123456');
  });

  it('keeps a number typed with its own code, and nothing for nothing', () => {
    expect(internationalPhone('MN', '+7 495 123 4567')).toBe('+7 495 123 4567');
    expect(internationalPhone('', '+44 7700 900123')).toBe('+44 7700 900123');
    expect(internationalPhone('MN', '   ')).toBe('');
    // No country chosen: the number as typed (the page asks for the country first).
    expect(internationalPhone('', '7700 900123')).toBe('7700 900123');
  });

  it('starts with Mongolia in Mongolian and with no country in English', () => {
    expect(defaultCountry('mn')).toBe('MN');
    expect(defaultCountry('en')).toBe('');
  });
});
