/** The small pages a browser sees at the unsubscribe link. */

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Presently</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#292524;max-width:480px;margin:64px auto;padding:0 24px;text-align:center">
<h1 style="font-size:24px">${title}</h1>
${body}
<p style="margin-top:32px"><a href="/" style="color:#e11d48">Back to Presently</a></p>
</body></html>`;

/** A form that POSTs to an unsubscribe route with the e-mail's token: the one way these pages change anything. */
const button = (action: 'unsubscribe' | 'resubscribe', token: string, label: string, fields = '') =>
  `<form method="post" action="/api/occasions/${action}?token=${encodeURIComponent(token)}">
${fields}<button type="submit" style="background:#e11d48;color:#fff;border:none;border-radius:6px;padding:10px 18px;font-size:16px;cursor:pointer">${label}</button>
</form>`;

export const invalidUnsubscribePage = () =>
  page('Link not valid', '<p>This unsubscribe link is not valid. It may belong to an account that no longer exists.</p>');

/**
 * The confirmation step: mail scanners open links on their own, so the GET only asks, and the button POSTs —
 * the same request a mail client's one-click unsubscribe (RFC 8058) makes.
 */
export const confirmUnsubscribePage = (token: string) =>
  page(
    'Stop occasion reminders?',
    `<p>You will no longer receive reminder e-mails for the occasions you track. Your occasions stay in your calendar.</p>
${button('unsubscribe', token, 'Unsubscribe', '<input type="hidden" name="List-Unsubscribe" value="One-Click">')}`,
  );

export const unsubscribedPage = (token: string) =>
  page(
    "You're unsubscribed",
    `<p>You will no longer receive occasion reminder e-mails from Presently.</p>
<p>Changed your mind?</p>
${button('resubscribe', token, 'Turn reminders back on')}`,
  );

export const resubscribedPage = (token: string) =>
  page(
    'Reminders are back on',
    `<p>You will get reminder e-mails for the occasions you track again.</p>
<p style="font-size:14px"><a href="/api/occasions/unsubscribe?token=${encodeURIComponent(token)}" style="color:#78716c">Unsubscribe</a></p>`,
  );
