// @vitest-environment node
// Emotion writes a shell's styles inline only where there is no document, as at build time.
import { describe, expect, it } from 'vitest';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { withBootShell } from './html';
import { renderBootShell } from './render-boot-shell';

const INDEX =
  '<!doctype html><html><head><title>SwagDrop</title></head><body><div id="root"></div></body></html>';

describe('withBootShell', () => {
  it('serves the shell before the root, with every Emotion style in the head', () => {
    const shell = renderBootShell(
      <>
        <Typography variant="h1">Free swag</Typography>
        <Button variant="contained">Browse</Button>
      </>,
    );
    expect(shell).toContain('<style data-emotion="css ');
    const [head = '', body = ''] = withBootShell(INDEX, shell).split('</head>');
    expect(body).not.toContain('<style data-emotion');
    const merged = head.match(/<style data-emotion="css [^"]+">([^<]*)<\/style>/)?.[1] ?? '';
    expect(merged).toContain('MuiTypography-root');
    expect(merged).toContain('MuiButton-root');
    expect(body).toMatch(/<h1 class="[^"]*MuiTypography-h1[^"]*">Free swag<\/h1>/);
    // The shell's own last style (shown once parsed whole) stays its last child, before root.
    expect(body).toMatch(/visibility:visible}<\/style><\/div>\s*<div id="root"><\/div>/);
  });
});
