// The accounts feature as the rest of the area uses it: the staff accounts tab and the account lists.
export { StaffAccounts } from './components/StaffAccounts';
export { useAccounts } from './api/useAccounts';
