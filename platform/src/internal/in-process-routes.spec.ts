import { jsonCopy } from './in-process-routes';

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

class Money {
  constructor(readonly cents: number) {}
  toJSON() {
    return `${this.cents / 100} EUR`;
  }
}

class Row {
  hidden = undefined;
  constructor(readonly id: number) {}
}

describe('an in-process answer', () => {
  it.each([
    ['a profile', { id: 5, username: 'maya', birthday: null, createdAt: '2026-11-24T10:00:00.000Z', emailVerified: false }],
    ['dates, as their ISO text', { at: new Date('2026-11-24T10:00:00.000Z'), invalid: new Date(Number.NaN), list: [new Date(0)] }],
    ['undefined and functions left out of objects and null in arrays', { a: undefined, b: () => 1, c: [undefined, () => 1, Symbol('s'), 1] }],
    ['numbers JSON cannot hold, as null', { nan: Number.NaN, infinite: Number.POSITIVE_INFINITY, negativeZero: -0, list: [Number.NaN] }],
    ['a toJSON of its own, and class instances', { price: new Money(1250), row: new Row(3), nested: { deeper: [{ price: new Money(1) }] } }],
    ['objects without a prototype', Object.assign(Object.create(null) as object, { a: 1 })],
    ['top-level values', [1, 'text', true, null, []]],
  ])('is what the same answer over HTTP would be: %s', (_, value) => {
    expect(jsonCopy(value)).toStrictEqual(roundTrip(value));
  });

  it('is a copy: a caller changing it changes nothing in the service', () => {
    const cached = { id: 5, plan: { name: 'free' }, tags: ['a'] };
    const copy = jsonCopy(cached) as typeof cached;
    copy.plan.name = 'premium';
    copy.tags.push('b');
    expect(cached).toEqual({ id: 5, plan: { name: 'free' }, tags: ['a'] });
  });
});
