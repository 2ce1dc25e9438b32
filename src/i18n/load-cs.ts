/** Registers the Czech catalog with the translator (src/i18n/index.ts). Imported for its effect. */
import { cs } from './cs';
import { registerMessages } from './index';

registerMessages('cs', cs);
