/**
 * The booking feature's public surface. The dashboard loads BookingWizard itself by a dynamic
 * import() (a code-split point); /purchase builds its own six steps from the step components,
 * model and hooks below.
 */
export { CadenceChoice } from './components/CadenceChoice';
export { DatesField } from './components/DatesField';
export { KeepFieldsRegistered } from './components/KeepFieldsRegistered';
export { OrderSummary } from './components/OrderSummary';
export { PaymentPanel } from './components/PaymentPanel';
export { PaymentReturnNotice, PAYMENT_DECLINED, PAYMENT_PARAM } from './components/PaymentReturnNotice';
export { PlanChoice } from './components/PlanChoice';
export { PropertyFields } from './components/PropertyFields';
export { StepProgress } from './components/StepProgress';
export { TasksField } from './components/TasksField';
export { usePlanChange } from './hooks/usePlanChange';
export { useServiceNow } from './hooks/useServiceNow';
export { initialBookingValues, toCheckoutRequest, type BookingValues } from './model/bookingValues';
export { stepProblem, type StepConcern } from './model/stepRules';
export { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft, valuesFromDraft } from './model/checkoutDraft';
