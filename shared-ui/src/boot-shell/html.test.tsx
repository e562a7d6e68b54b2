// @vitest-environment node
// Emotion writes a shell's styles inline only where there is no document, as at build time.
import { describe, expect, it } from 'vitest';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { withBootShell } from './html';
import { pageHeadTags } from './page-head';
import { renderBootShell } from './render-boot-shell';

const INDEX = [
  '<!doctype html><html><head><meta charset="UTF-8" /><title>SwagDrop</title>',
  '<meta\n      name="description"\n      content="Generic"\n    /></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('withBootShell', () => {
  it('serves the shell before the root, with every style in the head', () => {
    const shell = renderBootShell(
      <>
        <Typography variant="h1">Free swag</Typography>
        <Button variant="contained">Browse</Button>
      </>,
    );
    expect(shell.html).toContain('<style data-emotion="css ');
    const [head = '', body = ''] = withBootShell(INDEX, shell).split('</head>');
    expect(body).not.toContain('<style');
    const merged = head.match(/<style data-emotion="css [^"]+">([^<]*)<\/style>/)?.[1] ?? '';
    expect(merged).toContain('MuiTypography-root');
    expect(merged).toContain('MuiButton-root');
    // The shell's own rules: hidden until its end marker (its last child) has been parsed.
    expect(head).toContain('#boot-shell:has(>[data-boot-shell-end]){visibility:visible}');
    expect(head).toContain('<noscript><style>#boot-shell{display:none}</style></noscript>');
    expect(body).toMatch(/<h1 class="[^"]*MuiTypography-h1[^"]*">Free swag<\/h1>/);
    expect(body).toMatch(/<div data-boot-shell-end hidden><\/div><\/div>\s*<div id="root"><\/div>/);
  });

  it('disables the form controls of a shell, and puts no <main> in a <fieldset>', () => {
    const shell = renderBootShell(
      <main>
        <TextField label="Email" />
        <Button>Send</Button>
      </main>,
    );
    const beforeMain = shell.html.slice(0, shell.html.indexOf('<main>'));
    expect(beforeMain).not.toContain('<fieldset');
    expect(shell.html).toMatch(/<input disabled="" /);
    expect(shell.html).toMatch(/<button disabled="" /);
    expect(shell.html).not.toMatch(/<(input|button)\b(?![^>]*\sdisabled="")/);
  });

  it("replaces index.html's title and description with the page's own head", () => {
    const page = withBootShell(INDEX, {
      ...renderBootShell(<Typography>About</Typography>),
      pageHead: pageHeadTags({
        title: 'About "us"',
        description: 'Swag & more',
        canonicalPath: '/about',
      }),
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>About &quot;us&quot; | SwagDrop</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="Swag &amp; more" />');
    expect(head).toContain(
      '<meta property="og:title" content="About &quot;us&quot; | SwagDrop" />',
    );
    expect(head).toContain('<meta property="og:description" content="Swag &amp; more" />');
    expect(head).toContain('<link rel="canonical" id="page-canonical" href="/about" />');
    // The origin is the serving one: the app adds og:url on boot.
    expect(head).not.toContain('og:url');
    expect(head.indexOf('<title>')).toBeLessThan(head.indexOf('<style'));
  });
});
