export { CreativesPage } from './CreativesPage';
