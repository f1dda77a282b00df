import { receiptPage } from './receipt-page';

describe('the printable receipt', () => {
  it('is a page of its own with every row, and nothing from the invoice becomes markup', () => {
    const page = receiptPage({
      invoiceId: 'in_<script>',
      total: '$4.99 paid on June 13, 2025',
      rows: [
        ['Receipt number', 'in_<script>'],
        ['Plan', 'Presently Premium (monthly)'],
      ],
    });
    expect(page).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charSet="utf-8"\/>/);
    expect(page).toContain('<title>Presently receipt in_&lt;script&gt;</title>');
    expect(page).toContain('<p class="total">$4.99 paid on June 13, 2025</p>');
    expect(page).toContain('<tr><th scope="row">Plan</th><td>Presently Premium (monthly)</td></tr>');
    expect(page).not.toContain('<script>');
    // The print style sheet arrives as written.
    expect(page).toContain('@media print { body { margin: 0; } }');
  });
});
