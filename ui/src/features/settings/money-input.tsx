/** The money input moved beside the form fields; the old path stays for its users. */
export { MoneyInput } from '../../components/form/money-input';
