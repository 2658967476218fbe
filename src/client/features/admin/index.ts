/** What the app shell uses from the operator console: whether the signed-in person is an operator. */
export { useOperator } from './api/me';
