import { mountApp } from '@swagdrop/shared-ui/app';
import App from './app/App';

mountApp(App);
