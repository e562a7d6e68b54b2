import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BOOT_SHELL_ID, type RenderedShell } from '@swagdrop/model/page-render';
import { ShellContext } from '../components/shell/shell-context';
import { APP_FRAME_STYLE, swagTheme } from '../components/theme/theme';

/** Longest a shell may cover the page if the app never hands off (a script failed to load). */
const FAILSAFE_SECONDS = 10;

/** The shell's last child: once the parser has added it, the whole shell is there. */
const SHELL_END_ATTRIBUTE = 'data-boot-shell-end';

/**
 * The shell covers the app until the hand-off and stays hidden until the parser reaches its
 * end: a half-parsed shell whose card is centred would grow and move (a layout shift). A
 * browser without :has() never shows it: the page then first paints when the app has booted.
 * Without scripts the shell would never hand off: the page's <noscript> message shows instead.
 */
const SHELL_HEAD = `<style>#${BOOT_SHELL_ID}{position:fixed;inset:0;z-index:1400;overflow:hidden;visibility:hidden;background:${swagTheme.palette.background.default};animation:boot-shell-failsafe 0s linear ${FAILSAFE_SECONDS}s forwards}@keyframes boot-shell-failsafe{to{visibility:hidden}}#${BOOT_SHELL_ID}:has(>[${SHELL_END_ATTRIBUTE}]){visibility:visible}</style><noscript><style>#${BOOT_SHELL_ID}{display:none}</style></noscript>`;

/**
 * A page's first paint (Node: build time and the page functions), rendered by the app's own
 * components, theme and Emotion, so a phone paints it as soon as the HTML arrives instead of
 * after the scripts have booted. It covers the app while that boots and is removed by
 * <BootShellHandoff /> when the page commits; being the same components, nothing moves. Inert:
 * nothing in it can be focused or clicked, and its controls are disabled (ShellControls). Its critical styles go to the head, under the key of
 * the app's own (MUI default) Emotion cache, which adopts them on boot instead of computing and
 * inserting the same rules again.
 */
export function renderShell(content: ReactElement): RenderedShell {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const body = renderToString(
    <ShellContext.Provider value={true}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={swagTheme}>
          <CssBaseline />
          <div style={APP_FRAME_STYLE}>{content}</div>
        </ThemeProvider>
      </CacheProvider>
    </ShellContext.Provider>,
  );
  const critical = emotion.extractCriticalToChunks(body);
  return {
    head: `${SHELL_HEAD}${emotion.constructStyleTagsFromChunks(critical)}`,
    shell: `<div id="${BOOT_SHELL_ID}" inert aria-hidden="true">${critical.html}<div ${SHELL_END_ATTRIBUTE} hidden></div></div>`,
  };
}
