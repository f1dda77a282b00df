import { periodEnd } from './billing-period';

describe('periodEnd', () => {
  it('counts whole months from the anchor, keeping its day where the month has it', () => {
    const anchor = new Date('2030-01-31T09:30:00Z');
    expect(periodEnd(anchor, 'monthly')).toEqual(new Date('2030-02-28T09:30:00Z'));
    expect(periodEnd(new Date('2030-02-28T09:30:00Z'), 'monthly', anchor)).toEqual(new Date('2030-03-31T09:30:00Z'));
    expect(periodEnd(new Date('2032-01-31T09:30:00Z'), 'monthly', anchor)).toEqual(new Date('2032-02-29T09:30:00Z'));
  });

  it('counts years, and February 29 renews on February 28', () => {
    expect(periodEnd(new Date('2032-02-29T00:00:00Z'), 'yearly')).toEqual(new Date('2033-02-28T00:00:00Z'));
    expect(periodEnd(new Date('2030-06-15T12:00:00Z'), 'yearly')).toEqual(new Date('2031-06-15T12:00:00Z'));
  });
});
