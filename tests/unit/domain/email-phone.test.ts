import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from '../../../src/domain/email';
import {
  isBlankPhone,
  normalizePhoneField,
  normalizePhone,
  validateAtLeastOnePhone,
  validatePhone,
} from '../../../src/domain/phone';
import { contactPhones } from '../../../src/domain/contact-phones';
import { classifyRemindText, validateRemindText } from '../../../src/domain/remind';
import { validateLoginPassword, validateLoginUsername } from '../../../src/domain/login';

describe('email', () => {
  it('requires a value', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
    expect(validateEmail('', { required: false })).toBeNull();
  });

  it.each([
    'jonas@example.lt',
    'Jonas.Jonaitis+pensija@mail.example.com',
    'a_b-c@sub-domain.co.uk',
    ' x@y.lt ',
  ])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeNull();
  });

  it.each([
    'jonas',
    'jonas@',
    '@example.lt',
    'jonas@example',
    'jonas@@example.lt',
    'jo nas@example.lt',
    'jonas@example..lt',
    '.jonas@example.lt',
    'jonas.@example.lt',
    'jonas@-example.lt',
    'jonas@example.l',
    'jonas@example.123',
    'jonas@exam_ple.lt',
    'ąžuolas@example.lt',
  ])('rejects %s with incorrect-data', (value) => {
    expect(validateEmail(value)).toBe('incorrect-data');
  });

  it('rejects the * character even though RFC 5322 allows it', () => {
    expect(isValidEmail('jo*nas@example.lt')).toBe(false);
    expect(validateEmail('jo*nas@example.lt')).toBe('incorrect-data');
    expect(isValidEmail("o'brien@example.lt")).toBe(true);
  });

  it('rejects overlong addresses', () => {
    expect(isValidEmail(`${'a'.repeat(65)}@example.lt`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@example.lt`)).toBe(true);
    const longDomain = `${['b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(60)).join('.')}.lt`;
    expect(isValidEmail(`a@${longDomain}`)).toBe(false);
  });
});

describe('phone', () => {
  it('accepts +370 followed by 8 digits, spaces stripped', () => {
    expect(validatePhone('+37061234567')).toBeNull();
    expect(validatePhone('+370 612 34567')).toBeNull();
    expect(validatePhone(' +370 6123 4567 ')).toBeNull();
  });

  it('treats empty or only +370 as blank', () => {
    expect(isBlankPhone('')).toBe(true);
    expect(isBlankPhone('+370')).toBe(true);
    expect(isBlankPhone(' +370 ')).toBe(true);
    expect(validatePhone('+370')).toBe('required');
    expect(validatePhone('')).toBe('required');
    expect(validatePhone('+370', { required: false })).toBeNull();
    expect(normalizePhoneField('+370 ')).toBe('');
    expect(normalizePhoneField('+370 612 34567')).toBe('+37061234567');
  });

  // One rule for every phone field: the national form the Mobile-ID login takes is taken everywhere.
  it.each([
    ['8 612 34567', '+37061234567'],
    ['861234567', '+37061234567'],
    ['37061234567', '+37061234567'],
    ['370 612 34567', '+37061234567'],
    ['61234567', '+37061234567'],
    ['+37052123456', '+37052123456'],
  ])('accepts %s and sends it as %s', (typed, sent) => {
    expect(validatePhone(typed)).toBeNull();
    expect(validatePhone(typed, { required: false })).toBeNull();
    expect(normalizePhoneField(typed)).toBe(sent);
  });

  it.each([
    '+3706123456',
    '+370612345678',
    '86123456789',
    '8612345',
    '+371 61234567',
    '+370 6123456a',
    '+370-61234567',
    '+370861234567',
  ])('rejects %s with incorrect-data', (value) => {
    expect(validatePhone(value)).toBe('incorrect-data');
  });

  it('requires at least one phone number in contacts', () => {
    expect(validateAtLeastOnePhone(['+370', ''])).toBe('at-least-one-phone');
    expect(validateAtLeastOnePhone([])).toBe('at-least-one-phone');
    expect(validateAtLeastOnePhone(['+370', '+37061234567'])).toBeNull();
  });
});

describe('phone normalisation (§5)', () => {
  it.each([
    ['+37061234567', '+37061234567'],
    ['37061234567', '+37061234567'],
    ['861234567', '+37061234567'],
    ['61234567', '+37061234567'],
    ['8 612 34567', '+37061234567'],
    ['+370 612 34567', '+37061234567'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '+370',
    '6123456',
    '0861234567',
    '961234567',
    '+3706123456',
    '+37161234567',
    'abcdefgh',
    '8-612-34567',
    // The national form with a digit missing is not eight digits of a number of its own.
    '8 612 3456',
    '86123456',
  ])('gives null for %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('remind-form text', () => {
  it('classifies an email', () => {
    expect(classifyRemindText(' jonas@example.lt ')).toEqual({ kind: 'email', value: 'jonas@example.lt' });
  });

  it('classifies a phone and drops the plus for the API', () => {
    expect(classifyRemindText('861234567')).toEqual({ kind: 'phone', value: '37061234567' });
    expect(classifyRemindText('+370 612 34567')).toEqual({ kind: 'phone', value: '37061234567' });
  });

  it('validates', () => {
    expect(validateRemindText('')).toBe('required');
    expect(validateRemindText('jonas@example.lt')).toBeNull();
    expect(validateRemindText('61234567')).toBeNull();
    expect(validateRemindText('jonas')).toBe('incorrect-data');
    expect(validateRemindText('jo*nas@example.lt')).toBe('incorrect-data');
    expect(classifyRemindText('12345')).toBeNull();
  });
});

describe('password-login username and password', () => {
  it('accepts an email or a 7-character username', () => {
    expect(validateLoginUsername('jonas@example.lt')).toBeNull();
    expect(validateLoginUsername('ABC1234')).toBeNull();
    expect(validateLoginUsername('abcdefg')).toBeNull();
    expect(validateLoginUsername(' ABC1234 ')).toBeNull();
  });

  it('rejects other usernames with incorrect-data', () => {
    for (const value of ['ABC123', 'ABC12345', 'ABC-123', 'ąbc1234', 'jonas@']) {
      expect(validateLoginUsername(value), value).toBe('incorrect-data');
    }
  });

  it('requires username and password', () => {
    expect(validateLoginUsername('')).toBe('required');
    expect(validateLoginPassword('')).toBe('required');
    expect(validateLoginPassword('x')).toBeNull();
  });
});

describe('Mobile-ID phone field (§5 normalisation)', () => {
  it.each(['+37060000666', '37060000666', '860000666', '60000666', '8 600 00666', '+370 600 00666'])(
    'accepts %s',
    (value) => {
      expect(validatePhone(value)).toBeNull();
    },
  );

  it.each(['', '+370', ' +370 '])('%j is blank: required', (value) => {
    expect(validatePhone(value)).toBe('required');
  });

  it.each(['+3706000066', '9600006660', '+371600006660', 'phone', '+370860000666'])(
    'refuses %s with incorrect-data',
    (value) => {
      expect(validatePhone(value)).toBe('incorrect-data');
    },
  );
});

describe('contact phones (§5 at least one phone)', () => {
  it('keeps both in their fields', () => {
    expect(contactPhones('8 612 34567', '+370 611 11111')).toEqual({
      phoneNumber: '+37061234567',
      secondaryPhoneNumber: '+37061111111',
    });
  });

  it('makes the only phone the primary one, whichever field it was typed in', () => {
    expect(contactPhones('', '861111111')).toEqual({
      phoneNumber: '+37061111111',
      secondaryPhoneNumber: null,
    });
    expect(contactPhones('+370', '861111111')).toEqual({
      phoneNumber: '+37061111111',
      secondaryPhoneNumber: null,
    });
    expect(contactPhones('861234567', '')).toEqual({
      phoneNumber: '+37061234567',
      secondaryPhoneNumber: null,
    });
  });
});
