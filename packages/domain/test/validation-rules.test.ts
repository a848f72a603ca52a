import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  addValidationIssue,
  alpha,
  confirmed,
  email,
  groupIssuesByPath,
  image,
  isNot,
  max,
  mimes,
  min,
  minValue,
  noSpaces,
  oneOf,
  passwordMinLength,
  regex,
  required,
  rules,
  size,
  toI18nextKey,
  toValidationIssue,
  validationErrorMap,
  zodRule,
} from '../src/validation-rules.ts';

const invalid = { key: 'validation.invalid' };

describe('required', () => {
  it.each([undefined, null, '', '   ', false, [], Number.NaN])('rejects %j', (value) => {
    expect(required(value)).toEqual({ key: 'validation.required' });
  });
  it.each(['a', 0, true, ['x'], { name: 'file.png' }])('accepts %j', (value) => {
    expect(required(value)).toBeNull();
  });
});

describe('rules other than required accept an empty value', () => {
  const withArgs: Array<[string, () => unknown]> = [
    ['one_of', () => oneOf('', ['a'])],
    ['is_not', () => isNot(null, null)],
    ['min_value', () => minValue(undefined, 5)],
    ['min', () => min('', 3)],
    ['max', () => max(null, 3)],
    ['email', () => email('')],
    ['alpha', () => alpha(undefined)],
    ['size', () => size([], 10)],
    ['image', () => image(null)],
    ['confirmed', () => confirmed('', 'secret')],
    ['regex', () => regex('', /^x$/)],
    ['mimes', () => mimes(undefined, ['image/png'])],
    ['no_spaces', () => noSpaces('')],
  ];
  it.each(withArgs)('%s', (_name, run) => {
    expect(run()).toBeNull();
  });
});

describe('one_of', () => {
  it('accepts a listed value, also a number given as text', () => {
    expect(oneOf('dog', ['dog', 'cat'])).toBeNull();
    expect(oneOf('2', [1, 2])).toBeNull();
  });
  it('rejects an unlisted value', () => {
    expect(oneOf('fish', ['dog', 'cat'])).toEqual(invalid);
  });
  it('checks every element of an array', () => {
    expect(oneOf(['dog', 'cat'], ['dog', 'cat'])).toBeNull();
    expect(oneOf(['dog', 'fish'], ['dog', 'cat'])).toEqual(invalid);
  });
});

describe('is_not', () => {
  it('rejects the forbidden value only', () => {
    expect(isNot('old@example.com', 'old@example.com')).toEqual(invalid);
    expect(isNot('new@example.com', 'old@example.com')).toBeNull();
  });
});

describe('min_value', () => {
  it('compares numbers and numeric text at the boundary', () => {
    expect(minValue(5, 5)).toBeNull();
    expect(minValue('5', 5)).toBeNull();
    expect(minValue(4.99, 5)).toEqual(invalid);
    expect(minValue('4', 5)).toEqual(invalid);
  });
  it('rejects text that is not a number', () => {
    expect(minValue('abc', 0)).toEqual(invalid);
    expect(minValue('  ', 0)).toEqual(invalid);
  });
});

describe('min and max (length)', () => {
  it('min counts characters, inclusive', () => {
    expect(min('abc', 3)).toBeNull();
    expect(min('ab', 3)).toEqual({ key: 'validation.min', params: { count: 3 } });
  });
  it('max counts characters, inclusive', () => {
    expect(max('abc', 3)).toBeNull();
    expect(max('abcd', 3)).toEqual({ key: 'validation.max', params: { count: 3 } });
  });
  it('a password needs 8 characters (§5 asks 6 and lets the identity service ask more)', () => {
    expect(passwordMinLength).toBe(8);
    expect(min('1234567', passwordMinLength)).toEqual({ key: 'validation.min', params: { count: 8 } });
    expect(min('12345678', passwordMinLength)).toBeNull();
  });
});

describe('email', () => {
  it.each(['jan@brokkie.be', 'jan.peeters+dog@mail.example.co.uk', 'a@b.de'])('accepts %s', (value) => {
    expect(email(value)).toBeNull();
  });
  it.each(['jan', 'jan@', 'jan@brokkie', 'jan@@brokkie.be', 'jan @brokkie.be', 'jan@brokkie.b'])('rejects %s', (value) => {
    expect(email(value)).toEqual({ key: 'validation.email' });
  });
});

describe('alpha', () => {
  it('accepts letters of any script', () => {
    expect(alpha('Zoë')).toBeNull();
    expect(alpha('Françoise')).toBeNull();
  });
  it.each(['Rex2', 'Jan Peeters', 'Anne-Sophie', 'Bello!'])('rejects %s', (value) => {
    expect(alpha(value)).toEqual({ key: 'validation.alpha' });
  });
});

describe('size (KB)', () => {
  it('accepts exactly the limit and rejects one byte more', () => {
    expect(size({ name: 'a.png', size: 2048 }, 2)).toBeNull();
    expect(size({ name: 'a.png', size: 2049 }, 2)).toEqual(invalid);
  });
  it('checks every file and rejects a value that is no file', () => {
    expect(size([{ size: 10 }, { size: 5000 }], 2)).toEqual(invalid);
    expect(size('a.png', 2)).toEqual(invalid);
  });
});

describe('image', () => {
  it.each(['a.jpg', 'a.svg', 'a.JPEG', 'a.png', 'a.bmp', 'a.gif', 'a.webp'])('accepts %s', (name) => {
    expect(image({ name, size: 1 })).toBeNull();
  });
  it('rejects other extensions', () => {
    expect(image({ name: 'a.pdf', type: 'application/pdf' })).toEqual(invalid);
    expect(image({ name: 'png' })).toEqual(invalid);
  });
  it('rejects an image name whose MIME type says otherwise', () => {
    expect(image({ name: 'a.png', type: 'application/x-msdownload' })).toEqual(invalid);
    expect(image({ name: 'a.png', type: 'image/png' })).toBeNull();
  });
});

describe('confirmed', () => {
  it('requires the other value', () => {
    expect(confirmed('secret1', 'secret1')).toBeNull();
    expect(confirmed('secret1', 'secret2')).toEqual(invalid);
    expect(confirmed('secret1', undefined)).toEqual(invalid);
  });
});

describe('regex', () => {
  it('tests the pattern', () => {
    expect(regex('BE123', /^BE\d+$/)).toBeNull();
    expect(regex('NL123', /^BE\d+$/)).toEqual(invalid);
    expect(regex('42', '^\\d+$')).toBeNull();
  });
  it('gives the same answer on every call with a global pattern', () => {
    const pattern = /^\d+$/g;
    expect([regex('42', pattern), regex('42', pattern), regex('42', pattern)]).toEqual([null, null, null]);
  });
});

describe('mimes', () => {
  it('matches the MIME type, with wildcards', () => {
    expect(mimes({ name: 'a.pdf', type: 'application/pdf' }, ['application/pdf'])).toBeNull();
    expect(mimes({ name: 'a.png', type: 'image/png' }, ['image/*'])).toBeNull();
    expect(mimes({ name: 'a.png', type: 'image/png' }, ['application/pdf'])).toEqual(invalid);
    expect(mimes({ name: 'a.txt', type: 'text/plain' }, ['image/*'])).toEqual(invalid);
  });
  it('rejects a file without a type', () => {
    expect(mimes({ name: 'a.png' }, ['image/*'])).toEqual(invalid);
  });
});

describe('no_spaces', () => {
  it('rejects any whitespace', () => {
    expect(noSpaces('BRK-2024')).toBeNull();
    expect(noSpaces('BRK 2024')).toEqual({ key: 'validation.no_spaces' });
    expect(noSpaces('BRK\t2024')).toEqual({ key: 'validation.no_spaces' });
  });
});

describe('rules by spec name', () => {
  it('lists the fourteen rules of §5', () => {
    expect(Object.keys(rules).sort()).toEqual(
      [
        'alpha',
        'confirmed',
        'email',
        'image',
        'is_not',
        'max',
        'mimes',
        'min',
        'min_value',
        'no_spaces',
        'one_of',
        'regex',
        'required',
        'size',
      ].sort(),
    );
  });
});

describe('zod', () => {
  const signup = z
    .object({
      name: z.string().superRefine(zodRule(required)).superRefine(zodRule(max, 10)),
      password: z.string().superRefine(zodRule(min, passwordMinLength)),
      repeat: z.string(),
    })
    .superRefine((value, ctx) => addValidationIssue(ctx, confirmed(value.repeat, value.password), ['repeat']));

  it('reports rule issues with the key as message and the params', () => {
    const result = signup.safeParse({ name: 'Bartholomeus', password: '123', repeat: '123' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'validation.max'],
      ['password', 'validation.min'],
    ]);
    expect(issues[0]).toMatchObject({ code: 'custom', params: { count: 10 } });
    expect(groupIssuesByPath(issues)).toEqual({
      name: [{ key: 'validation.max', params: { count: 10 } }],
      password: [{ key: 'validation.min', params: { count: 8 } }],
    });
  });

  it('reports a cross-field rule on the named field', () => {
    const result = signup.safeParse({ name: 'Bart', password: '12345678', repeat: '87654321' });
    expect(groupIssuesByPath(result.error?.issues ?? [])).toEqual({ repeat: [{ key: 'validation.invalid' }] });
  });

  it('accepts valid input', () => {
    expect(signup.safeParse({ name: 'Bart', password: '12345678', repeat: '12345678' }).success).toBe(true);
  });

  it('gives zod built-in checks i18n keys through the error map', () => {
    const schema = z.object({
      email: z.email(),
      name: z.string().min(1).max(5),
      nickname: z.string().min(3),
      age: z.number().min(0),
    });
    const result = schema.safeParse({ name: '', nickname: 'x', age: -1 }, { error: validationErrorMap });
    expect(groupIssuesByPath(result.error?.issues ?? [])).toEqual({
      email: [{ key: 'validation.required' }],
      name: [{ key: 'validation.required' }],
      nickname: [{ key: 'validation.min', params: { count: 3 } }],
      age: [{ key: 'validation.invalid' }],
    });
    const second = schema.safeParse({ email: 'nope', name: 'abcdef', nickname: 'abc', age: 'x' }, { error: validationErrorMap });
    expect(groupIssuesByPath(second.error?.issues ?? [])).toEqual({
      email: [{ key: 'validation.email' }],
      name: [{ key: 'validation.max', params: { count: 5 } }],
      age: [{ key: 'validation.invalid' }],
    });
  });

  it('turns a message that is not a key into validation.invalid', () => {
    const result = z.string().safeParse(42);
    const [zodIssue] = result.error?.issues ?? [];
    expect(zodIssue?.message).toMatch(/expected string/i);
    expect(zodIssue && toValidationIssue(zodIssue)).toEqual({ key: 'validation.invalid' });
  });
});

describe('toI18nextKey', () => {
  it('splits the namespace off with a colon, keeping the nested path', () => {
    expect(toI18nextKey('validation.required')).toBe('validation:required');
    expect(toI18nextKey('validation.postal_code.min_value')).toBe('validation:postal_code.min_value');
  });
});
