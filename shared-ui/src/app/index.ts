export { mountApp } from './mount-app';
export { BootShellHandoff, releaseBootShell } from '../boot-shell/handoff';
export { useScrollToTopOn } from './scroll-to-top';
