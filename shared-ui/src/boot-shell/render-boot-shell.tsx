import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { APP_FRAME_STYLE, swagTheme } from '../components/theme/theme';
import { BOOT_SHELL_ID } from './handoff';

/** Longest a shell may cover the page if the app never hands off (a script failed to load). */
const FAILSAFE_SECONDS = 10;

const SHELL_STYLE = `#${BOOT_SHELL_ID}{position:fixed;inset:0;z-index:1400;overflow:hidden;visibility:hidden;background:${swagTheme.palette.background.default};animation:boot-shell-failsafe 0s linear ${FAILSAFE_SECONDS}s forwards}@keyframes boot-shell-failsafe{to{visibility:hidden}}`;

/** The shell's last child: once the parser has added it, the whole shell is there. */
const SHELL_END_ATTRIBUTE = 'data-boot-shell-end';

/**
 * The shell stays hidden until the parser reaches its end: a browser paints a long document
 * as it arrives, and a half-parsed shell whose card is centred would grow and move (a layout
 * shift the moment the rest of the card is parsed). A browser without :has() never shows it:
 * the page then first paints when the app has booted.
 */
const SHOW_WHEN_PARSED = `#${BOOT_SHELL_ID}:has(>[${SHELL_END_ATTRIBUTE}]){visibility:visible}`;

/** A shell: its markup, placed before the app's root, and the tags it needs in the head. */
export interface BootShellMarkup {
  html: string;
  head: string;
}

/**
 * Build time (Node): the top of a page rendered to static HTML by the app's own components,
 * theme and Emotion (styles inline), so a phone paints the header and the page's heading as
 * soon as the HTML arrives instead of after the scripts have booted. It covers the app while
 * that boots and is removed by <BootShellHandoff /> when the page commits; being the same
 * components, the heading is the same size and position, so nothing moves and the largest
 * paint stays the early one. Inert: nothing in it can be focused or clicked.
 *
 * The shell's own styles go in the head (a <style> in the body is not valid HTML). Without
 * scripts the shell would never hand off: the page's <noscript> message shows instead.
 */
export function renderBootShell(content: ReactElement): BootShellMarkup {
  const body = renderStatic(
    <>
      <CssBaseline />
      <div style={APP_FRAME_STYLE}>{content}</div>
    </>,
  );
  return {
    html: `<div id="${BOOT_SHELL_ID}" inert aria-hidden="true">${body}<div ${SHELL_END_ATTRIBUTE} hidden></div></div>`,
    head: `<style>${SHELL_STYLE}${SHOW_WHEN_PARSED}</style><noscript><style>#${BOOT_SHELL_ID}{display:none}</style></noscript>`,
  };
}

/**
 * A piece of a shell the server assembles (a directory card, model/directory-template.ts):
 * the component's markup with every style it uses inline, as renderBootShell renders it.
 */
export function renderBootFragment(content: ReactElement): string {
  return renderStatic(content);
}

function renderStatic(content: ReactElement): string {
  // The key of the app's own (MUI default) Emotion cache: on boot that cache adopts these
  // <style> tags and skips inserting the same rules again, so the shell's styles are computed
  // once, at build time, instead of again in the phone's first render.
  const cache = createCache({ key: 'css' });
  const markup = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={swagTheme}>{content}</ThemeProvider>
    </CacheProvider>,
  );
  // React adds a preload <link> for eager images; a shell's <head> is the page's to decide
  // (renderListingPage preloads the detail image's variant), so they are dropped here. Test ids
  // name the live page's elements only, so tests never find the shell's copy while it lasts.
  return disableFormControls(
    markup
      .replace(/<link rel="preload" as="image"[^>]*>/g, '')
      .replace(/ data-testid="[^"]*"/g, ''),
  );
}

const ENABLED_CONTROL = /<(button|input|select|textarea)\b(?![^>]*\sdisabled[\s=>/])/g;

/**
 * Every form control of a shell disabled, so nothing that ignores inert (autofill, test
 * drivers) types into the shell's copy of a field: it waits for the app's own. (A disabled
 * <fieldset> around the shell would do the same, but a page's <main> may not be inside one.)
 */
export function disableFormControls(markup: string): string {
  return markup.replace(ENABLED_CONTROL, '<$1 disabled=""');
}
