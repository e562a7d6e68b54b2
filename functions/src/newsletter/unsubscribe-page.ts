import { escapeHtml, pageTitle } from '@swagdrop/model';
import { NEWSLETTER_UNSUBSCRIBE_COPY as TEXT } from '../mail/copy/visitor';
import { MAIL_COMMON_COPY } from '../mail/copy/common';

/** The page's look: the theme's colours (shared-ui theme.ts); the CSP allows inline styles. */
const STYLE = `
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f9fafb;color:#1f2937}
main{max-width:560px;margin:48px auto;padding:32px 24px;background:#fff;border:1px solid #e5e7eb;border-radius:8px}
.brand{color:#6d28d9;font-size:20px;font-weight:700;margin:0 0 16px;text-decoration:none}
h1{font-size:24px;margin:0 0 12px}p{font-size:16px;line-height:24px}
button{background:#6d28d9;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;font-weight:700;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1f2937;outline-offset:2px}
a{color:#6d28d9}`;

export type UnsubscribePage =
  | { kind: 'ask'; token: string }
  | { kind: 'done' }
  | { kind: 'invalid' }
  | { kind: 'busy'; message: string };

function body(page: UnsubscribePage): string {
  switch (page.kind) {
    case 'ask': {
      const action = `/newsletter/unsubscribe?token=${encodeURIComponent(page.token)}`;
      return `<h1>${escapeHtml(TEXT.askTitle)}</h1>
<p>${escapeHtml(TEXT.askBody)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(TEXT.button)}</button>
</form>`;
    }
    case 'done':
      return `<h1>${escapeHtml(TEXT.doneTitle)}</h1>
<p>${escapeHtml(TEXT.doneBody)}</p>`;
    case 'invalid':
      return `<h1>${escapeHtml(TEXT.pageTitle)}</h1>
<p>${escapeHtml(TEXT.invalidBody)}</p>`;
    case 'busy':
      return `<h1>${escapeHtml(TEXT.pageTitle)}</h1>
<p role="alert">${escapeHtml(page.message)}</p>`;
  }
}

/**
 * The small server-rendered page behind a digest's unsubscribe link: no script (the CSP allows
 * none inline), every value escaped, kept out of search engines, with a way back to /swag.
 */
export function unsubscribePage(page: UnsubscribePage): string {
  const title = page.kind === 'done' ? TEXT.doneTitle : TEXT.pageTitle;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(pageTitle(title))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="/swag">${escapeHtml(MAIL_COMMON_COPY.productName)}</a>
${body(page)}
<p><a href="/swag">${escapeHtml(TEXT.backToSwag)}</a></p>
</main>
</body>
</html>
`;
}
