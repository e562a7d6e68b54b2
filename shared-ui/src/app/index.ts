export { mountApp } from './mount-app';
export { BootShellHandoff } from '../boot-shell/handoff';
