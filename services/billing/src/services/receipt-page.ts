import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface ReceiptPageInput {
  invoiceId: string;
  /** "$4.99 paid on June 13, 2025": the line a person looks for first. */
  total: string;
  rows: [label: string, value: string][];
}

const STYLE = `
  body { font-family: system-ui, sans-serif; color: #1f2937; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  p.lead { color: #6b7280; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin-top: 1.5rem; }
  th, td { text-align: left; padding: 0.6rem 0; border-bottom: 1px solid #e5e7eb; }
  th { font-weight: 500; color: #6b7280; width: 45%; }
  .total { font-size: 1.25rem; font-weight: 600; }
  @media print { body { margin: 0; } }
`;

/**
 * A printable receipt: a page of its own, made to be printed or saved as PDF from the browser. React writes it, as it
 * writes the e-mails, so nothing from the invoice can become markup.
 */
export function receiptPage({ invoiceId, total, rows }: ReceiptPageInput): string {
  const page = h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, `Presently receipt ${invoiceId}`),
      h('style', null, STYLE),
    ),
    h(
      'body',
      null,
      h('h1', null, 'Presently'),
      h('p', { className: 'lead' }, 'Receipt for your Presently Premium subscription'),
      h('p', { className: 'total' }, total),
      h('table', null, h('tbody', null, ...rows.map(([label, value]) => h('tr', { key: label }, h('th', { scope: 'row' }, label), h('td', null, value))))),
      h('p', { className: 'lead' }, 'Thank you for supporting Presently.'),
    ),
  );
  return `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
}
